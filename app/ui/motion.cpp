#include "motion.h"

#include <QAbstractAnimation>
#include <QCoreApplication>
#include <QEvent>
#include <QList>
#include <QPointer>

namespace swc::ui::motion {

namespace {
bool gReduced = qEnvironmentVariableIntValue("SWC_REDUCE_MOTION") != 0;
QList<QPointer<QAbstractAnimation>>& playing()
{
    static QList<QPointer<QAbstractAnimation>> list;
    return list;
}
// Sees every key and click of the program before it is delivered: an animation in progress is
// finished first, never in the way of what the person does.
class Finisher final : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* e) override
    {
        switch (e->type()) {
        case QEvent::KeyPress:
        case QEvent::ShortcutOverride:  // a shortcut's key never reaches KeyPress
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
        case QEvent::TouchBegin:
            if (!playing().isEmpty()) finishAll();
            break;
        default: break;
        }
        return QObject::eventFilter(watched, e);
    }
};
void watchInput()
{
    static QPointer<Finisher> finisher;
    if (finisher || !QCoreApplication::instance()) return;
    finisher = new Finisher(QCoreApplication::instance());
    QCoreApplication::instance()->installEventFilter(finisher);
}
void toEnd(QAbstractAnimation* a)
{
    // An animation at its end stops itself (QAbstractAnimation::setCurrentTime); one without an
    // end is stopped where it is.
    if (a->totalDuration() < 0) a->stop();
    else a->setCurrentTime(a->totalDuration());
}
}  // namespace

bool reduced() { return gReduced; }

void setReduced(bool on)
{
    gReduced = on;
    if (on) finishAll();
}

void play(QAbstractAnimation* animation)
{
    watchInput();
    playing().append(animation);
    QObject::connect(animation, &QAbstractAnimation::finished, animation,
                     [animation] { playing().removeAll(animation); });
    animation->start(QAbstractAnimation::DeleteWhenStopped);
    if (gReduced) toEnd(animation);
}

void finishAll()
{
    // Finishing one may start another (a step after it): until none is left.
    for (int round = 0; round < 8 && running(); ++round) {
        const auto now = playing();
        for (const QPointer<QAbstractAnimation>& a : now)
            if (a && a->state() != QAbstractAnimation::Stopped) toEnd(a);
    }
}

bool running()
{
    auto& list = playing();
    list.removeIf([](const QPointer<QAbstractAnimation>& a) { return !a || a->state() == QAbstractAnimation::Stopped; });
    return !list.isEmpty();
}

}  // namespace swc::ui::motion
