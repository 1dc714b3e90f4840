#include "tileseteditor.h"

#include "artpanel.h"

#include "actions.h"
#include "backgroundtask.h"
#include "balancepage.h"
#include "printdialog.h"
#include "problemsdock.h"
#include "recentfiles.h"
#include "rulespage.h"
#include "savequestion.h"
#include "texts.h"
#include "tileart.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCloseEvent>
#include <QShowEvent>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPainter>
#include <QPlainTextEdit>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTextBlock>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace swc::editor {

using ui::Texts;

namespace {
const std::pair<int, int> kPairs[6] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {0, 2}, {1, 3}};
// The recovery copy is written this long after the last change, and at the latest this long
// after the first change not yet in it (typing without a pause).
constexpr int kRecoveryDelayMs = 2000;
constexpr int kRecoveryMaxWaitMs = 10000;
// A play refusal lists at most this many problems.
constexpr std::size_t kReasonsShown = 8;

// A spin box's range: the format's, widened to show a value outside it as it is (a set with
// problems opens to be fixed; the form never rewrites a value just by showing it).
void setRangeShowing(QSpinBox* box, int min, int max, int value)
{
    box->setRange(std::min(min, value), std::max(max, value));
    box->setValue(value);
}
// The same for a text field's length.
void setTextShowing(QLineEdit* edit, int maxLength, const QString& text)
{
    edit->setMaxLength(std::max(maxLength, static_cast<int>(text.size())));
    edit->setText(text);
}
}  // namespace

// ---------------------------------------------------------------------------------------

EdgePreview::EdgePreview(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(200, 200);
    setCursor(Qt::PointingHandCursor);
}

void EdgePreview::setFace(const TileFace* face)
{
    face_ = face;
    update();
}

QRectF EdgePreview::tileRect() const
{
    const double side = std::min(width(), height()) - 8.0;
    return QRectF((width() - side) / 2, (height() - side) / 2, side, side);
}

int EdgePreview::sideAt(QPointF p) const
{
    const QRectF r = tileRect();
    const double x = (p.x() - r.left()) / r.width(), y = (p.y() - r.top()) / r.height();
    if (x < 0 || x > 1 || y < 0 || y > 1) return -1;
    const double d[4] = {y, 1 - x, 1 - y, x};
    int best = 0;
    for (int s = 1; s < 4; ++s)
        if (d[s] < d[best]) best = s;
    return d[best] < 0.3 ? best : -1;
}

void EdgePreview::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (!face_) return;
    const QRectF r = tileRect();
    p.drawPixmap(r.toRect(), ui::TileRenderer::instance().face(*face_, 0, static_cast<int>(r.width())));
    // The clickable edge bands.
    p.setPen(QPen(QColor(0xff, 0xd5, 0x4f, 150), 2, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r.adjusted(r.width() * 0.25, r.height() * 0.25, -r.width() * 0.25, -r.height() * 0.25));
}

void EdgePreview::mousePressEvent(QMouseEvent* e)
{
    const int side = sideAt(e->position());
    if (side >= 0) emit edgeClicked(side);
}

// ---------------------------------------------------------------------------------------

TilesetEditor::TilesetEditor(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("tilesetEditor"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    doc_ = new TilesetDocument(this);

    faces_ = new QListWidget;
    faces_->setObjectName(QStringLiteral("faceList"));
    faces_->setIconSize(QSize(56, 56));
    // A long id is cut in its middle, within the list's width; the tooltip has it whole.
    faces_->setTextElideMode(Qt::ElideMiddle);
    faces_->setWordWrap(true);  // "id ×2" breaks before its copies rather than running out of the list
    faces_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    faces_->setResizeMode(QListView::Adjust);
    faces_->setMinimumWidth(230);

    auto* middle = new QWidget;
    form_ = middle;
    auto* ml = new QVBoxLayout(middle);
    auto* nameForm = new QFormLayout;
    name_ = new QLineEdit;
    name_->setMaxLength(kMaxNameLength);  // the tile-set format's limits
    nameLabel_ = new QLabel;
    nameForm->addRow(nameLabel_, name_);
    ml->addLayout(nameForm);
    preview_ = new EdgePreview;
    ml->addWidget(preview_, 1);
    art_ = new ArtPanel(doc_);
    ml->addWidget(art_);
    hint_ = new QLabel;
    hint_->setWordWrap(true);
    ml->addWidget(hint_);
    auto* form = new QFormLayout;
    fields_ = form;
    id_ = new QLineEdit;
    id_->setMaxLength(kMaxIdLength);
    idLabel_ = new QLabel;
    form->addRow(idLabel_, id_);
    count_ = new QSpinBox;
    count_->setRange(1, kMaxCount);
    countLabel_ = new QLabel;
    form->addRow(countLabel_, count_);
    // Each edge from a list too (the same edit as a click on the picture).
    auto* edges = new QGridLayout;
    edges_ = edges;
    for (int side = 0; side < 4; ++side) {
        edgeBoxes_[side] = new QComboBox;
        edgeBoxes_[side]->setSizeAdjustPolicy(QComboBox::AdjustToContents);  // "astéroïdes" whole
        for (int e = 0; e < 3; ++e) edgeBoxes_[side]->addItem(QString(), e);
        sideLabels_[side] = new QLabel;
        edges->addWidget(sideLabels_[side], 0, 2 * side);
        edges->addWidget(edgeBoxes_[side], 0, 2 * side + 1);
        connect(edgeBoxes_[side], &QComboBox::currentIndexChanged, this, [this, side](int e) {
            if (!updating_ && currentFace() >= 0 && e >= 0) doc_->setEdge(currentFace(), side, static_cast<Edge>(e));
        });
    }
    edgesLabel_ = new QLabel;
    form->addRow(edgesLabel_, edges);
    start_ = new QCheckBox;
    planet_ = new QCheckBox;
    form->addRow(QString(), start_);
    // What a start tile is, under its box: a long line there set the form's least width (French).
    startNote_ = new QLabel;
    startNote_->setWordWrap(true);
    form->addRow(QString(), startNote_);
    form->addRow(QString(), planet_);
    ml->addLayout(form);
    joinsLabel_ = new QLabel;
    joinsLabel_->setWordWrap(true);
    ml->addWidget(joinsLabel_);
    auto* jg = new QGridLayout;
    joinsGrid_ = jg;
    for (int k = 0; k < 2; ++k)
        for (int i = 0; i < 6; ++i) {
            joins_[k][i] = new QCheckBox;
            jg->addWidget(joins_[k][i], k, i + 1);
            const FeatureKind kind = k == 0 ? FeatureKind::Route : FeatureKind::Asteroid;
            connect(joins_[k][i], &QCheckBox::toggled, this, [this, kind, i](bool on) {
                if (updating_ || currentFace() < 0) return;
                doc_->setJoined(currentFace(), kind, kPairs[i].first, kPairs[i].second, on);
            });
        }
    jg->addWidget(new QLabel, 0, 0);
    jg->addWidget(new QLabel, 1, 0);
    ml->addLayout(jg);
    symbolsLabel_ = new QLabel;
    symbolsLabel_->setWordWrap(true);
    ml->addWidget(symbolsLabel_);
    symbols_ = new QTableWidget(0, 3);
    symbols_->setObjectName(QStringLiteral("symbolTable"));
    // Each faction's column as wide as its name needs ("Chasseurs de primes" in French), the last one
    // taking the room left: a header is never cut (a narrow form scrolls instead).
    symbols_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    symbols_->horizontalHeader()->setStretchLastSection(true);
    symbols_->setMinimumHeight(120);
    ml->addWidget(symbols_);

    auto* right = new QWidget;
    auto* rl = new QVBoxLayout(right);
    totals_ = new QLabel;
    totals_->setObjectName(QStringLiteral("totals"));
    totals_->setWordWrap(true);
    rl->addWidget(totals_);
    yaml_ = new QPlainTextEdit;
    yaml_->setObjectName(QStringLiteral("yamlEdit"));
    yaml_->setFont(QFont(QStringLiteral("monospace")));
    yaml_->setLineWrapMode(QPlainTextEdit::NoWrap);
    rl->addWidget(yaml_, 1);

    auto* split = new QSplitter;
    split->addWidget(faces_);
    // The form scrolls when the window is short (a small screen, large text) rather than letting
    // the picture, the fields and their labels overlap.
    formScroll_ = new QScrollArea;
    formScroll_->setObjectName(QStringLiteral("tileFormScroll"));
    formScroll_->setFrameShape(QFrame::NoFrame);
    formScroll_->setWidgetResizable(true);
    formScroll_->setWidget(middle);
    textNotice_ = new QLabel;
    textNotice_->setObjectName(QStringLiteral("textNotice"));
    textNotice_->setWordWrap(true);
    textNotice_->setAlignment(Qt::AlignCenter);
    textNotice_->setMargin(12);
    formStack_ = new QStackedWidget;
    formStack_->addWidget(formScroll_);
    formStack_->addWidget(textNotice_);
    split->addWidget(formStack_);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 1);
    // The editor's pages: the tiles (faces, form, YAML); the set's rules and the balance lab
    // are pages beside it.
    pages_ = new QTabWidget;
    pages_->setObjectName(QStringLiteral("editorPages"));
    pages_->setDocumentMode(true);
    pages_->setTabBarAutoHide(true);
    pages_->addTab(split, QString());
    rulesPage_ = new RulesPage(doc_);
    pages_->addTab(rulesPage_, QString());
    balancePage_ = new BalancePage(doc_);
    pages_->addTab(balancePage_, QString());
    setCentralWidget(pages_);
    // The problems under every page: a rule number out of range matters on the Rules page too.
    problems_ = new ProblemsDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, problems_);
    resizeDocks({problems_}, {130}, Qt::Vertical);
    connect(problems_, &ProblemsDock::problemActivated, this, &TilesetEditor::showProblem);

    createActions();

    createTimers();
    connectForm();
    resize(1300, 800);
    retranslate();
    refreshAll();
    selectFace(0);
}

void TilesetEditor::fitSmallScreen()
{
    // A face's picture and a short id are enough to find it; the form is as narrow as its fields
    // allow, whole (no sideways scrolling); the text takes the rest.
    smallScreen_ = true;
    faces_->setMinimumWidth(150);
    // The edges' lists two by two (north and east, south and west): four in a row made the form
    // as wide as the window in French ("astéroïdes" four times), leaving the text a sliver.
    for (int side = 2; side < 4; ++side) {
        edges_->removeWidget(sideLabels_[side]);
        edges_->removeWidget(edgeBoxes_[side]);
        edges_->addWidget(sideLabels_[side], 1, 2 * (side - 2));
        edges_->addWidget(edgeBoxes_[side], 1, 2 * (side - 2) + 1);
    }
    // The joins three a row (routes on the first two rows, asteroid fields on the next two): six
    // in a row were the form's widest part.
    for (int k = 0; k < 2; ++k)
        for (int i = 0; i < 6; ++i) {
            joinsGrid_->removeWidget(joins_[k][i]);
            joinsGrid_->addWidget(joins_[k][i], 2 * k + i / 3, 1 + i % 3);
        }
    // Each field under its label: the labels' column no longer narrows the text's.
    fields_->setRowWrapPolicy(QFormLayout::WrapAllRows);
    // The problems two lines high at least (moving the panel's edge shows more), the pages above
    // them as high as the screen lets them be.
    errorList()->setMinimumHeight(2 * errorList()->fontMetrics().lineSpacing() + 2 * errorList()->frameWidth() + 4);
    fitProblems();
    connect(problems_, &ProblemsDock::problemsChanged, this, &TilesetEditor::fitProblems);
    balancePage_->stackControls();
    // The lab's summary and charts need more height than is left under the tabs and above the
    // problems: they scroll (never sideways: the page takes the width).
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("balanceScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);  // Tab goes through the lab's controls
    scroll->setWidgetResizable(true);
    const int index = pages_->indexOf(balancePage_);
    const QString label = pages_->tabText(index);
    pages_->removeTab(index);
    scroll->setWidget(balancePage_);
    pages_->insertTab(index, scroll, label);
}

void TilesetEditor::fitProblems()
{
    // As high as its lines need and no more: one line while the set has no problem.
    resizeDocks({problems_}, {problems_->minimumSizeHint().height()}, Qt::Vertical);
}

void TilesetEditor::fitFormWidth()
{
    // As wide as the form needs in this language (the splitter gives the rest to the list and the
    // text); on a small screen, as its narrowest.
    formScroll_->setMinimumWidth((smallScreen_ ? form_->minimumSizeHint() : form_->sizeHint()).width() +
                                 formScroll_->verticalScrollBar()->sizeHint().width());
}

void TilesetEditor::showEvent(QShowEvent* e)
{
    QMainWindow::showEvent(e);
    if (!smallScreen_ || shown_) return;
    shown_ = true;
    // The fields take their true sizes once shown (the edges' lists grow with their words): the
    // form measured again, the list at its narrowest and the text given the rest.
    fitFormWidth();
    if (auto* split = qobject_cast<QSplitter*>(pages_->widget(0)))
        split->setSizes({faces_->minimumWidth(), formScroll_->minimumWidth(), split->width()});
}

// The document is a child, destroyed after the editor's own part: its undo stack says "nothing
// to undo" as it is cleared, and the actions' handlers of those signals read the editor.
TilesetEditor::~TilesetEditor()
{
    QObject::disconnect(doc_->undoStack(), nullptr, undoAct_, nullptr);
    QObject::disconnect(doc_->undoStack(), nullptr, redoAct_, nullptr);
}

void TilesetEditor::createTimers()
{
    yamlTimer_ = new QTimer(this);
    yamlTimer_->setSingleShot(true);
    yamlTimer_->setInterval(400);
    connect(yamlTimer_, &QTimer::timeout, this, &TilesetEditor::applyYaml);
    problemsTimer_ = new QTimer(this);
    problemsTimer_->setSingleShot(true);
    problemsTimer_->setInterval(150);
    connect(problemsTimer_, &QTimer::timeout, this, &TilesetEditor::refreshProblems);
    recoveryTimer_ = new QTimer(this);
    recoveryTimer_->setSingleShot(true);
    recoveryTimer_->setInterval(kRecoveryDelayMs);
    connect(recoveryTimer_, &QTimer::timeout, this, &TilesetEditor::writeRecovery);
    connect(yaml_, &QPlainTextEdit::textChanged, this, [this] {
        if (updating_) return;
        yamlTimer_->start();
        scheduleRecovery();
    });
    connect(doc_, &TilesetDocument::changed, this, &TilesetEditor::refreshAll);
    connect(doc_, &TilesetDocument::changed, this, &TilesetEditor::scheduleRecovery);
}

// The form's fields edit the current face (each edit one command of the document).
void TilesetEditor::connectForm()
{
    connect(faces_, &QListWidget::currentRowChanged, this, [this] {
        if (!updating_) refreshFace();
    });
    connect(preview_, &EdgePreview::edgeClicked, this, [this](int side) {
        const int i = currentFace();
        if (i < 0) return;
        const Edge e = doc_->face(i).edges[static_cast<std::size_t>(side)];
        doc_->setEdge(i, side, static_cast<Edge>((static_cast<int>(e) + 1) % 3));
    });
    connect(name_, &QLineEdit::editingFinished, this, [this] { doc_->setName(name_->text()); });
    connect(id_, &QLineEdit::editingFinished, this, [this] {
        if (currentFace() >= 0 && !doc_->setId(currentFace(), id_->text().trimmed()))
            hint_->setText(tr("Another tile already has the id '%1'.").arg(id_->text().trimmed()));
    });
    connect(count_, &QSpinBox::valueChanged, this, [this](int v) {
        if (!updating_ && currentFace() >= 0) doc_->setCount(currentFace(), v);
    });
    connect(start_, &QCheckBox::toggled, this, [this](bool on) {
        if (!updating_ && on && currentFace() >= 0) doc_->setStart(currentFace());
        else if (!updating_) refreshFace();  // the start tile is chosen, never just unticked
    });
    connect(planet_, &QCheckBox::toggled, this, [this](bool on) {
        if (!updating_ && currentFace() >= 0) doc_->setPlanet(currentFace(), on);
    });
}

void TilesetEditor::createActions()
{
    const auto make = [this](const char* name, const QKeySequence& key, auto slot) {
        return ui::makeAction(this, name, key, slot);
    };
    newAct_ = make("newSet", QKeySequence::New, [this] {
        if (!maybeSave()) return;
        setTextMode(false);
        doc_->newSet();
        discardRecovery();  // the work before was saved or deliberately dropped
    });
    openAct_ = make("openSet", QKeySequence::Open, [this] {
        if (!maybeSave()) return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a tile set"), startFolder(), tr("Tile sets (*.yaml *.yml)"));
        if (!path.isEmpty()) openFileInBackground(path);
    });
    saveAct_ = make("saveSet", QKeySequence::Save, [this] { save(); });
    saveAsAct_ = make("saveSetAs", QKeySequence::SaveAs, [this] { saveAs(); });
    undoAct_ = make("undo", QKeySequence::Undo, [this] { doc_->undoStack()->undo(); });
    redoAct_ = make("redo", QKeySequence::Redo, [this] { doc_->undoStack()->redo(); });
    redoAct_->setShortcuts(QKeySequence::Redo);  // Ctrl+Shift+Z as in the game, and Ctrl+Y
    connect(doc_->undoStack(), &QUndoStack::canUndoChanged, undoAct_, [this](bool can) { undoAct_->setEnabled(can && !textMode_); });
    connect(doc_->undoStack(), &QUndoStack::canRedoChanged, redoAct_, [this](bool can) { redoAct_->setEnabled(can && !textMode_); });
    connect(doc_->undoStack(), &QUndoStack::undoTextChanged, undoAct_, &QAction::setToolTip);
    connect(doc_->undoStack(), &QUndoStack::redoTextChanged, redoAct_, &QAction::setToolTip);
    undoAct_->setEnabled(false);
    redoAct_->setEnabled(false);
    addAct_ = make("addFace", QKeySequence(Qt::CTRL | Qt::Key_T), [this] { selectFace(doc_->addFace()); });
    dupAct_ = make("duplicateFace", QKeySequence(Qt::CTRL | Qt::Key_D), [this] {
        if (currentFace() >= 0) selectFace(doc_->duplicateFace(currentFace()));
    });
    delAct_ = make("deleteFace", QKeySequence::Delete, [this] {
        const int i = currentFace();
        if (i >= 0 && doc_->faceCount() > 1) {
            doc_->removeFace(i);
            selectFace(std::min(i, doc_->faceCount() - 1));
        }
    });
    playAct_ = make("playWithSet", QKeySequence(Qt::CTRL | Qt::Key_P), [this] { play(); });
    printAct_ = make("printTileSheets", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), [this] { printSheets(); });
    copyStandardAct_ = make("copyStandardSet", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), [this] {
        if (!maybeSave()) return;
        setTextMode(false);
        Tileset copy = *builtinTileset("standard");
        copy.name = tr("Copy of %1").arg(QString::fromStdString(copy.name)).toStdString();
        doc_->newCopy(copy);
        discardRecovery();
        selectFace(0);
    });
    // The menus go into the main window's menu bar when the Tile sets mode is shown.
    fileMenu_ = new QMenu(this);
    fileMenu_->addActions({newAct_, copyStandardAct_, openAct_, saveAct_, saveAsAct_});
    fileMenu_->addSeparator();
    fileMenu_->addAction(playAct_);
    fileMenu_->addAction(printAct_);
    editMenu_ = new QMenu(this);
    editMenu_->addActions({undoAct_, redoAct_, addAct_, dupAct_, delAct_});
    editMenu_->addActions({art_->importAction(), art_->removeAction()});
    editMenu_->addSeparator();
    editMenu_->addAction(problems_->toggleViewAction());
    auto* tb = addToolBar(QString());
    tb->setObjectName(QStringLiteral("editorToolBar"));
    tb->addActions({newAct_, openAct_, saveAct_, undoAct_, redoAct_, addAct_, dupAct_, delAct_, playAct_});
}

QAction* TilesetEditor::action(const QString& name) const { return findChild<QAction*>(name); }

QListWidget* TilesetEditor::errorList() const { return problems_->list(); }

std::pair<int, int> TilesetEditor::joinPair(int pair) { return kPairs[pair]; }

int TilesetEditor::currentFace() const
{
    const int r = faces_->currentRow();
    return r >= 0 && r < doc_->faceCount() ? r : -1;
}

void TilesetEditor::selectFace(int index)
{
    faces_->setCurrentRow(index);
    refreshFace();
}

void TilesetEditor::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) retranslate();
    QMainWindow::changeEvent(e);
}

QString TilesetEditor::sideLetter(int side)
{
    switch (side) {
    case 0: return tr("N", "north side");
    case 1: return tr("E", "east side");
    case 2: return tr("S", "south side");
    default: return tr("W", "west side");
    }
}

void TilesetEditor::retranslate()
{
    for (int side = 0; side < 4; ++side) sideLabels_[side]->setText(sideLetter(side));
    for (auto& row : joins_)
        for (int i = 0; i < 6; ++i)
            row[i]->setText(QStringLiteral("%1–%2").arg(sideLetter(kPairs[i].first), sideLetter(kPairs[i].second)));
    const QString file = doc_->filePath().isEmpty() ? tr("untitled") : QFileInfo(doc_->filePath()).fileName();
    setWindowTitle(tr("%1[*] - Tile set editor").arg(file));
    fileMenu_->setTitle(tr("&Tile set"));
    editMenu_->setTitle(tr("&Edit"));
    newAct_->setText(tr("&New set"));
    openAct_->setText(tr("&Open..."));
    saveAct_->setText(tr("&Save"));
    saveAsAct_->setText(tr("Save &as..."));
    undoAct_->setText(tr("&Undo"));
    redoAct_->setText(tr("&Redo"));
    addAct_->setText(tr("Add a &tile"));
    dupAct_->setText(tr("&Duplicate the tile"));
    delAct_->setText(tr("De&lete the tile"));
    playAct_->setText(tr("&Play with this set"));
    printAct_->setText(tr("Pr&int tile sheets…"));
    printAct_->setToolTip(tr("Print every tile of the set on sheets to cut out, as a PDF"));
    copyStandardAct_->setText(tr("New &copy of the standard set"));
    pages_->setTabText(0, tr("Tiles"));
    pages_->setTabText(1, tr("Rules"));
    pages_->setTabText(2, tr("Balance"));
    nameLabel_->setText(tr("Set name:"));
    // What a screen reader names each field by (a form's labels name the fields they are buddies of).
    nameLabel_->setBuddy(name_);
    idLabel_->setBuddy(id_);
    countLabel_->setBuddy(count_);
    for (int side = 0; side < 4; ++side) edgeBoxes_[side]->setAccessibleName(tr("Edge %1").arg(Texts::side(side)));
    faces_->setAccessibleName(tr("Tiles of the set"));
    faces_->setAccessibleDescription(tr("Each tile's id and number of copies; the start tile is marked with a star"));
    yaml_->setAccessibleName(tr("The set as YAML"));
    yaml_->setAccessibleDescription(tr("The tile set's text, kept in step with the form"));
    pages_->setAccessibleName(tr("Tile set editor pages"));
    pages_->setAccessibleDescription(tr("The set's tiles, its rules and its balance lab"));
    formScroll_->setAccessibleName(tr("The tile's form"));
    formScroll_->setAccessibleDescription(tr("The chosen tile's picture, id, copies, edges, joined edges and symbols"));
    edgesLabel_->setText(tr("Edges:"));
    for (auto* box : edgeBoxes_) {
        box->setItemText(0, Texts::edge(Edge::Space));
        box->setItemText(1, Texts::edge(Edge::Route));
        box->setItemText(2, Texts::edge(Edge::Asteroid));
    }
    idLabel_->setText(tr("Id:"));
    countLabel_->setText(tr("Copies:"));
    start_->setText(tr("Start tile"));
    startNote_->setText(tr("Placed first, in a single copy."));
    planet_->setText(tr("Planet in the centre"));
    joinsLabel_->setText(tr("Edges joined in one feature (first row: routes, second: asteroid fields):"));
    textNotice_->setText(tr("The YAML text has a problem (see Problems). The tiles and the form show again, as the text "
                            "says, once it is fixed."));
    symbolsLabel_->setText(tr("Faction symbols on each feature:"));
    symbols_->setAccessibleName(symbolsLabel_->text());
    symbols_->setAccessibleDescription(tr("How many symbols of each faction each feature of the tile shows"));
    symbols_->setHorizontalHeaderLabels({Texts::faction(Faction::Rebel), Texts::faction(Faction::Empire),
                                         Texts::faction(Faction::Bounty)});
    fitFormWidth();
    refreshAll();
}

bool TilesetEditor::hasUnsavedChanges() const
{
    if (textMode_) return !savedText_ || yaml_->toPlainText() != *savedText_;
    return doc_->isModified() || yamlTimer_->isActive();
}

QString TilesetEditor::currentText() const
{
    if (textMode_ || yamlTimer_->isActive()) return yaml_->toPlainText();
    return QString::fromStdString(writeTileset(doc_->set()));
}

void TilesetEditor::setTextMode(bool on)
{
    textMode_ = on;
    if (!on) savedText_.reset();
    // While the set cannot hold the text, the text is the only copy of the user's work: the form,
    // the faces, the Rules and Balance pages and the document's undo wait (they would rewrite
    // the text) until it is fixed. The form and the faces show nothing meanwhile: the set they
    // would show is the last valid one, not what the text says (a face deleted in the text
    // would still be there).
    if (on && faces_->count() > 0) rowBeforeText_ = std::max(0, faces_->currentRow());
    formStack_->setCurrentWidget(on ? static_cast<QWidget*>(textNotice_) : formScroll_);
    refreshList();
    refreshFace();
    form_->setEnabled(!on);
    faces_->setEnabled(!on);
    rulesPage_->setEnabled(!on);
    balancePage_->setEnabled(!on);
    for (QAction* a : {addAct_, dupAct_, delAct_}) a->setEnabled(!on);
    undoAct_->setEnabled(!on && doc_->undoStack()->canUndo());
    redoAct_->setEnabled(!on && doc_->undoStack()->canRedo());
    setWindowModified(hasUnsavedChanges());
}

void TilesetEditor::commitTyping()
{
    if (!yamlTimer_->isActive()) return;
    yamlTimer_->stop();
    applyYaml();
}

void TilesetEditor::refreshAll()
{
    setWindowModified(hasUnsavedChanges());
    refreshList();
    refreshYaml();
    refreshFace();
    setWindowTitle(tr("%1[*] - Tile set editor")
                       .arg(doc_->filePath().isEmpty() ? tr("untitled") : QFileInfo(doc_->filePath()).fileName()));
}

void TilesetEditor::redrawArt()
{
    refreshList();
    preview_->update();
}

void TilesetEditor::refreshList()
{
    // The fields shown change here, not the set: their signals change nothing.
    const QScopedValueRollback<bool> updating(updating_, true);
    const Tileset& set = doc_->set();
    if (!name_->hasFocus()) setTextShowing(name_, kMaxNameLength, QString::fromStdString(set.name));
    // Back from text mode, the face chosen before it (the list was empty meanwhile).
    const int row = faces_->count() > 0 ? faces_->currentRow() : rowBeforeText_;
    faces_->clear();
    if (textMode_) {
        totals_->clear();
        return;
    }
    for (const TileFace& f : set.faces) {
        const QString id = QString::fromStdString(f.id);
        auto* item = new QListWidgetItem(QIcon(ui::TileRenderer::instance().face(f, 0, 56)),
                                         QStringLiteral("%1 ×%2%3").arg(id).arg(f.count).arg(f.start ? QStringLiteral(" ★") : QString()));
        item->setToolTip(f.start ? tr("%1: %2, the start tile").arg(id, Texts::tile(f))
                                 : tr("%1: %2 (%n in the set)", nullptr, f.count).arg(id, Texts::tile(f)));
        item->setData(Qt::AccessibleTextRole, item->toolTip());
        faces_->addItem(item);
    }
    if (doc_->faceCount() > 0) faces_->setCurrentRow(std::clamp(row, 0, doc_->faceCount() - 1));
    totals_->setText(Texts::tilesetTotals(set));
}

void TilesetEditor::refreshYaml()
{
    // The set's text follows every edit, except the text being typed (the pane holds it
    // already, as typed); text that the set cannot hold stays as typed, with its problems.
    if (!textMode_ && !(applyingText_ && yaml_->hasFocus())) {
        const QString text = QString::fromStdString(writeTileset(doc_->set()));
        if (yaml_->toPlainText() != text) {
            const QTextCursor was = yaml_->textCursor();
            const int line = was.blockNumber(), column = was.positionInBlock();
            {
                const QScopedValueRollback<bool> updating(updating_, true);
                yaml_->setPlainText(text);
            }
            const QTextBlock block = yaml_->document()->findBlockByNumber(std::min(line, yaml_->blockCount() - 1));
            QTextCursor cursor(block);
            cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::min(column, block.length() - 1));
            yaml_->setTextCursor(cursor);  // the typist keeps their place
        }
    }
    // Read again a moment after the last edit: on a set of 1,000 faces it takes some 50 ms, and
    // the steps of a spin box come faster than that.
    problemsTimer_->start();
}

void TilesetEditor::refreshProblems()
{
    problemsTimer_->stop();
    if (yamlTimer_->isActive()) return;  // text being typed: read when it is applied
    // The problems of the text shown, so that each line and column is where it says.
    problems_->setProblems(SetText::read(yaml_->toPlainText(), doc_->filePath()).problems, textMode_);
}

void TilesetEditor::applyYaml()
{
    const SetText read = SetText::read(yaml_->toPlainText(), doc_->filePath());
    if (!read.complete) {
        if (!textMode_) savedText_.reset();  // typed over the set: no file holds this text
        setTextMode(true);
        problems_->setProblems(read.problems, true);
        return;
    }
    const bool leaving = textMode_;
    const bool differsFromFile = leaving && (!savedText_ || *savedText_ != read.text);
    textMode_ = false;
    {
        const QScopedValueRollback<bool> applying(applyingText_, true);
        doc_->replaceSet(*read.set, tr("Edit the YAML text"));
    }
    if (leaving) {
        setTextMode(false);
        if (differsFromFile) doc_->markUnsaved();  // the file holds the text before it was fixed
    }
    refreshProblems();
}

void TilesetEditor::refreshFace()
{
    const int i = textMode_ ? -1 : currentFace();
    const QScopedValueRollback<bool> updating(updating_, true);
    preview_->setFace(i >= 0 ? &doc_->face(i) : nullptr);
    art_->setFace(i);
    if (i < 0) return;
    const TileFace& f = doc_->face(i);
    // Every field shows the value of the set as it is: the format's limits are the ranges, and
    // a value beyond them (a problem listed) is shown, never clipped.
    if (!id_->hasFocus()) setTextShowing(id_, kMaxIdLength, QString::fromStdString(f.id));
    setRangeShowing(count_, 1, kMaxCount, f.count);
    count_->setEnabled(!f.start);
    for (int side = 0; side < 4; ++side) edgeBoxes_[side]->setCurrentIndex(static_cast<int>(f.edges[static_cast<std::size_t>(side)]));
    start_->setChecked(f.start);
    planet_->setChecked(f.planet);
    for (int k = 0; k < 2; ++k) {
        const FeatureKind kind = k == 0 ? FeatureKind::Route : FeatureKind::Asteroid;
        const Edge want = k == 0 ? Edge::Route : Edge::Asteroid;
        for (int p = 0; p < 6; ++p) {
            const auto [a, b] = kPairs[p];
            const bool possible = f.edges[static_cast<std::size_t>(a)] == want && f.edges[static_cast<std::size_t>(b)] == want;
            joins_[k][p]->setEnabled(possible);
            joins_[k][p]->setChecked(possible && segmentOf(f, kind, a) == segmentOf(f, kind, b));
        }
    }
    refreshSymbols(i);
    hint_->setText(tr("Click near an edge of the picture to change it: space, route, asteroid field."));
}

// "trading route N–S", "planet".
QString TilesetEditor::featureLabel(FeatureKind kind, const Segment* segment)
{
    QString label = Texts::feature(kind);
    if (!segment) return label;
    QStringList sides;
    for (int k = 0; k < 4; ++k)
        if (segment->sides >> k & 1) sides << sideLetter(k);
    return label + QStringLiteral(" ") + sides.join(QChar(0x2013));  // the dash of the join boxes' "E–W"
}

void TilesetEditor::refreshSymbols(int i)
{
    // One row per feature, one spin box per faction, up to the format's limit.
    const TileFace& f = doc_->face(i);
    symbols_->clearContents();
    std::vector<std::pair<FeatureKind, int>> rows;
    for (std::size_t s = 0; s < f.routes.size(); ++s) rows.emplace_back(FeatureKind::Route, static_cast<int>(s));
    for (std::size_t s = 0; s < f.asteroids.size(); ++s) rows.emplace_back(FeatureKind::Asteroid, static_cast<int>(s));
    if (f.planet) rows.emplace_back(FeatureKind::Planet, -1);
    symbols_->setRowCount(static_cast<int>(rows.size()));
    QStringList labels;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const auto [kind, seg] = rows[r];
        const Segment* segment = kind == FeatureKind::Planet ? nullptr
                                 : kind == FeatureKind::Route ? &f.routes[static_cast<std::size_t>(seg)]
                                                              : &f.asteroids[static_cast<std::size_t>(seg)];
        const SymbolCounts& counts = segment ? segment->symbols : f.planetSymbols;
        labels << featureLabel(kind, segment);
        for (int fac = 0; fac < 3; ++fac) {
            auto* spin = new QSpinBox;
            spin->setRange(0, kMaxSymbols);
            spin->setValue(counts[static_cast<std::size_t>(fac)]);
            connect(spin, &QSpinBox::valueChanged, this, [this, i, k = kind, s = seg, fac](int v) {
                if (!updating_) doc_->setSymbols(i, k, s, static_cast<Faction>(fac), v);
            });
            symbols_->setCellWidget(static_cast<int>(r), fac, spin);
        }
    }
    symbols_->setVerticalHeaderLabels(labels);
}

void TilesetEditor::showText(const SetText& read, bool unsaved)
{
    yamlTimer_->stop();
    // Before the document announces the change: in text mode the pane keeps the text.
    textMode_ = !read.complete;
    savedText_ = textMode_ && !unsaved ? std::optional<QString>(read.text) : std::nullopt;
    {
        const QScopedValueRollback<bool> updating(updating_, true);
        yaml_->setPlainText(read.text);
    }
    doc_->open(read.set ? *read.set : Tileset{}, read.path, unsaved && !textMode_);
    if (!unsaved) discardRecovery();  // the work before was saved or deliberately dropped
    setTextMode(textMode_);
    refreshAll();
    refreshProblems();
    selectFace(0);
}

bool TilesetEditor::openFile(const QString& path, QString* error)
{
    const SetText read = SetText::readFile(path);
    if (read.unreadable) {
        if (error) *error = Texts::tilesetError(*read.unreadable);
        return false;
    }
    showText(read, false);
    ui::rememberTileset(path);
    return true;
}

void TilesetEditor::openFileInBackground(const QString& path)
{
    ui::runInBackground(this, tr("Opening %1…").arg(QFileInfo(path).fileName()), [path] { return SetText::readFile(path); },
                        [this, path](const SetText& read) {
                            if (read.unreadable) {
                                const QString error = Texts::tilesetError(*read.unreadable);
                                emit fileOpened(false, error);
                                QMessageBox::warning(this, tr("Cannot open the tile set"), error);
                                return;
                            }
                            showText(read, false);
                            ui::rememberTileset(path);
                            emit fileOpened(true, QString());
                        });
}

bool TilesetEditor::recover(const QString& recoveryFile, QString* error)
{
    const auto saved = SetRecovery::read(recoveryFile, error);
    return saved && recover(recoveryFile, SetText::read(saved->text, saved->path), error);
}

bool TilesetEditor::recover(const QString& recoveryFile, const SetText& read, QString* error)
{
    if (!recovery_.adopt(recoveryFile)) {
        if (error) *error = tr("%1 is already open in another window.").arg(recoveryFile);
        return false;
    }
    showText(read, true);
    return true;
}

void TilesetEditor::showProblem(int face, int line, int column)
{
    pages_->setCurrentIndex(0);
    if (!textMode_ && face >= 0 && face < doc_->faceCount()) selectFace(face);
    if (line > 0) {
        const QTextBlock block = yaml_->document()->findBlockByNumber(line - 1);
        if (block.isValid()) {
            QTextCursor cursor(block);
            cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::clamp(column - 1, 0, block.length() - 1));
            yaml_->setTextCursor(cursor);
            yaml_->centerCursor();
        }
    }
    // The face is in the form; a problem of the text alone is fixed in the text.
    if (textMode_ || face < 0 || face >= doc_->faceCount()) yaml_->setFocus();
}

bool TilesetEditor::saveTo(const QString& path, QString* error)
{
    commitTyping();
    const QString text = yaml_->toPlainText();
    if (!(textMode_ ? doc_->saveText(path, text, error) : doc_->save(path, error))) return false;
    if (textMode_) savedText_ = text;
    ui::rememberTileset(path);
    discardRecovery();
    setWindowModified(hasUnsavedChanges());
    return true;
}

QString TilesetEditor::startFolder() const
{
    // The set's own folder, or for a new set the folder of the last set opened or saved.
    if (!doc_->filePath().isEmpty()) return QFileInfo(doc_->filePath()).absolutePath();
    const QStringList recent = ui::recentTilesets();
    return recent.isEmpty() ? QString() : QFileInfo(recent.first()).absolutePath();
}

bool TilesetEditor::saveWithQuestions(QString path)
{
    commitTyping();
    if (textMode_ && !SetText::read(yaml_->toPlainText(), path).isYaml()) {
        const auto answer = QMessageBox::warning(this, tr("Save the text as it is?"), tr("This text is not valid YAML; save it anyway?"),
                                                 QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Save) return false;
    }
    if (path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save the tile set"), startFolder(), tr("Tile sets (*.yaml *.yml)"));
        if (path.isEmpty()) return false;
        if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".yaml");
    }
    QString error;
    if (!saveTo(path, &error)) {
        QMessageBox::warning(this, tr("Cannot save the tile set"), error);
        return false;
    }
    return true;
}

bool TilesetEditor::save() { return saveWithQuestions(doc_->filePath()); }

bool TilesetEditor::saveAs() { return saveWithQuestions(QString()); }

void TilesetEditor::play()
{
    if (refusedForProblems(tr("This set cannot be played yet"))) return;
    emit playRequested(std::make_shared<const Tileset>(doc_->set()), QString::fromStdString(doc_->set().name));
}

bool TilesetEditor::refusedForProblems(const QString& title)
{
    commitTyping();
    if (problemsTimer_->isActive()) refreshProblems();
    const std::vector<TilesetError>& problems = problems_->problems();
    if (problems.empty() && !textMode_) return false;
    QStringList reasons;
    for (std::size_t i = 0; i < problems.size() && i < kReasonsShown; ++i) reasons << ProblemsDock::describe(problems[i]);
    if (problems.size() > kReasonsShown) reasons << tr("…and %n more (see Problems).", nullptr, static_cast<int>(problems.size() - kReasonsShown));
    QMessageBox::warning(this, title,
                         tr("Fix these problems first; the set can be saved as it is meanwhile.") + QStringLiteral("\n\n• ") +
                             reasons.join(QStringLiteral("\n• ")));
    problems_->show();
    return true;
}

void TilesetEditor::printSheets()
{
    if (refusedForProblems(tr("This set cannot be printed yet"))) return;
    const Tileset set = doc_->set();
    const QString base = doc_->filePath().isEmpty() ? QString::fromStdString(set.name) : QFileInfo(doc_->filePath()).completeBaseName();
    PrintDialog dialog(set, base + QStringLiteral(".pdf"), this);
    if (dialog.exec() != QDialog::Accepted) return;
    dialog.remember();
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written = ui::PrintSheets::writePdf(set, dialog.options(), dialog.file(), &error);
    QApplication::restoreOverrideCursor();
    if (!written)
        QMessageBox::warning(this, tr("The sheets could not be printed"),
                             tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(dialog.file()), error));
}

bool TilesetEditor::maybeSave()
{
    if (!hasUnsavedChanges()) return true;
    const auto answer = ui::askToSave(this, tr("Unsaved changes"), tr("The tile set has changes. Save them?"));
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void TilesetEditor::scheduleRecovery()
{
    // Debounced: a couple of seconds after the last change, but never later than a few seconds
    // after the first one (a designer typing without a pause).
    if (!recoveryTimer_->isActive()) recoveryPending_.start();
    else if (recoveryPending_.elapsed() > kRecoveryMaxWaitMs) return;
    recoveryTimer_->start();
}

void TilesetEditor::writeRecovery()
{
    if (!hasUnsavedChanges()) {
        recovery_.discard();
        return;
    }
    // Written here, on the interface thread (unlike a game's autosave): only once the typing
    // pauses, never between two keys, and the record writer's thread is network play's, a layer
    // above the editor's.
    QString error;
    if (!recovery_.write(SetRecovery{doc_->filePath(), currentText()}.toJson(), &error)) emit recoveryFailed(error);
}

void TilesetEditor::discardRecovery()
{
    recoveryTimer_->stop();
    recovery_.discard();
}

void TilesetEditor::closeEvent(QCloseEvent* e)
{
    if (!maybeSave()) {
        e->ignore();
        return;
    }
    discardRecovery();
    e->accept();
}

}  // namespace swc::editor
