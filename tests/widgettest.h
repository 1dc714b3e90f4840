// Helpers of the widget tests: driving dialogs as a person would.
#pragma once

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QtTest>

#include <memory>

namespace swc::test {

// Shown and active, so that its shortcuts take the keys a test presses.
inline void showActive(QWidget& w)
{
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
}

// Run `act` on the next dialog of type T that shows (a modal one runs its own event loop: the
// test acts on it from this timer); the flag says whether one showed.
template <typename T, typename Act>
std::shared_ptr<bool> whenShown(Act act)
{
    auto shown = std::make_shared<bool>(false);
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act, shown] {
        for (QWidget* top : QApplication::topLevelWidgets()) {
            if (auto* d = qobject_cast<T*>(top); d && d->isVisible()) {
                *shown = true;
                timer->stop();
                timer->deleteLater();
                act(d);
                return;
            }
        }
    });
    timer->start();
    QTimer::singleShot(10000, timer, &QObject::deleteLater);
    return shown;
}

// Answer the next message box that shows with `button`; the flag says whether one showed.
inline std::shared_ptr<bool> answerNextMessageBox(QMessageBox::StandardButton button)
{
    return whenShown<QMessageBox>([button](QMessageBox* box) {
        if (QAbstractButton* b = box->button(button)) b->click();
    });
}

}  // namespace swc::test
