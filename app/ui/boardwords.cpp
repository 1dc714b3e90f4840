#include "boardwords.h"

#include "gametext.h"
#include "texts.h"
#include "tileart.h"

#include <QAccessible>
#include <QEvent>
#include <QTextDocumentFragment>

namespace swc::ui {

namespace {
constexpr Pos kStep[kSides] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};  // north, east, south, west
// The text of the log's HTML, its no-break spaces kept (toPlainText would make them plain spaces).
QString plain(const QString& html)
{
    QString text = QTextDocumentFragment::fromHtml(html).toRawText();
    text.replace(QChar::LineSeparator, QLatin1Char('\n')).replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    // The players' glyphs before their names are for the eye: a screen reader would say
    // "black circle" before every name, which the name and its colour already say.
    for (int c = 0; c < kColors; ++c) text.remove(playerGlyphText(static_cast<Color>(c)) + QChar(0x00a0));
    return text;
}
}  // namespace

QString BoardWords::rotationWords(int rotation)
{
    switch (rotation & 3) {
    case 1: return tr("turned a quarter to the right");
    case 2: return tr("turned upside down");
    case 3: return tr("turned a quarter to the left");
    default: return tr("as drawn");
    }
}

QString BoardWords::sideTo(int side)
{
    switch (side) {
    case North: return tr("to the north");
    case East: return tr("to the east");
    case South: return tr("to the south");
    default: return tr("to the west");
    }
}

QString BoardWords::tileToPlace(const GameSession& s, bool mine)
{
    if (!mine || s.phase() != GameSession::Phase::Placing || s.game().drawnTile() < 0) return {};
    const Game& g = s.game();
    const TileFace& face = g.tileset().faces[static_cast<std::size_t>(g.drawnTile())];
    int cells = 0;
    for (const Placement& p : s.legalPlacements()) cells += p.rotation == s.rotation();
    return tr("Tile to place: %1, %2; it fits on %n cell(s) so turned.", nullptr, cells)
        .arg(Texts::tile(face), rotationWords(s.rotation()));
}

// What the placed tiles around a cell show towards it: "route to the north, space to the west".
QString BoardWords::borders(const Game& g, Pos at)
{
    QStringList sides;
    for (int side = 0; side < kSides; ++side) {
        const int j = g.tileIndexAt({at.x + kStep[side].x, at.y + kStep[side].y});
        if (j < 0) continue;
        const Game::PlacedTile& t = g.placedTiles()[static_cast<std::size_t>(j)];
        sides << tr("%1 %2", "an edge (route, asteroid, space) and a side (to the north)")
                     .arg(Texts::edge(g.edgeAt(t.face, t.rotation, (side + 2) % kSides)), sideTo(side));
    }
    return sides.isEmpty() ? tr("no tile beside it") : Texts::list(sides);
}

// Whether the tile in hand fits on the cell, and after how many quarter turns to the right.
QString BoardWords::fit(const GameSession& s, Pos at)
{
    if (s.isLegal(at, s.rotation())) return tr("The tile fits here as it is turned.");
    for (int q = 1; q < 4; ++q)
        if (s.isLegal(at, (s.rotation() + q) & 3))
            return tr("The tile fits here after %n quarter turn(s) to the right.", nullptr, q);
    return tr("The tile does not fit here.");
}

QString BoardWords::cell(const GameSession& s, Pos at, bool mine)
{
    const Game& g = s.game();
    const QString where = Texts::sentence(GameText::cellName(g, at));
    if (const int j = g.tileIndexAt(at); j >= 0) {
        const Game::PlacedTile& t = g.placedTiles()[static_cast<std::size_t>(j)];
        return tr("%1: %2.").arg(where, Texts::tile(g.tileset().faces[t.face]));
    }
    QString text = tr("%1: empty; %2.").arg(where, borders(g, at));
    if (!tileToPlace(s, mine).isEmpty()) text += QLatin1Char(' ') + fit(s, at);
    return text;
}

QString BoardWords::lastEntry(const GameSession& s)
{
    if (!s.hasGame() || s.history().empty()) return {};
    int turn = 0;
    for (const GameSession::Entry& e : s.history()) turn += e.report.face >= 0;
    return plain(GameText::entryHtml(s, s.history().back(), turn));
}

QString BoardWords::lastMove(const GameSession& s)
{
    const QString entry = lastEntry(s);
    return entry.isEmpty() ? QString() : tr("Last move – %1").arg(entry);
}

QString BoardWords::noGame() { return tr("No game: start one from the Game menu."); }

QString BoardWords::describe(const GameSession& s, std::optional<Pos> at, bool mine)
{
    if (!s.hasGame()) return noGame();
    QStringList lines;
    if (s.phase() == GameSession::Phase::Over) lines << plain(GameText::finalVerdict(s));
    else if (s.actingSeat() >= 0) lines << tr("%1 to play.").arg(GameText::seatName(s, s.actingSeat()));
    lines << tileToPlace(s, mine);
    if (at) lines << cell(s, *at, mine);
    lines << lastMove(s);
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}

// --- Announcer -----------------------------------------------------------------------------

Announcer::Announcer(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("announcer"));
    setTextFormat(Qt::PlainText);
    retranslate();
}

void Announcer::setSession(GameSession* session)
{
    if (session_) disconnect(session_, nullptr, this, nullptr);
    session_ = session;
    heard_ = session ? session->history().size() : 0;
    said_ = Said::Nothing;
    if (!session) return;
    connect(session, &GameSession::historyChanged, this, &Announcer::historyChanged);
    connect(session, &GameSession::gameOver, this, [this] {
        said_ = Said::Verdict;
        if (!page_) sayAgain(true);
    });
    connect(session, &GameSession::started, this, [this] {
        heard_ = session_->history().size();
        said_ = Said::Nothing;
        if (!page_) sayAgain(false);
    });
}

void Announcer::showGame()
{
    page_ = nullptr;
    sayAgain(true);
}

void Announcer::showPage(std::function<QString()> describe)
{
    page_ = std::move(describe);
    sayAgain(true);
}

void Announcer::pageChanged()
{
    if (page_) sayAgain(true);
}

// A turn played (by anyone) is said as the log writes it; an undo says the position it goes back
// to; a redo, like a turn played, says the newest turn.
void Announcer::historyChanged()
{
    const std::size_t size = session_->hasGame() ? session_->history().size() : 0;
    if (size == heard_) return;
    said_ = size > heard_ ? Said::LastTurn : Said::TakenBack;
    heard_ = size;
    if (!page_) sayAgain(true);
}

void Announcer::sayNote(const QString& text)
{
    if (text.isEmpty()) return;
    said_ = Said::Note;
    note_ = text;
    if (!page_) sayAgain(true);
}

QString Announcer::gameLine() const
{
    if (!session_ || !session_->hasGame()) return {};
    const GameSession& s = *session_;
    switch (said_) {
    case Said::Nothing: return {};
    case Said::LastTurn: return BoardWords::lastEntry(s);
    case Said::Verdict: return plain(GameText::finalVerdict(s));
    case Said::Note: return note_;
    case Said::TakenBack: break;
    }
    QStringList parts{tr("Taken back.")};
    if (s.actingSeat() >= 0 && s.phase() != GameSession::Phase::Over)
        parts << tr("%1 to play.").arg(GameText::seatName(s, s.actingSeat()));
    const QString last = BoardWords::lastMove(s);
    parts << (last.isEmpty() ? tr("No turn has been played yet.") : last);
    return parts.join(QLatin1Char(' '));
}

void Announcer::sayAgain(bool tell) { announce(page_ ? page_() : gameLine(), tell); }

void Announcer::announce(const QString& text, bool tell)
{
    line_ = text;
    setAccessibleName(text);
    setToolTip(text);
    showElided();
    if (!tell || text.isEmpty()) return;
    QAccessibleEvent said(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&said);
    emit announced(text);
}

void Announcer::showElided()
{
    QString shown = line_;
    shown.replace(QLatin1Char('\n'), QLatin1Char(' '));
    setText(fontMetrics().elidedText(shown, Qt::ElideRight, std::max(0, contentsRect().width())));
}

void Announcer::resizeEvent(QResizeEvent* e)
{
    QLabel::resizeEvent(e);
    showElided();
}

void Announcer::retranslate()
{
    setAccessibleDescription(tr("Announcements: what the mode shown is at (in play, each turn's events as the game "
                                "log writes them)"));
}

void Announcer::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        // Once every window has its new words (the page described may retranslate after this).
        QMetaObject::invokeMethod(this, [this] { sayAgain(false); }, Qt::QueuedConnection);
    }
    QLabel::changeEvent(e);
}

}  // namespace swc::ui
