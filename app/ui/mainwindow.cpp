#include "mainwindow.h"

#include "boardview.h"
#include "newgamedialog.h"
#include "tileseteditor.h"
#include "actions.h"
#include "texts.h"
#include "tileart.h"
#include "tilepreview.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLibraryInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QTimer>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>
#include <QFutureWatcher>
#include <QVBoxLayout>

namespace swc::ui {

namespace {
QString esc(const QString& s) { return s.toHtmlEscaped(); }
QString coord(Pos p) { return QStringLiteral("(%1, %2)").arg(p.x).arg(p.y); }
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    session_ = new GameSession(this);
    board_ = new BoardView(this);
    board_->setObjectName(QStringLiteral("board"));
    board_->setSession(session_);
    setCentralWidget(board_);
    createActions();
    createDocks();
    statusBar();

    connect(session_, &GameSession::changed, this, &MainWindow::refresh);
    connect(session_, &GameSession::turnFinished, this, &MainWindow::onTurnFinished);
    connect(session_, &GameSession::tilesSetAside, this, &MainWindow::onSetAside);
    connect(session_, &GameSession::gameOver, this, &MainWindow::onGameOver);
    connect(board_, &BoardView::cellClicked, this, [this](Pos cell) {
        if (session_->phase() == GameSession::Phase::Placing) session_->place(cell);
    });
    connect(board_, &BoardView::optionClicked, this, [this](int index) {
        const auto phase = session_->phase();
        if (phase == GameSession::Phase::Meeple) {
            // A click on a spot takes the small meeple if there is one, else the large.
            const MeepleMove picked = session_->meepleOptions()[static_cast<std::size_t>(index)];
            MeepleMove m = picked;
            const MeepleMove& cur = session_->chosenMeeple();
            if (cur.place && cur.at == m.at && cur.kind == m.kind && cur.segment == m.segment) {
                // Clicking the chosen spot again switches between small and large.
                m.size = cur.size == MeepleSize::Small ? MeepleSize::Large : MeepleSize::Small;
                if (!session_->game().checkMeeple(m)) m = picked;
            } else {
                m.size = MeepleSize::Small;
                if (!session_->game().checkMeeple(m)) m.size = MeepleSize::Large;
            }
            session_->chooseMeeple(m);
        } else if (phase == GameSession::Phase::Replacing) {
            session_->replace(session_->replacementOptions()[static_cast<std::size_t>(index)]);
        }
    });
    connect(board_, &BoardView::rotateRequested, session_, &GameSession::rotate);

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    QString lang = settings.value(QStringLiteral("window/language")).toString();
    if (lang.isEmpty()) lang = QLocale().language() == QLocale::French ? QStringLiteral("fr") : QStringLiteral("en");
    setLanguage(lang);
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) resize(1400, 900);
    retranslate();
    refresh();
}

MainWindow::~MainWindow() = default;

QAction* MainWindow::action(const QString& name) const { return findChild<QAction*>(name); }

void MainWindow::createActions()
{
    const auto make = [this](const char* name, const QKeySequence& key, auto slot) {
        return makeAction(this, name, key, slot);
    };
    newAct_ = make("newGame", QKeySequence::New, [this] { newGame(); });
    openAct_ = make("openGame", QKeySequence::Open, [this] { openGame(); });
    saveAct_ = make("saveGame", QKeySequence::Save, [this] { saveGame(); });
    saveAsAct_ = make("saveGameAs", standardKey(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)), [this] { saveGameAs(); });
    undoAct_ = make("undo", QKeySequence::Undo, [this] { undoTurn(); });
    hintAct_ = make("hint", QKeySequence(Qt::Key_H), [this] { showHint(); });
    speedFastAct_ = make("computerFast", QKeySequence(Qt::CTRL | Qt::Key_1), [this] { aiPauseMs_ = 120; QSettings().setValue(QStringLiteral("computer/pause"), 120); });
    speedNormalAct_ = make("computerNormal", QKeySequence(Qt::CTRL | Qt::Key_2), [this] { aiPauseMs_ = 450; QSettings().setValue(QStringLiteral("computer/pause"), 450); });
    speedSlowAct_ = make("computerSlow", QKeySequence(Qt::CTRL | Qt::Key_3), [this] { aiPauseMs_ = 1200; QSettings().setValue(QStringLiteral("computer/pause"), 1200); });
    quitAct_ = make("quit", standardKey(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)), [this] { close(); });
    rotateAct_ = make("rotate", QKeySequence(Qt::Key_R), [this] { session_->rotate(1); });
    rotateBackAct_ = make("rotateBack", QKeySequence(Qt::SHIFT | Qt::Key_R), [this] { session_->rotate(-1); });
    confirmAct_ = make("confirmTurn", QKeySequence(Qt::Key_Return), [this] { session_->confirm(); });
    noMeepleAct_ = make("noMeeple", QKeySequence(Qt::Key_N), [this] {
        if (session_->phase() == GameSession::Phase::Meeple) session_->chooseMeeple({});
        else if (session_->phase() == GameSession::Phase::Replacing) session_->replace({});
    });
    pileAct_ = make("drawFromPile", QKeySequence(Qt::Key_P), [this] { session_->chooseFromPile(); });
    zoomInAct_ = make("zoomIn", QKeySequence::ZoomIn, [this] { board_->zoomBy(1.25); });
    zoomOutAct_ = make("zoomOut", QKeySequence::ZoomOut, [this] { board_->zoomBy(0.8); });
    fitAct_ = make("fitBoard", QKeySequence(Qt::CTRL | Qt::Key_0), [this] { board_->fitBoard(); });
    englishAct_ = make("languageEnglish", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), [this] { setLanguage(QStringLiteral("en")); });
    frenchAct_ = make("languageFrench", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), [this] { setLanguage(QStringLiteral("fr")); });
    rulesAct_ = make("rules", QKeySequence::HelpContents, [this] { showRules(); });
    editSetsAct_ = make("editTilesets", QKeySequence(Qt::CTRL | Qt::Key_E), [this] { openEditor(); });
    aboutAct_ = make("about", QKeySequence(Qt::SHIFT | Qt::Key_F1), [this] { showAbout(); });
    englishAct_->setCheckable(true);
    frenchAct_->setCheckable(true);
    languageGroup_ = new QActionGroup(this);
    languageGroup_->addAction(englishAct_);
    languageGroup_->addAction(frenchAct_);
    // The language names are written in their own language, never translated.
    englishAct_->setText(QStringLiteral("English"));
    frenchAct_->setText(QStringLiteral("Français"));

    gameMenu_ = menuBar()->addMenu(QString());
    gameMenu_->addActions({newAct_, openAct_, saveAct_, saveAsAct_});
    gameMenu_->addSeparator();
    gameMenu_->addAction(undoAct_);
    gameMenu_->addSeparator();
    gameMenu_->addAction(quitAct_);
    turnMenu_ = menuBar()->addMenu(QString());
    turnMenu_->addActions({rotateAct_, rotateBackAct_, pileAct_, noMeepleAct_, confirmAct_});
    turnMenu_->addSeparator();
    turnMenu_->addAction(hintAct_);
    speedMenu_ = turnMenu_->addMenu(QString());
    auto* speeds = new QActionGroup(this);
    for (QAction* a : {speedFastAct_, speedNormalAct_, speedSlowAct_}) {
        a->setCheckable(true);
        speeds->addAction(a);
        speedMenu_->addAction(a);
    }
    aiPauseMs_ = QSettings().value(QStringLiteral("computer/pause"), 450).toInt();
    (aiPauseMs_ <= 120 ? speedFastAct_ : aiPauseMs_ >= 1200 ? speedSlowAct_ : speedNormalAct_)->setChecked(true);
    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->addActions({zoomInAct_, zoomOutAct_, fitAct_});
    tilesetsMenu_ = menuBar()->addMenu(QString());
    tilesetsMenu_->addAction(editSetsAct_);
    languageMenu_ = menuBar()->addMenu(QString());
    languageMenu_->addActions({englishAct_, frenchAct_});
    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addActions({rulesAct_, aboutAct_});

    auto* tb = addToolBar(QString());
    tb->setObjectName(QStringLiteral("mainToolBar"));
    tb->addActions({newAct_, openAct_, saveAct_, undoAct_});
    tb->addSeparator();
    tb->addActions({zoomInAct_, zoomOutAct_, fitAct_});
}

void MainWindow::createDocks()
{
    const auto dock = [this](const char* name, QWidget* w, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(w);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
        addDockWidget(area, d);
        return d;
    };
    // The turn: whose turn, the tile, its rotation, the face-up row.
    auto* turn = new QWidget;
    auto* tl = new QVBoxLayout(turn);
    turnLabel_ = new QLabel;
    turnLabel_->setObjectName(QStringLiteral("turnLabel"));
    turnLabel_->setWordWrap(true);
    tl->addWidget(turnLabel_);
    preview_ = new TilePreview;
    preview_->setObjectName(QStringLiteral("tilePreview"));
    preview_->setAlignment(Qt::AlignCenter);
    preview_->setMinimumSize(150, 150);
    tl->addWidget(preview_);
    connect(preview_, &TilePreview::rotateRequested, session_, &GameSession::rotate);
    auto* rot = new QHBoxLayout;
    rotateLeft_ = new QPushButton;
    rotateRight_ = new QPushButton;
    connect(rotateLeft_, &QPushButton::clicked, this, [this] { session_->rotate(-1); });
    connect(rotateRight_, &QPushButton::clicked, this, [this] { session_->rotate(1); });
    rot->addWidget(rotateLeft_);
    rot->addWidget(rotateRight_);
    tl->addLayout(rot);
    auto* row = new QHBoxLayout;
    for (int i = 0; i < 3; ++i) {
        rowButtons_[i] = new QToolButton;
        rowButtons_[i]->setObjectName(QStringLiteral("faceUp%1").arg(i));
        rowButtons_[i]->setIconSize(QSize(64, 64));
        connect(rowButtons_[i], &QToolButton::clicked, this, [this, i] { session_->chooseFromRow(i); });
        row->addWidget(rowButtons_[i]);
    }
    tl->addLayout(row);
    pileButton_ = new QPushButton;
    connect(pileButton_, &QPushButton::clicked, this, [this] { session_->chooseFromPile(); });
    tl->addWidget(pileButton_);
    tileHint_ = new QLabel;
    tileHint_->setWordWrap(true);
    tl->addWidget(tileHint_);
    variantsLabel_ = new QLabel;
    variantsLabel_->setWordWrap(true);
    tl->addWidget(variantsLabel_);
    tl->addStretch();
    tileDock_ = dock("tileDock", turn, Qt::RightDockWidgetArea);

    // The meeple step.
    auto* mw = new QWidget;
    auto* ml = new QVBoxLayout(mw);
    meepleList_ = new QListWidget;
    meepleList_->setObjectName(QStringLiteral("meepleList"));
    meepleList_->setIconSize(QSize(24, 24));
    connect(meepleList_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (refreshing_ || row < 0) return;
        const auto phase = session_->phase();
        if (phase == GameSession::Phase::Meeple) {
            session_->chooseMeeple(row == 0 ? MeepleMove{} : session_->meepleOptions()[static_cast<std::size_t>(row - 1)]);
        }
    });
    connect(meepleList_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (session_->phase() != GameSession::Phase::Replacing) return;
        const int row = meepleList_->row(item);
        session_->replace(row == 0 ? MeepleMove{} : session_->replacementOptions()[static_cast<std::size_t>(row - 1)]);
    });
    ml->addWidget(meepleList_);
    odds_ = new QLabel;
    odds_->setObjectName(QStringLiteral("battleOdds"));
    odds_->setWordWrap(true);
    ml->addWidget(odds_);
    confirm_ = new QPushButton;
    confirm_->setObjectName(QStringLiteral("confirmButton"));
    connect(confirm_, &QPushButton::clicked, this, [this] {
        if (session_->phase() == GameSession::Phase::Replacing) {
            const int row = meepleList_->currentRow();
            session_->replace(row <= 0 ? MeepleMove{} : session_->replacementOptions()[static_cast<std::size_t>(row - 1)]);
        } else {
            session_->confirm();
        }
    });
    ml->addWidget(confirm_);
    meepleDock_ = dock("meepleDock", mw, Qt::RightDockWidgetArea);

    players_ = new QTableWidget(0, 5);
    players_->setObjectName(QStringLiteral("playersTable"));
    players_->verticalHeader()->hide();
    players_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    players_->setSelectionMode(QAbstractItemView::NoSelection);
    // Every column stays in view: the numbers take what they need, the names the rest (elided).
    players_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    players_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    players_->horizontalHeader()->setStretchLastSection(false);
    players_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    players_->setTextElideMode(Qt::ElideRight);
    players_->setIconSize(QSize(22, 22));
    players_->setMinimumWidth(300);
    playersDock_ = dock("playersDock", players_, Qt::LeftDockWidgetArea);

    tilesLeft_ = new QListWidget;
    tilesLeft_->setObjectName(QStringLiteral("tilesLeft"));
    tilesLeft_->setViewMode(QListView::IconMode);
    tilesLeft_->setIconSize(QSize(44, 44));
    tilesLeft_->setResizeMode(QListView::Adjust);
    tilesLeft_->setMovement(QListView::Static);
    tilesLeft_->setSpacing(2);
    tilesDock_ = dock("tilesDock", tilesLeft_, Qt::LeftDockWidgetArea);

    battles_ = new QTextBrowser;
    battles_->setMinimumWidth(300);
    battles_->setObjectName(QStringLiteral("battleView"));
    battleDock_ = dock("battleDock", battles_, Qt::LeftDockWidgetArea);

    log_ = new QTextBrowser;
    log_->setObjectName(QStringLiteral("gameLog"));
    logDock_ = dock("logDock", log_, Qt::BottomDockWidgetArea);
    resizeDocks({playersDock_, tilesDock_, battleDock_}, {170, 250, 230}, Qt::Vertical);
    resizeDocks({playersDock_, tileDock_}, {430, 290}, Qt::Horizontal);
    resizeDocks({logDock_}, {140}, Qt::Vertical);
}

void MainWindow::setLanguage(const QString& code)
{
    qApp->removeTranslator(&appTranslator_);
    qApp->removeTranslator(&qtTranslator_);
    language_ = code == QStringLiteral("fr") ? QStringLiteral("fr") : QStringLiteral("en");
    if (language_ == QStringLiteral("fr")) {
        if (appTranslator_.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm"))) qApp->installTranslator(&appTranslator_);
        if (qtTranslator_.load(QStringLiteral("qtbase_fr"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qApp->installTranslator(&qtTranslator_);
    }
    (language_ == QStringLiteral("fr") ? frenchAct_ : englishAct_)->setChecked(true);
    QSettings().setValue(QStringLiteral("window/language"), language_);
    // Installing a translator sends LanguageChange; English (none installed) needs it too.
    retranslate();
}

void MainWindow::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(e);
}

void MainWindow::retranslate()
{
    if (!gameMenu_) return;
    setWindowTitle(filePath_.isEmpty() ? tr("Carcassonne: Star Wars")
                                       : tr("%1 - Carcassonne: Star Wars").arg(QFileInfo(filePath_).fileName()));
    gameMenu_->setTitle(tr("&Game"));
    turnMenu_->setTitle(tr("&Turn"));
    viewMenu_->setTitle(tr("&View"));
    languageMenu_->setTitle(tr("&Language"));
    tilesetsMenu_->setTitle(tr("Tile &sets"));
    editSetsAct_->setText(tr("&Edit..."));
    helpMenu_->setTitle(tr("&Help"));
    newAct_->setText(tr("&New game..."));
    openAct_->setText(tr("&Open..."));
    saveAct_->setText(tr("&Save"));
    saveAsAct_->setText(tr("Save &as..."));
    undoAct_->setText(tr("&Undo"));
    quitAct_->setText(tr("&Quit"));
    rotateAct_->setText(tr("&Rotate clockwise"));
    rotateBackAct_->setText(tr("Rotate &anticlockwise"));
    pileAct_->setText(tr("Draw from the &pile"));
    noMeepleAct_->setText(tr("&No meeple"));
    confirmAct_->setText(tr("&End turn"));
    zoomInAct_->setText(tr("Zoom &in"));
    zoomOutAct_->setText(tr("Zoom &out"));
    fitAct_->setText(tr("&Fit board"));
    rulesAct_->setText(tr("&Rules summary"));
    hintAct_->setText(tr("&Hint"));
    speedMenu_->setTitle(tr("Computer &speed"));
    speedFastAct_->setText(tr("&Fast"));
    speedNormalAct_->setText(tr("&Normal"));
    speedSlowAct_->setText(tr("&Slow"));
    aboutAct_->setText(tr("&About"));
    tileDock_->setWindowTitle(tr("Turn"));
    meepleDock_->setWindowTitle(tr("Meeple"));
    playersDock_->setWindowTitle(tr("Players"));
    tilesDock_->setWindowTitle(tr("Tiles to come"));
    battleDock_->setWindowTitle(tr("Last turn"));
    logDock_->setWindowTitle(tr("Game log"));
    rotateLeft_->setText(tr("Rotate left"));
    rotateRight_->setText(tr("Rotate right (R)"));
    pileButton_->setText(tr("Draw from the pile (P)"));
    confirm_->setText(tr("End turn (Enter)"));
    players_->setHorizontalHeaderLabels({tr("Player"), tr("Faction"), tr("Score"), tr("Small"), tr("Large")});
    rebuildLog();
    refresh();
}

QString MainWindow::seatName(int seat) const
{
    const QString name = session_->playerName(seat);
    const QString colour = Texts::color(session_->game().color(seat));
    return name.isEmpty() ? colour.left(1).toUpper() + colour.mid(1) : tr("%1 (%2)").arg(name, colour);
}

QString MainWindow::sideName(std::uint8_t players) const
{
    QStringList names;
    for (int p = 0; p < session_->game().playerCount(); ++p)
        if (players >> p & 1) names << seatName(p);
    return names.join(tr(" and "));
}

void MainWindow::refresh()
{
    if (refreshing_) return;
    refreshing_ = true;
    board_->refresh();
    refreshTurnPanel();
    refreshMeeplePanel();
    refreshPlayers();
    refreshTilesLeft();
    const bool game = session_->hasGame();
    saveAct_->setEnabled(game);
    saveAsAct_->setEnabled(game);
    undoAct_->setEnabled(session_->canUndo() && !aiBusy_);
    hintAct_->setEnabled(game && session_->phase() == GameSession::Phase::Placing && !session_->needsTileChoice() &&
                         !isComputer(session_->game().currentPlayer()));
    refreshing_ = false;
    QTimer::singleShot(0, this, &MainWindow::maybeRunComputer);
}

bool MainWindow::isComputer(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(seatLevels_.size()) && seatLevels_[static_cast<std::size_t>(seat)] >= 0;
}

void MainWindow::stopComputer()
{
    ++aiGeneration_;
    if (aiCancel_) aiCancel_->store(true);
    aiCancel_ = std::make_shared<std::atomic<bool>>(false);
    aiBusy_ = false;
}

void MainWindow::maybeRunComputer()
{
    if (aiBusy_ || !session_->hasGame()) return;
    const auto phase = session_->phase();
    if (phase == GameSession::Phase::Over || phase == GameSession::Phase::NoGame) return;
    const Game& g = session_->game();
    const int seat = phase == GameSession::Phase::Replacing ? g.pendingMeeple().player : g.currentPlayer();
    if (!isComputer(seat)) return;
    if (!aiCancel_) aiCancel_ = std::make_shared<std::atomic<bool>>(false);
    const AiLevel level = static_cast<AiLevel>(seatLevels_[static_cast<std::size_t>(seat)]);
    const std::uint64_t seed = g.seed() * 1000003u + static_cast<std::uint64_t>(g.turnNumber()) * 7919u + static_cast<std::uint64_t>(seat);
    const int generation = aiGeneration_;
    aiBusy_ = true;
    statusBar()->showMessage(tr("%1 is thinking...").arg(seatName(seat)));
    const auto later = [this, generation](int ms, std::function<void()> f) {
        QTimer::singleShot(ms, this, [this, generation, f] {
            if (generation != aiGeneration_) return;
            aiBusy_ = false;
            f();
        });
    };
    if (phase == GameSession::Phase::Replacing) {
        AiPlayer ai(level, seed);
        const MeepleMove m = ai.chooseReplacement(g);
        later(aiPauseMs_, [this, m] { session_->replace(m); });
        return;
    }
    if (phase == GameSession::Phase::Meeple) {
        // A computer's turn half done (a game loaded or undone there): start it again.
        later(0, [this] { session_->undo(); });
        return;
    }
    if (session_->needsTileChoice()) {
        AiPlayer ai(level, seed);
        const int pick = ai.chooseTile(g);
        later(aiPauseMs_ / 2, [this, pick] {
            if (pick >= 0) session_->chooseFromRow(pick);
            else session_->chooseFromPile();
        });
        return;
    }
    // The search runs on a copy, off the GUI thread; a new game, an undo or quitting cancels it.
    const Game copy = g;
    const auto cancel = aiCancel_;
    auto* watcher = new QFutureWatcher<AiMove>(this);
    connect(watcher, &QFutureWatcher<AiMove>::finished, this, [this, watcher, generation] {
        const AiMove m = watcher->result();
        watcher->deleteLater();
        if (generation != aiGeneration_) return;
        playComputerMove(m, generation, 0);
    });
    watcher->setFuture(QtConcurrent::run([copy, level, seed, cancel] {
        AiPlayer ai(level, seed);
        return ai.choose(copy, cancel.get());
    }));
}

// The computer's move shown step by step: the tile turned, placed, the meeple, the end.
void MainWindow::playComputerMove(const AiMove& m, int generation, int step)
{
    if (generation != aiGeneration_) return;
    const auto next = [this, m, generation, step] {
        QTimer::singleShot(aiPauseMs_, this, [this, m, generation, step] { playComputerMove(m, generation, step + 1); });
    };
    switch (step) {
    case 0:
        while (session_->rotation() != m.placement.rotation) session_->rotate(1);
        next();
        break;
    case 1:
        session_->place(m.placement.at);
        next();
        break;
    case 2:
        if (m.meeple.place) {
            session_->chooseMeeple(m.meeple);
            next();
        } else {
            playComputerMove(m, generation, 3);
        }
        break;
    default:
        aiBusy_ = false;
        statusBar()->clearMessage();
        session_->confirm();
        break;
    }
}

QMainWindow* MainWindow::tilesetEditor()
{
    if (!editor_) {
        auto* e = new editor::TilesetEditor(this);
        e->setWindowFlag(Qt::Window);
        connect(e, &editor::TilesetEditor::playRequested, this,
                [this](std::shared_ptr<const Tileset> set, const QString& name) {
                    NewGameDialog d(this);
                    d.setTileset(std::move(set), name);
                    if (d.exec() != QDialog::Accepted) return;
                    filePath_.clear();
                    startGame(d.record(), d.names(), d.seatLevels());
                    raise();
                    activateWindow();
                });
        editor_ = e;
    }
    return editor_;
}

void MainWindow::openEditor()
{
    QMainWindow* e = tilesetEditor();
    e->show();
    e->raise();
    e->activateWindow();
}

void MainWindow::showHint()
{
    if (!session_->hasGame() || session_->phase() != GameSession::Phase::Placing || session_->needsTileChoice()) return;
    const Game& g = session_->game();
    AiPlayer ai(AiLevel::Medium, g.seed() ^ 0x5eed);
    const AiMove m = ai.choose(g);
    while (session_->rotation() != m.placement.rotation) session_->rotate(1);
    QString text = tr("Hint: place the tile at %1 as shown").arg(coord(m.placement.at));
    if (m.meeple.place) {
        Game after = g;
        after.placeTile(m.placement);
        text += tr(", then a %1 on the %2").arg(Texts::size(m.meeple.size), Texts::feature(m.meeple.kind));
    }
    statusBar()->showMessage(text + QLatin1Char('.'), 15000);
}

void MainWindow::undoTurn()
{
    stopComputer();
    session_->undo();
    // Back to the last turn a person played: computers replay theirs by themselves.
    while (session_->phase() == GameSession::Phase::Placing && isComputer(session_->game().currentPlayer()) &&
           session_->canUndo())
        session_->undo();
}

void MainWindow::refreshTurnPanel()
{
    const auto phase = session_->phase();
    const bool game = session_->hasGame();
    for (auto* b : rowButtons_) b->setVisible(false);
    pileButton_->setVisible(false);
    rotateLeft_->setEnabled(phase == GameSession::Phase::Placing);
    rotateRight_->setEnabled(phase == GameSession::Phase::Placing);
    if (!game) {
        turnLabel_->setText(tr("No game yet: choose Game > New game (Ctrl+N)."));
        preview_->clear();
        tileHint_->clear();
        variantsLabel_->clear();
        return;
    }
    const Game& g = session_->game();
    QStringList variants;
    for (int v = 0; v < kVariants; ++v)
        if (g.rules().has(static_cast<Variant>(v))) variants << Texts::variant(static_cast<Variant>(v));
    variantsLabel_->setText(variants.isEmpty() ? QString() : tr("House rules: %1").arg(variants.join(QStringLiteral(", "))));
    if (phase == GameSession::Phase::Over) {
        turnLabel_->setText(tr("The game is over."));
        preview_->clear();
        tileHint_->clear();
        return;
    }
    const int seat = phase == GameSession::Phase::Replacing ? g.pendingMeeple().player : g.currentPlayer();
    turnLabel_->setText(tr("<b>%1</b> to play. Tiles left in the pile: %2").arg(esc(seatName(seat))).arg(g.pileSize()));
    const int face = g.drawnTile();
    if (face >= 0) {
        const int rotation = phase == GameSession::Phase::Placing ? session_->rotation() : g.lastPlacement().rotation;
        preview_->setPixmap(TileRenderer::instance().face(g.tileset().faces[static_cast<std::size_t>(face)], rotation, 140));
        preview_->setToolTip(QString::fromStdString(g.tileset().faces[static_cast<std::size_t>(face)].id));
    } else if (phase == GameSession::Phase::Meeple && !g.placedTiles().empty()) {
        const auto& t = g.placedTiles().back();
        preview_->setPixmap(TileRenderer::instance().face(g.tileset().faces[t.face], t.rotation, 140));
    } else {
        preview_->clear();
    }
    switch (phase) {
    case GameSession::Phase::Placing:
        if (session_->needsTileChoice()) {
            tileHint_->setText(tr("Take one of the face-up tiles or draw from the pile."));
            for (int i = 0; i < 3; ++i) {
                rowButtons_[i]->setVisible(i < g.rowSize());
                if (i >= g.rowSize()) continue;
                const int f = g.rowTile(i);
                rowButtons_[i]->setIcon(QIcon(TileRenderer::instance().face(g.tileset().faces[static_cast<std::size_t>(f)], 0, 64)));
                rowButtons_[i]->setEnabled(g.fitsAnywhere(f));
                rowButtons_[i]->setToolTip(QString::fromStdString(g.tileset().faces[static_cast<std::size_t>(f)].id));
            }
            pileButton_->setVisible(true);
            pileButton_->setEnabled(!g.pileEmpty());
        } else {
            tileHint_->setText(tr("Click a green cell to place the tile. R or the mouse wheel over the tile turns it; "
                                  "dashed cells fit after turning."));
        }
        break;
    case GameSession::Phase::Meeple:
        tileHint_->setText(tr("Choose a meeple spot (yellow circles) or no meeple, then end the turn."));
        break;
    case GameSession::Phase::Replacing:
        tileHint_->setText(tr("Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a yellow "
                              "circle) or keep it.")
                               .arg(esc(seatName(g.pendingMeeple().player)), Texts::size(g.pendingMeeple().size)));
        break;
    default:
        break;
    }
}

QString MainWindow::describeOption(const MeepleMove& m) const
{
    return describeOptionAt(m, session_->game().lastPlacement().at);
}

QString MainWindow::describeOptionAt(const MeepleMove& m, Pos here) const
{
    const Game& g = session_->game();
    QString where;
    if (m.kind == FeatureKind::Planet) {
        where = m.at == here ? tr("the planet of this tile") : tr("the planet at %1").arg(coord(m.at));
    } else {
        const int j = g.tileIndexAt(m.at);
        const int sides = j >= 0 ? g.segmentSides(j, m.kind, m.segment) : 0;
        QStringList s;
        for (int k = 0; k < kSides; ++k)
            if (sides >> k & 1) s << Texts::side(k);
        where = m.at == here ? tr("the %1 (%2)").arg(Texts::feature(m.kind), s.join(QStringLiteral(", ")))
                             : tr("the %1 at %2").arg(Texts::feature(m.kind), coord(m.at));
    }
    return tr("%1 on %2").arg(Texts::size(m.size), where);
}

void MainWindow::refreshMeeplePanel()
{
    meepleList_->clear();
    odds_->clear();
    const auto phase = session_->phase();
    const bool meeple = phase == GameSession::Phase::Meeple;
    const bool replacing = phase == GameSession::Phase::Replacing;
    meepleList_->setEnabled(meeple || replacing);
    confirm_->setEnabled(meeple || replacing);
    confirmAct_->setEnabled(meeple);
    if (!meeple && !replacing) return;
    const Game& g = session_->game();
    const int seat = replacing ? g.pendingMeeple().player : g.currentPlayer();
    meepleList_->addItem(replacing ? tr("Keep it in the reserve") : tr("No meeple"));
    const auto& options = replacing ? session_->replacementOptions() : session_->meepleOptions();
    for (const MeepleMove& m : options)
        meepleList_->addItem(new QListWidgetItem(QIcon(meeplePixmap(g.color(seat), m.size, 48)), describeOption(m)));
    if (replacing) {
        meepleList_->setCurrentRow(0);
        confirm_->setText(tr("Confirm (Enter)"));
        return;
    }
    confirm_->setText(tr("End turn (Enter)"));
    const MeepleMove& chosen = session_->chosenMeeple();
    int row = 0;
    for (std::size_t i = 0; i < options.size(); ++i)
        if (chosen.place && options[i] == chosen) row = static_cast<int>(i) + 1;
    meepleList_->setCurrentRow(row);
    // Before a meeple choice that starts a battle: the sides' dice and the chance of winning.
    QStringList lines;
    for (const BattlePreview& b : session_->battlePreview()) {
        QStringList sides;
        for (const BattleSide& s : b.sides) {
            QStringList why;
            if (s.small) why << tr("small meeples: %1").arg(s.small);
            if (s.large) why << tr("large meeple");
            if (s.symbol) why << tr("faction symbol");
            sides << tr("%1 - dice: %2 (%3)").arg(esc(sideName(s.players))).arg(s.dice).arg(why.join(QStringLiteral(", ")));
        }
        lines << tr("<b>Battle on the %1!</b>").arg(Texts::feature(b.kind)) + QStringLiteral("<br>") +
                     sides.join(QStringLiteral("<br>"));
        if (b.mySide >= 0)
            lines << tr("Your chance of winning: <b>%1%</b>").arg(QString::number(b.myChance * 100.0, 'f', 0));
    }
    odds_->setText(lines.join(QStringLiteral("<br>")));
}

void MainWindow::refreshPlayers()
{
    if (!session_->hasGame()) {
        players_->setRowCount(0);
        return;
    }
    const Game& g = session_->game();
    players_->setRowCount(g.playerCount());
    // In team play both members of a team show the team's one score.
    if (auto* h = players_->horizontalHeaderItem(2)) h->setText(g.rules().teams ? tr("Team score") : tr("Score"));
    const int current = session_->phase() == GameSession::Phase::Over ? -1 : g.currentPlayer();
    for (int p = 0; p < g.playerCount(); ++p) {
        const auto cell = [&](int col, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            QFont f = item->font();
            f.setBold(p == current);
            item->setFont(f);
            players_->setItem(p, col, item);
            return item;
        };
        auto* name = cell(0, (p == current ? QStringLiteral("▶ ") : QString()) + seatName(p));
        name->setIcon(QIcon(meeplePixmap(g.color(p), MeepleSize::Small, 44)));
        cell(1, Texts::faction(g.faction(p)))->setIcon(QIcon(symbolPixmap(g.faction(p), 32)));
        cell(2, QString::number(g.score(p)));
        cell(3, QString::number(g.reserve(p, MeepleSize::Small)));
        cell(4, QString::number(g.reserve(p, MeepleSize::Large)));
    }
}

void MainWindow::refreshTilesLeft()
{
    tilesLeft_->clear();
    if (!session_->hasGame()) return;
    const Game& g = session_->game();
    const Tileset& set = g.tileset();
    for (std::size_t f = 0; f < set.faces.size(); ++f) {
        int n = g.remaining(static_cast<int>(f));
        for (int i = 0; i < g.rowSize(); ++i) n += g.rowTile(i) == static_cast<int>(f);
        if (n == 0) continue;
        auto* item = new QListWidgetItem(QIcon(TileRenderer::instance().face(set.faces[f], 0, 44)), QStringLiteral("×%1").arg(n));
        item->setToolTip(QString::fromStdString(set.faces[f].id));
        tilesLeft_->addItem(item);
    }
}

QString MainWindow::scoreHtml(const ScoreReport& s) const
{
    return tr("%1 scores %2 for the completed %3 (%4 tiles, %5 symbols).")
        .arg(esc(sideName(s.players)))
        .arg(s.points)
        .arg(Texts::feature(s.kind))
        .arg(s.tiles)
        .arg(s.symbols);
}

QString MainWindow::battleHtml(const BattleReport& b) const
{
    QString html = tr("<p><b>Battle on the %1</b></p>").arg(Texts::feature(b.kind));
    html += QStringLiteral("<ul>");
    for (const BattleSide& s : b.sides) {
        QStringList why;
        if (s.small) why << tr("small meeples: %1").arg(s.small);
        if (s.large) why << tr("large meeple");
        if (s.symbol) why << tr("faction symbol");
        html += QStringLiteral("<li>") +
                tr("%1 - dice: %2 (%3)").arg(esc(sideName(s.players))).arg(s.dice).arg(why.join(QStringLiteral(", "))) +
                QStringLiteral("</li>");
    }
    html += QStringLiteral("</ul>");
    for (std::size_t r = 0; r < b.rounds.size(); ++r) {
        QStringList rolls;
        for (std::size_t i = 0; i < b.sides.size(); ++i) {
            if (b.rounds[r][i].empty()) continue;
            QStringList faces;
            for (int d : b.rounds[r][i]) faces << QString::number(d);
            rolls << tr("%1 rolls %2").arg(esc(sideName(b.sides[i].players)), faces.join(QStringLiteral(", ")));
        }
        const bool last = r + 1 == b.rounds.size();
        html += tr("Round %1: %2.").arg(r + 1).arg(rolls.join(QStringLiteral("; "))) +
                (last ? QString() : QStringLiteral(" ") + tr("Tie for the highest die: the tied sides score 1 and roll again.")) +
                QStringLiteral("<br>");
    }
    if (b.winner >= 0)
        html += tr("<b>%1 wins.</b>").arg(esc(sideName(b.sides[static_cast<std::size_t>(b.winner)].players))) +
                QStringLiteral(" ");
    QStringList points;
    for (const BattleSide& s : b.sides)
        if (s.points > 0) points << tr("%1 +%2").arg(esc(sideName(s.players))).arg(s.points);
    if (!points.isEmpty()) html += tr("Points: %1.").arg(points.join(QStringLiteral(", ")));
    return html;
}

void MainWindow::appendLog(std::function<QString()> item)
{
    logItems_.push_back(std::move(item));
    log_->append(logItems_.back()());
}

void MainWindow::rebuildLog()
{
    log_->clear();
    for (const auto& item : logItems_) log_->append(item());
}

void MainWindow::onSetAside(const std::vector<int>& faces)
{
    const Game& g = session_->game();
    for (int f : faces) {
        const QString id = QString::fromStdString(g.tileset().faces[static_cast<std::size_t>(f)].id);
        appendLog([id] { return tr("Tile %1 fits nowhere: it is set aside and another is drawn.").arg(id); });
        statusBar()->showMessage(tr("Tile %1 fits nowhere: it is set aside and another is drawn.").arg(id), 6000);
    }
}

void MainWindow::logTurn(int turn, const TurnReport& report)
{
    const Game& g = session_->game();
    const QString tile = QString::fromStdString(g.tileset().faces[static_cast<std::size_t>(report.face)].id);
    appendLog([this, turn, tile, report] {
        const QString who = seatName(report.player);
        const Pos at = report.placement.at;
        QString text = tr("Turn %1: %2 places %3 at %4").arg(turn).arg(esc(who), esc(tile), coord(at));
        text += report.meeple.place ? tr(", with a %1.").arg(describeOptionAt(report.meeple, at)) : tr(", no meeple.");
        for (const BattleReport& b : report.battles) text += QStringLiteral("<br>") + battleHtml(b);
        for (const ScoreReport& s : report.scores) text += QStringLiteral("<br>") + scoreHtml(s);
        return text;
    });
}

void MainWindow::onTurnFinished(const TurnReport& report)
{
    const Game& g = session_->game();
    logTurn(g.turnNumber() + (g.inReplacementStep() ? 1 : 0), report);
    QString html;
    for (const BattleReport& b : report.battles) html += battleHtml(b);
    for (const ScoreReport& s : report.scores) html += QStringLiteral("<p>") + scoreHtml(s) + QStringLiteral("</p>");
    battles_->setHtml(html.isEmpty() ? tr("No battle and no feature completed this turn.") : html);
    board_->refresh();
    board_->flashScores(report);
    autosave();
}

QString MainWindow::finalScoringHtml() const
{
    const Game& g = session_->game();
    std::vector<ScoreReport> reports;
    const auto finals = g.finalScores(&reports);
    QString html = tr("<h3>Final scoring</h3>");
    html += QStringLiteral("<table cellspacing='4'>");
    for (const ScoreReport& s : reports)
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align='right'>+%3</td></tr>")
                    .arg(esc(sideName(s.players)), tr("unfinished %1 (%2 tiles, %3 symbols)").arg(Texts::feature(s.kind)).arg(s.tiles).arg(s.symbols))
                    .arg(s.points);
    if (reports.empty()) html += QStringLiteral("<tr><td>") + tr("No unfinished feature holds a meeple.") + QStringLiteral("</td></tr>");
    html += QStringLiteral("</table><h3>") + tr("Scores") + QStringLiteral("</h3><table cellspacing='4'>");
    int best = -1;
    for (int p = 0; p < g.playerCount(); ++p) best = std::max(best, finals[static_cast<std::size_t>(p)]);
    std::uint8_t winners = 0;
    if (g.rules().teams) {
        // One line and one score per team: the faction, then its members.
        for (int team = 0; team < 2; ++team) {
            std::uint8_t members = 0;
            for (int p = team; p < g.playerCount(); p += 2) members |= static_cast<std::uint8_t>(1u << p);
            const int score = finals[static_cast<std::size_t>(team)];
            html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr>")
                        .arg(tr("%1 team (%2)").arg(Texts::faction(g.faction(team)), esc(sideName(members))))
                        .arg(score);
            if (score == best) winners |= static_cast<std::uint8_t>(1u << team);
        }
        html += QStringLiteral("</table><p><b>");
        html += winners == 3 ? tr("Shared victory: the two teams are level!")
                             : tr("The %1 team wins!").arg(Texts::faction(g.faction(winners == 1 ? 0 : 1)));
        return html + QStringLiteral("</b></p>");
    }
    for (int p = 0; p < g.playerCount(); ++p) {
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr>").arg(esc(seatName(p))).arg(finals[static_cast<std::size_t>(p)]);
        if (finals[static_cast<std::size_t>(p)] == best) winners |= static_cast<std::uint8_t>(1u << p);
    }
    html += QStringLiteral("</table><p><b>");
    html += std::popcount(static_cast<unsigned>(winners)) > 1 ? tr("Shared victory: %1!").arg(esc(sideName(winners)))
                                                              : tr("%1 wins!").arg(esc(sideName(winners)));
    return html + QStringLiteral("</b></p>");
}

void MainWindow::onGameOver()
{
    refresh();
    const QString html = finalScoringHtml();
    appendLog([this] { return finalScoringHtml(); });
    QFile::remove(autosavePath());
    if (finalDialog_) finalDialog_->deleteLater();
    auto* d = new QDialog(this);
    d->setObjectName(QStringLiteral("finalDialog"));
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setWindowTitle(tr("Game over"));
    auto* l = new QVBoxLayout(d);
    auto* text = new QTextBrowser;
    text->setObjectName(QStringLiteral("finalText"));
    text->setHtml(html);
    l->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, d, &QDialog::close);
    l->addWidget(buttons);
    d->resize(480, 420);
    finalDialog_ = d;
    d->show();
}

bool MainWindow::startGame(const GameRecord& record, const QStringList& names, const std::vector<int>& levels)
{
    stopComputer();
    // Who plays each seat: the new-game dialog's choice, or else what a saved game recorded.
    seatLevels_ = levels.empty() ? record.seats : levels;
    std::optional<RecordError> error;
    QStringList n = names;
    if (n.isEmpty())
        for (const std::string& s : record.names) n << QString::fromStdString(s);
    session_->setPlayerNames(n);
    logItems_.clear();
    log_->clear();
    battles_->clear();
    GameRecord rec = record;
    rec.names.clear();
    for (const QString& s : n) rec.names.push_back(s.toStdString());
    rec.seats = seatLevels_;  // saved with the game, so that it reopens with its computer players
    if (!session_->start(rec, &error)) {
        QMessageBox::warning(this, tr("Cannot start the game"), error ? Texts::recordError(*error) : QString());
        return false;
    }
    appendLog([this] { return tr("<b>A new game begins.</b>"); });
    // A loaded game: its turns so far, in the log too.
    std::vector<TurnReport> reports;
    replay(rec, &reports);
    int turn = 0;
    for (std::size_t i = 0; i < reports.size() && i < rec.turns.size(); ++i)
        if (!rec.turns[i].setAside) logTurn(++turn, reports[i]);
    board_->setSession(session_);
    retranslate();
    return true;
}

void MainWindow::newGame()
{
    NewGameDialog d(this);
    if (d.exec() != QDialog::Accepted) return;
    filePath_.clear();
    startGame(d.record(), d.names(), d.seatLevels());
}

bool MainWindow::openFile(const QString& path, QString* error)
{
    std::vector<RecordError> errors;
    const auto rec = loadRecord(QFile::encodeName(path).toStdString(), errors);
    if (!rec) {
        if (error) *error = errors.empty() ? QString() : Texts::recordError(errors.front());
        return false;
    }
    const ReplayResult r = replay(*rec);
    if (r.error) {
        RecordError e = *r.error;
        e.file = QFile::encodeName(path).toStdString();
        if (error) *error = Texts::recordError(e);
        return false;
    }
    filePath_ = path;
    QStringList names;
    for (const std::string& s : rec->names) names << QString::fromStdString(s);
    return startGame(*rec, names);
}

void MainWindow::openFileOrWarn(const QString& path)
{
    QString error;
    if (!openFile(path, &error)) QMessageBox::warning(this, tr("Cannot open the game"), error);
}

void MainWindow::openGame()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), QString(), tr("Game records (*.yaml *.yml)"));
    if (!path.isEmpty()) openFileOrWarn(path);
}

bool MainWindow::saveFile(const QString& path, QString* error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) {
        if (error) *error = f.errorString();
        return false;
    }
    f.write(session_->recordText().toUtf8());
    if (!f.commit()) {
        if (error) *error = f.errorString();
        return false;
    }
    return true;
}

bool MainWindow::saveGame()
{
    if (!session_->hasGame()) return false;
    if (filePath_.isEmpty()) return saveGameAs();
    QString error;
    if (!saveFile(filePath_, &error)) {
        QMessageBox::warning(this, tr("Cannot save the game"), tr("%1: %2").arg(filePath_, error));
        return false;
    }
    statusBar()->showMessage(tr("Saved to %1").arg(filePath_), 4000);
    return true;
}

bool MainWindow::saveGameAs()
{
    if (!session_->hasGame()) return false;
    QString path = QFileDialog::getSaveFileName(this, tr("Save the game"), QString(), tr("Game records (*.yaml *.yml)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".yaml");
    filePath_ = path;
    retranslate();
    return saveGame();
}

QString MainWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.yaml");
}

void MainWindow::autosave()
{
    if (!session_->hasGame()) return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    saveFile(autosavePath());
}

void MainWindow::offerResume()
{
    if (!QFile::exists(autosavePath())) return;
    const auto answer = QMessageBox::question(this, tr("Resume the game?"),
                                              tr("The last game was not finished properly. Resume it where it stopped?"));
    if (answer == QMessageBox::Yes) {
        QString error;
        if (openFile(autosavePath(), &error)) filePath_.clear();
        else QMessageBox::warning(this, tr("Cannot open the game"), error);
    } else {
        QFile::remove(autosavePath());
    }
    retranslate();
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    stopComputer();
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    // A clean exit: nothing to resume (the game can be saved explicitly).
    QFile::remove(autosavePath());
    e->accept();
}

void MainWindow::keyPressEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Enter) {
        session_->confirm();
        return;
    }
    QMainWindow::keyPressEvent(e);
}

void MainWindow::showRules()
{
    QDialog d(this);
    d.setObjectName(QStringLiteral("rulesDialog"));
    d.setWindowTitle(tr("Rules summary"));
    auto* l = new QVBoxLayout(&d);
    auto* t = new QTextBrowser;
    t->setHtml(Texts::rulesSummaryHtml());
    l->addWidget(t);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, &d, &QDialog::reject);
    l->addWidget(buttons);
    d.resize(560, 520);
    d.exec();
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
