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

// Answer the next message box that shows with `button`; the flag says whether one showed.
inline std::shared_ptr<bool> answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto answered = std::make_shared<bool>(false);
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button, answered] {
        for (QWidget* top : QApplication::topLevelWidgets()) {
            if (auto* box = qobject_cast<QMessageBox*>(top); box && box->isVisible() && box->button(button)) {
                *answered = true;
                timer->stop();  // deleteLater waits for the outer event loop: stop it answering now
                timer->deleteLater();
                box->button(button)->click();
                return;
            }
        }
    });
    timer->start();
    QTimer::singleShot(10000, timer, &QObject::deleteLater);
    return answered;
}

}  // namespace swc::test
