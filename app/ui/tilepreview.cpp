#include "tilepreview.h"

#include "gamesession.h"
#include "texts.h"
#include "tileart.h"

#include <QMouseEvent>
#include <QWheelEvent>

namespace swc::ui {

void TilePreview::showSessionTile(const GameSession& session, int side)
{
    if (!session.hasGame()) return clearTile();
    const Game& g = session.game();
    const auto phase = session.phase();
    const TileFace* face = nullptr;
    int rotation = 0;
    if (g.drawnTile() >= 0) {
        face = &g.tileset().faces[static_cast<std::size_t>(g.drawnTile())];
        rotation = phase == GameSession::Phase::Placing ? session.rotation() : g.lastPlacement().rotation;
    } else if (phase != GameSession::Phase::Placing && !g.placedTiles().empty()) {
        const auto& t = g.placedTiles().back();
        face = &g.tileset().faces[t.face];
        rotation = t.rotation;
    }
    if (!face) return clearTile();
    setPixmap(TileRenderer::instance().face(*face, rotation, side));
    setToolTip(Texts::sentence(Texts::tile(*face)));
    show();
}

void TilePreview::clearTile()
{
    clear();
    setToolTip({});
    hide();
}

void TilePreview::wheelEvent(QWheelEvent* e)
{
    if (e->angleDelta().y() != 0) emit rotateRequested(e->angleDelta().y() < 0 ? 1 : -1);
    e->accept();
}

void TilePreview::mousePressEvent(QMouseEvent* e)
{
    emit rotateRequested(e->button() == Qt::RightButton ? -1 : 1);
    e->accept();
}

}  // namespace swc::ui
