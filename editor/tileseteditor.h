// The tile-set editor window (Tile sets > Edit): faces with thumbnails, a large clickable
// preview, the form for one face, the YAML text kept in sync both ways, the engine's errors
// with line and column, totals for balancing, and undo/redo of every edit.
#pragma once

#include "tilesetdocument.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;
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

class TilesetEditor : public QMainWindow
{
    Q_OBJECT

public:
    explicit TilesetEditor(QWidget* parent = nullptr);

    TilesetDocument* document() const { return doc_; }
    int currentFace() const;
    void selectFace(int index);
    bool openFile(const QString& path, QString* error = nullptr);
    bool saveTo(const QString& path, QString* error = nullptr);
    // For tests: the widgets.
    QListWidget* faceList() const { return faces_; }
    QPlainTextEdit* yamlEdit() const { return yaml_; }
    QListWidget* errorList() const { return errors_; }
    QLabel* totalsLabel() const { return totals_; }
    EdgePreview* preview() const { return preview_; }
    QTabWidget* pages() const { return pages_; }
    class RulesPage* rulesPage() const { return rulesPage_; }
    class BalancePage* balancePage() const { return balancePage_; }
    QCheckBox* joinBox(FeatureKind kind, int pair) const { return joins_[kind == FeatureKind::Route ? 0 : 1][pair]; }
    QCheckBox* planetBox() const { return planet_; }
    QComboBox* edgeBox(int side) const { return edgeBoxes_[side]; }
    QSpinBox* countBox() const { return count_; }
    QLineEdit* idEdit() const { return id_; }
    QTableWidget* symbolTable() const { return symbols_; }
    QAction* action(const QString& name) const;
    // The document's changes, or typed text not applied yet or that does not parse.
    bool hasUnsavedChanges() const;
    // The Tile set and Edit menus, for the main window's menu bar.
    QList<QMenu*> menus() const { return {fileMenu_, editMenu_}; }
    // Ask to save unsaved changes; false: the user cancelled.
    bool maybeSave();
    // The pairs of sides a join box stands for.
    static std::pair<int, int> joinPair(int pair);

signals:
    void playRequested(std::shared_ptr<const swc::Tileset> set, const QString& name);

protected:
    void changeEvent(QEvent* e) override;
    void closeEvent(QCloseEvent* e) override;

private:
    void retranslate();
    // N, E, S, W in English; N, E, S, O (ouest) in French.
    static QString sideLetter(int side);
    void refreshAll();
    void refreshFace();
    void refreshYaml();
    void applyYaml();
    // Apply typed text now; false (with the reason shown) while the text does not parse.
    bool commitYaml();
    void setYamlBroken(bool broken);
    bool save();
    bool saveAs();

    TilesetDocument* doc_ = nullptr;
    QListWidget* faces_ = nullptr;
    EdgePreview* preview_ = nullptr;
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
    QListWidget* errors_ = nullptr;
    QLabel* totals_ = nullptr;
    QTimer* yamlTimer_ = nullptr;
    bool updating_ = false;
    bool yamlBroken_ = false;  // the YAML pane holds text that does not parse
    QWidget* form_ = nullptr;
    QTabWidget* pages_ = nullptr;
    class RulesPage* rulesPage_ = nullptr;
    class BalancePage* balancePage_ = nullptr;
    QAction *newAct_ = nullptr, *openAct_ = nullptr, *saveAct_ = nullptr, *saveAsAct_ = nullptr, *undoAct_ = nullptr,
            *redoAct_ = nullptr, *addAct_ = nullptr, *dupAct_ = nullptr, *delAct_ = nullptr, *playAct_ = nullptr,
            *copyStandardAct_ = nullptr;
    QMenu *fileMenu_ = nullptr, *editMenu_ = nullptr;
};

}  // namespace swc::editor
