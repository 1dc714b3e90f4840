#pragma once

#include "gamedock.h"

class QTextBrowser;

namespace swc::ui {

// The game's story: a view of the history, rewritten after an undo, a redo or a language switch.
class LogDock final : public GameDock
{
    Q_OBJECT

public:
    explicit LogDock(QWidget* parent = nullptr);
    QTextBrowser* view() const { return view_; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    QTextBrowser* view_ = nullptr;
};

}  // namespace swc::ui
