#pragma once

#include "gamedock.h"

class QTextBrowser;

namespace swc::ui {

// The last turn's battles (every roll) and scores: a view of the history.
class LastTurnDock final : public GameDock
{
    Q_OBJECT

public:
    explicit LastTurnDock(QWidget* parent = nullptr);
    QTextBrowser* view() const { return view_; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    QTextBrowser* view_ = nullptr;
};

}  // namespace swc::ui
