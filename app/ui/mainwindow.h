// The main window: the board in the middle, the turn's controls, the players, the tiles to
// come, the battles and the log around it. It shows the session and forwards the player's
// choices to it; rules are the engine's.
#pragma once

#include "ai.h"
#include "gamesession.h"

#include <QDialog>
#include <QMainWindow>
#include <QPointer>
#include <QTranslator>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;
class QTextBrowser;
class QToolButton;

namespace swc::ui {

class BoardView;
class TilePreview;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameSession* session() const { return session_; }
    BoardView* board() const { return board_; }

    // Start a game from a record (with its turns); false and a message box on a bad record.
    // `levels`: per seat, -1 for a person or an AiLevel for a computer player.
    bool startGame(const GameRecord& record, const QStringList& names = {}, const std::vector<int>& levels = {});
    bool isComputer(int seat) const;
    bool computerThinking() const { return aiBusy_; }
    void setComputerPause(int ms) { aiPauseMs_ = ms; }
    bool openFile(const QString& path, QString* error = nullptr);
    void openFileOrWarn(const QString& path);
    bool saveFile(const QString& path, QString* error = nullptr);
    // The language of the interface: "en" or "fr"; switches at once.
    void setLanguage(const QString& code);
    QString language() const { return language_; }
    static QString autosavePath();
    // Offer to resume an autosaved game left by a crash (asks the user).
    void offerResume();

    // For tests and the screenshot option.
    QAction* action(const QString& name) const;
    QListWidget* meepleList() const { return meepleList_; }
    QPushButton* confirmButton() const { return confirm_; }
    QTableWidget* playersTable() const { return players_; }
    QTextBrowser* logView() const { return log_; }
    QTextBrowser* battleView() const { return battles_; }
    QListWidget* tilesLeftList() const { return tilesLeft_; }
    QLabel* turnLabel() const { return turnLabel_; }
    QDialog* finalDialog() const { return finalDialog_; }
    QString finalScoringHtml() const;

protected:
    void changeEvent(QEvent* e) override;
    void closeEvent(QCloseEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;

private:
    void createActions();
    void createDocks();
    void retranslate();
    void refresh();
    void refreshTurnPanel();
    void refreshMeeplePanel();
    void refreshPlayers();
    void refreshTilesLeft();
    void onTurnFinished(const TurnReport& report);
    void onSetAside(const std::vector<int>& faces);
    void onGameOver();
    void newGame();
    void openGame();
    bool saveGame();
    bool saveGameAs();
    void autosave();
    void showRules();
    void showAbout();
    QString seatName(int seat) const;
    QString sideName(std::uint8_t players) const;
    QString describeOption(const MeepleMove& m) const;
    QString describeOptionAt(const MeepleMove& m, Pos placedAt) const;
    void logTurn(int turn, const TurnReport& report);
    QString battleHtml(const BattleReport& b) const;
    QString scoreHtml(const ScoreReport& s) const;
    void appendLog(std::function<QString()> item);
    void maybeRunComputer();
    void stopComputer();
    void playComputerMove(const AiMove& m, int generation, int step);
    void showHint();
    void openEditor();
    void undoTurn();
    void rebuildLog();

    GameSession* session_ = nullptr;
    BoardView* board_ = nullptr;
    QString filePath_;
    QString language_ = QStringLiteral("en");
    QTranslator appTranslator_, qtTranslator_;
    std::vector<std::function<QString()>> logItems_;  // each entry rewritten in the current language

    QMenu *gameMenu_ = nullptr, *turnMenu_ = nullptr, *viewMenu_ = nullptr, *languageMenu_ = nullptr,
          *helpMenu_ = nullptr;
    QAction *newAct_ = nullptr, *openAct_ = nullptr, *saveAct_ = nullptr, *saveAsAct_ = nullptr, *undoAct_ = nullptr,
            *quitAct_ = nullptr, *rotateAct_ = nullptr, *rotateBackAct_ = nullptr, *confirmAct_ = nullptr,
            *noMeepleAct_ = nullptr, *pileAct_ = nullptr, *zoomInAct_ = nullptr, *zoomOutAct_ = nullptr,
            *fitAct_ = nullptr, *englishAct_ = nullptr, *frenchAct_ = nullptr, *rulesAct_ = nullptr,
            *aboutAct_ = nullptr;
    QActionGroup* languageGroup_ = nullptr;

    QDockWidget *tileDock_ = nullptr, *meepleDock_ = nullptr, *playersDock_ = nullptr, *tilesDock_ = nullptr,
                *battleDock_ = nullptr, *logDock_ = nullptr;
    QLabel* turnLabel_ = nullptr;
    TilePreview* preview_ = nullptr;
    QLabel* tileHint_ = nullptr;
    QPushButton *rotateLeft_ = nullptr, *rotateRight_ = nullptr, *pileButton_ = nullptr;
    QToolButton* rowButtons_[3] = {};
    QLabel* variantsLabel_ = nullptr;
    QListWidget* meepleList_ = nullptr;
    QLabel* odds_ = nullptr;
    QPushButton* confirm_ = nullptr;
    QTableWidget* players_ = nullptr;
    QListWidget* tilesLeft_ = nullptr;
    QTextBrowser* battles_ = nullptr;
    QTextBrowser* log_ = nullptr;
    QPointer<QDialog> finalDialog_;
    std::vector<int> seatLevels_;
    int aiGeneration_ = 0;
    std::shared_ptr<std::atomic<bool>> aiCancel_;
    bool aiBusy_ = false;
    int aiPauseMs_ = 450;
    QAction *hintAct_ = nullptr, *speedFastAct_ = nullptr, *speedNormalAct_ = nullptr, *speedSlowAct_ = nullptr;
    QMenu* speedMenu_ = nullptr;
    QMenu* tilesetsMenu_ = nullptr;
    QAction* editSetsAct_ = nullptr;
    QPointer<QMainWindow> editor_;

public:
    // The tile-set editor window (created on first use).
    QMainWindow* tilesetEditor();
    bool refreshing_ = false;
};

}  // namespace swc::ui
