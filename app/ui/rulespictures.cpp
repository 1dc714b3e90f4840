#include "rulespictures.h"

#include "boardview.h"
#include "gamesession.h"
#include "htmldialog.h"
#include "recordmoves.h"
#include "tileart.h"
#include "tutorial.h"

#include <QDialog>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QTextDocument>
#include <QUrl>


namespace swc::ui {

namespace {

// The lessons that are the rulebook's examples, by file (their ids name them in the summary), and
// the moment of the answer's turn drawn: its tile placed, the meeples that will score or fight
// still on the board; or (`scored`) the whole turn played, the attacker on the planet it won.
struct ExampleLesson
{
    const char* file;
    bool scored;
};
constexpr ExampleLesson kExampleLessons[] = {{"05-route-scores.yaml", false},
                                             {"06-field-scores.yaml", false},
                                             {"07-planet-scores.yaml", false},
                                             {"09-battle.yaml", false},
                                             {"10-planet-attack.yaml", true}};

// The board, whose sky (drawBackground) the picture needs under the tiles' transparent space.
class PictureBoard : public BoardView
{
public:
    void paintSky(QPainter* painter, const QRectF& rect) { drawBackground(painter, rect); }
};

// The face of the standard set named `id`; a face of empty space for an unknown one (the
// picture still shows the theme's space).
TileFace standardFace(const char* id)
{
    const auto set = builtinTileset("standard");
    if (set)
        for (const TileFace& f : set->faces)
            if (f.id == id) return f;
    return TileFace{};
}

QPixmap iconPicture(RulesIcon icon)
{
    TileRenderer& art = TileRenderer::instance();
    const int px = kRulesIconPx;
    switch (icon) {
    case RulesIcon::Route: return art.face(standardFace("route-straight"), 0, px);
    case RulesIcon::Asteroid: return art.face(standardFace("asteroid-opposite"), 0, px);
    case RulesIcon::Planet: return art.face(standardFace("planet-rebel"), 0, px);
    case RulesIcon::Space: return art.face(TileFace{}, 0, px);  // four space edges, nothing else
    case RulesIcon::Rebel: return art.symbol(Faction::Rebel, px);
    case RulesIcon::Empire: return art.symbol(Faction::Empire, px);
    case RulesIcon::Bounty: return art.symbol(Faction::Bounty, px);
    case RulesIcon::SmallMeeple: return art.meeple(Color::Red, MeepleSize::Small, px);
    case RulesIcon::LargeMeeple: return art.meeple(Color::Red, MeepleSize::Large, px);
    }
    return {};
}

// The cells the placed tiles cover, in scene units.
QRectF tilesRect(const Game& game)
{
    QRectF r;
    for (const Game::PlacedTile& t : game.placedTiles())
        r |= QRectF(t.at.x * BoardView::kTile, t.at.y * BoardView::kTile, BoardView::kTile, BoardView::kTile);
    return r;
}

}  // namespace

RulesPictures::RulesPictures(const QString& lessonDir)
{
    drawIcons();
    for (const ExampleLesson& e : kExampleLessons) drawExample(lessonDir, QLatin1String(e.file), e.scored);
}

void RulesPictures::drawIcons()
{
    for (int i = 0; i < kRulesIcons; ++i) {
        const auto icon = static_cast<RulesIcon>(i);
        const QPixmap picture = iconPicture(icon);
        if (picture.isNull()) return;
        pictures_.insert(Texts::rulesIconUrl(icon), picture);
    }
    art_.icons = true;
}

// The lesson's position with its answer's turn (placed, or `scored`), drawn by a board of its
// own: its tiles and meeples (the scene) on its sky (the view's background), the last tile
// marked as in play.
void RulesPictures::drawExample(const QString& lessonDir, const QString& file, bool scored)
{
    QString error;
    const std::optional<Lesson> lesson = Tutorial::readLesson(lessonDir, file, &error);
    if (!lesson) {
        qWarning("rules summary: %s", qUtf8Printable(error));
        return;
    }
    ReplayResult played = replay(lesson->position);
    RecordError turnError;
    const auto stop = [scored](StepKind kind, int, const TurnReport&) { return scored || kind != StepKind::Placement; };
    // parseLesson replayed it all: only a changed engine fails here.
    if (played.error || !applyTurnSteps(played.game, lesson->answerTurn, nullptr, nullptr, &turnError, stop)) return;
    GameSession session;
    session.showPosition(lesson->position, played.game, {});
    PictureBoard board;
    board.setSession(&session, nullptr);
    board.finishAnimations();
    // The cells where no tile fits mark a player's choice in play, not the example's position.
    for (QGraphicsItem* item : board.scene()->items())
        if (item->data(0).toString() == QLatin1String("deadCell")) item->hide();
    const QRectF cells = tilesRect(played.game);
    const double scale = double(RulesPictures::kBoardTilePx) / BoardView::kTile;
    const QSize size = (cells.size() * scale).toSize();
    // At the screen's ratio, as the tile art is (TileRenderer::canvas): crisp at 200%.
    const qreal ratio = TileRenderer::ratio();
    QPixmap picture((QSizeF(size) * ratio).toSize());
    picture.setDevicePixelRatio(ratio);
    picture.fill(Qt::transparent);
    {
        QPainter p(&picture);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        p.scale(scale, scale);
        p.translate(-cells.topLeft());
        board.paintSky(&p, cells);
        board.scene()->render(&p, cells, cells);
    }
    RulesExample example;
    example.lesson = lesson->id;
    example.turn = lesson->answer;
    example.width = size.width();
    example.height = size.height();
    art_.examples.push_back(example);
    pictures_.insert(Texts::rulesExampleUrl(lesson->id), picture);
    tilesDrawn_[lesson->id] = board.itemCountForTests(QStringLiteral("tile"));
    games_.emplace(lesson->id, std::move(played.game));
}

void RulesPictures::addTo(QTextDocument& doc) const
{
    for (auto it = pictures_.begin(); it != pictures_.end(); ++it)
        doc.addResource(QTextDocument::ImageResource, QUrl(it.key()), it.value());
}

const Game* RulesPictures::exampleGame(const std::string& lesson) const
{
    const auto it = games_.find(lesson);
    return it == games_.end() ? nullptr : &it->second;
}

int RulesPictures::exampleTilesDrawn(const std::string& lesson) const
{
    const auto it = tilesDrawn_.find(lesson);
    return it == tilesDrawn_.end() ? 0 : it->second;
}

QDialog* showRulesSummary(QWidget* parent, const QString& title, const Scoring& scoring, const QString& lessonDir)
{
    const RulesPictures pictures(lessonDir);
    return showHtmlDialog(parent, QStringLiteral("rulesDialog"), title, Texts::rulesSummaryHtml(scoring, pictures.art()),
                          {600, 560}, nullptr,
                          [&pictures](QTextDocument& doc) { pictures.addTo(doc); });
}

}  // namespace swc::ui
