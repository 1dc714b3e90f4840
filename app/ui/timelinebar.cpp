#include "timelinebar.h"

#include "actions.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace swc::ui {

namespace {
constexpr int kSpeeds[] = {400, 1000, 2000};  // ms a step is shown: fast, normal, slow
const QColor kMarkColours[] = {QColor(0xff, 0xa7, 0x26), QColor(0xe5, 0x39, 0x35)};  // ?, ??
}  // namespace

// --- TimelineSlider ------------------------------------------------------------------------

TimelineSlider::TimelineSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent)
{
    setObjectName(QStringLiteral("timelineSlider"));
    setMinimumHeight(30);
    setPageStep(10);
    setFocusPolicy(Qt::NoFocus);  // the window's keys move the review, wherever the focus is
    setMouseTracking(true);
}

QRect TimelineSlider::grooveRect() const
{
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    return style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, this);
}

int TimelineSlider::handleLength() const
{
    QStyleOptionSlider opt;
    initStyleOption(&opt);
    return style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, this).width();
}

int TimelineSlider::xOf(int value) const
{
    const QRect groove = grooveRect();
    const int handle = handleLength();
    return groove.left() + handle / 2 + QStyle::sliderPositionFromValue(minimum(), maximum(), value, groove.width() - handle);
}

int TimelineSlider::valueAt(int x) const
{
    const QRect groove = grooveRect();
    const int handle = handleLength();
    return QStyle::sliderValueFromPosition(minimum(), maximum(), x - groove.left() - handle / 2, groove.width() - handle);
}

void TimelineSlider::mousePressEvent(QMouseEvent* e)
{
    // Where the click is, at once (not a page towards it); the press then drags the handle.
    if (e->button() == Qt::LeftButton) setValue(valueAt(e->position().toPoint().x()));
    QSlider::mousePressEvent(e);
}

bool TimelineSlider::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        emit toolTipAt(valueAt(help->pos().x()), help->globalPos());
        return true;
    }
    return QSlider::event(e);
}

void TimelineSlider::paintEvent(QPaintEvent* e)
{
    QSlider::paintEvent(e);
    if (!marks_ || marks_->isEmpty()) return;
    // Each mark a tick across the groove, under the handle: orange for ?, red and taller for ??.
    QPainter p(this);
    const QRect groove = grooveRect();
    const int mid = groove.center().y();
    for (auto it = marks_->cbegin(); it != marks_->cend(); ++it) {
        const int degree = std::clamp(it.value(), 1, 2);
        const int half = degree == 2 ? height() / 2 - 1 : height() / 3;
        p.fillRect(QRect(xOf(it.key()) - 1, mid - half, 3, 2 * half), kMarkColours[degree - 1]);
    }
}

// --- TimelineBar ---------------------------------------------------------------------------

TimelineBar::TimelineBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("timelineBar"));
    // The slider across the whole width, the buttons, the position and the speed under it.
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(6, 0, 6, 2);
    rows->setSpacing(0);
    slider_ = new TimelineSlider;
    slider_->setMarks(&sliderMarks_);
    sliderRow_ = new QHBoxLayout;
    sliderRow_->addWidget(slider_, 1);
    rows->addLayout(sliderRow_);
    auto* layout = new QHBoxLayout;
    controlsRow_ = layout;
    rows->addLayout(layout);
    first_ = makeAction(this, "reviewFirst", QKeySequence(Qt::Key_Home), [this] { setStep(-1); });
    previous_ = makeAction(this, "reviewPrevious", QKeySequence(Qt::Key_Left), [this] { setStep(step_ - 1); });
    play_ = makeAction(this, "reviewPlay", QKeySequence(Qt::Key_Space), [this] { isPlaying() ? pause() : play(); });
    next_ = makeAction(this, "reviewNext", QKeySequence(Qt::Key_Right), [this] { setStep(step_ + 1); });
    last_ = makeAction(this, "reviewLast", QKeySequence(Qt::Key_End), [this] { setStep(count_ - 1); });
    first_->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    previous_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    next_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    last_->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    layout->addWidget(addButton(first_));
    layout->addWidget(addButton(previous_));
    layout->addWidget(addButton(play_));
    layout->addWidget(addButton(next_));
    layout->addWidget(addButton(last_));
    position_ = new QLabel;
    position_->setObjectName(QStringLiteral("timelinePosition"));
    layout->addSpacing(8);
    layout->addWidget(position_);
    layout->addStretch(1);
    speedLabel_ = new QLabel;
    layout->addWidget(speedLabel_);
    speed_ = new QComboBox;
    speed_->setObjectName(QStringLiteral("timelineSpeed"));
    for (int ms : kSpeeds) speed_->addItem(QString(), ms);
    speed_->setCurrentIndex(1);
    speed_->setFocusPolicy(Qt::NoFocus);
    speedLabel_->setBuddy(speed_);
    layout->addWidget(speed_);
    connect(speed_, &QComboBox::currentIndexChanged, this, [this] { timer_.setInterval(interval()); });
    connect(slider_, &QSlider::valueChanged, this, [this](int value) { setStep(value - 1); });
    connect(slider_, &TimelineSlider::toolTipAt, this, [this](int value, QPoint at) {
        const QString text = toolTip(value - 1);
        if (text.isEmpty()) QToolTip::hideText();
        else QToolTip::showText(at, text, slider_);
    });
    timer_.setInterval(interval());
    connect(&timer_, &QTimer::timeout, this, &TimelineBar::advance);
    retranslate();
    refresh();
}

QToolButton* TimelineBar::addButton(QAction* action)
{
    auto* b = new QToolButton;
    b->setObjectName(action->objectName() + QStringLiteral("Button"));
    b->setDefaultAction(action);
    b->setAutoRaise(true);
    b->setFocusPolicy(Qt::NoFocus);
    return b;
}

void TimelineBar::setStepCount(int count, int step)
{
    pause();
    count_ = std::max(0, count);
    marks_.clear();
    sliderMarks_.clear();
    notes_.clear();
    step_ = std::clamp(step, -1, count_ - 1);
    {
        const QSignalBlocker quiet(slider_);
        slider_->setRange(0, count_);
        slider_->setValue(step_ + 1);
    }
    refresh();
}

void TimelineBar::setStep(int step)
{
    step = std::clamp(step, -1, count_ - 1);
    if (step == step_) return;
    step_ = step;
    {
        const QSignalBlocker quiet(slider_);
        slider_->setValue(step_ + 1);
    }
    refresh();
    emit stepChanged(step_);
}

void TimelineBar::setMarks(const QHash<int, int>& stepToDegree, const QHash<int, QString>& notes)
{
    marks_ = stepToDegree;
    notes_ = notes;
    sliderMarks_.clear();
    for (auto it = marks_.cbegin(); it != marks_.cend(); ++it)
        if (it.key() >= 0 && it.key() < count_ && it.value() > 0) sliderMarks_.insert(it.key() + 1, it.value());
    slider_->update();
}

QString TimelineBar::markToolTip(int step) const
{
    const int degree = marks_.value(step, 0);
    if (degree <= 0) return {};
    // The chess signs as they are, in every language.
    QString text = degree >= 2 ? QStringLiteral("%1 (?\?)").arg(tr("A blunder")) : QStringLiteral("%1 (?)").arg(tr("A mistake"));
    const QString note = notes_.value(step);
    if (!note.isEmpty()) text += QStringLiteral("\n") + note;
    return text;
}

QString TimelineBar::toolTip(int step) const
{
    if (step < -1 || step >= count_) return {};
    const QString name = stepName_ ? stepName_(step) : QString();
    const QString mark = markToolTip(step);
    return mark.isEmpty() ? name : name + QStringLiteral("\n") + mark;
}

int TimelineBar::interval() const { return speed_->currentData().toInt(); }

void TimelineBar::setInterval(int ms)
{
    int best = 0;
    for (int i = 0; i < speed_->count(); ++i)
        if (std::abs(speed_->itemData(i).toInt() - ms) < std::abs(speed_->itemData(best).toInt() - ms)) best = i;
    speed_->setCurrentIndex(best);
}

void TimelineBar::play()
{
    if (count_ == 0 || isPlaying()) return;
    if (step_ == count_ - 1) setStep(-1);  // at the end: again from the start
    timer_.start();
    refresh();
    emit playingChanged(true);
}

void TimelineBar::pause()
{
    if (!isPlaying()) return;
    timer_.stop();
    refresh();
    emit playingChanged(false);
}

void TimelineBar::advance()
{
    setStep(step_ + 1);
    if (step_ >= count_ - 1) pause();
}

void TimelineBar::setCompact()
{
    for (QWidget* w : std::initializer_list<QWidget*>{speedLabel_, speed_}) {
        controlsRow_->removeWidget(w);
        sliderRow_->addWidget(w);
    }
}

void TimelineBar::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void TimelineBar::retranslate()
{
    first_->setText(tr("&First step"));
    previous_->setText(tr("&Previous step"));
    next_->setText(tr("&Next step"));
    last_->setText(tr("&Last step"));
    speedLabel_->setText(tr("&Speed:"));
    speed_->setItemText(0, tr("Fast"));
    speed_->setItemText(1, tr("Normal", "speed of playing a review"));
    speed_->setItemText(2, tr("Slow"));
    speed_->setToolTip(tr("How long each step is shown while the review plays"));
    slider_->setAccessibleName(tr("Step of the game"));
    slider_->setAccessibleDescription(tr("Every step of the game in order: the arrow keys move along it"));
    refresh();
}

void TimelineBar::refresh()
{
    const bool any = count_ > 0;
    first_->setEnabled(any && step_ > -1);
    previous_->setEnabled(any && step_ > -1);
    next_->setEnabled(any && step_ < count_ - 1);
    last_->setEnabled(any && step_ < count_ - 1);
    play_->setEnabled(any);
    slider_->setEnabled(any);
    play_->setText(isPlaying() ? tr("P&ause") : tr("P&lay"));
    play_->setIcon(style()->standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    for (QAction* a : {first_, previous_, play_, next_, last_})
        a->setToolTip(QStringLiteral("%1 (%2)").arg(QString(a->text()).remove(QLatin1Char('&')),
                                                      a->shortcut().toString(QKeySequence::NativeText)));
    if (!any) position_->clear();
    else if (step_ < 0) position_->setText(tr("Start"));
    else position_->setText(tr("Step %1 of %2").arg(step_ + 1).arg(count_));
}

}  // namespace swc::ui
