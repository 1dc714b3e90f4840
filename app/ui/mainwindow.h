// The main window: the board in the middle and the docks around it. It shows the session and
// forwards the person's actions to Seats; the session owns the game, its files and history,
// Seats decides who may act, the docks show the state, the engine decides the rules.
#pragma once

#include "gamesession.h"
#include "recordmoves.h"
#include "netplayhost.h"
#include "resumedialog.h"
#include "seats.h"
#include "timeline.h"

#include <QDialog>
#include <QLocale>
#include <QMainWindow>
#include <QPointer>
#include <QTranslator>

#include <memory>
#include <vector>

class QAction;
class QLabel;
class QListWidget;
class QPushButton;
class QToolBar;
class QStackedWidget;
class QTableWidget;
class QTextBrowser;

namespace swc::editor {
class TilesetEditor;
}

namespace swc::ui {

class Announcer;
class ArtThemeMenu;
enum class ArtTheme;
class BoardOnlyView;
class BoardView;
class LastTurnDock;
class LogDock;
class MeepleDock;
class NetPlay;
class PanelFold;
class PlayersDock;
class ReviewAnalysis;
class ReviewPage;
class ReplayPanel;
class Sounds;
class TilesDock;
class TurnDock;
class Tutorial;
class WelcomePage;

// The desktop program's name, organisation and version: where its settings, autosaves and
// recovery copies live. Set before anything reads them (the program's main and its tool).
void setProgramIdentity();

// NetPlayHost: what network play (NetPlay, which this window owns) asks of the window.
class MainWindow : public QMainWindow, public NetPlayHost
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The modes of the window, each a page with its own docks, toolbar and menus; the other
    // modes' pages keep their state while hidden.
    enum class Mode { Play, Tilesets, Review };
    void setMode(Mode mode);
    Mode mode() const { return mode_; }
    QMainWindow* playPage() const override { return playPage_; }

    GameSession* session() const override { return session_; }
    Seats* seats() const override { return seats_; }
    BoardView* board() const override { return board_; }
    NetPlay* netPlay() const { return netPlay_; }
    Sounds* sounds() const { return sounds_; }

    // Start a game from a record (with its turns); false and a message box on a bad record.
    // `names`: display names (else the record's); `levels`: per seat, -1 for a person at this
    // screen or an AiLevel for a computer player (else the record's seats).
    bool startGame(const GameRecord& record, const QStringList& names = {}, const std::vector<int>& levels = {});
    bool isComputer(int seat) const { return seats_->isComputer(seat); }
    bool computerThinking() const { return seats_->computerBusy(); }
    void setComputerPause(int ms) { seats_->setComputerPause(ms); }
    bool openFile(const QString& path, QString* error = nullptr);
    // Open a game record off the interface thread (the replay of a large record takes time),
    // with a busy indicator after a moment; a message box says why it cannot be opened, and
    // gameOpened() tells how it went.
    void openFileOrWarn(const QString& path);
    // Opens the tile set at `path` in the Tile sets mode (read off the interface thread; the
    // editor's fileOpened says when it is shown).
    void editTileset(const QString& path);
    // The Review mode on the record at `path` (read and replayed off the interface thread; a
    // message box says why it cannot be reviewed); reviewOpened() tells how it went.
    void reviewFile(const QString& path);
    // The Review mode on the game of the Play mode (its confirmed turns), finished or not;
    // `analyse`: its analysis started, and its summary shown once complete.
    void reviewCurrentGame(bool analyse = false);
    bool saveFile(const QString& path, QString* error = nullptr);
    // The language of the interface: "en" or "fr"; switches at once, numbers and texts.
    // `remember`: the player's choice, kept for the next starts; else (--lang, a new window)
    // for this window only.
    void setLanguage(const QString& code, bool remember = true);
    // The colour-blind palette (tileart.h) or the standard one, applied at once to the boards,
    // the docks and the charts; `remember`: kept for the next starts (the player's choice).
    void setColourBlindPalette(bool on, bool remember = true);
    // The tile art's theme (View > Theme), applied at once to the boards, the docks and the
    // editor; `remember`: kept for the next starts.
    void setArtTheme(ArtTheme theme, bool remember = true);
    // View > Reduce motion (motion.h): remembered unless `remember` is false.
    void setReduceMotion(bool on, bool remember = true);
    // The language to start in: the one the player picked in the menu, else the system's.
    static QString startLanguage(const QLocale& system);
    QString language() const { return language_; }
    // Offer the work left by a program that stopped without closing it: the local games'
    // autosaves and the tile sets' recovery copies, then the network games (a seat to rejoin, a
    // game hosted here). The local files are read off the interface thread first (the busy box
    // of runInBackground if that takes a moment), so with some the questions come after this
    // returns; a finished game's autosave found among them is removed, never offered.
    void offerResume();
    // The permanent status-bar line that says the last autosave failed, and why (hidden while
    // the autosave works).
    QLabel* autosaveProblem() const { return autosaveProblem_; }
    // Ask "Save the game in progress?" when there are unsaved turns, and about a network game in
    // progress (keep it to host it again; leave it); false: the user cancelled.
    bool maybeSaveGame() override;

    // The tutorial (Help > Tutorial, the welcome page's Tutorial button): its lessons on the Play
    // mode's board, the game in play saved first if the player wishes.
    void openTutorial();
    Tutorial* tutorial() const { return tutorial_; }

    // For tests and the screenshot option.
    QAction* action(const QString& name) const;
    QListWidget* meepleList() const;
    QPushButton* confirmButton() const;
    QTableWidget* playersTable() const override;
    PlayersDock* playersDock() const { return playersDock_; }
    QTextBrowser* logView() const;
    QTextBrowser* battleView() const;
    QListWidget* tilesLeftList() const;
    QLabel* turnLabel() const;
    TurnDock* turnDock() const { return turnDock_; }
    QDialog* finalDialog() const { return finalDialog_; }
    // The page the Play mode shows while no game is open (welcomepage.h).
    WelcomePage* welcomePage() const { return welcome_; }
    // The Tile sets mode's page, the tile-set editor (created on first use).
    editor::TilesetEditor* tilesetEditor();
    // The Review mode's page (created on first use).
    ReviewPage* reviewPage();
    // The analysis of the game under review (made with the review page).
    ReviewAnalysis* reviewAnalysis() { reviewPage(); return reviewAnalysis_; }
    // The panel of Play this decision again (replaypanel.h; nullptr until the first one).
    ReplayPanel* replayPanel() const { return replay_; }
    // New game with a tile set chosen beforehand (the editor's "Play with this set").
    void newGameWithTileset(std::shared_ptr<const Tileset> set, const QString& name);

signals:
    // Open (openFileOrWarn) went: true when the record is shown (a finished one in the Review mode).
    void gameOpened(bool ok);
    void reviewOpened(bool ok);

protected:
    void changeEvent(QEvent* e) override;
    void closeEvent(QCloseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    // The modes' icons, drawn in the tile art's theme.
    void drawModeIcons();
    // NetPlayHost: only network play asks for these.
    QMainWindow* hostWindow() override { return this; }
    bool startLocalGame(const GameRecord& record, const std::vector<int>& levels) override;
    void panelAdded(QDockWidget* dock) override;

    void createActions();
    void createDocks();
    // Room to play (issue 42): the panels' fold (F9) and the Board only view (F11), in the View menu.
    void createRoomViews();
    // The panels arranged for the screen's size: on a small screen, fewer side by side.
    void fitPanelsToScreen();
    void retranslate();
    void updateTitle();
    void refreshActions();
    // Takes back the last turn of a person at this screen, and says so when computers' turns go too.
    void undo();
    void newGame();
    void openGame();
    // Game > Open recent: the last games opened or saved, filled when the menu opens.
    void fillRecentMenu();
    // Opens a recent game; one whose file is gone leaves the list, with a word in the status bar.
    void openRecent(const QString& path);
    bool saveGame();
    bool saveGameAs();
    void showFinalScoring();
    // Play from here (the Review mode): the game continued in the Play mode, not saved yet.
    void playFromHere(const GameRecord& record, const QStringList& names, const std::vector<int>& levels);
    // Play this decision again: the new game's panel compares the person's move there.
    void followReplay();
    void showReview(std::shared_ptr<const Timeline> timeline, const QString& file);
    // Says in the status bar that the game at `path` was read as an older save (record-format.md).
    void noteOlderSave(const GameRecord& record, const QString& path);
    // The board of the mode shown (the zoom acts on it).
    BoardView* currentBoard() const;
    void showHint(const net::Decision& hint, bool choosingTile);
    QDialog* showRules();
    void redrawRulesSummary();
    // The welcome page: made, and shown in the Play mode while no game is open.
    void createWelcome();
    QWidget* playShown() const;
    void showPage(QWidget* page);
    QWidget* playFocus() const;  // the board, or the welcome page's first button
    void playAgainstComputer();
    void showAbout();
    // The status region (Announcer) says what the mode shown is at: the game in play, the review's
    // step, the tile set edited.
    void announceMode();
    void nameToolBarExtensions();
    QString reviewLine() const;
    QString tilesetLine() const;
    void setComputerSpeed(int ms);
    void offerLocalGames(std::vector<LeftWork> work);
    void resumeGames(std::vector<LeftWork*> games);
    void resumeTilesets(const std::vector<LeftWork*>& sets);
    void showAutosaveState();
    void offerNetworkGames();
    // This window if it holds nothing worth keeping, else a new one.
    MainWindow* freeWindow();
    MainWindow* newWindow();

    GameSession* session_ = nullptr;
    Seats* seats_ = nullptr;
    BoardView* board_ = nullptr;
    QStackedWidget* pages_ = nullptr;
    QMainWindow* playPage_ = nullptr;
    WelcomePage* welcome_ = nullptr;
    Mode mode_ = Mode::Play;
    QString language_ = QStringLiteral("en");
    QTranslator appTranslator_, qtTranslator_;

    TurnDock* turnDock_ = nullptr;
    MeepleDock* meepleDock_ = nullptr;
    PlayersDock* playersDock_ = nullptr;
    TilesDock* tilesDock_ = nullptr;
    LastTurnDock* lastTurnDock_ = nullptr;
    LogDock* logDock_ = nullptr;
    NetPlay* netPlay_ = nullptr;
    Sounds* sounds_ = nullptr;
    Announcer* announcer_ = nullptr;
    QLabel* autosaveProblem_ = nullptr;

    QMenu *gameMenu_ = nullptr, *turnMenu_ = nullptr, *viewMenu_ = nullptr, *languageMenu_ = nullptr,
          *helpMenu_ = nullptr, *speedMenu_ = nullptr, *recentMenu_ = nullptr;
    QAction *newAct_ = nullptr, *openAct_ = nullptr, *saveAct_ = nullptr, *saveAsAct_ = nullptr, *undoAct_ = nullptr,
            *redoAct_ = nullptr, *finalAct_ = nullptr, *quitAct_ = nullptr, *rotateAct_ = nullptr,
            *rotateBackAct_ = nullptr, *confirmAct_ = nullptr, *noMeepleAct_ = nullptr, *pileAct_ = nullptr,
            *hintAct_ = nullptr, *moveNowAct_ = nullptr, *zoomInAct_ = nullptr, *zoomOutAct_ = nullptr, *fitAct_ = nullptr,
            *englishAct_ = nullptr, *frenchAct_ = nullptr, *rulesAct_ = nullptr, *aboutAct_ = nullptr,
            *playModeAct_ = nullptr, *tilesetsModeAct_ = nullptr, *reviewModeAct_ = nullptr, *reviewGameAct_ = nullptr,
            *reviewThisAct_ = nullptr, *speedFastAct_ = nullptr, *speedNormalAct_ = nullptr, *speedSlowAct_ = nullptr;
    QAction* colourBlindAct_ = nullptr;
    ArtThemeMenu* themeMenu_ = nullptr;
    QAction* reduceMotionAct_ = nullptr;
    QAction* keysAct_ = nullptr;  // Help > Keyboard
    QAction* tutorialAct_ = nullptr;  // Help > Tutorial
    Tutorial* tutorial_ = nullptr;    // made at its first opening
    PanelFold* panelFold_ = nullptr;
    BoardOnlyView* boardOnly_ = nullptr;
    // The actions of the Play mode: hidden (and so without shortcuts) in the other modes; those
    // of the Play and Review modes both (the zoom, Review a game).
    QList<QAction*> playActions_;
    QList<QAction*> sharedActions_;
    QToolBar* modeBar_ = nullptr;
    QPointer<QDialog> finalDialog_;
    editor::TilesetEditor* editor_ = nullptr;
    ReviewPage* review_ = nullptr;
    ReviewAnalysis* reviewAnalysis_ = nullptr;
    ReplayPanel* replay_ = nullptr;
    bool loadingGame_ = false;  // a record is being opened off the interface thread
    bool smallScreen_ = false;  // the panels are laid out for a small screen (fitPanelsToScreen)
};

}  // namespace swc::ui
