#include "scoreflight.h"

#include "boardview.h"
#include "motion.h"
#include "playersdock.h"

#include <QLabel>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>
#include <QTableWidget>

namespace swc::ui {

namespace {
// The board's flash of the points: popped in (160 ms) and held to be read (650 ms), as
// BoardMotion::flashFeature shows them.
constexpr int kBoardFlashMs = 810;
}  // namespace

ScoreFlight::ScoreFlight(QWidget* window, BoardView* board, PlayersDock* players)
    : QObject(window), window_(window), board_(board), players_(players)
{
}

void ScoreFlight::fly(QPointF from, int points, unsigned players, int delayMs)
{
    if (motion::reduced() || !players_->table()->isVisible()) return;
    const QPoint start = board_->viewport()->mapTo(window_, board_->mapFromScene(from));
    for (int seat = 0; seat < players_->table()->rowCount(); ++seat)
        if ((players >> seat) & 1U) flyTo(start, seat, points, delayMs);
}

void ScoreFlight::flyTo(QPoint start, int seat, int points, int delayMs)
{
    QTableWidget* table = players_->table();
    const QTableWidgetItem* cell = players_->scoreCell(seat);
    if (!cell) return;
    auto* label = new QLabel(QStringLiteral("+%1").arg(points), window_);
    label->setObjectName(QStringLiteral("scoreFlight"));
    label->setStyleSheet(QStringLiteral("QLabel { color: #ffd54f; background: rgba(5, 7, 18, 200); font-weight: bold;"
                                        " font-size: 18px; border-radius: 6px; padding: 1px 6px; }"));
    label->adjustSize();
    label->setAttribute(Qt::WA_TransparentForMouseEvents);
    label->hide();
    const QPoint centre = table->viewport()->mapTo(window_, table->visualItemRect(cell).center());
    const QPoint half(label->width() / 2, label->height() / 2);
    auto* group = new QSequentialAnimationGroup(label);
    group->addPause(delayMs + kBoardFlashMs);
    auto* flight = new QPropertyAnimation(label, "pos", group);
    flight->setDuration(motion::kLongestMs);
    flight->setStartValue(start - half);
    flight->setEndValue(centre - half);
    flight->setEasingCurve(QEasingCurve::InOutCubic);
    group->addAnimation(flight);
    connect(flight, &QAbstractAnimation::stateChanged, label, [label](QAbstractAnimation::State now) {
        if (now == QAbstractAnimation::Running) {
            label->show();
            label->raise();
        }
    });
    // Hidden at once (a key that finishes every animation, a picture taken then), deleted later.
    connect(group, &QAbstractAnimation::finished, label, [label] {
        label->hide();
        label->deleteLater();
    });
    motion::play(group);
}

}  // namespace swc::ui
