// Words for engine values and messages for engine errors, translated. The engine reports
// structured codes (MoveErrorCode, RecordErrorCode, TilesetErrorCode, PlayersErrorCode with their
// arguments); this is where they become sentences in the user's language, for the desktop program
// and for sw-carcassonne-cli alike.
#pragma once

#include "game.h"
#include "record.h"
#include "textfile.h"
#include "tileset.h"

#include <QCoreApplication>
#include <QString>

#include <initializer_list>
#include <string>
#include <vector>

namespace swc::ui {

// The pictures of the rules summary (Help > Rules summary), drawn by the program's tile art in
// app/ui/rulespictures.h and named in the summary's HTML: a picture not drawn is left out of it,
// its words stay. The icons: the features, the faction symbols and the meeples.
enum class RulesIcon { Route, Asteroid, Planet, Space, Rebel, Empire, Bounty, SmallMeeple, LargeMeeple };
inline constexpr int kRulesIcons = 9;
inline constexpr int kRulesIconPx = 48;  // an icon's side on the page (logical pixels)

// A rulebook example drawn as a small board: a tutorial lesson's position after its last turn.
struct RulesExample
{
    std::string lesson;  // the lesson's id: route-scores, field-scores, planet-scores, battle, planet-attack
    TurnReport turn;     // the lesson's last turn as the engine played it: the caption's numbers
    int width = 0;       // the board's size on the page (logical pixels)
    int height = 0;
};

struct RulesArt
{
    bool icons = false;  // every RulesIcon is drawn
    std::vector<RulesExample> examples;
};

class Texts
{
    Q_DECLARE_TR_FUNCTIONS(Texts)

public:
    static QString color(Color c);
    static QString faction(Faction f);
    static QString feature(FeatureKind k);
    // With its article: "the trading route", "la route commerciale", "le champ d'astéroïdes".
    static QString theFeature(FeatureKind k);
    // A phrase the engine passes in an error ("a game record", "an integer"), in the interface language.
    static QString engineWords(const QString& english);
    // A message of yaml-cpp's parser ("end of map flow not found"), in the interface language.
    static QString yamlMessage(const QString& english);
    static QString side(int s);
    static QString edge(Edge e);
    static QString size(MeepleSize s);
    // What a tile shows, as a player would name it: "a tile with a straight route and an asteroid
    // field", "a planet tile with a route and a rebel symbol", "a crossroads of 3 routes". Built
    // from the face alone, so that it names the tiles of any set (two faces may read the same).
    static QString tile(const TileFace& face);
    // The names of several faces, told apart where two would read the same: such a name gets the
    // face's edges from the north ("…, edges from the north: asteroid, space, asteroid, space"),
    // and where even those are the same, the face's id. One name per face, in order.
    static QStringList distinctTileNames(const std::vector<const TileFace*>& faces);
    // A phrase as a sentence or a title of its own: its first letter upper-case.
    static QString sentence(const QString& phrase) { return phrase.left(1).toUpper() + phrase.mid(1); }
    // "a, b and c".
    static QString list(const QStringList& items);
    // Numbers on screen, in the interface language's format (QLocale's default, set with the
    // language): number(0.52, 2) "0.52" / "0,52", percent(75, 1) "75.0%" / "75,0 %",
    // seconds(4.9, 1) "4.9 s" / "4,9 s". Files, JSON, CSV and the command line keep the C locale.
    static QString number(double value, int decimals);
    static QString percent(double value, int decimals);
    static QString percentPattern();  // "%1%" / "%1 %"
    // A QProgressBar's format with the language's percent sign: "%p%" / "%p %" (its own "%p%" is not).
    static QString progressFormat() { return percentPattern().arg(QStringLiteral("%p")); }
    static QString seconds(double value, int decimals);
    static QString variant(Variant v);
    static QString variantSummary(Variant v);
    // What a house rule changes, with the numbers of `scoring` (a set's `rules:` may change them).
    static QString variantDetails(Variant v, const Scoring& scoring);
    static QString moveError(const MoveError& e);
    // Why seats cannot play: "the colour red is taken twice" (empty for PlayersErrorCode::None).
    static QString players(const PlayersError& e);
    // Why a file could not be written: "not a regular file (…)", or the system's own words
    // ("No space left on device"); empty for FileWriteErrorCode::None.
    static QString fileWriteError(const FileWriteError& e);
    static QString recordError(const RecordError& e);
    static QString tilesetError(const TilesetError& e);         // "FILE:LINE:COL: message"
    static QString tilesetErrorMessage(const TilesetError& e);
    // A face's own art that could not be read or is too large (the Art* codes but ArtRefused).
    static QString artError(const TilesetError& e, const QString& face);
    // Why a face's own art was refused (TilesetErrorCode::ArtRefused's why, detail and SVG line).
    static QString artRefused(const QString& face, const QString& why, const QString& detail, const QString& line);  // the message alone
    // The rules in brief with the numbers of `scoring`: the game's (Game::scoring), a set's.
    // With `art`, the pictures drawn (each with its alternative text, the examples with their
    // caption and the engine's numbers), named by rulesIconUrl and rulesExampleUrl.
    static QString rulesSummaryHtml(const Scoring& scoring, const RulesArt& art = {});
    static QString rulesIconUrl(RulesIcon icon);
    static QString rulesExampleUrl(const std::string& lesson);
    // "1 die", "3 dice"; "1 point", "2 points".
    static QString dice(int n);
    static QString points(int n);
    // A tile set's totals, for choosing and balancing a set: tiles (bold), kinds, planets,
    // symbols per faction, route and asteroid edges.
    static QString tilesetTotals(const Tileset& set);

private:
    // The rules summary's pictures (rulestexts.cpp): a row of icons with their names, an example's
    // board with its caption (empty: that example is not drawn).
    static QString rulesIconsHtml(const RulesArt& art, std::initializer_list<RulesIcon> icons);
    static QString rulesExampleHtml(const RulesArt& art, const std::string& lesson);
    static QString rulesIconAlt(RulesIcon icon);
    static QString rulesIconName(RulesIcon icon);
    static QString rulesExampleAlt(const std::string& lesson);
    static QString rulesExampleCaption(const RulesExample& example);
};

}  // namespace swc::ui
