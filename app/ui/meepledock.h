#pragma once

#include "gamedock.h"

class QLabel;
class QListWidget;
class QPushButton;

namespace swc::ui {

// The meeple step (and the Galaxy Traders re-placements): the choices, the battle odds, the
// button that ends the turn.
class MeepleDock final : public GameDock
{
    Q_OBJECT

public:
    explicit MeepleDock(QWidget* parent = nullptr);
    QListWidget* list() const { return list_; }
    QLabel* odds() const { return odds_; }
    QPushButton* confirmButton() const { return confirm_; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    QListWidget* list_ = nullptr;
    QLabel* odds_ = nullptr;
    QPushButton* confirm_ = nullptr;
    bool filling_ = false;
};

}  // namespace swc::ui
