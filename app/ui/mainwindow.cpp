#include "mainwindow.h"
#include "recordmoves.h"

#include "actions.h"
#include "artthememenu.h"
#include "backgroundtask.h"
#include "boardonly.h"
#include "boardview.h"
#include "boardwords.h"
#include "finalscoring.h"
#include "focusring.h"
#include "gamedock.h"
#include "gametext.h"
#include "htmldialog.h"
#include "rulespictures.h"
#include "keyboardhelp.h"
#include "lastturndock.h"
#include "logdock.h"
#include "meepledock.h"
#include "motion.h"
#include "netplay.h"
#include "netresume.h"
#include "newgamedialog.h"
#include "panelfold.h"
#include "playersdock.h"
#include "problemsdock.h"
#include "recentfiles.h"
#include "resumedialog.h"
#include "savequestion.h"
#include "analysisrunner.h"
#include "reviewanalysis.h"
#include "reviewpage.h"
#include "replaypanel.h"
#include "screenfit.h"
#include "sounds.h"
#include "texts.h"
#include "tileart.h"
#include "tilesdock.h"
#include "tilesetdocument.h"
#include "tileseteditor.h"
#include "turndock.h"
#include "scoreflight.h"
#include "tutorial.h"
#include "welcomepage.h"
#include "whytext.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QPainter>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTextDocumentFragment>
#include <QToolBar>
#include <QToolButton>

namespace swc::ui {

namespace {

// Whether the player chose the colour-blind palette (absent: the standard one).
const QString kColourBlindPalette = QStringLiteral("view/colourBlindPalette");
const QString kReduceMotion = QStringLiteral("view/reduceMotion");

// The Review mode's button: a score chart with a step marker and the play sign.
QIcon reviewIcon()
{
    QPixmap pm(40, 40);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x26, 0x32, 0x38));
    p.drawRoundedRect(QRectF(1, 3, 38, 34), 5, 5);
    p.setPen(QPen(QColor(0xff, 0xd5, 0x4f), 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(QPolygonF({QPointF(6, 30), QPointF(14, 22), QPointF(21, 25), QPointF(33, 10)}));
    p.setPen(QPen(QColor(0x40, 0xc4, 0xff), 2));
    p.drawLine(QPointF(21, 7), QPointF(21, 34));
    return QIcon(pm);
}

}  // namespace

void setProgramIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("sw-carcassonne"));
    QCoreApplication::setOrganizationName(QStringLiteral("sw-carcassonne"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SWC_VERSION));
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    session_ = new GameSession(this);
    seats_ = new Seats(session_, this);
    board_ = new BoardView(this);
    board_->setObjectName(QStringLiteral("board"));
    board_->setSession(session_, seats_);
    pages_ = new QStackedWidget;
    pages_->setObjectName(QStringLiteral("pages"));
    playPage_ = new QMainWindow;
    playPage_->setObjectName(QStringLiteral("playPage"));
    playPage_->setCentralWidget(board_);
    pages_->addWidget(playPage_);
    setCentralWidget(pages_);
    sounds_ = new Sounds(this);  // the Play mode's events heard (sounds.h)
    sounds_->follow(session_, seats_);
    createActions();
    createDocks();
    createRoomViews();
    createWelcome();
    new FocusRing(this);  // the panel with the keyboard focus framed, as the board frames itself
    // The live status region: each turn's events for screen readers (boardwords.h says why a label).
    announcer_ = new Announcer;
    announcer_->setSession(session_);
    announcer_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // a long line never widens the window
    statusBar()->addWidget(announcer_, 1);
    netPlay_ = new NetPlay(this);
    gameMenu_->insertActions(saveAct_, netPlay_->actions());
    playActions_ += netPlay_->actions();
    gameMenu_->insertSeparator(saveAct_);

    connect(session_, &GameSession::changed, this, &MainWindow::refreshActions);
    connect(session_, &GameSession::changed, board_, &BoardView::refresh);
    // At once, not when Seats hands the decision out: the view comes to the new decision's
    // cells before anything else is done on the board.
    connect(session_, &GameSession::decisionNeeded, board_, &BoardView::refresh);
    connect(seats_, &Seats::changed, this, &MainWindow::refreshActions);
    connect(seats_, &Seats::changed, board_, &BoardView::refresh);
    connect(session_, &GameSession::fileChanged, this, &MainWindow::retranslate);
    connect(session_, &GameSession::gameOver, this, [this] {
        if (!tutorial_ || !tutorial_->ownsGame()) showFinalScoring();  // a lesson says its own scores
    });
    connect(session_, &GameSession::turnScored, board_, &BoardView::flashScores);
    // A failed autosave stays said until one works again: a passing message would be replaced at
    // once by the next ("Red (easy) is thinking…").
    auto* problem = new QWidget;
    auto* row = new QHBoxLayout(problem);
    row->setContentsMargins(0, 0, 0, 0);
    auto* sign = new QLabel;
    const int side = style()->pixelMetric(QStyle::PM_SmallIconSize);
    sign->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(side, side));
    row->addWidget(sign);
    autosaveProblem_ = new QLabel;
    autosaveProblem_->setObjectName(QStringLiteral("autosaveProblem"));
    autosaveProblem_->setTextFormat(Qt::PlainText);
    autosaveProblem_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // never widens the window
    row->addWidget(autosaveProblem_, 1);
    problem->hide();
    statusBar()->addPermanentWidget(problem, 1);
    connect(session_, &GameSession::autosaveChanged, this, &MainWindow::showAutosaveState);
    connect(seats_, &Seats::hintReady, this, &MainWindow::showHint);
    connect(board_, &BoardView::cellClicked, seats_, &Seats::place);
    connect(board_, &BoardView::optionClicked, seats_, &Seats::clickOption);
    connect(board_, &BoardView::rotateRequested, seats_, &Seats::rotate);
    connect(board_, &BoardView::optionChosen, seats_, &Seats::chooseOption);
    connect(board_, &BoardView::rowTileChosen, seats_, &Seats::chooseFromRow);

    QSettings settings;
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    playPage_->restoreState(settings.value(QStringLiteral("window/playState")).toByteArray());
    setLanguage(startLanguage(QLocale::system()), false);
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) resize(1400, 900);
    fitPanelsToScreen();
    panelFold_->restore();
    boardOnly_->restore();
    ScreenFit::install();  // this window and every dialog within the screen as they show
    setComputerSpeed(settings.value(QStringLiteral("computer/pause"), 450).toInt());
    setColourBlindPalette(settings.value(kColourBlindPalette, false).toBool(), false);
    setArtTheme(ArtThemeMenu::saved(), false);
    // SWC_REDUCE_MOTION=1 (the tests) keeps it on whatever was chosen (motion.h).
    setReduceMotion(motion::reduced() || settings.value(kReduceMotion, false).toBool(), false);
}

MainWindow::~MainWindow() { seats_->stopAll(); }

QAction* MainWindow::action(const QString& name) const { return findChild<QAction*>(name); }
QListWidget* MainWindow::meepleList() const { return meepleDock_->list(); }
QPushButton* MainWindow::confirmButton() const { return meepleDock_->confirmButton(); }
QTableWidget* MainWindow::playersTable() const { return playersDock_->table(); }
QTextBrowser* MainWindow::logView() const { return logDock_->view(); }
QTextBrowser* MainWindow::battleView() const { return lastTurnDock_->view(); }
QListWidget* MainWindow::tilesLeftList() const { return tilesDock_->list(); }
QLabel* MainWindow::turnLabel() const { return turnDock_->turnLabel(); }

void MainWindow::createActions()
{
    const auto make = [this](const char* name, const QKeySequence& key, auto slot) { return makeAction(this, name, key, slot); };
    newAct_ = make("newGame", QKeySequence::New, [this] { newGame(); });
    openAct_ = make("openGame", QKeySequence::Open, [this] { openGame(); });
    saveAct_ = make("saveGame", QKeySequence::Save, [this] { saveGame(); });
    saveAsAct_ = make("saveGameAs", standardKey(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)), [this] { saveGameAs(); });
    undoAct_ = make("undo", QKeySequence::Undo, [this] { undo(); });
    redoAct_ = make("redo", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), [this] { seats_->redo(); });
    finalAct_ = make("finalScoring", QKeySequence(Qt::Key_F8), [this] { showFinalScoring(); });
    hintAct_ = make("hint", QKeySequence(Qt::Key_H), [this] { seats_->hint(); });
    moveNowAct_ = make("moveNow", QKeySequence(Qt::CTRL | Qt::Key_M), [this] { seats_->moveNow(); });
    speedFastAct_ = make("computerInstant", QKeySequence(Qt::CTRL | Qt::Key_1), [this] { setComputerSpeed(0); });
    speedNormalAct_ = make("computerNormal", QKeySequence(Qt::CTRL | Qt::Key_2), [this] { setComputerSpeed(450); });
    speedSlowAct_ = make("computerSlow", QKeySequence(Qt::CTRL | Qt::Key_3), [this] { setComputerSpeed(1200); });
    quitAct_ = make("quit", standardKey(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)), [this] { close(); });
    rotateAct_ = make("rotate", QKeySequence(Qt::Key_R), [this] { seats_->rotate(1); });
    rotateBackAct_ = make("rotateBack", QKeySequence(Qt::SHIFT | Qt::Key_R), [this] { seats_->rotate(-1); });
    confirmAct_ = make("confirmTurn", QKeySequence(Qt::Key_Return), [this] { seats_->confirm(); });
    // Enter first: the menu names the key "Enter" ("Entrée"), not "Return" ("Retour"); both end the turn.
    confirmAct_->setShortcuts({QKeySequence(Qt::Key_Enter), QKeySequence(Qt::Key_Return)});
    noMeepleAct_ = make("noMeeple", QKeySequence(Qt::Key_N), [this] { seats_->chooseOption(-1); });
    pileAct_ = make("drawFromPile", QKeySequence(Qt::Key_P), [this] { seats_->chooseFromPile(); });
    zoomInAct_ = make("zoomIn", QKeySequence::ZoomIn, [this] { currentBoard()->zoomBy(1.25); });
    zoomOutAct_ = make("zoomOut", QKeySequence::ZoomOut, [this] { currentBoard()->zoomBy(0.8); });
    fitAct_ = make("fitBoard", QKeySequence(Qt::CTRL | Qt::Key_0), [this] { currentBoard()->fitBoard(); });
    englishAct_ = make("languageEnglish", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this] { setLanguage(QStringLiteral("en")); });
    frenchAct_ = make("languageFrench", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), [this] { setLanguage(QStringLiteral("fr")); });
    rulesAct_ = make("rules", QKeySequence::HelpContents, [this] { showRules(); });
    playModeAct_ = make("playMode", QKeySequence(Qt::CTRL | Qt::Key_G), [this] { setMode(Mode::Play); });
    tilesetsModeAct_ = make("tilesetsMode", QKeySequence(Qt::CTRL | Qt::Key_E), [this] { setMode(Mode::Tilesets); });
    reviewModeAct_ = make("reviewMode", QKeySequence(Qt::CTRL | Qt::Key_R), [this] { setMode(Mode::Review); });
    reviewGameAct_ = make("reviewGame", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Review a game"), QString(), tr("Game records (*.yaml *.yml)"));
        if (!path.isEmpty()) reviewFile(path);
    });
    reviewThisAct_ = make("reviewThisGame", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), [this] { reviewCurrentGame(); });
    colourBlindAct_ = make("colourBlindPalette", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
                           [this] { setColourBlindPalette(colourBlindAct_->isChecked()); });
    colourBlindAct_->setCheckable(true);
    reduceMotionAct_ = make("reduceMotion", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), [this] { setReduceMotion(reduceMotionAct_->isChecked()); });
    reduceMotionAct_->setCheckable(true);
    aboutAct_ = make("about", QKeySequence(Qt::SHIFT | Qt::Key_F1), [this] { showAbout(); });
    keysAct_ = make("keyboardHelp", QKeySequence(Qt::CTRL | Qt::Key_F1), [this] {
        showHtmlDialog(this, QStringLiteral("keyboardDialog"), tr("Keyboard"), KeyboardHelp::html(), {640, 620});
    });
    tutorialAct_ = make("tutorial", QKeySequence(Qt::SHIFT | Qt::Key_F1), [this] { openTutorial(); });
    auto* languages = new QActionGroup(this);
    for (QAction* a : {englishAct_, frenchAct_}) {
        a->setCheckable(true);
        languages->addAction(a);
    }
    // The language names are written in their own language, never translated.
    englishAct_->setText(QStringLiteral("English"));
    frenchAct_->setText(QStringLiteral("Français"));
    auto* modes = new QActionGroup(this);
    for (QAction* a : {playModeAct_, tilesetsModeAct_, reviewModeAct_}) {
        a->setCheckable(true);
        modes->addAction(a);
    }
    playModeAct_->setChecked(true);
    drawModeIcons();
    playActions_ = {newAct_,       openAct_,    saveAct_,     saveAsAct_,   undoAct_,       redoAct_,
                    finalAct_,     hintAct_,    moveNowAct_, speedFastAct_, speedNormalAct_, speedSlowAct_, rotateAct_,
                    rotateBackAct_, confirmAct_, noMeepleAct_, pileAct_};
    sharedActions_ = {zoomInAct_, zoomOutAct_, fitAct_, reviewGameAct_, reviewThisAct_};

    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addActions({newAct_, openAct_});
    recentMenu_ = gameMenu_->addMenu(QString());
    recentMenu_->setObjectName(QStringLiteral("recentGamesMenu"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    playActions_ << recentMenu_->menuAction();
    gameMenu_->addActions({saveAct_, saveAsAct_});
    gameMenu_->addSeparator();
    gameMenu_->addActions({undoAct_, redoAct_, finalAct_});
    gameMenu_->addSeparator();
    gameMenu_->addActions({reviewGameAct_, reviewThisAct_});
    gameMenu_->addSeparator();
    gameMenu_->addAction(quitAct_);
    turnMenu_ = menuBar()->addMenu(QString());
    turnMenu_->addActions({rotateAct_, rotateBackAct_, pileAct_, noMeepleAct_, confirmAct_});
    turnMenu_->addSeparator();
    turnMenu_->addActions({hintAct_, moveNowAct_});
    speedMenu_ = turnMenu_->addMenu(QString());
    auto* speeds = new QActionGroup(this);
    for (QAction* a : {speedFastAct_, speedNormalAct_, speedSlowAct_}) {
        a->setCheckable(true);
        speeds->addAction(a);
        speedMenu_->addAction(a);
    }
    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->addActions({playModeAct_, tilesetsModeAct_, reviewModeAct_});
    viewMenu_->addSeparator();
    viewMenu_->addActions({zoomInAct_, zoomOutAct_, fitAct_});
    viewMenu_->addSeparator();
    viewMenu_->addAction(colourBlindAct_);
    viewMenu_->addSeparator();
    themeMenu_ = new ArtThemeMenu(this);
    viewMenu_->addMenu(themeMenu_);
    connect(themeMenu_, &ArtThemeMenu::chosen, this, [this](ArtTheme theme) { setArtTheme(theme); });
    viewMenu_->addMenu(sounds_->menu(viewMenu_));
    viewMenu_->addAction(reduceMotionAct_);
    languageMenu_ = menuBar()->addMenu(QString());
    languageMenu_->addActions({englishAct_, frenchAct_});
    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addActions({tutorialAct_, rulesAct_, keysAct_, aboutAct_});

    // The mode bar on the left, as in IDEs: one button per mode, the current one checked.
    modeBar_ = new QToolBar;
    modeBar_->setObjectName(QStringLiteral("modeBar"));
    modeBar_->setMovable(false);
    modeBar_->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    modeBar_->setIconSize(QSize(40, 40));
    modeBar_->addActions({playModeAct_, tilesetsModeAct_, reviewModeAct_});
    addToolBar(Qt::LeftToolBarArea, modeBar_);

    auto* tb = playPage_->addToolBar(QString());
    tb->setObjectName(QStringLiteral("mainToolBar"));
    tb->addActions({newAct_, openAct_, saveAct_, undoAct_, redoAct_, hintAct_, moveNowAct_});
    tb->addSeparator();
    tb->addActions({zoomInAct_, zoomOutAct_, fitAct_});
}

void MainWindow::fitPanelsToScreen()
{
    // Every panel whole around a board of at least 300x300 takes 1000x700. A smaller screen (a
    // laptop at 200 %: 800x500) cannot hold them side by side: the Turn and the Meeple panels keep
    // the right side from top to bottom, the other panels share one place under the board as tabs
    // (the board keeps the width), and the window may be as small as the screen (ScreenFit keeps
    // it within).
    const QScreen* s = screen();
    const QSize room = s ? s->availableGeometry().size() : QSize(1000, 700);
    if (room.width() >= 1000 && room.height() >= 700) {
        setMinimumSize(1000, 700);
        return;
    }
    smallScreen_ = true;
    setMinimumSize(0, 0);
    playPage_->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    playersDock_->setFloating(false);
    playPage_->addDockWidget(Qt::BottomDockWidgetArea, playersDock_);
    for (QDockWidget* d : std::initializer_list<QDockWidget*>{tilesDock_, lastTurnDock_, logDock_}) {
        d->setFloating(false);
        playPage_->tabifyDockWidget(playersDock_, d);
    }
    playersDock_->raise();
    board_->setMinimumSize(160, 160);
    playPage_->resizeDocks({turnDock_}, {std::min(290, room.width() / 3)}, Qt::Horizontal);
}

void MainWindow::createRoomViews()
{
    panelFold_ = new PanelFold(playPage_, this);
    boardOnly_ = new BoardOnlyView(this, playPage_, board_, session_, seats_,
                                   {rotateBackAct_, rotateAct_, pileAct_, noMeepleAct_, confirmAct_, hintAct_, moveNowAct_,
                                    undoAct_, nullptr});
    viewMenu_->addSeparator();
    viewMenu_->addActions({panelFold_->action(), boardOnly_->action()});
    playActions_ << panelFold_->action() << boardOnly_->action();
}

void MainWindow::createDocks()
{
    turnDock_ = new TurnDock(this);
    meepleDock_ = new MeepleDock(this);
    playersDock_ = new PlayersDock(this);
    auto* flight = new ScoreFlight(this, board_, playersDock_);
    connect(board_, &BoardView::pointsShown, flight, &ScoreFlight::fly);
    tilesDock_ = new TilesDock(this);
    lastTurnDock_ = new LastTurnDock(this);
    logDock_ = new LogDock(this);
    turnDock_->setMoveNowAction(moveNowAct_);
    for (GameDock* d : std::initializer_list<GameDock*>{turnDock_, meepleDock_, playersDock_, tilesDock_, lastTurnDock_, logDock_})
        d->setSession(session_, seats_);
    playPage_->addDockWidget(Qt::RightDockWidgetArea, turnDock_);
    playPage_->addDockWidget(Qt::RightDockWidgetArea, meepleDock_);
    playPage_->addDockWidget(Qt::LeftDockWidgetArea, playersDock_);
    playPage_->addDockWidget(Qt::LeftDockWidgetArea, tilesDock_);
    playPage_->addDockWidget(Qt::LeftDockWidgetArea, lastTurnDock_);
    playPage_->addDockWidget(Qt::BottomDockWidgetArea, logDock_);
    playPage_->resizeDocks({playersDock_, tilesDock_, lastTurnDock_}, {170, 250, 230}, Qt::Vertical);
    playPage_->resizeDocks({playersDock_, turnDock_}, {430, 290}, Qt::Horizontal);
    playPage_->resizeDocks({logDock_}, {140}, Qt::Vertical);
    // The Turn panel whole with the face-up row of Intel and Rumours; the meeple list takes the rest.
    playPage_->resizeDocks({turnDock_, meepleDock_}, {430, 250}, Qt::Vertical);
}

void MainWindow::setColourBlindPalette(bool on, bool remember)
{
    QSettings settings;
    if (remember && settings.value(kColourBlindPalette, false).toBool() != on)
        settings.setValue(kColourBlindPalette, on);
    colourBlindAct_->setChecked(on);
    setColourScheme(on ? ColourScheme::ColourBlind : ColourScheme::Standard);
    for (BoardView* board : findChildren<BoardView*>()) board->refresh();
    for (GameDock* dock : findChildren<GameDock*>()) dock->redraw();
    for (QWidget* w : findChildren<QWidget*>()) w->update();
}

void MainWindow::drawModeIcons()
{
    reviewModeAct_->setIcon(reviewIcon());
    playModeAct_->setIcon(QIcon(meeplePixmap(Color::Red, MeepleSize::Large, 40)));
    if (const auto standard = builtinTileset("standard"))
        for (const TileFace& f : standard->faces)
            if (f.start) {
                // The face on the board's darkness, without its own sky: the sky's nebulae are
                // painted at the first board shown, not at start-up.
                QPixmap icon = TileRenderer::canvas(40);
                icon.fill(QColor(0x05, 0x07, 0x12));
                QPainter p(&icon);
                p.drawPixmap(0, 0, TileRenderer::instance().face(f, 0, 40, Backdrop::BoardSky));
                p.end();
                tilesetsModeAct_->setIcon(QIcon(icon));
            }
}

void MainWindow::setArtTheme(ArtTheme theme, bool remember)
{
    if (remember && ArtThemeMenu::saved() != theme) ArtThemeMenu::save(theme);
    themeMenu_->show(theme);
    ui::setArtTheme(theme);
    for (BoardView* board : findChildren<BoardView*>()) board->restyle();
    for (GameDock* dock : findChildren<GameDock*>()) dock->redraw();
    if (editor_) editor_->redrawArt();
    drawModeIcons();  // the Tile sets mode's icon is the start tile in the theme
    redrawRulesSummary();
    for (QWidget* w : findChildren<QWidget*>()) w->update();
}

void MainWindow::setComputerSpeed(int ms)
{
    // Instant: no pause between a computer's steps (the former Fast, 120 ms, is Instant now).
    if (ms <= 120) ms = 0;
    seats_->setComputerPause(ms);
    QSettings().setValue(QStringLiteral("computer/pause"), ms);
    (ms == 0 ? speedFastAct_ : ms >= 1200 ? speedSlowAct_ : speedNormalAct_)->setChecked(true);
}

void MainWindow::setReduceMotion(bool on, bool remember)
{
    if (remember) QSettings().setValue(kReduceMotion, on);
    reduceMotionAct_->setChecked(on);
    motion::setReduced(on);
}

namespace {
// The language the player picked in the menu (absent: none picked, the system's is followed).
const QString kChosenLanguage = QStringLiteral("interface/language");
}  // namespace

QString MainWindow::startLanguage(const QLocale& system)
{
    QSettings settings;
    // Versions before this one wrote the language at every start, picked or not, so that a
    // later French system still opened in English: that key tells no choice and is forgotten.
    settings.remove(QStringLiteral("window/language"));
    const QString chosen = settings.value(kChosenLanguage).toString();
    if (chosen == QStringLiteral("en") || chosen == QStringLiteral("fr")) return chosen;
    return system.language() == QLocale::French ? QStringLiteral("fr") : QStringLiteral("en");
}

void MainWindow::setLanguage(const QString& code, bool remember)
{
    qApp->removeTranslator(&appTranslator_);
    qApp->removeTranslator(&qtTranslator_);
    language_ = code == QStringLiteral("fr") ? QStringLiteral("fr") : QStringLiteral("en");
    // Numbers on screen follow the language: the system's own format when it speaks it (its
    // country), else the language's; set first, so that the texts redone below show them.
    const QLocale::Language wanted = language_ == QStringLiteral("fr") ? QLocale::French : QLocale::English;
    QLocale::setDefault(QLocale::system().language() == wanted ? QLocale::system() : QLocale(wanted));
    // English needs its translation too: the plural forms of "%n tile(s)" and the like.
    if (appTranslator_.load(QStringLiteral(":/i18n/sw-carcassonne_%1.qm").arg(language_))) qApp->installTranslator(&appTranslator_);
    if (language_ == QStringLiteral("fr")) {
        if (qtTranslator_.load(QStringLiteral("qtbase_fr"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qApp->installTranslator(&qtTranslator_);
    }
    (language_ == QStringLiteral("fr") ? frenchAct_ : englishAct_)->setChecked(true);
    if (remember) QSettings().setValue(kChosenLanguage, language_);
    // Installing a translator sends LanguageChange to every widget; English (none installed)
    // needs it too.
    QEvent change(QEvent::LanguageChange);
    for (QWidget* w : findChildren<QWidget*>()) QCoreApplication::sendEvent(w, &change);
    retranslate();
}

void MainWindow::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(e);
}

void MainWindow::updateTitle()
{
    if (mode_ == Mode::Tilesets && editor_) {
        const QString file = editor_->document()->filePath();
        setWindowTitle(tr("%1[*] - Tile sets - Carcassonne: Star Wars")
                           .arg(file.isEmpty() ? tr("untitled") : QFileInfo(file).fileName()));
        setWindowModified(editor_->hasUnsavedChanges());
        return;
    }
    if (mode_ == Mode::Review && review_) {
        const QString file = review_->file();
        setWindowTitle(tr("%1 - Review - Carcassonne: Star Wars")
                           .arg(!review_->hasReview() ? tr("No game")
                                : file.isEmpty()      ? tr("The game in play")
                                                      : QFileInfo(file).fileName()));
        setWindowModified(false);
        return;
    }
    const QString file = session_->filePath();
    setWindowTitle(file.isEmpty() ? tr("Carcassonne: Star Wars[*]") : tr("%1[*] - Carcassonne: Star Wars").arg(QFileInfo(file).fileName()));
    setWindowModified(session_->isModified());
}

void MainWindow::retranslate()
{
    if (!gameMenu_) return;
    updateTitle();
    gameMenu_->setTitle(tr("&Game"));
    turnMenu_->setTitle(tr("&Turn"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    playModeAct_->setText(tr("Play"));
    playModeAct_->setToolTip(tr("Play: the board and the game in progress (%1)").arg(playModeAct_->shortcut().toString(QKeySequence::NativeText)));
    tilesetsModeAct_->setText(tr("Tile sets"));
    tilesetsModeAct_->setToolTip(tr("Tile sets: design and check a tile set, then play it (%1)")
                                     .arg(tilesetsModeAct_->shortcut().toString(QKeySequence::NativeText)));
    reviewModeAct_->setText(tr("Review"));
    reviewModeAct_->setToolTip(tr("Review: watch a game again step by step, and play on from any step (%1)")
                                   .arg(reviewModeAct_->shortcut().toString(QKeySequence::NativeText)));
    reviewGameAct_->setText(tr("Re&view a game…"));
    reviewThisAct_->setText(tr("Review &this game"));
    modeBar_->setWindowTitle(tr("Modes"));
    nameToolBarExtensions();
    helpMenu_->setTitle(tr("&Help"));
    newAct_->setText(tr("&New game..."));
    openAct_->setText(tr("&Open..."));
    recentMenu_->setTitle(tr("Open &recent"));
    saveAct_->setText(tr("&Save"));
    saveAsAct_->setText(tr("Save &as..."));
    undoAct_->setText(tr("&Undo"));
    redoAct_->setText(tr("&Redo"));
    finalAct_->setText(tr("&Final scoring"));
    quitAct_->setText(tr("&Quit"));
    rotateAct_->setText(tr("&Rotate clockwise"));
    rotateBackAct_->setText(tr("Rotate &anticlockwise"));
    pileAct_->setText(tr("Draw from the &pile"));
    noMeepleAct_->setText(tr("&No meeple"));
    confirmAct_->setText(tr("&End turn"));
    zoomInAct_->setText(tr("Zoom &in"));
    zoomOutAct_->setText(tr("Zoom &out"));
    fitAct_->setText(tr("&Fit board"));
    colourBlindAct_->setText(tr("&Colour-blind palette"));
    themeMenu_->retranslate();
    colourBlindAct_->setToolTip(tr("Colours that players with red-green or blue-yellow colour blindness tell apart, "
                                   "for the players and the board's marks"));
    reduceMotionAct_->setText(tr("Reduce &motion"));
    reduceMotionAct_->setToolTip(tr("No movement on the board: tiles, meeples, dice and points appear at once"));
    rulesAct_->setText(tr("&Rules summary"));
    keysAct_->setText(tr("&Keyboard"));
    tutorialAct_->setText(tr("&Tutorial"));
    hintAct_->setText(tr("&Hint"));
    moveNowAct_->setText(tr("&Move now"));
    moveNowAct_->setToolTip(tr("Move now: the computer stops thinking and plays the best move it has found (%1)")
                                .arg(moveNowAct_->shortcut().toString(QKeySequence::NativeText)));
    speedMenu_->setTitle(tr("Computer &speed"));
    speedFastAct_->setText(tr("&Instant"));
    speedNormalAct_->setText(tr("&Normal"));
    speedSlowAct_->setText(tr("&Slow"));
    aboutAct_->setText(tr("&About"));
    if (netPlay_) netPlay_->retranslate();
    if (panelFold_) panelFold_->retranslate();
    if (boardOnly_) boardOnly_->retranslate();
    showAutosaveState();
    refreshActions();
}

void MainWindow::undo()
{
    const int computers = seats_->undo();
    // The computers' moves vanish with the person's: say why, or they seem lost.
    if (computers > 0)
        statusBar()->showMessage(tr("Back to your last turn: the computers' moves after it are taken back too (%n turn(s)); "
                                    "they will play again.", nullptr, computers),
                                 12000);
}

void MainWindow::refreshActions()
{
    const bool game = session_->hasGame();
    const auto phase = session_->phase();
    const bool mine = seats_->localMayAct();
    const bool choosing = game && session_->needsTileChoice();
    saveAct_->setEnabled(game);
    saveAsAct_->setEnabled(game);
    undoAct_->setEnabled(seats_->canUndo());
    redoAct_->setEnabled(seats_->canRedo());
    finalAct_->setEnabled(session_->finalScoring().has_value());
    reviewThisAct_->setEnabled(game && !session_->record().turns.empty());
    hintAct_->setEnabled(seats_->canHint());
    moveNowAct_->setEnabled(seats_->canMoveNow());
    rotateAct_->setEnabled(mine && phase == GameSession::Phase::Placing && !choosing);
    rotateBackAct_->setEnabled(rotateAct_->isEnabled());
    pileAct_->setEnabled(mine && choosing);
    const bool deciding = mine && (phase == GameSession::Phase::Meeple || phase == GameSession::Phase::Replacing);
    confirmAct_->setEnabled(deciding);
    noMeepleAct_->setEnabled(deciding);
    if (mode_ == Mode::Play) setWindowModified(session_->isModified());
    const SeatController* acting = game ? seats_->controller(session_->actingSeat()) : nullptr;
    if (seats_->computerBusy() && acting && acting->level() >= 0)
        statusBar()->showMessage(tr("%1 (%2) is thinking…", "a computer player, its level")
                                     .arg(GameText::seatName(*session_, session_->actingSeat()),
                                          GameText::levelName(static_cast<AiLevel>(acting->level()))));
    else if (statusBar()->currentMessage().endsWith(QStringLiteral("…")))
        statusBar()->clearMessage();
}

void MainWindow::panelAdded(QDockWidget* dock) { panelFold_->adopt(dock); }

bool MainWindow::startLocalGame(const GameRecord& record, const std::vector<int>& levels)
{
    return startGame(record, {}, levels);
}

bool MainWindow::startGame(const GameRecord& record, const QStringList& names, const std::vector<int>& levels)
{
    GameRecord rec = record;
    if (!names.isEmpty()) {
        rec.names.clear();
        for (const QString& s : names) rec.names.push_back(s.toStdString());
    }
    if (!levels.empty()) rec.seats = levels;
    std::optional<RecordError> error;
    seats_->stopAll();
    if (!session_->start(rec, &error)) {
        QMessageBox::warning(this, tr("Cannot start the game"), error ? Texts::recordError(*error) : QString());
        return false;
    }
    seats_->setLevels(rec.seats);
    return true;
}

bool MainWindow::maybeSaveGame()
{
    // A network game is asked about as its own (the host's server keeps its record).
    if (!netPlay_->maybeEnd()) return false;
    if (!session_->isModified() || (tutorial_ && tutorial_->ownsGame())) return true;  // a lesson is not kept
    const auto answer = askToSave(this, tr("Save the game?"),
                                  tr("The game in progress has turns that are not saved. Save the game in progress?"));
    if (answer == QMessageBox::Save) return saveGame();
    return answer == QMessageBox::Discard;
}

void MainWindow::newGame()
{
    if (!maybeSaveGame()) return;
    NewGameDialog d(this);
    if (d.exec() != QDialog::Accepted) return;
    startGame(d.record(), d.names(), d.seatLevels());
}

bool MainWindow::openFile(const QString& path, QString* error)
{
    seats_->stopAll();
    if (!session_->open(path, error)) return false;
    seats_->setLevels(session_->record().seats);
    noteOlderSave(session_->record(), path);
    return true;
}

void MainWindow::editTileset(const QString& path)
{
    setMode(Mode::Tilesets);
    tilesetEditor()->openFileInBackground(path);
}

namespace {
// A record opened: the game to play, or (a finished game) its timeline to review.
struct OpenedRecord
{
    GameSession::LoadedGame loaded;
    std::shared_ptr<const Timeline> timeline;
};
}  // namespace

void MainWindow::openFileOrWarn(const QString& path)
{
    loadingGame_ = true;
    const auto work = [path] {
        OpenedRecord out{GameSession::load(path), nullptr};
        if (out.loaded.game && out.loaded.game->isOver()) out.timeline = ReviewPage::build(*out.loaded.record);
        return out;
    };
    runInBackground(this, tr("Opening %1…").arg(QFileInfo(path).fileName()), work, [this, path](OpenedRecord opened) {
        loadingGame_ = false;
        // A finished game has nothing left to play: it is reviewed, and the game in play stays.
        if (opened.timeline) {
            rememberGame(path);
            showReview(std::move(opened.timeline), path);
            emit gameOpened(true);
            return;
        }
        seats_->stopAll();
        QString error;
        const bool ok = session_->open(std::move(opened.loaded), path, &error);
        if (ok) {
            seats_->setLevels(session_->record().seats);
            rememberGame(path);
            noteOlderSave(session_->record(), path);
        } else {
            QMessageBox::warning(this, tr("Cannot open the game"), error);
        }
        emit gameOpened(ok);
    });
}

void MainWindow::reviewFile(const QString& path)
{
    runInBackground(this, tr("Opening %1…").arg(QFileInfo(path).fileName()), [path] { return ReviewPage::load(path); },
                    [this, path](ReviewPage::Loaded loaded) {
                        if (!loaded.timeline) {
                            QMessageBox::warning(this, tr("Cannot review the game"),
                                                 loaded.error ? Texts::recordError(*loaded.error) : QString());
                            emit reviewOpened(false);
                            return;
                        }
                        rememberGame(path);
                        showReview(std::move(loaded.timeline), path);
                        emit reviewOpened(true);
                    });
}

void MainWindow::reviewCurrentGame(bool analyse)
{
    if (!session_->hasGame()) return;
    runInBackground(this, tr("Preparing the review…"), [record = session_->record()] { return ReviewPage::build(record); },
                    [this, analyse](std::shared_ptr<const Timeline> timeline) {
                        showReview(std::move(timeline), QString());
                        if (analyse) reviewAnalysis_->analyseWithSummary();
                        emit reviewOpened(true);
                    });
}

void MainWindow::showReview(std::shared_ptr<const Timeline> timeline, const QString& file)
{
    if (!file.isEmpty()) noteOlderSave(timeline->record(), file);
    reviewPage()->setTimeline(std::move(timeline), file);
    setMode(Mode::Review);
}

void MainWindow::noteOlderSave(const GameRecord& record, const QString& path)
{
    if (record.pileOrder != PileOrder::Swapped) return;
    statusBar()->showMessage(tr("%1 is an older save: it is replayed with the draw pile of the version that saved it.")
                                 .arg(QFileInfo(path).fileName()),
                             15000);
}

ReviewPage* MainWindow::reviewPage()
{
    if (!review_) {
        review_ = new ReviewPage;
        review_->setSavedLayout(QSettings().value(QStringLiteral("window/reviewState")).toByteArray());
        if (smallScreen_) review_->fitSmallScreen();
        reviewAnalysis_ = new ReviewAnalysis(review_);
        pages_->addWidget(review_);
        menuBar()->insertMenu(viewMenu_->menuAction(), review_->menu());
        review_->menu()->insertActions(review_->menu()->actions().value(0), {reviewGameAct_, reviewThisAct_});
        review_->menu()->insertSeparator(review_->menu()->actions().value(2));
        QToolBar* tb = review_->toolBar();
        tb->insertAction(tb->actions().value(0), reviewGameAct_);
        tb->addActions({zoomInAct_, zoomOutAct_, fitAct_});
        review_->setActive(mode_ == Mode::Review);
        connect(review_, &ReviewPage::playRequested, this, &MainWindow::playFromHere);
        connect(review_, &ReviewPage::timelineChanged, this, &MainWindow::updateTitle);
        connect(review_, &ReviewPage::stepChanged, this, [this] {
            if (mode_ == Mode::Review) announcer_->pageChanged();
        });
    }
    return review_;
}

void MainWindow::playFromHere(const GameRecord& record, const QStringList& names, const std::vector<int>& levels)
{
    if (!maybeSaveGame()) return;
    setMode(Mode::Play);
    // A new game: the turns kept are in no file of its own, so it counts as unsaved.
    if (!startGame(record, names, levels)) return;
    session_->markUnsaved();
    followReplay();
}

void MainWindow::followReplay()
{
    const int step = review_->replayedDecision();
    if (step < 0) return;
    if (!replay_) {
        replay_ = new ReplayPanel(session_, playPage_);
        playPage_->addDockWidget(Qt::RightDockWidgetArea, replay_);
        playPage_->splitDockWidget(replay_, turnDock_, Qt::Vertical);  // read before the turn
        // The comparison's four lines take room from the Meeple panel, empty most of the time.
        const int h = playPage_->height();
        playPage_->resizeDocks({meepleDock_, replay_, turnDock_}, {h / 6, h / 2, h / 4}, Qt::Vertical);
        connect(replay_, &ReplayPanel::said, announcer_, &Announcer::sayNote);
    }
    // The review's analysis level (and budget): the played and best values are the review's own.
    const AnalysisRunner* runner = reviewAnalysis_->runner();
    replay_->follow(review_->timeline(), step, runner ? runner->options() : AnalysisOptions{});
}

BoardView* MainWindow::currentBoard() const { return mode_ == Mode::Review && review_ ? review_->board() : board_; }

void MainWindow::openGame()
{
    if (!maybeSaveGame()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), QString(), tr("Game records (*.yaml *.yml)"));
    if (!path.isEmpty()) openFileOrWarn(path);
}

void MainWindow::fillRecentMenu()
{
    recentMenu_->clear();
    const QStringList games = recentGames();  // the files that no longer exist are left out
    for (int i = 0; i < games.size(); ++i) {
        // "&1 name.yaml": a number key picks it; the folder in the tooltip.
        QAction* a = recentMenu_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(games[i]).fileName()));
        a->setToolTip(QDir::toNativeSeparators(games[i]));
        a->setStatusTip(a->toolTip());
        connect(a, &QAction::triggered, this, [this, path = games[i]] { openRecent(path); });
    }
    if (games.isEmpty()) recentMenu_->addAction(tr("No recent games"))->setEnabled(false);
    recentMenu_->addSeparator();
    QAction* clear = recentMenu_->addAction(tr("&Clear the list"), this, [] { clearRecentGames(); });
    clear->setObjectName(QStringLiteral("clearRecentGames"));
    clear->setEnabled(!games.isEmpty());
}

void MainWindow::openRecent(const QString& path)
{
    if (!QFileInfo(path).isFile()) {
        forgetGame(path);
        statusBar()->showMessage(tr("%1 no longer exists: it is removed from the recent games.").arg(QDir::toNativeSeparators(path)), 10000);
        return;
    }
    if (!maybeSaveGame()) return;
    openFileOrWarn(path);
}

bool MainWindow::saveFile(const QString& path, QString* error) { return session_->save(path, error); }

bool MainWindow::saveGame()
{
    if (!session_->hasGame()) return false;
    if (session_->filePath().isEmpty()) return saveGameAs();
    QString error;
    if (!session_->save(session_->filePath(), &error)) {
        QMessageBox::warning(this, tr("Cannot save the game"),
                             tr("The game was not saved, and the file on disk is unchanged.\n%1").arg(error));
        return false;
    }
    statusBar()->showMessage(tr("Saved to %1").arg(session_->filePath()), 4000);
    rememberGame(session_->filePath());
    return true;
}

bool MainWindow::saveGameAs()
{
    if (!session_->hasGame()) return false;
    // In the game's own folder when it has a file.
    QString path = QFileDialog::getSaveFileName(this, tr("Save the game"), session_->filePath(), tr("Game records (*.yaml *.yml)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".yaml");
    QString error;
    if (!session_->save(path, &error)) {
        QMessageBox::warning(this, tr("Cannot save the game"),
                             tr("The game was not saved, and the file on disk is unchanged.\n%1").arg(error));
        return false;
    }
    statusBar()->showMessage(tr("Saved to %1").arg(path), 4000);
    rememberGame(path);
    return true;
}

void MainWindow::offerResume()
{
    const QStringList orphans = Autosave::orphans();
    // Then the network games left: a seat to take back, a game hosted here to host again.
    if (orphans.isEmpty()) {
        offerNetworkGames();
        return;
    }
    // Each file read as any file is (a size cap), and a game replayed, away from the interface.
    const auto work = [orphans] {
        std::vector<LeftWork> out;
        for (const QString& f : orphans) out.push_back(LeftWork::read(f));
        return out;
    };
    runInBackground(this, tr("Reading the work left unfinished…"), work, [this](std::vector<LeftWork> found) {
        offerLocalGames(std::move(found));
        offerNetworkGames();
    });
}

void MainWindow::offerLocalGames(std::vector<LeftWork> work)
{
    // A finished game has nothing to resume: its autosave is done with.
    std::erase_if(work, [](const LeftWork& w) { return w.finished() && Autosave::removeOrphan(w.file); });
    if (work.empty()) return;
    ResumeDialog d(work, this);
    const int answer = d.exec();
    const QStringList files = d.checkedFiles();
    if (answer == ResumeDialog::Discard) {
        for (const QString& f : files) Autosave::removeOrphan(f);
        return;
    }
    if (answer != ResumeDialog::Resume) return;
    std::vector<LeftWork*> games, sets;
    for (LeftWork& w : work)
        if (files.contains(w.file)) (w.kind == Autosave::Kind::Tileset ? sets : games).push_back(&w);
    resumeGames(std::move(games));
    resumeTilesets(sets);
}

void MainWindow::resumeGames(std::vector<LeftWork*> games)
{
    // The first game in this window if it holds nothing worth keeping, the others in new ones.
    MainWindow* target = games.empty() ? nullptr : freeWindow();
    for (LeftWork* w : games) {
        if (!target) target = newWindow();
        QString error;
        if (!target->session_->resume(std::move(w->game), w->file, &error)) {
            QMessageBox::warning(this, tr("Cannot open the game"), error);
        } else {
            target->seats_->setLevels(target->session_->record().seats);
            target->noteOlderSave(target->session_->record(), w->file);
        }
        target = nullptr;
    }
}

void MainWindow::resumeTilesets(const std::vector<LeftWork*>& sets)
{
    // The first set in this window's editor if it holds no unsaved work, the others in new windows.
    MainWindow* target = editor_ && editor_->hasUnsavedChanges() ? nullptr : this;
    for (const LeftWork* w : sets) {
        if (!target) target = newWindow();
        QString error = w->setError;
        if (w->set && target->tilesetEditor()->recover(w->file, *w->set, &error)) target->setMode(Mode::Tilesets);
        else QMessageBox::warning(this, tr("Cannot recover the tile set"), error);
        target = nullptr;
    }
}

void MainWindow::showAutosaveState()
{
    if (!autosaveProblem_) return;
    const QString error = session_->autosaveError();
    autosaveProblem_->parentWidget()->setVisible(!error.isEmpty());
    if (error.isEmpty()) return;
    autosaveProblem_->setText(tr("The game could not be saved automatically: %1").arg(error));
    autosaveProblem_->setToolTip(autosaveProblem_->text());
}

void MainWindow::offerNetworkGames()
{
    const auto offer = askNetworkOffers(this, true, true);
    if (!offer) return;
    MainWindow* target = freeWindow();
    QString error;
    if (!target->netPlay_->take(*offer, &error))
        QMessageBox::warning(target, offer->kind == NetworkOffer::Kind::Host ? tr("Cannot host the game") : tr("Cannot rejoin the game"), error);
}

MainWindow* MainWindow::freeWindow()
{
    // A record being opened here counts as a game (it arrives from a worker thread).
    const bool busy = loadingGame_ || (session_->hasGame() && !session_->history().empty()) || netPlay_->isActive();
    return busy ? newWindow() : this;
}

MainWindow* MainWindow::newWindow()
{
    auto* w = new MainWindow;
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->setLanguage(language_, false);
    w->show();
    return w;
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    if (!maybeSaveGame()) {
        e->ignore();
        return;
    }
    if (editor_ && editor_->hasUnsavedChanges()) {
        setMode(Mode::Tilesets);  // show the set the question is about
        if (!editor_->maybeSave()) {
            e->ignore();
            return;
        }
    }
    if (editor_) editor_->discardRecovery();  // saved or deliberately discarded
    seats_->stopAll();
    netPlay_->endAsAnswered();
    boardOnly_->leave(false);  // the window's own geometry and panels saved; the view stays remembered
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    // The panels as arranged for a small screen are not the player's layout: a larger screen
    // keeps the one saved there.
    if (!smallScreen_) {
        settings.setValue(QStringLiteral("window/playState"), playPage_->saveState());
        if (review_ && review_->laidOut()) settings.setValue(QStringLiteral("window/reviewState"), review_->saveState());
    }
    // A clean exit: the game was saved or deliberately discarded; nothing to resume.
    session_->discardAutosave();
    e->accept();
}

void MainWindow::keyPressEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Enter && mode_ == Mode::Play) {  // the keypad's Enter ends the turn too
        seats_->confirm();
        return;
    }
    QMainWindow::keyPressEvent(e);
}

void MainWindow::showFinalScoring()
{
    if (!session_->finalScoring()) return;
    if (finalDialog_) finalDialog_->close();
    auto* dialog = new FinalScoringDialog(session_, this);
    connect(dialog, &FinalScoringDialog::reviewRequested, this, [this, dialog] {
        dialog->close();
        reviewCurrentGame();
    });
    connect(dialog, &FinalScoringDialog::analyseRequested, this, [this, dialog] {
        dialog->close();
        reviewCurrentGame(true);
    });
    finalDialog_ = dialog;
    finalDialog_->show();
}

void MainWindow::showHint(const net::Decision& hint, bool choosingTile)
{
    if (choosingTile) {
        turnDock_->setHintedTile(hint.tile);
        statusBar()->showMessage(hint.tile >= 0 ? tr("Hint: take the face-up tile that is marked.")
                                                : tr("Hint: draw from the pile."),
                                 15000);
        return;
    }
    while (session_->rotation() != hint.move.placement.rotation && seats_->rotate(1)) {
    }
    board_->setHint(hint.move);
    const MeepleMove& m = hint.move.meeple;
    const QString where =
        m.place ? tr("Hint: put the tile on the cell framed in blue, turned as shown, with a %1 on the spot marked in blue.")
                      .arg(Texts::size(m.size))
                : tr("Hint: put the tile on the cell framed in blue, turned as shown, with no meeple.");
    // Why, from the evaluation's terms of the move (WhyText), shown and said to screen readers.
    const QString line = QStringList{where, WhyText::hint(session_->game(), hint.move)}.join(QLatin1Char(' ')).trimmed();
    statusBar()->showMessage(line, 15000);
    turnDock_->setHintWords(line);
    announcer_->sayNote(line);
}

editor::TilesetEditor* MainWindow::tilesetEditor()
{
    if (!editor_) {
        editor_ = new editor::TilesetEditor;
        if (smallScreen_) editor_->fitSmallScreen();
        pages_->addWidget(editor_);
        for (QMenu* m : editor_->menus()) {
            menuBar()->insertMenu(viewMenu_->menuAction(), m);
            m->menuAction()->setVisible(mode_ == Mode::Tilesets);
        }
        editor_->installEventFilter(this);  // its title and unsaved state become the window's
        connect(editor_, &editor::TilesetEditor::recoveryFailed, this, [this](const QString& error) {
            statusBar()->showMessage(tr("The tile set's recovery copy could not be written: %1").arg(error), 10000);
        });
        const auto setChanged = [this] {
            if (mode_ == Mode::Tilesets) announcer_->pageChanged();
        };
        connect(editor_->document(), &editor::TilesetDocument::changed, this, setChanged);
        connect(editor_->problemsDock(), &editor::ProblemsDock::problemsChanged, this, setChanged);
        connect(editor_, &editor::TilesetEditor::playRequested, this,
                [this](std::shared_ptr<const Tileset> set, const QString& name) { newGameWithTileset(std::move(set), name); });
    }
    return editor_;
}

void MainWindow::setMode(Mode mode)
{
    if (mode == Mode::Tilesets) tilesetEditor();
    // The Review mode with nothing to review yet shows the game in play, if it has begun.
    const bool reviewPlay = mode == Mode::Review && !reviewPage()->hasReview() && session_->hasGame() &&
                            !session_->record().turns.empty();
    mode_ = mode;
    const bool play = mode == Mode::Play, tilesets = mode == Mode::Tilesets, review = mode == Mode::Review;
    if (!play) boardOnly_->leave();  // the Play mode's view
    showPage(play ? playShown() : review ? static_cast<QWidget*>(review_) : editor_);
    (play ? playModeAct_ : review ? reviewModeAct_ : tilesetsModeAct_)->setChecked(true);
    // Hidden actions have no shortcut: Ctrl+Z, Ctrl+S, the arrows and the others act in the mode shown.
    for (QAction* a : playActions_) a->setVisible(play);
    for (QAction* a : sharedActions_) a->setVisible(!tilesets);
    gameMenu_->menuAction()->setVisible(play);
    turnMenu_->menuAction()->setVisible(play);
    if (editor_)
        for (QMenu* m : editor_->menus()) m->menuAction()->setVisible(tilesets);
    if (review_) review_->setActive(review);
    sounds_->setPlayShown(play);
    netPlay_->menu()->menuAction()->setVisible(play && netPlay_->isActive());
    if (play) {
        refreshActions();
        playFocus()->setFocus();
    } else if (review) {
        refreshActions();
        review_->board()->setFocus();
    } else {
        editor_->setFocus();
    }
    updateTitle();
    nameToolBarExtensions();
    announceMode();
    if (reviewPlay) reviewCurrentGame();
}

// Each toolbar's extension button (Qt's "»", shown when the bar is too short for its buttons) is a
// check box without a name in a screen reader's tree, shown or not: it gets one. The Review and
// Tile sets modes make their toolbars when first shown, so this runs at each mode change too.
void MainWindow::nameToolBarExtensions()
{
    for (QToolButton* more : findChildren<QToolButton*>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More buttons"));
}

void MainWindow::announceMode()
{
    if (mode_ == Mode::Play) announcer_->showGame();
    else if (mode_ == Mode::Review) announcer_->showPage([this] { return reviewLine(); });
    else announcer_->showPage([this] { return tilesetLine(); });
}

QString MainWindow::reviewLine() const
{
    if (!review_->hasReview()) return review_->headingLabel()->text();
    return tr("Review – %1").arg(review_->stepHeading(review_->step()));
}

QString MainWindow::tilesetLine() const
{
    const Tileset& set = editor_->document()->set();
    const QString name = set.name.empty() ? tr("untitled") : QString::fromStdString(set.name);
    const int problems = editor_->problemsDock()->count();
    if (editor_->isTextOnly())
        return tr("Tile set “%1”: its YAML text cannot be read (%n problem(s)).", nullptr, problems).arg(name);
    const QString totals = QTextDocumentFragment::fromHtml(Texts::tilesetTotals(set)).toPlainText();
    if (problems == 0) return tr("Tile set “%1”: %2.").arg(name, totals);
    return tr("Tile set “%1”: %2; %n problem(s).", nullptr, problems).arg(name, totals);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == editor_ && (e->type() == QEvent::ModifiedChange || e->type() == QEvent::WindowTitleChange)) updateTitle();
    return QMainWindow::eventFilter(watched, e);
}

void MainWindow::newGameWithTileset(std::shared_ptr<const Tileset> set, const QString& name)
{
    setMode(Mode::Play);
    if (!maybeSaveGame()) return;
    NewGameDialog d(this);
    d.setTileset(std::move(set), name);
    if (d.exec() != QDialog::Accepted) return;
    startGame(d.record(), d.names(), d.seatLevels());
}

void MainWindow::createWelcome()
{
    welcome_ = new WelcomePage({rulesAct_, openAct_, newAct_, englishAct_, frenchAct_});
    // The tutorial's action replaces the rules summary here once it exists: one line to change.
    welcome_->setLearnAction(tutorialAct_);
    pages_->addWidget(welcome_);
    pages_->setCurrentWidget(welcome_);
    connect(welcome_, &WelcomePage::playRequested, this, &MainWindow::playAgainstComputer);
    connect(welcome_, &WelcomePage::recentRequested, this, &MainWindow::openRecent);
    // A game started (or none left open): the Play mode shows the board (or the welcome page).
    connect(session_, &GameSession::changed, this, [this] {
        if (mode_ != Mode::Play || pages_->currentWidget() == playShown()) return;
        const bool focused = pages_->currentWidget()->isAncestorOf(QApplication::focusWidget());
        showPage(playShown());
        if (focused || !QApplication::focusWidget()) playFocus()->setFocus();
    });
}

// The stack lays out only the page it shows: another page comes at the size of the one shown, or
// it would be laid out first at its own default size (the Play page's panels squeezed, the board
// given the rest).
void MainWindow::showPage(QWidget* page)
{
    if (QWidget* shown = pages_->currentWidget(); shown && shown != page) page->setGeometry(shown->geometry());
    pages_->setCurrentWidget(page);
}

QWidget* MainWindow::playShown() const
{
    return session_->hasGame() ? static_cast<QWidget*>(playPage_) : static_cast<QWidget*>(welcome_);
}

QWidget* MainWindow::playFocus() const
{
    return session_->hasGame() ? static_cast<QWidget*>(board_) : static_cast<QWidget*>(welcome_);
}

void MainWindow::playAgainstComputer()
{
    if (!maybeSaveGame()) return;
    std::vector<int> levels;
    const GameRecord record = WelcomePage::quickGame(&levels);
    startGame(record, {}, levels);
}

// The rules summary with the numbers of the game shown (its set's `rules:` may change them): the
// Review mode's game, the game in play, the Tile sets mode's set; with none, the rulebook's.
QDialog* MainWindow::showRules()
{
    Scoring scoring;
    if (mode_ == Mode::Tilesets && editor_)
        scoring = editor_->document()->set().rules.scoring;
    else if (mode_ == Mode::Review && review_ && review_->position()->hasGame())
        scoring = review_->position()->game().scoring();
    else if (session_->hasGame())
        scoring = session_->game().scoring();
    return showRulesSummary(this, tr("Rules summary"), scoring);
}

// An open rules summary is drawn again in the new theme (its pictures are the tiles' art), where
// it stood.
void MainWindow::redrawRulesSummary()
{
    auto* open = findChild<QDialog*>(QStringLiteral("rulesDialog"));
    if (!open || !open->isVisible()) return;
    const QRect where = open->geometry();
    open->setObjectName(QString());
    open->close();  // it deletes itself
    showRules()->setGeometry(where);
}

void MainWindow::openTutorial()
{
    if (!tutorial_ || !tutorial_->ownsGame()) {
        if (!maybeSaveGame()) return;
    }
    setMode(Mode::Play);
    if (!tutorial_) {
        tutorial_ = new Tutorial(session_, seats_, board_, playPage_);
        playPage_->addDockWidget(Qt::RightDockWidgetArea, tutorial_);
        // Above the Turn panel: the lesson is read first.
        playPage_->splitDockWidget(tutorial_, turnDock_, Qt::Vertical);
        // The lesson's text takes the room the Meeple panel leaves empty most of the time, so
        // that it reads whole at the usual window sizes.
        const int h = playPage_->height();
        playPage_->resizeDocks({meepleDock_, tutorial_, turnDock_}, {h / 6, h / 2, h / 4}, Qt::Vertical);
        connect(tutorial_, &Tutorial::feedbackSaid, announcer_, &Announcer::sayNote);
    }
    tutorial_->open();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Carcassonne: Star Wars"),
                       tr("<p><b>Carcassonne: Star Wars for the desktop</b> %1</p>"
                          "<p>Place tiles, send merchants, explorers and conquerors, and fight dice battles, "
                          "at one screen for 2 to 5 players.</p>")
                           .arg(QApplication::applicationVersion()));
}

}  // namespace swc::ui
