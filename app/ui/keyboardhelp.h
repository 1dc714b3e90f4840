// Help > Keyboard: every key of a game played without a mouse, in the interface's language
// (the keys' names as Qt writes them in that language).
#pragma once

#include <QCoreApplication>
#include <QString>

namespace swc::ui {

class KeyboardHelp
{
    Q_DECLARE_TR_FUNCTIONS(KeyboardHelp)

public:
    static QString html();
};

}  // namespace swc::ui
