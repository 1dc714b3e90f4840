#include "protocol.h"

#include "artcheck.h"
#include "recordmoves.h"

#include "ai.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <tuple>

namespace swc::net {

namespace {

QString latin(const char* s) { return QString::fromLatin1(s); }

QJsonArray playersJson(const Game& game, std::uint8_t mask)
{
    QJsonArray out;
    for (int p = 0; p < game.playerCount(); ++p)
        if (mask >> p & 1) out.append(latin(colorName(game.color(p))));
    return out;
}

// How deep a JSON value nests (a scalar: 0), counted no further than `cap`.
int depth(const QJsonValue& v, int cap)
{
    if (cap < 0) return 0;
    int inner = -1;
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end() && inner < cap; ++it) inner = std::max(inner, depth(it.value(), cap - 1));
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (auto it = a.begin(); it != a.end() && inner < cap; ++it) inner = std::max(inner, depth(*it, cap - 1));
    } else {
        return 0;
    }
    return inner + 1;
}

bool allNumbers(const QJsonValue& v)
{
    const QJsonArray a = v.toArray();
    return v.isArray() && std::all_of(a.begin(), a.end(), [](const QJsonValue& x) { return x.isDouble(); });
}

// The JSON type of each field of an entry or a re-placement (docs/protocol.schema.json): the
// engine reads them as YAML, where "90" and 90 are the same scalar, so the types are checked
// here. A field that an entry does not have is left to the engine, which names it.
bool typesRight(const QJsonValue& v);

bool allTypesRight(const QJsonArray& items) { return std::all_of(items.begin(), items.end(), typesRight); }

bool typesRight(const QJsonValue& v)
{
    static const QStringList names{QStringLiteral("tile"), QStringLiteral("from"), QStringLiteral("edge"),
                                   QStringLiteral("kind"), QStringLiteral("feature")};
    if (!v.isObject()) return true;  // "keep", or not an entry: the engine says why
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        const QJsonValue x = it.value();
        bool right = true;
        if (key == QLatin1String("at") || key == QLatin1String("dice")) right = allNumbers(x);
        else if (key == QLatin1String("rotation")) right = x.isDouble();
        else if (key == QLatin1String("set_aside")) right = x.isBool();
        else if (key == QLatin1String("meeple")) right = x.isObject() && typesRight(x);
        else if (key == QLatin1String("traders")) right = x.isArray() && allTypesRight(x.toArray());
        else if (names.contains(key)) right = x.isString();
        if (!right) return false;
    }
    return true;
}

// The compact JSON text of an entry, for the engine's reader; refused when it nests too deep.
std::optional<std::string> entryText(const QJsonValue& v, QString* why)
{
    if (depth(v, kMaxEntryDepth + 1) > kMaxEntryDepth) {
        *why = QStringLiteral("an entry nests deeper than a record's turn");
        return std::nullopt;
    }
    if (!typesRight(v)) {
        *why = QStringLiteral("a field of the entry has the wrong JSON type (a number for at, rotation and dice, "
                              "true or false for set_aside, a string for the names)");
        return std::nullopt;
    }
    if (v.isString()) return QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1).toStdString();
    if (!v.isObject()) {
        *why = QStringLiteral("an entry must be a JSON object");
        return std::nullopt;
    }
    return QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact).toStdString();
}

QString firstError(const std::vector<RecordError>& errors)
{
    return errors.empty() ? QStringLiteral("invalid entry") : QString::fromStdString(errors.front().message());
}

// An integer from min to max. The range is checked on the double first: converting a double
// outside the target type's range (1e300) is undefined behaviour.
std::optional<int> intValue(const QJsonValue& v, int min, int max)
{
    if (!v.isDouble()) return std::nullopt;
    const double d = v.toDouble();
    if (!(d >= min && d <= max) || d != std::trunc(d)) return std::nullopt;
    return static_cast<int>(d);
}

bool isHexToken(const QString& s)
{
    if (s.size() != 2 * kTokenBytes) return false;
    for (const QChar c : s)
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    return true;
}

}  // namespace

bool printableText(const QString& s)
{
    if (!s.isValidUtf16()) return false;
    for (const QChar c : s) {
        const auto cat = c.category();
        if (cat == QChar::Other_Control || cat == QChar::Other_Format || cat == QChar::Other_NotAssigned ||
            cat == QChar::Separator_Line || cat == QChar::Separator_Paragraph)
            return false;
    }
    return true;
}

const char* stepName(Step step)
{
    switch (step) {
    case Step::Lobby: return "lobby";
    case Step::Choose: return "choose";
    case Step::Place: return "place";
    case Step::Replace: return "replace";
    case Step::Over: return "over";
    }
    return "over";
}

std::optional<Step> parseStep(const QString& name)
{
    for (Step s : {Step::Lobby, Step::Choose, Step::Place, Step::Replace, Step::Over})
        if (name == latin(stepName(s))) return s;
    return std::nullopt;
}

namespace {

struct ErrorCodeName
{
    ErrorCode code;
    const char* name;
};

// The one table of the error codes' names, in the enum's order.
constexpr ErrorCodeName kErrorCodes[] = {
    {ErrorCode::BadJson, "bad_json"},
    {ErrorCode::TooLarge, "too_large"},
    {ErrorCode::UnknownType, "unknown_type"},
    {ErrorCode::BadField, "bad_field"},
    {ErrorCode::BadMove, "bad_move"},
    {ErrorCode::HelloFirst, "hello_first"},
    {ErrorCode::ProtocolMismatch, "protocol_mismatch"},
    {ErrorCode::BadPassword, "bad_password"},
    {ErrorCode::BadToken, "bad_token"},
    {ErrorCode::NoFreeSeat, "no_free_seat"},
    {ErrorCode::NoSuchGame, "no_such_game"},
    {ErrorCode::AlreadyJoined, "already_joined"},
    {ErrorCode::NotAPlayer, "not_a_player"},
    {ErrorCode::NotStarted, "not_started"},
    {ErrorCode::NotYourTurn, "not_your_turn"},
    {ErrorCode::WrongStep, "wrong_step"},
    {ErrorCode::IllegalMove, "illegal_move"},
    {ErrorCode::GameOver, "game_over"},
    {ErrorCode::NotHost, "not_host"},
    {ErrorCode::NotReady, "not_ready"},
    {ErrorCode::AlreadyStarted, "already_started"},
    {ErrorCode::Replaced, "replaced"},
    {ErrorCode::SeatReassigned, "seat_reassigned"},
    {ErrorCode::Flood, "flood"},
    {ErrorCode::HandshakeTimeout, "handshake_timeout"},
    {ErrorCode::TooSlow, "too_slow"},
    {ErrorCode::ServerFull, "server_full"},
    {ErrorCode::TooManyConnections, "too_many_connections"},
    {ErrorCode::NameTaken, "name_taken"},
    {ErrorCode::TooManyTables, "too_many_tables"},
    {ErrorCode::BadTileset, "bad_tileset"},
};

constexpr bool everyCodeInOrder()
{
    std::size_t i = 0;
    for (const ErrorCodeName& e : kErrorCodes)
        if (static_cast<std::size_t>(e.code) != i++) return false;
    return i == static_cast<std::size_t>(kLastErrorCode) + 1;
}
static_assert(everyCodeInOrder(), "kErrorCodes names every ErrorCode once, in the enum's order");

}  // namespace

const char* errorCodeName(ErrorCode code) { return kErrorCodes[static_cast<std::size_t>(code)].name; }

std::optional<ErrorCode> parseErrorCode(const QString& name)
{
    for (const ErrorCodeName& e : kErrorCodes)
        if (name == QLatin1String(e.name)) return e.code;
    return std::nullopt;
}

namespace {

// Reading a client's message: each step answers nothing (read) or the refusal.
using Refusal = std::optional<ProtocolError>;

Refusal refusal(ErrorCode code, const QString& message) { return ProtocolError{code, message}; }

// A message type, and the fields it may have besides `type`.
struct MessageKind
{
    const char* name;
    ClientMessageType type;
    std::initializer_list<const char*> fields;
};

const MessageKind kMessageKinds[] = {
    {"hello", ClientMessageType::Hello, {"protocol", "name", "password", "token", "spectate", "host_token", "legal"}},
    {"draw", ClientMessageType::Draw, {}},
    {"move", ClientMessageType::Move, {"turn"}},
    {"replace", ClientMessageType::Replace, {"trader"}},
    {"assign", ClientMessageType::Assign, {"host_token", "seat", "player"}},
    {"resync", ClientMessageType::Resync, {}},
    {"start", ClientMessageType::Start, {"host_token", "fill"}},
    {"chat", ClientMessageType::Chat, {"text"}},
};

// The text is a JSON object within the size limit.
Refusal readObject(const QByteArray& utf8, QJsonObject* obj)
{
    if (utf8.size() > kMaxClientMessageBytes)
        return refusal(ErrorCode::TooLarge, QStringLiteral("a message may have at most %1 bytes").arg(kMaxClientMessageBytes));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(utf8, &pe);
    if (pe.error != QJsonParseError::NoError)
        return refusal(ErrorCode::BadJson, QStringLiteral("not JSON: %1 at byte %2").arg(pe.errorString()).arg(pe.offset));
    if (!doc.isObject()) return refusal(ErrorCode::BadJson, QStringLiteral("a message must be a JSON object"));
    *obj = doc.object();
    return std::nullopt;
}

// Its `type` is a known one, and it has no field that type does not have.
Refusal readKind(const QJsonObject& obj, const MessageKind** kind)
{
    const QJsonValue typeValue = obj.value(QLatin1String("type"));
    if (!typeValue.isString()) return refusal(ErrorCode::BadField, QStringLiteral("the field 'type' must be a string"));
    const QString type = typeValue.toString();
    const auto k = std::find_if(std::begin(kMessageKinds), std::end(kMessageKinds),
                                [&type](const MessageKind& mk) { return type == latin(mk.name); });
    if (k == std::end(kMessageKinds)) {
        return refusal(ErrorCode::UnknownType,
                       QStringLiteral("unknown message type '%1' (hello, draw, move, replace, assign, resync, start, chat)").arg(type.left(40)));
    }
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        const QString key = it.key();
        const bool known = key == QLatin1String("type") ||
                           std::any_of(k->fields.begin(), k->fields.end(), [&key](const char* f) { return key == latin(f); });
        if (!known) return refusal(ErrorCode::BadField, QStringLiteral("unknown field '%1' in a %2 message").arg(key.left(40), type));
    }
    *kind = k;
    return std::nullopt;
}

// A string of at most `maxLength` characters, or no such field (`out` unchanged).
bool stringField(const QJsonObject& obj, const char* key, int maxLength, QString* out)
{
    const QJsonValue v = obj.value(latin(key));
    if (v.isUndefined()) return true;
    if (!v.isString() || v.toString().size() > maxLength) return false;
    *out = v.toString();
    return true;
}

// A token's hex digits; when not `required`, no such field or an empty one too.
bool tokenField(const QJsonObject& obj, const char* key, bool required, QString* out)
{
    return stringField(obj, key, 2 * kTokenBytes, out) && ((!required && out->isEmpty()) || isHexToken(*out));
}

Refusal badHostToken()
{
    return refusal(ErrorCode::BadField, QStringLiteral("'host_token' must be the %1 hex digits the server printed").arg(2 * kTokenBytes));
}

Refusal readHello(const QJsonObject& obj, ClientMessage* m)
{
    const auto protocol = intValue(obj.value(QLatin1String("protocol")), 0, 1 << 30);
    if (!protocol)
        return refusal(ErrorCode::BadField, QStringLiteral("hello needs 'protocol', the protocol version (%1)").arg(kProtocolVersion));
    m->protocol = *protocol;
    if (!stringField(obj, "name", kMaxNameLength, &m->name) || !printableText(m->name))
        return refusal(ErrorCode::BadField, QStringLiteral("'name' must be a string of at most %1 printable characters").arg(kMaxNameLength));
    m->name = m->name.trimmed();
    if (!stringField(obj, "password", kMaxPasswordLength, &m->password))
        return refusal(ErrorCode::BadField, QStringLiteral("'password' must be a string of at most %1 characters").arg(kMaxPasswordLength));
    if (!tokenField(obj, "token", false, &m->token))
        return refusal(ErrorCode::BadField, QStringLiteral("'token' must be the %1 hex digits the server gave").arg(2 * kTokenBytes));
    if (!tokenField(obj, "host_token", false, &m->hostToken)) return badHostToken();
    const QJsonValue spectate = obj.value(QLatin1String("spectate"));
    if (!spectate.isUndefined() && !spectate.isBool())
        return refusal(ErrorCode::BadField, QStringLiteral("'spectate' must be true or false"));
    m->spectate = spectate.toBool(false);
    const QJsonValue legal = obj.value(QLatin1String("legal"));
    if (!legal.isUndefined() && !legal.isBool())
        return refusal(ErrorCode::BadField, QStringLiteral("'legal' must be true or false"));
    m->legal = legal.toBool(false);
    return std::nullopt;
}

// A move is a record entry without what the server adds: the tiles set aside, the dice, the
// re-placements.
Refusal readMove(const QJsonObject& obj, const Tileset& tileset, ClientMessage* m)
{
    QString why;
    const auto turn = entryFromJson(obj.value(QLatin1String("turn")), tileset, &why);
    if (!turn) return refusal(ErrorCode::BadMove, QStringLiteral("'turn': %1").arg(why));
    if (turn->setAside || !turn->dice.empty() || !turn->replacements.empty())
        return refusal(ErrorCode::BadMove, QStringLiteral("'turn': a move has no set_aside, dice or traders: the server "
                                                          "sets tiles aside, rolls the dice and asks for each re-placement"));
    m->turn = *turn;
    m->turn.pos = {};
    return std::nullopt;
}

Refusal readReplace(const QJsonObject& obj, ClientMessage* m)
{
    QString why;
    const auto rp = replacementFromJson(obj.value(QLatin1String("trader")), &why);
    if (!rp) return refusal(ErrorCode::BadMove, QStringLiteral("'trader': %1").arg(why));
    m->replacement = *rp;
    m->replacement.pos = {};
    return std::nullopt;
}

Refusal readAssign(const QJsonObject& obj, ClientMessage* m)
{
    if (!tokenField(obj, "host_token", true, &m->hostToken)) return badHostToken();
    const auto seat = intValue(obj.value(QLatin1String("seat")), 0, kMaxPlayers - 1);
    if (!seat) return refusal(ErrorCode::BadField, QStringLiteral("'seat' must be a seat number, 0 to %1").arg(kMaxPlayers - 1));
    m->seat = *seat;
    const QJsonValue player = obj.value(QLatin1String("player"));
    const auto who = player.isString() ? parseSeat(player.toString().toStdString()) : std::nullopt;
    if (!who || *who == kPersonSeat)
        return refusal(ErrorCode::BadField, QStringLiteral("'player' must be remote, random, easy, medium, hard or expert"));
    m->player = *who;
    return std::nullopt;
}

Refusal readStart(const QJsonObject& obj, ClientMessage* m)
{
    if (!tokenField(obj, "host_token", true, &m->hostToken)) return badHostToken();
    const QJsonValue fill = obj.value(QLatin1String("fill"));
    if (fill.isUndefined()) return std::nullopt;
    const auto who = fill.isString() ? parseSeat(fill.toString().toStdString()) : std::nullopt;
    if (!who || *who < 0) return refusal(ErrorCode::BadField, QStringLiteral("'fill' must be random, easy, medium, hard or expert"));
    m->player = *who;
    return std::nullopt;
}

Refusal readChat(const QJsonObject& obj, ClientMessage* m)
{
    if (!stringField(obj, "text", kMaxChatLength, &m->text) || !printableText(m->text) || m->text.trimmed().isEmpty())
        return refusal(ErrorCode::BadField, QStringLiteral("'text' must be a string of 1 to %1 printable characters").arg(kMaxChatLength));
    m->text = m->text.trimmed();
    return std::nullopt;
}

// The fields of a message of type m->type.
Refusal readFields(const QJsonObject& obj, const Tileset& tileset, ClientMessage* m)
{
    switch (m->type) {
    case ClientMessageType::Hello: return readHello(obj, m);
    case ClientMessageType::Move: return readMove(obj, tileset, m);
    case ClientMessageType::Replace: return readReplace(obj, m);
    case ClientMessageType::Assign: return readAssign(obj, m);
    case ClientMessageType::Start: return readStart(obj, m);
    case ClientMessageType::Chat: return readChat(obj, m);
    case ClientMessageType::Draw:
    case ClientMessageType::Resync: break;
    }
    return std::nullopt;
}

}  // namespace

std::optional<ClientMessage> readClientMessage(const QByteArray& utf8, const Tileset& tileset, ProtocolError* error)
{
    QJsonObject obj;
    const MessageKind* kind = nullptr;
    ClientMessage m;
    Refusal refused = readObject(utf8, &obj);
    if (!refused) refused = readKind(obj, &kind);
    if (!refused) {
        m.type = kind->type;
        refused = readFields(obj, tileset, &m);
    }
    if (!refused) return m;
    if (error) *error = *refused;
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------

QString messageText(const QJsonObject& message)
{
    return QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

QJsonObject headerJson(const GameRecord& rec)
{
    QJsonObject h;
    if (!rec.tilesetRef.empty() && builtinTileset(rec.tilesetRef) == rec.tileset)
        h.insert(QLatin1String("tileset"), QString::fromStdString(rec.tilesetRef));
    else
        h.insert(QLatin1String("tileset"), QJsonObject{{QLatin1String("yaml"), QString::fromStdString(writeTileset(*rec.tileset))}});
    QJsonArray players, names, seats, variants;
    for (Color c : rec.players) players.append(latin(colorName(c)));
    for (const std::string& n : rec.names) names.append(QString::fromStdString(n));
    for (int s : rec.seats) seats.append(latin(seatName(s)));
    for (int v = 0; v < kVariants; ++v)
        if (rec.rules.has(static_cast<Variant>(v))) variants.append(latin(variantName(static_cast<Variant>(v))));
    h.insert(QLatin1String("players"), players);
    h.insert(QLatin1String("names"), names);
    h.insert(QLatin1String("seats"), seats);
    h.insert(QLatin1String("teams"), rec.rules.teams);
    h.insert(QLatin1String("variants"), variants);
    return h;
}

QJsonObject entryJson(const RecordTurn& turn)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(recordTurnJson(turn))).object();
}

QJsonValue replacementJson(const RecordReplacement& replacement)
{
    if (!replacement.place) return QStringLiteral("keep");
    return QJsonDocument::fromJson(QByteArray::fromStdString(recordReplacementJson(replacement))).object();
}

QJsonArray tilesJson(const Tileset& tileset, const std::vector<int>& faces)
{
    QJsonArray out;
    for (int f : faces) out.append(QString::fromStdString(tileset.faces[static_cast<std::size_t>(f)].id));
    return out;
}

QJsonArray rowJson(const Game& game)
{
    std::vector<int> row;
    for (int i = 0; i < game.rowSize(); ++i) row.push_back(game.rowTile(i));
    return tilesJson(game.tileset(), row);
}

QJsonObject scoresJson(const Game& game, const std::array<int, kMaxPlayers>& scores)
{
    QJsonObject out;
    for (int p = 0; p < game.playerCount(); ++p)
        out.insert(latin(colorName(game.color(p))), scores[static_cast<std::size_t>(p)]);
    return out;
}

std::array<int, kMaxPlayers> currentScores(const Game& game)
{
    std::array<int, kMaxPlayers> s{};
    for (int p = 0; p < game.playerCount(); ++p) s[static_cast<std::size_t>(p)] = game.score(p);
    return s;
}

QJsonArray featureAt(const Game& game, int node)
{
    std::vector<int> tiles;
    game.featureTileIndices(node, tiles);
    if (game.nodeKind(node) == FeatureKind::Planet) {
        const Pos at = game.placedTiles()[static_cast<std::size_t>(tiles.front())].at;
        return {at.x, at.y};
    }
    const int root = game.root(node);
    std::optional<std::tuple<int, int, int>> least;
    for (const int t : tiles) {
        const Pos at = game.placedTiles()[static_cast<std::size_t>(t)].at;
        for (int side = 0; side < 4; ++side) {
            const int segment = game.segmentAtSide(t, game.nodeKind(node), side);
            if (segment < 0 || game.root(game.nodeOf(t, game.nodeKind(node), segment)) != root) continue;
            least = std::min(least.value_or(std::tuple{at.x, at.y, side}), std::tuple{at.x, at.y, side});
        }
    }
    if (!least) return {};
    const auto [x, y, side] = *least;
    return {x, y, latin(sideName(side))};
}

QJsonArray scoreReportsJson(const Game& game, const std::vector<ScoreReport>& scores)
{
    QJsonArray out;
    for (const ScoreReport& s : scores)
        out.append(QJsonObject{{QLatin1String("feature"), latin(featureKindName(s.kind))},
                               {QLatin1String("node"), s.node},
                               {QLatin1String("at"), featureAt(game, s.node)},
                               {QLatin1String("complete"), s.complete},
                               {QLatin1String("tiles"), s.tiles},
                               {QLatin1String("symbols"), s.symbols},
                               {QLatin1String("players"), playersJson(game, s.players)},
                               {QLatin1String("points"), s.points}});
    return out;
}

QJsonObject turnReportJson(const Game& game, const TurnReport& report)
{
    QJsonArray battles;
    for (const BattleReport& b : report.battles) {
        QJsonArray sides, rounds;
        for (const BattleSide& s : b.sides)
            sides.append(QJsonObject{{QLatin1String("players"), playersJson(game, s.players)},
                                     {QLatin1String("seat"), s.seat},
                                     {QLatin1String("small"), s.small},
                                     {QLatin1String("large"), s.large},
                                     {QLatin1String("symbol"), s.symbol},
                                     {QLatin1String("dice"), s.dice},
                                     {QLatin1String("points"), s.points},
                                     {QLatin1String("out_in_round"), s.outInRound}});
        for (const auto& round : b.rounds) {
            QJsonArray r;
            for (const auto& side : round) {
                QJsonArray d;
                for (int v : side) d.append(v);
                r.append(d);
            }
            rounds.append(r);
        }
        battles.append(QJsonObject{{QLatin1String("feature"), latin(featureKindName(b.kind))},
                                   {QLatin1String("node"), b.node},
                                   {QLatin1String("at"), featureAt(game, b.node)},
                                   {QLatin1String("sides"), sides},
                                   {QLatin1String("rounds"), rounds},
                                   {QLatin1String("winner"), b.winner}});
    }
    return QJsonObject{{QLatin1String("battles"), battles},
                       {QLatin1String("scores"), scoreReportsJson(game, report.scores)}};
}

namespace {

QJsonArray positionJson(Pos at) { return QJsonArray{at.x, at.y}; }

// One placement: the tile, where, how turned, and the `meeple` of each move with a meeple.
QJsonObject placementJson(const LegalPlacement& legal)
{
    QJsonArray meeples;
    for (const RecordTurn& m : legal.meeples) meeples.append(entryJson(m).value(QLatin1String("meeple")));
    return {{QLatin1String("tile"), QString::fromStdString(legal.turn.tile)},
            {QLatin1String("at"), positionJson(legal.turn.placement.at)},
            {QLatin1String("rotation"), legal.turn.placement.rotation * 90},
            {QLatin1String("meeples"), meeples}};
}

}  // namespace

QJsonArray legalJson(const Game& game, Step step)
{
    QJsonArray out;
    if (step == Step::Replace) {
        for (const RecordReplacement& r : legalReplacements(game)) out.append(replacementJson(r));
    } else if (step == Step::Choose || step == Step::Place) {
        for (const LegalPlacement& p : legalMoves(game)) out.append(placementJson(p));
    }
    return out;
}

// ---------------------------------------------------------------------------------------

namespace {

// Reading the game's header: each part answers an empty text (read) or why it cannot be.

// A built-in name, or {"yaml": text}.
QString readHeaderTileset(const QJsonValue& ts, GameRecord* rec)
{
    if (ts.isString()) {
        rec->tilesetRef = ts.toString().toStdString();
        rec->tileset = builtinTileset(rec->tilesetRef);
        if (!rec->tileset) return QStringLiteral("the server's tile set '%1' is not built in").arg(ts.toString().left(40));
        return {};
    }
    const QJsonValue yaml = ts.toObject().value(QLatin1String("yaml"));
    if (!yaml.isString()) return QStringLiteral("the game has no tile set");
    std::vector<TilesetError> errors;
    auto set = parseTileset(yaml.toString().toStdString(), "server", errors);
    // The server's set is untrusted: its faces' art is checked before anything may draw it.
    if (set) errors = checkTilesetArt(*set, "server");
    if (!set || !errors.empty())
        return QStringLiteral("the server's tile set is invalid: %1")
            .arg(errors.empty() ? QString() : QString::fromStdString(errors.front().describe()));
    rec->tileset = std::make_shared<const Tileset>(std::move(*set));
    return {};
}

QString readHeaderRules(const QJsonObject& h, GameRecord* rec)
{
    rec->rules.teams = h.value(QLatin1String("teams")).toBool(false);
    for (const QJsonValue v : h.value(QLatin1String("variants")).toArray()) {
        const auto variant = parseVariant(v.toString().toStdString());
        if (!variant) return QStringLiteral("unknown variant '%1'").arg(v.toString().left(40));
        rec->rules.set(*variant);
    }
    return {};
}

// The players' colours (a game the engine accepts, with these rules) and their names.
QString readHeaderPlayers(const QJsonObject& h, GameRecord* rec)
{
    for (const QJsonValue v : h.value(QLatin1String("players")).toArray()) {
        const auto c = parseColor(v.toString().toStdString());
        if (!c) return QStringLiteral("unknown colour '%1'").arg(v.toString().left(40));
        rec->players.push_back(*c);
        if (rec->players.size() > static_cast<std::size_t>(kMaxPlayers)) return QStringLiteral("too many players");
    }
    if (const PlayersError bad = Game::checkPlayers(rec->players, rec->rules))
        return QString::fromStdString(bad.describe());
    const QJsonArray names = h.value(QLatin1String("names")).toArray();
    if (names.size() > static_cast<qsizetype>(rec->players.size())) return QStringLiteral("more names than players");
    for (const QJsonValue v : names) rec->names.push_back(v.toString().left(kMaxNameLength).toStdString());
    return {};
}

// None, or one per player.
QString readHeaderSeats(const QJsonArray& seats, GameRecord* rec)
{
    if (!seats.isEmpty() && seats.size() != static_cast<qsizetype>(rec->players.size()))
        return QStringLiteral("the seats do not match the players");
    for (const QJsonValue v : seats) {
        const auto s = parseSeat(v.toString().toStdString());
        if (!s) return QStringLiteral("unknown seat '%1'").arg(v.toString().left(40));
        rec->seats.push_back(*s);
    }
    return {};
}

}  // namespace

std::optional<GameRecord> headerFromJson(const QJsonObject& h, QString* why)
{
    GameRecord rec;
    QString bad = readHeaderTileset(h.value(QLatin1String("tileset")), &rec);
    if (bad.isEmpty()) bad = readHeaderSetup(h, &rec);
    if (bad.isEmpty()) return rec;
    *why = bad;
    return std::nullopt;
}

QString readHeaderSetup(const QJsonObject& h, GameRecord* rec)
{
    QString bad = readHeaderRules(h, rec);
    if (bad.isEmpty()) bad = readHeaderPlayers(h, rec);
    if (bad.isEmpty()) bad = readHeaderSeats(h.value(QLatin1String("seats")).toArray(), rec);
    return bad;
}

std::optional<RecordTurn> entryFromJson(const QJsonValue& entry, const Tileset& tileset, QString* why)
{
    const auto text = entryText(entry, why);
    if (!text) return std::nullopt;
    std::vector<RecordError> errors;
    auto turn = parseRecordTurn(*text, tileset, errors);
    if (!turn) *why = firstError(errors);
    return turn;
}

std::optional<RecordReplacement> replacementFromJson(const QJsonValue& value, QString* why)
{
    const auto text = entryText(value, why);
    if (!text) return std::nullopt;
    std::vector<RecordError> errors;
    auto rp = parseRecordReplacement(*text, errors);
    if (!rp) *why = firstError(errors);
    return rp;
}

std::optional<std::vector<int>> tilesFromJson(const QJsonValue& value, const Tileset& tileset, QString* why)
{
    if (!value.isArray()) {
        *why = QStringLiteral("a list of tiles was expected");
        return std::nullopt;
    }
    std::vector<int> faces;
    for (const QJsonValue v : value.toArray()) {
        const int f = tileset.findFace(v.toString().toStdString());
        if (f < 0 || static_cast<int>(faces.size()) >= tileset.totalTiles()) {
            *why = QStringLiteral("no tile '%1' in the tile set").arg(v.toString().left(40));
            return std::nullopt;
        }
        faces.push_back(f);
    }
    return faces;
}

QString newToken()
{
    quint32 words[kTokenBytes / 4];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char*>(words), sizeof words).toHex());
}

QByteArray tokenDigest(const QString& token)
{
    return QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256);
}

bool sameSecret(const QByteArray& a, const QByteArray& b)
{
    if (a.size() != b.size()) return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

QString newGameId() { return newToken().left(kGameIdLength); }

bool isGameId(const QString& s)
{
    return s.size() == kGameIdLength &&
           std::all_of(s.begin(), s.end(), [](QChar c) {
               return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
           });
}

}  // namespace swc::net
