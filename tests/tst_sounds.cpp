// The game's sounds (app/ui/sounds.h): which sounds the Play mode's events ask for, that muted
// they are asked but not heard, that a review or a game opened asks for none; the WAV files
// built in (mono, short, never clipped); the volume and mute remembered; and the real output
// (Qt Multimedia) silent, quick and quiet in the log without an audio device.
#include "autosave.h"
#include "mainwindow.h"
#include "reviewpage.h"
#include "sounds.h"
#include "testrecords.h"
#include "timeline.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QtEndian>
#include <QtTest>

using namespace swc;
using namespace swc::ui;
using Sound = Sounds::Sound;

namespace {

// Every sound a window's Sounds asks for, and every one heard (the output replaced), by name.
struct Listener
{
    QStringList asked;
    QStringList heard;
    explicit Listener(Sounds* sounds)
    {
        QObject::connect(sounds, &Sounds::asked, sounds, [this](Sound s) { asked << Sounds::name(s); });
        sounds->setOutput([this](Sound s, double) { heard << Sounds::name(s); });
    }
};

// The sounds' names, as the tests write them.
QStringList list(std::initializer_list<const char*> names)
{
    QStringList out;
    for (const char* n : names) out << QString::fromLatin1(n);
    return out;
}

QStringList names(const std::vector<Sound>& sounds)
{
    QStringList out;
    for (Sound s : sounds) out << Sounds::name(s);
    return out;
}

// A two-sided battle report: side 0 of `attackers`, side 1 of `defenders`, won by `winner`.
BattleReport battle(std::uint8_t attackers, std::uint8_t defenders, int winner)
{
    BattleReport b;
    b.sides.resize(2);
    b.sides[0].players = attackers;
    b.sides[1].players = defenders;
    b.winner = winner;
    return b;
}

// The legal placement of the drawn tile at `at` in `rotation`, played by the person: placed,
// then `meeple` chosen, then the turn ended.
void playTurn(MainWindow& w, Pos at, int rotation, const MeepleMove& meeple)
{
    Seats* seats = w.seats();
    while (w.session()->rotation() != rotation) QVERIFY(seats->rotate(1));
    QVERIFY(seats->place(at));
    QVERIFY(seats->chooseMeeple(meeple));
    QVERIFY(seats->confirm());
}

struct Wav
{
    int format = 0, channels = 0, rate = 0, bits = 0;
    std::vector<qint16> samples;
};

// Reads a RIFF WAVE file's fmt and data chunks; an empty optional when it is not one.
std::optional<Wav> readWav(const QByteArray& bytes)
{
    if (bytes.size() < 12 || !bytes.startsWith("RIFF") || bytes.mid(8, 4) != "WAVE") return std::nullopt;
    Wav wav;
    bool data = false;
    for (qsizetype at = 12; at + 8 <= bytes.size();) {
        const QByteArray id = bytes.mid(at, 4);
        const auto size = static_cast<qsizetype>(qFromLittleEndian<quint32>(bytes.constData() + at + 4));
        const char* body = bytes.constData() + at + 8;
        if (at + 8 + size > bytes.size()) return std::nullopt;
        if (id == "fmt " && size >= 16) {
            wav.format = qFromLittleEndian<quint16>(body);
            wav.channels = qFromLittleEndian<quint16>(body + 2);
            wav.rate = static_cast<int>(qFromLittleEndian<quint32>(body + 4));
            wav.bits = qFromLittleEndian<quint16>(body + 14);
        } else if (id == "data") {
            for (qsizetype i = 0; i + 1 < size; i += 2) wav.samples.push_back(qFromLittleEndian<qint16>(body + i));
            data = true;
        }
        at += 8 + size + (size & 1);
    }
    if (!data || wav.format == 0) return std::nullopt;
    return wav;
}

}  // namespace

class TestSounds : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        QDir(Autosave::directory()).removeRecursively();
        QSettings().remove(QStringLiteral("sound"));
    }

    // A turn's sounds in order: the tile, the meeple, the dice of a battle and its outcome for
    // the people at this screen, a completed feature; a battle between others only rolls dice.
    void turnSoundsFollowTheReport()
    {
        TurnReport plain;
        plain.face = 3;
        QCOMPARE(names(Sounds::turnSounds(plain, 0b01)), list({"tile-placed"}));
        TurnReport aside;  // a tile set aside: face -1, nothing placed
        QVERIFY(Sounds::turnSounds(aside, 0b01).empty());

        TurnReport fight;
        fight.face = 3;
        fight.meeple.place = true;
        fight.battles.push_back(battle(0b01, 0b10, 1));  // seat 1 defends and wins
        QCOMPARE(names(Sounds::turnSounds(fight, 0b10)), list({"tile-placed", "meeple-placed", "dice", "battle-won"}));
        QCOMPARE(names(Sounds::turnSounds(fight, 0b01)), list({"tile-placed", "meeple-placed", "dice", "battle-lost"}));
        QCOMPARE(names(Sounds::turnSounds(fight, 0b11)), list({"tile-placed", "meeple-placed", "dice", "battle-won"}));
        QCOMPARE(names(Sounds::turnSounds(fight, 0b100)), list({"tile-placed", "meeple-placed", "dice"}));
        // Two battles, one won and one lost by the person here: the win is heard.
        fight.battles.push_back(battle(0b01, 0b100, 0));
        QCOMPARE(names(Sounds::turnSounds(fight, 0b01)), list({"tile-placed", "meeple-placed", "dice", "battle-won"}));

        TurnReport closed;
        closed.face = 5;
        closed.scores.push_back({FeatureKind::Route, 0, true, 3, 0, 0b01, 3});
        QCOMPARE(names(Sounds::turnSounds(closed, 0)), list({"tile-placed", "feature-completed"}));
        closed.scores.front().players = 0;  // completed, but nobody held it
        QCOMPARE(names(Sounds::turnSounds(closed, 0)), list({"tile-placed"}));
        closed.scores.front() = {FeatureKind::Route, 0, false, 3, 0, 0b01, 3};  // not complete
        QCOMPARE(names(Sounds::turnSounds(closed, 0)), list({"tile-placed"}));
    }

    // Two people at this screen: red attacks white's planet (the rulebook's attack) and wins, so
    // the win is heard, then white's turn comes. Muted, the next turn is asked for but not heard.
    // Starting the game and undoing ask for nothing.
    void scriptedTurnsAskForTheirSounds()
    {
        GameRecord rec = test::loadTestRecord("rulebook-planet-attack.yaml");
        QVERIFY(rec.tileset);
        rec.turns.pop_back();
        MainWindow w;
        Listener sound(w.sounds());
        QVERIFY(w.startGame(rec, {}, {-1, -1}));
        QVERIFY(sound.asked.isEmpty());

        // The drawn tile on the first cell around the planet (as tst_mainwindow's battle), where
        // the small meeple may attack it.
        std::optional<Placement> beside;
        for (const Placement& p : w.session()->legalPlacements())
            if (!beside && std::abs(p.at.x) <= 1 && std::abs(p.at.y - 1) <= 1) beside = p;
        QVERIFY2(beside, "no cell beside the planet");
        while (w.session()->rotation() != beside->rotation) QVERIFY(w.seats()->rotate(1));
        QVERIFY(w.seats()->place(beside->at));
        std::optional<MeepleMove> attack;
        for (const MeepleMove& m : w.session()->meepleOptions())
            if (m.kind == FeatureKind::Planet && m.at == Pos{0, 1} && m.size == MeepleSize::Small) attack = m;
        QVERIFY2(attack, "no attack on the planet offered");
        QVERIFY(w.seats()->chooseMeeple(*attack));
        QVERIFY(w.seats()->confirm());
        QCOMPARE(w.session()->lastTurn()->report.battles.size(), std::size_t(1));
        const QStringList attackTurn = list({"tile-placed", "meeple-placed", "dice", "battle-won", "your-turn"});
        QCOMPARE(sound.asked, attackTurn);
        QCOMPARE(sound.heard, attackTurn);

        w.action(QStringLiteral("soundMute"))->trigger();
        QVERIFY(w.sounds()->muted());
        const Placement p = w.session()->legalPlacements().front();
        playTurn(w, p.at, p.rotation, {});
        QCOMPARE(sound.asked, attackTurn + list({"tile-placed", "your-turn"}));
        QCOMPARE(sound.heard, attackTurn);  // nothing more heard

        const qsizetype before = sound.asked.size();
        w.seats()->undo();
        QCOMPARE(sound.asked.size(), before);
    }

    // The last turn of a game ends it: its sounds, then the game over (no turn to come).
    void lastTurnSoundsGameOver()
    {
        GameRecord rec = test::loadTestRecord("final-tie-inline-tileset.yaml");
        QVERIFY(rec.tileset);
        const RecordTurn last = rec.turns.back();
        rec.turns.pop_back();
        MainWindow w;
        Listener sound(w.sounds());
        QVERIFY(w.startGame(rec, {}, {-1, -1}));
        QVERIFY(w.seats()->place(last.placement.at));
        std::optional<MeepleMove> planet;
        for (const MeepleMove& m : w.session()->meepleOptions())
            if (m.kind == FeatureKind::Planet) planet = m;
        QVERIFY(planet);
        QVERIFY(w.seats()->chooseMeeple(*planet));
        QVERIFY(w.seats()->confirm());
        QCOMPARE(w.session()->phase(), GameSession::Phase::Over);
        QCOMPARE(sound.asked, list({"tile-placed", "meeple-placed", "game-over"}));
    }

    // A game opened (its turns replayed), and a finished game reviewed step by step, sound nothing.
    // While the Review mode is shown, the game in the Play mode sounds only a person's turn.
    void openingAndReviewingSoundNothing()
    {
        MainWindow w;
        Listener sound(w.sounds());
        QSignalSpy opened(&w, &MainWindow::gameOpened);
        w.openFileOrWarn(QStringLiteral(SWC_TEST_DATA_DIR "/records/rulebook-route-battle.yaml"));
        QVERIFY(opened.count() == 1 || opened.wait(30000));
        QVERIFY(opened.at(0).at(0).toBool());
        QSignalSpy reviewed(&w, &MainWindow::reviewOpened);
        w.reviewFile(QStringLiteral(SWC_TEST_DATA_DIR "/records/final-tie-inline-tileset.yaml"));
        QVERIFY(reviewed.count() == 1 || reviewed.wait(30000));
        QVERIFY(reviewed.at(0).at(0).toBool());
        ReviewPage* r = w.reviewPage();
        QVERIFY(r->timeline()->finished());
        for (int step = 0; step < r->timeline()->size(); ++step) r->setStep(step);
        QCOMPARE(r->step(), r->timeline()->size() - 1);
        QVERIFY2(sound.asked.isEmpty(), qPrintable(sound.asked.join(QLatin1Char(' '))));
        // The opened game played on behind the review: only the next person's turn is heard.
        QCOMPARE(w.mode(), MainWindow::Mode::Review);
        const Placement p = w.session()->legalPlacements().front();
        playTurn(w, p.at, p.rotation, {});
        QCOMPARE(sound.asked, list({"your-turn"}));
    }

    // Each sound built in: a RIFF WAVE of 16-bit PCM, mono, well under 2 s (the small events
    // under half a second), loud enough to hear and never at full scale (no clipping).
    void soundFilesAreValid()
    {
        for (int i = 0; i < Sounds::kSoundCount; ++i) {
            const auto s = static_cast<Sound>(i);
            const QString name = Sounds::name(s);
            QFile file(QStringLiteral(":/sounds/%1.wav").arg(name));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(name));
            const std::optional<Wav> wav = readWav(file.readAll());
            QVERIFY2(wav, qPrintable(name + QStringLiteral(": not a WAV file")));
            QCOMPARE(wav->format, 1);  // PCM
            QCOMPARE(wav->channels, 1);
            QCOMPARE(wav->bits, 16);
            QCOMPARE(wav->rate, 22050);
            const double seconds = static_cast<double>(wav->samples.size()) / wav->rate;
            const double longest = s == Sound::GameOver ? 1.5 : s == Sound::TilePlaced || s == Sound::MeeplePlaced ? 0.25 : 0.6;
            QVERIFY2(seconds >= 0.05 && seconds <= longest, qPrintable(QStringLiteral("%1: %2 s").arg(name).arg(seconds)));
            int peak = 0;
            for (qint16 v : wav->samples) peak = std::max(peak, std::abs(static_cast<int>(v)));
            // Between -16 dBFS and -1 dBFS: heard, and never clipped.
            QVERIFY2(peak > 5200 && peak < 29200, qPrintable(QStringLiteral("%1: peak %2").arg(name).arg(peak)));
        }
    }

    // The Sound submenu's mute and volume are remembered for the next window; the volume a
    // setting names that is not a step goes to the nearest step.
    void settingsAreRemembered()
    {
        {
            MainWindow w;
            QVERIFY(!w.sounds()->muted());
            QCOMPARE(w.sounds()->volume(), 60);
            QVERIFY(w.action(QStringLiteral("soundVolume60"))->isChecked());
            w.action(QStringLiteral("soundVolume30"))->trigger();
            w.action(QStringLiteral("soundMute"))->trigger();
            QVERIFY(!w.action(QStringLiteral("soundVolume30"))->isEnabled());  // muted: no volume to choose
        }
        {
            MainWindow w;
            QVERIFY(w.sounds()->muted());
            QCOMPARE(w.sounds()->volume(), 30);
            QVERIFY(w.action(QStringLiteral("soundMute"))->isChecked());
            QVERIFY(w.action(QStringLiteral("soundVolume30"))->isChecked());
            QVERIFY(!w.action(QStringLiteral("soundVolume60"))->isChecked());
            w.action(QStringLiteral("soundMute"))->trigger();
        }
        QSettings().setValue(QStringLiteral("sound/volume"), 90);
        MainWindow w;
        QVERIFY(!w.sounds()->muted());
        QCOMPARE(w.sounds()->volume(), 100);
        // The submenu is in the View menu, in the window's language.
        auto* menu = w.findChild<QMenu*>(QStringLiteral("soundMenu"));
        QVERIFY(menu);
        w.setLanguage(QStringLiteral("fr"), false);
        QCOMPARE(menu->title(), QStringLiteral("&Son"));
        w.setLanguage(QStringLiteral("en"), false);
        QCOMPARE(menu->title(), QStringLiteral("&Sound"));
    }

    // The real output (Qt Multimedia) where there is no audio device (ctest runs this with no
    // sound server and the offscreen platform): every sound asked for, at once, with no warning
    // and no wait.
    void noAudioDeviceIsSilence()
    {
        Sounds sounds(nullptr);
        sounds.setVolume(30, false);
        QStringList warnings;
        static QStringList* seen = nullptr;
        seen = &warnings;
        const QtMessageHandler previous = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& m) {
            if (type != QtDebugMsg && type != QtInfoMsg) *seen << m;
        });
        QElapsedTimer clock;
        clock.start();
        for (int round = 0; round < 3; ++round)
            for (int i = 0; i < Sounds::kSoundCount; ++i) sounds.play(static_cast<Sound>(i));
        QCoreApplication::processEvents();
        const qint64 ms = clock.elapsed();
        qInstallMessageHandler(previous);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QVERIFY2(ms < 1500, qPrintable(QStringLiteral("%1 ms").arg(ms)));
    }
};

QTEST_MAIN(TestSounds)
#include "tst_sounds.moc"
