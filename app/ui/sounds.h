// The game's sounds (resources/sounds, made by its make-sounds script, built in as :/sounds/):
// what the play session's events sound like at this screen, the volume and the mute of the View
// menu's Sound submenu, remembered.
//
// What to play is decided apart from how it is heard: every sound asked for is told (asked(),
// the tests' record, muted or not), then handed to the output unless muted. The output is Qt
// Multimedia's QSoundEffect, made at the first sound heard (never at start-up: creating the
// media back end takes a moment) and silent for good when there is no audio device (a server,
// CI, a headless machine): no message, no retry. A test may put its own output in its place.
//
// Only the Play mode's session is followed: a review (its own session), a game opened or
// replayed, undo and redo sound nothing; while another mode is shown, only a person's turn coming.
#pragma once

#include "game.h"

#include <QObject>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace swc::ui {

class GameSession;
class Seats;
class SoundOutput;

class Sounds : public QObject
{
    Q_OBJECT

public:
    enum class Sound { TilePlaced, MeeplePlaced, Dice, BattleWon, BattleLost, FeatureCompleted, YourTurn, GameOver };
    Q_ENUM(Sound)
    static constexpr int kSoundCount = 8;
    // The sound's file name without ".wav" ("tile-placed"): in :/sounds/ and resources/sounds.
    static QString name(Sound s);
    // The volume's steps in the menu, in percent (the middle one is the default).
    static constexpr std::array<int, 3> kVolumes{30, 60, 100};

    // The sounds of a turn just played, in the order they are heard. `localSeats`: a bit per seat
    // played by a person at this screen, whose battles sound won or lost; a battle without one
    // of them sounds only its dice.
    static std::vector<Sound> turnSounds(const TurnReport& report, std::uint8_t localSeats);

    // `window`: the one QApplication::alert() calls on when the turn comes to a person here
    // while it is not the active window. The volume and mute are read from the settings.
    explicit Sounds(QWidget* window);
    ~Sounds() override;

    // Sound the events of `session` (the Play mode's), told by `seats` who plays at this screen.
    void follow(GameSession* session, Seats* seats);
    // The Play mode is shown (else the Review or the Tile sets mode): only a person's turn
    // coming is heard from a game going on behind (a network game's, a computer's move).
    void setPlayShown(bool shown) { playShown_ = shown; }

    bool muted() const { return muted_; }
    int volume() const { return volume_; }  // percent
    // `remember`: the person's choice, kept in the settings for the next starts.
    void setMuted(bool on, bool remember = true);
    void setVolume(int percent, bool remember = true);

    // The View menu's Sound submenu (Mute, the volume's steps), owned by `parent`; made once.
    QMenu* menu(QWidget* parent);

    // Asks for a sound: told by asked(), heard unless muted.
    void play(Sound s);

    // What plays the sounds heard, with the volume from 0 to 1 (for tests; empty: the default,
    // Qt Multimedia's).
    using Output = std::function<void(Sound, double volume)>;
    void setOutput(Output output);

signals:
    void asked(swc::ui::Sounds::Sound sound);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void turnPlayed(const TurnReport& report);
    void decisionNeeded();
    void gameOver();
    std::uint8_t localSeats() const;
    void retranslateMenu();

    QWidget* window_;
    GameSession* session_ = nullptr;
    Seats* seats_ = nullptr;
    bool muted_ = false;
    int volume_ = kVolumes[1];
    // A turn was played and nothing since asked for a decision or ended the game: the next
    // decision (a person's turn) or game over follows from play, not from a game opened.
    bool turnJustPlayed_ = false;
    bool playShown_ = true;
    int lastPlayer_ = -1;
    Output output_;
    std::unique_ptr<SoundOutput> effects_;  // made at the first sound heard
    QMenu* menu_ = nullptr;
    QAction* muteAct_ = nullptr;
    std::vector<QAction*> volumeActs_;
};

}  // namespace swc::ui
