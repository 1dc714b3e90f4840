#include "sounds.h"

#include "gamesession.h"
#include "seats.h"

#include <QActionGroup>
#include <QKeySequence>
#include <QApplication>
#include <QAudio>
#include <QAudioDevice>
#include <QElapsedTimer>
#include <QEvent>
#include <QMediaDevices>
#include <QMenu>
#include <QSettings>
#include <QSoundEffect>
#include <QTimer>
#include <QUrl>
#include <QWidget>

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace swc::ui {

namespace {

const QString kMuted = QStringLiteral("sound/muted");
const QString kVolume = QStringLiteral("sound/volume");

// How long after a sound starts the next one of the same burst may start (a turn's tile, meeple,
// dice and outcome come together): the dice roll whole before the battle's outcome, the small
// knocks overlap a little.
int gapMs(Sounds::Sound s)
{
    switch (s) {
    case Sounds::Sound::TilePlaced:
    case Sounds::Sound::MeeplePlaced: return 110;
    case Sounds::Sound::Dice: return 330;
    case Sounds::Sound::BattleWon:
    case Sounds::Sound::BattleLost:
    case Sounds::Sound::FeatureCompleted: return 300;
    case Sounds::Sound::YourTurn:
    case Sounds::Sound::GameOver: return 0;
    }
    return 0;
}

int nearestVolume(int percent)
{
    int best = Sounds::kVolumes[1];
    for (int v : Sounds::kVolumes)
        if (std::abs(v - percent) < std::abs(best - percent)) best = v;
    return best;
}

// Qt's PulseAudio back end says "PulseAudioService: pa_context_connect() failed" when there is no
// sound server (a server, CI, a headless machine): for this program that only means silence, so
// the line is kept out of the log while the devices are looked for; any other message passes.
QtMessageHandler g_outerHandler = nullptr;

void dropNoSoundServer(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (message.startsWith(QLatin1String("PulseAudioService:"))) return;
    if (g_outerHandler) g_outerHandler(type, context, message);
    else qt_message_output(type, context, message);
}

QList<QAudioDevice> audioOutputs()
{
    g_outerHandler = qInstallMessageHandler(dropNoSoundServer);
    QList<QAudioDevice> outputs = QMediaDevices::audioOutputs();
    qInstallMessageHandler(g_outerHandler);
    return outputs;
}

}  // namespace

// The sounds heard: one QSoundEffect a sound on the default audio device, none at all when
// there is no audio device. A burst of sounds asked for at once is spread out (gapMs).
class SoundOutput
{
public:
    SoundOutput()
    {
        clock_.start();
        if (audioOutputs().isEmpty()) return;  // no audio device: silence, and nothing more is tried
        const QAudioDevice device = QMediaDevices::defaultAudioOutput();
        for (int i = 0; i < Sounds::kSoundCount; ++i) {
            auto* e = new QSoundEffect(device, &owner_);
            e->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(Sounds::name(static_cast<Sounds::Sound>(i)))));
            effects_[static_cast<std::size_t>(i)] = e;
        }
    }

    void play(Sounds::Sound s, double volume)
    {
        QSoundEffect* e = effects_[static_cast<std::size_t>(s)];
        if (!e || e->status() == QSoundEffect::Error) return;
        e->setVolume(static_cast<float>(volume));
        const qint64 now = clock_.elapsed();
        const qint64 at = std::max(now, nextFree_);
        nextFree_ = at + gapMs(s);
        if (at <= now)
            e->play();
        else
            QTimer::singleShot(at - now, &owner_, [e] { e->play(); });
    }

private:
    QObject owner_;  // the effects and the timers of sounds to come
    std::array<QSoundEffect*, Sounds::kSoundCount> effects_{};
    QElapsedTimer clock_;
    qint64 nextFree_ = 0;  // when the next sound of a burst may start (clock_'s time)
};

QString Sounds::name(Sound s)
{
    switch (s) {
    case Sound::TilePlaced: return QStringLiteral("tile-placed");
    case Sound::MeeplePlaced: return QStringLiteral("meeple-placed");
    case Sound::Dice: return QStringLiteral("dice");
    case Sound::BattleWon: return QStringLiteral("battle-won");
    case Sound::BattleLost: return QStringLiteral("battle-lost");
    case Sound::FeatureCompleted: return QStringLiteral("feature-completed");
    case Sound::YourTurn: return QStringLiteral("your-turn");
    case Sound::GameOver: return QStringLiteral("game-over");
    }
    return {};
}

std::vector<Sounds::Sound> Sounds::turnSounds(const TurnReport& report, std::uint8_t localSeats)
{
    std::vector<Sound> out;
    if (report.face < 0) return out;  // a tile set aside: nothing was placed
    out.push_back(Sound::TilePlaced);
    if (report.meeple.place) out.push_back(Sound::MeeplePlaced);
    if (!report.battles.empty()) out.push_back(Sound::Dice);
    bool won = false;
    bool lost = false;
    for (const BattleReport& b : report.battles)
        for (std::size_t i = 0; i < b.sides.size(); ++i)
            if (b.sides[i].players & localSeats) (static_cast<int>(i) == b.winner ? won : lost) = true;
    // One outcome a turn: a person here who wins a battle of it hears the win.
    if (won)
        out.push_back(Sound::BattleWon);
    else if (lost)
        out.push_back(Sound::BattleLost);
    if (std::any_of(report.scores.begin(), report.scores.end(),
                    [](const ScoreReport& s) { return s.complete && s.players != 0; }))
        out.push_back(Sound::FeatureCompleted);
    return out;
}

Sounds::Sounds(QWidget* window) : QObject(window), window_(window)
{
    QSettings settings;
    muted_ = settings.value(kMuted, false).toBool();
    volume_ = nearestVolume(settings.value(kVolume, kVolumes[1]).toInt());
}

Sounds::~Sounds() = default;

void Sounds::follow(GameSession* session, Seats* seats)
{
    session_ = session;
    seats_ = seats;
    connect(session, &GameSession::turnScored, this, &Sounds::turnPlayed);
    connect(session, &GameSession::decisionNeeded, this, &Sounds::decisionNeeded);
    connect(session, &GameSession::gameOver, this, &Sounds::gameOver);
    // A game started or opened: what its replay did is not heard, nor its first decision.
    connect(session, &GameSession::started, this, [this] { turnJustPlayed_ = false; });
}

std::uint8_t Sounds::localSeats() const
{
    std::uint8_t seats = 0;
    if (!session_->hasGame()) return seats;
    for (int seat = 0; seat < session_->game().playerCount(); ++seat)
        if (const SeatController* c = seats_->controller(seat); c && c->isLocalPerson()) seats |= 1U << seat;
    return seats;
}

void Sounds::turnPlayed(const TurnReport& report)
{
    turnJustPlayed_ = true;
    lastPlayer_ = report.player;
    if (!playShown_) return;
    for (Sound s : turnSounds(report, localSeats())) play(s);
    // A network game ends with the server's last view (then the game is replayed here from its
    // record, which sounds nothing): its end is heard with its last turn.
    if (session_->isRemote() && session_->game().isOver()) gameOver();
}

void Sounds::decisionNeeded()
{
    const bool fromPlay = std::exchange(turnJustPlayed_, false);
    // The turn comes to a person here after another seat's turn (not the same person's
    // re-placement after its own turn, not a game just opened).
    if (!fromPlay || !seats_->localMayAct() || session_->actingSeat() == lastPlayer_) return;
    play(Sound::YourTurn);
    if (window_ && !window_->isActiveWindow()) QApplication::alert(window_);
}

void Sounds::gameOver()
{
    if (std::exchange(turnJustPlayed_, false) && playShown_) play(Sound::GameOver);
}

void Sounds::play(Sound s)
{
    emit asked(s);
    if (muted_ || volume_ <= 0) return;
    const double volume =
        QAudio::convertVolume(volume_ / 100.0, QAudio::LogarithmicVolumeScale, QAudio::LinearVolumeScale);
    if (output_) {
        output_(s, volume);
        return;
    }
    if (!effects_) effects_ = std::make_unique<SoundOutput>();
    effects_->play(s, volume);
}

void Sounds::setOutput(Output output) { output_ = std::move(output); }

void Sounds::setMuted(bool on, bool remember)
{
    muted_ = on;
    if (remember) QSettings().setValue(kMuted, on);
    if (muteAct_) muteAct_->setChecked(on);
    for (QAction* a : volumeActs_) a->setEnabled(!on);
}

void Sounds::setVolume(int percent, bool remember)
{
    volume_ = nearestVolume(percent);
    if (remember) QSettings().setValue(kVolume, volume_);
    for (std::size_t i = 0; i < volumeActs_.size(); ++i) volumeActs_[i]->setChecked(kVolumes[i] == volume_);
}

QMenu* Sounds::menu(QWidget* parent)
{
    if (menu_) return menu_;
    menu_ = new QMenu(parent);
    menu_->setObjectName(QStringLiteral("soundMenu"));
    muteAct_ = menu_->addAction(QString());
    muteAct_->setObjectName(QStringLiteral("soundMute"));
    muteAct_->setCheckable(true);
    muteAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_M));
    connect(muteAct_, &QAction::triggered, this, [this](bool on) { setMuted(on); });
    menu_->addSeparator();
    auto* steps = new QActionGroup(menu_);
    int key = Qt::Key_1;  // the volumes from the lowest: Ctrl+Alt+1, 2, 3
    for (int v : kVolumes) {
        QAction* a = menu_->addAction(QString());
        a->setObjectName(QStringLiteral("soundVolume%1").arg(v));
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | key++));
        a->setCheckable(true);
        steps->addAction(a);
        connect(a, &QAction::triggered, this, [this, v] { setVolume(v); });
        volumeActs_.push_back(a);
    }
    setMuted(muted_, false);
    setVolume(volume_, false);
    menu_->installEventFilter(this);  // its texts follow the language
    retranslateMenu();
    return menu_;
}

bool Sounds::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == menu_ && e->type() == QEvent::LanguageChange) retranslateMenu();
    return QObject::eventFilter(watched, e);
}

void Sounds::retranslateMenu()
{
    menu_->setTitle(tr("&Sound"));
    muteAct_->setText(tr("&Mute"));
    volumeActs_[0]->setText(tr("Volume: &low"));
    volumeActs_[1]->setText(tr("Volume: m&edium"));
    volumeActs_[2]->setText(tr("Volume: &high"));
}

}  // namespace swc::ui
