#include "artpanel.h"

#include "actions.h"
#include "artcheck.h"
#include "textfile.h"
#include "texts.h"
#include "tileart.h"
#include "tilesetdocument.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace swc::editor {

namespace {
constexpr int kGap = 6;  // between two rotations
}

ArtRotations::ArtRotations(TilesetDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc)
{
    setObjectName(QStringLiteral("artRotations"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ArtRotations::setFace(int index)
{
    face_ = index;
    update();
}

void ArtRotations::setOverlay(bool on)
{
    overlay_ = on;
    update();
}

QSize ArtRotations::sizeHint() const { return {4 * 96 + 3 * kGap, 96}; }
QSize ArtRotations::minimumSizeHint() const { return {4 * 48 + 3 * kGap, 48}; }

void ArtRotations::paintEvent(QPaintEvent*)
{
    if (face_ < 0 || face_ >= doc_->faceCount() || doc_->face(face_).art.empty()) return;
    const TileFace& face = doc_->face(face_);
    TileFace drawn = face;  // the program's drawing of the same features
    drawn.art.clear();
    const int side = std::max(16, std::min(height(), (width() - 3 * kGap) / 4));
    QPainter p(this);
    for (int r = 0; r < 4; ++r) {
        const QRect at(r * (side + kGap), 0, side, side);
        p.drawPixmap(at, ui::TileRenderer::instance().face(face, r, side));
        if (overlay_) {
            p.setOpacity(0.5);
            p.drawPixmap(at, ui::TileRenderer::instance().face(drawn, r, side));
            p.setOpacity(1.0);
        }
    }
}

ArtPanel::ArtPanel(TilesetDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc)
{
    setObjectName(QStringLiteral("artPanel"));
    title_ = new QLabel;
    status_ = new QLabel;
    status_->setWordWrap(true);
    status_->setObjectName(QStringLiteral("artStatus"));
    rotations_ = new ArtRotations(doc);
    overlay_ = new QCheckBox;
    overlay_->setObjectName(QStringLiteral("artOverlay"));
    overlay_->setChecked(true);
    connect(overlay_, &QCheckBox::toggled, rotations_, &ArtRotations::setOverlay);
    importAct_ = ui::makeAction(this, "importArt", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I), [this] { chooseFile(); });
    removeAct_ = ui::makeAction(this, "removeArt", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backspace), [this] {
        if (face_ >= 0) doc_->setArt(face_, {});
    });
    importButton_ = new QPushButton;
    importButton_->setObjectName(QStringLiteral("importArtButton"));
    connect(importButton_, &QPushButton::clicked, importAct_, &QAction::trigger);
    removeButton_ = new QPushButton;
    removeButton_->setObjectName(QStringLiteral("removeArtButton"));
    connect(removeButton_, &QPushButton::clicked, removeAct_, &QAction::trigger);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(importButton_);
    buttons->addWidget(removeButton_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addWidget(status_);
    layout->addWidget(rotations_);
    layout->addWidget(overlay_);
    layout->addLayout(buttons);
    connect(doc_, &TilesetDocument::changed, this, &ArtPanel::refresh);
    retranslate();
    refresh();
}

void ArtPanel::setFace(int index)
{
    face_ = index;
    rotations_->setFace(index);
    refresh();
}

void ArtPanel::refresh()
{
    if (face_ >= doc_->faceCount()) face_ = -1;
    const bool has = face_ >= 0 && !doc_->face(face_).art.empty();
    importAct_->setEnabled(face_ >= 0);
    importButton_->setEnabled(face_ >= 0);
    removeAct_->setEnabled(has);
    removeButton_->setEnabled(has);
    rotations_->setVisible(has);
    overlay_->setVisible(has);
    status_->setText(has ? tr("Its own art, %n byte(s) of SVG, in its four rotations:", nullptr,
                              static_cast<int>(doc_->face(face_).art.size()))
                         : tr("No art of its own: the program draws it."));
    rotations_->update();
}

QString ArtPanel::importFile(const QString& path)
{
    if (face_ < 0) return {};
    const std::string file = QFile::encodeName(path).toStdString();
    const std::string id = doc_->face(face_).id;
    std::string text;
    std::optional<TilesetError> refused;
    switch (readTextFile(file, text, kMaxArtBytes)) {
    case FileReadResult::Ok: refused = checkArt(text, id, face_); break;
    case FileReadResult::TooLarge:
        refused = TilesetError{TilesetErrorCode::ArtTooLarge, {id, "more", std::to_string(kMaxArtBytes / 1024)}, {}, {}, face_};
        break;
    case FileReadResult::NotFound:
        refused = TilesetError{TilesetErrorCode::ArtFileNotReadable, {id, file, "not-found"}, {}, {}, face_};
        break;
    case FileReadResult::NotRegularFile:
        refused = TilesetError{TilesetErrorCode::ArtFileNotReadable, {id, file, "not-regular"}, {}, {}, face_};
        break;
    case FileReadResult::CannotOpen:
    case FileReadResult::ReadFailed:
        refused = TilesetError{TilesetErrorCode::ArtFileNotReadable, {id, file, "unreadable"}, {}, {}, face_};
        break;
    }
    if (!refused) {
        // The engine's own checks too (UTF-8, no control character): the same rules as a file's.
        TileFace after = doc_->face(face_);
        after.art = text;
        Tileset one;
        one.name = "x";
        one.faces = {after};
        for (const TilesetError& e : validateTileset(one))
            if (e.code == TilesetErrorCode::ArtBadText) refused = e;
    }
    if (refused) return ui::Texts::tilesetErrorMessage(*refused);
    doc_->setArt(face_, text);
    return {};
}

void ArtPanel::chooseFile()
{
    if (face_ < 0) return;
    const QString folder = doc_->filePath().isEmpty() ? QString() : QFileInfo(doc_->filePath()).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Import the tile's art"), folder, tr("SVG pictures (*.svg)"));
    if (path.isEmpty()) return;
    const QString why = importFile(path);
    if (!why.isEmpty()) QMessageBox::warning(this, tr("This art cannot be used"), why);
}

void ArtPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(e);
}

void ArtPanel::retranslate()
{
    title_->setText(tr("<b>The tile's art</b>"));
    importAct_->setText(tr("&Import the tile's art..."));
    removeAct_->setText(tr("&Remove the tile's art"));
    importButton_->setText(tr("Import art..."));
    removeButton_->setText(tr("Remove art"));
    overlay_->setText(tr("Show the drawn features over the art"));
    importButton_->setAccessibleName(tr("Import the tile's art from an SVG file"));
    removeButton_->setAccessibleName(tr("Remove the tile's art"));
    overlay_->setAccessibleName(tr("Show the drawn features over the art"));
    rotations_->setAccessibleName(tr("The tile's art in its four rotations"));
    status_->setAccessibleName(tr("The tile's art"));
    title_->setAccessibleName(tr("The tile's art"));
    setAccessibleName(tr("The tile's art"));
}

}  // namespace swc::editor
