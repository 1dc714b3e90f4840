#include "tilesdock.h"

#include "texts.h"
#include "tileart.h"

#include <QListWidget>

#include <vector>

namespace swc::ui {

TilesDock::TilesDock(QWidget* parent) : GameDock("tilesDock", parent)
{
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("tilesLeft"));
    list_->setViewMode(QListView::IconMode);
    list_->setIconSize(QSize(44, 44));
    list_->setResizeMode(QListView::Adjust);
    list_->setMovement(QListView::Static);
    list_->setSpacing(2);
    setWidget(list_);
}

void TilesDock::retranslate()
{
    setWindowTitle(tr("Tiles to come"));
    nameForReaders(list_, tr("The tiles still in the pile and the face-up row, with how many of each"));
}

void TilesDock::refresh()
{
    list_->clear();
    if (!session_->hasGame()) return;
    const Game& g = session_->game();
    const Tileset& set = g.tileset();
    std::vector<const TileFace*> faces;
    std::vector<int> counts;
    for (std::size_t f = 0; f < set.faces.size(); ++f) {
        int n = g.remaining(static_cast<int>(f));
        for (int i = 0; i < g.rowSize(); ++i) n += g.rowTile(i) == static_cast<int>(f);
        if (n == 0) continue;
        faces.push_back(&set.faces[f]);
        counts.push_back(n);
    }
    // Each named so that a screen reader tells every face from the others.
    const QStringList names = Texts::distinctTileNames(faces);
    for (std::size_t k = 0; k < faces.size(); ++k) {
        const int n = counts[k];
        auto* item = new QListWidgetItem(QIcon(TileRenderer::instance().face(*faces[k], 0, 44)), QStringLiteral("×%1").arg(n));
        item->setToolTip(tr("%1: %n to come", nullptr, n).arg(Texts::sentence(names[static_cast<int>(k)])));
        item->setData(Qt::AccessibleTextRole, item->toolTip());  // the tile in words, not "×2"
        list_->addItem(item);
    }
}

}  // namespace swc::ui
