// A face's own art in the Tile sets mode (docs/tileset-format.md, "A face's own art"): import an
// SVG file (checked by the art checker, its refusal shown in words), see it in the four rotations
// with the drawn features over it, half transparent, to check that it matches the edges, and
// remove it. Both are edits of the document, undone and redone with the others; the set is saved
// with the art embedded.
#pragma once

#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QPushButton;

namespace swc::editor {

class TilesetDocument;

// The four rotations of a face side by side, its own art with, when asked, the program's drawing
// of its features over it.
class ArtRotations : public QWidget
{
    Q_OBJECT

public:
    explicit ArtRotations(TilesetDocument* doc, QWidget* parent = nullptr);
    void setFace(int index);
    void setOverlay(bool on);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* e) override;

private:
    TilesetDocument* doc_;
    int face_ = -1;
    bool overlay_ = true;
};

class ArtPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ArtPanel(TilesetDocument* doc, QWidget* parent = nullptr);
    void setFace(int index);
    QAction* importAction() const { return importAct_; }
    QAction* removeAction() const { return removeAct_; }
    // Reads `path` as the art of the current face and, when the checker passes it, sets it (an
    // edit that can be undone); otherwise returns why, in words, and changes nothing.
    QString importFile(const QString& path);
    ArtRotations* rotations() const { return rotations_; }
    QCheckBox* overlayBox() const { return overlay_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void refresh();
    void chooseFile();

    TilesetDocument* doc_;
    int face_ = -1;
    QLabel* title_ = nullptr;
    QLabel* status_ = nullptr;
    ArtRotations* rotations_ = nullptr;
    QCheckBox* overlay_ = nullptr;
    QPushButton* importButton_ = nullptr;
    QPushButton* removeButton_ = nullptr;
    QAction* importAct_ = nullptr;
    QAction* removeAct_ = nullptr;
};

}  // namespace swc::editor
