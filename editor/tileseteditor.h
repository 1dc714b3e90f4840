// The tile-set editor window (Tile sets > Edit): faces with thumbnails, a large clickable
// preview, the form for one face, the YAML text kept in sync both ways, the Problems panel
// (each problem with its face and its line and column), totals for balancing, and undo/redo of
// every edit. Work is never thrown away: a set that breaks a rule opens and saves as it is
// (only playing it is refused), text that the set cannot hold is kept and saved as typed, and a
// recovery copy of unsaved work is written a couple of seconds after each change (the same
// per-process autosave as the game's), offered at the next start after a crash.
#pragma once

#include "autosave.h"
#include "tilesetdocument.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QScrollArea;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QTimer;

namespace swc::editor {

// The face drawn large; a click near an edge turns it to the next type.
class EdgePreview : public QWidget
{
    Q_OBJECT

public:
    explicit EdgePreview(QWidget* parent = nullptr);
    void setFace(const TileFace* face);
    QSize sizeHint() const override { return {240, 240}; }
    // The board side nearest to a point, or -1 near the centre.
    int sideAt(QPointF p) const;

signals:
    void edgeClicked(int side);

protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;

private:
    QRectF tileRect() const;
    const TileFace* face_ = nullptr;
};

class ProblemsDock;

class TilesetEditor : public QMainWindow
{
    Q_OBJECT

public:
    explicit TilesetEditor(QWidget* parent = nullptr);
    ~TilesetEditor() override;

    TilesetDocument* document() const { return doc_; }
    int currentFace() const;
    void selectFace(int index);
    // Open a file at once (problems and all; false only when it cannot be read as text).
    bool openFile(const QString& path, QString* error = nullptr);
    // Open a file on a worker thread with a busy indicator; fileOpened() tells how it went.
    void openFileInBackground(const QString& path);
    // Save the work as it is, without a question: the set, or the text as typed when the set
    // cannot hold it.
    bool saveTo(const QString& path, QString* error = nullptr);
    // The work as it stands: the text the set would be saved as, or the text as typed.
    QString currentText() const;
    // The YAML pane holds text that the set cannot hold (the form waits until it can).
    bool isTextOnly() const { return textMode_; }
    // Take up the recovery copy left by a program that stopped (Autosave::orphans()): the set or
    // the text comes back as unsaved work with its original file, and this editor keeps the copy.
    bool recover(const QString& recoveryFile, QString* error = nullptr);
    // The same with the copy already read (SetRecovery::read, then SetText::read, off the
    // interface thread): `read` holds its text and its file.
    bool recover(const QString& recoveryFile, const SetText& read, QString* error = nullptr);
    ui::Autosave& recovery() { return recovery_; }
    // A clean close: nothing to recover any more.
    void discardRecovery();
    // Draws the faces again (the tile art's theme changed).
    void redrawArt();
    // For tests: the widgets.
    QListWidget* faceList() const { return faces_; }
    QLabel* textNotice() const { return textNotice_; }
    QPlainTextEdit* yamlEdit() const { return yaml_; }
    ProblemsDock* problemsDock() const { return problems_; }
    QListWidget* errorList() const;
    QLabel* totalsLabel() const { return totals_; }
    EdgePreview* preview() const { return preview_; }
    QTabWidget* pages() const { return pages_; }
    class RulesPage* rulesPage() const { return rulesPage_; }
    class BalancePage* balancePage() const { return balancePage_; }
    QCheckBox* joinBox(FeatureKind kind, int pair) const { return joins_[kind == FeatureKind::Route ? 0 : 1][pair]; }
    QCheckBox* planetBox() const { return planet_; }
    QCheckBox* startBox() const { return start_; }
    QComboBox* edgeBox(int side) const { return edgeBoxes_[side]; }
    QSpinBox* countBox() const { return count_; }
    QLineEdit* idEdit() const { return id_; }
    QTableWidget* symbolTable() const { return symbols_; }
    class ArtPanel* artPanel() const { return art_; }
    QAction* action(const QString& name) const;
    // The document's changes, or typed text not applied yet or that does not parse.
    bool hasUnsavedChanges() const;
    // The Tile set and Edit menus, for the main window's menu bar.
    QList<QMenu*> menus() const { return {fileMenu_, editMenu_}; }
    // The pages laid out for a small screen (800x500 at 200 %): the faces' list narrower, the
    // balance lab's controls on two lines and the lab scrolling under the tabs, so that the
    // editor's every page fits the screen (at a desktop's size it took 1060x540).
    void fitSmallScreen();
    // Ask to save unsaved changes; false: the user cancelled.
    bool maybeSave();
    // The pairs of sides a join box stands for.
    static std::pair<int, int> joinPair(int pair);

signals:
    void playRequested(std::shared_ptr<const swc::Tileset> set, const QString& name);
    void fileOpened(bool ok, const QString& error);
    void recoveryFailed(const QString& error);

protected:
    void changeEvent(QEvent* e) override;
    void closeEvent(QCloseEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void createActions();
    void createTimers();
    void connectForm();
    static QString featureLabel(FeatureKind kind, const Segment* segment);
    void retranslate();
    void fitFormWidth();
    void fitProblems();  // a small screen: the problems panel as high as its lines
    // N, E, S, W in English; N, E, S, O (ouest) in French.
    static QString sideLetter(int side);
    void refreshAll();
    void refreshFace();
    void refreshSymbols(int face);
    void refreshList();  // the set's name, its faces and totals
    void refreshYaml();
    void refreshProblems();
    void applyYaml();
    // Apply the text typed and not applied yet.
    void commitTyping();
    void setTextMode(bool on);
    // Show a set read from a file or a recovery copy; `unsaved`: no file holds it.
    void showText(const SetText& read, bool unsaved);
    void showProblem(int face, int line, int column);
    bool save();
    bool saveAs();
    bool saveWithQuestions(QString path);
    QString startFolder() const;
    void play();
    void scheduleRecovery();
    void writeRecovery();

    TilesetDocument* doc_ = nullptr;
    QListWidget* faces_ = nullptr;
    EdgePreview* preview_ = nullptr;
    class ArtPanel* art_ = nullptr;  // the face's own art
    QLabel *idLabel_ = nullptr, *countLabel_ = nullptr, *joinsLabel_ = nullptr, *symbolsLabel_ = nullptr,
           *nameLabel_ = nullptr, *hint_ = nullptr;
    QLineEdit* name_ = nullptr;
    QLineEdit* id_ = nullptr;
    QSpinBox* count_ = nullptr;
    QCheckBox* start_ = nullptr;
    QCheckBox* planet_ = nullptr;
    QCheckBox* joins_[2][6] = {};
    QLabel* sideLabels_[4] = {};
    QComboBox* edgeBoxes_[4] = {};
    QLabel* edgesLabel_ = nullptr;
    QTableWidget* symbols_ = nullptr;
    QPlainTextEdit* yaml_ = nullptr;
    ProblemsDock* problems_ = nullptr;
    QLabel* totals_ = nullptr;
    QTimer* yamlTimer_ = nullptr;
    QTimer* problemsTimer_ = nullptr;
    bool updating_ = false;  // the fields are filled from the set: their signals edit nothing
    bool textMode_ = false;  // the YAML pane holds text that the set cannot hold
    bool applyingText_ = false;  // the set takes the typed text: the pane keeps it as typed
    // In text mode, the text its file holds (none: the text is in no file).
    std::optional<QString> savedText_;
    ui::Autosave recovery_{ui::Autosave::Kind::Tileset};
    QTimer* recoveryTimer_ = nullptr;
    QElapsedTimer recoveryPending_;  // since the first change not yet in the recovery copy
    QWidget* form_ = nullptr;
    QScrollArea* formScroll_ = nullptr;  // around form_
    // The form, or in text mode the notice that takes its place: the set's last valid state is
    // no longer what the text says, so the form and the faces show nothing of it.
    QStackedWidget* formStack_ = nullptr;
    QLabel* textNotice_ = nullptr;
    QLabel* startNote_ = nullptr;  // what a start tile is, under its check box
    QFormLayout* fields_ = nullptr;  // the face's id, copies, edges…: labels beside or above (fitSmallScreen)
    QGridLayout* edges_ = nullptr;
    QGridLayout* joinsGrid_ = nullptr;  // the joins' boxes, six or three a row (fitSmallScreen)  // the four edges' lists, in one row or two (fitSmallScreen)
    bool smallScreen_ = false;  // fitSmallScreen
    bool shown_ = false;        // shown once (its fields measured)
    int rowBeforeText_ = 0;  // the face chosen when the text stopped being a set, chosen again after
    QTabWidget* pages_ = nullptr;
    class RulesPage* rulesPage_ = nullptr;
    class BalancePage* balancePage_ = nullptr;
    QAction *newAct_ = nullptr, *openAct_ = nullptr, *saveAct_ = nullptr, *saveAsAct_ = nullptr, *undoAct_ = nullptr,
            *redoAct_ = nullptr, *addAct_ = nullptr, *dupAct_ = nullptr, *delAct_ = nullptr, *playAct_ = nullptr,
            *copyStandardAct_ = nullptr;
    QMenu *fileMenu_ = nullptr, *editMenu_ = nullptr;
    // Print and play: Tile set > Print tile sheets… (printdialog.h).
    QAction* printAct_ = nullptr;
    void printSheets();
    // The set's problems in a message titled `title` (and the Problems panel shown): true when
    // there are any, and playing or printing it is refused.
    bool refusedForProblems(const QString& title);
};

}  // namespace swc::editor
