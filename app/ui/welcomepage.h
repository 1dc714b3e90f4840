// The welcome page: what the Play mode shows while no game is open, in place of an empty board.
// One click (or Enter, its button has the focus) starts a game against the computer with the
// defaults of quickGame(); the other buttons learn the rules, open a game, set up a new one,
// open a recent game, or switch the language. Every button is reached by Tab, pressed by Enter
// or Space, shows its key and has a name and a description for screen readers.
#pragma once

#include "record.h"

#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QPushButton;

namespace swc::ui {

class WelcomePage final : public QWidget
{
    Q_OBJECT

public:
    // The window's actions the page's buttons trigger: Learn the rules, Open, New game, and the
    // languages (their checked one shows as chosen).
    struct Actions
    {
        QAction* learn = nullptr;
        QAction* open = nullptr;
        QAction* newGame = nullptr;
        QAction* english = nullptr;
        QAction* french = nullptr;
    };
    explicit WelcomePage(const Actions& actions, QWidget* parent = nullptr);

    // The game "Play against the computer" starts: you (red) against one computer of the medium
    // level (green), the standard tile set, the rulebook's rules, a random seed; `levels` gets
    // the seats (kPersonSeat, then the computer's level).
    static GameRecord quickGame(std::vector<int>* levels);
    // Where the learner is sent: the tutorial's action once there is one (the rules summary until then).
    void setLearnAction(QAction* action);

    QPushButton* playButton() const { return play_; }
    QPushButton* learnButton() const { return learn_; }
    QPushButton* openButton() const { return open_; }
    QPushButton* newGameButton() const { return newGame_; }
    QPushButton* englishButton() const { return english_; }
    QPushButton* frenchButton() const { return french_; }
    QListWidget* recentList() const { return recent_; }

signals:
    void playRequested();
    void recentRequested(const QString& path);

protected:
    void changeEvent(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    QPushButton* actionButton(QAction* action);
    void retranslate();
    void fillRecent();

    Actions actions_;
    QLabel* title_ = nullptr;
    QLabel* subtitle_ = nullptr;
    QPushButton* play_ = nullptr;
    QLabel* playDetails_ = nullptr;
    QPushButton* learn_ = nullptr;
    QPushButton* open_ = nullptr;
    QPushButton* newGame_ = nullptr;
    QLabel* recentLabel_ = nullptr;
    QListWidget* recent_ = nullptr;
    QLabel* noRecent_ = nullptr;
    QLabel* languageLabel_ = nullptr;
    QPushButton* english_ = nullptr;
    QPushButton* french_ = nullptr;
};

}  // namespace swc::ui
