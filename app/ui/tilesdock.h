#pragma once

#include "gamedock.h"

class QListWidget;

namespace swc::ui {

// The tiles still to come (the pile and the face-up row), by face.
class TilesDock final : public GameDock
{
    Q_OBJECT

public:
    explicit TilesDock(QWidget* parent = nullptr);
    QListWidget* list() const { return list_; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    QListWidget* list_ = nullptr;
};

}  // namespace swc::ui
