// The network protocol of docs/protocol.md: JSON text messages over WebSocket.
//
// This file holds what both ends share: the version, the limits, reading a client's message
// (the server trusts nothing in it) and the JSON forms of the game (its public header, turn
// entries, battle and scoring reports, scores). Moves are record turn entries (record.h): the
// engine reads and writes them, so a move has one format, on disk and on the wire.
#pragma once

#include "game.h"
#include "record.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace swc::net {

constexpr int kProtocolVersion = 1;

// Limits (docs/protocol.md, "Limits").
constexpr int kMaxNameLength = 32;          // characters of a player's name
static_assert(kMaxNameLength <= kMaxPlayerNameLength, "a name from the network must fit in a record");
constexpr int kMaxPasswordLength = 256;     // characters
constexpr int kTokenBytes = 32;             // a seat token: 256 random bits, sent as 64 hex digits
constexpr int kMaxClientMessageBytes = 16 * 1024;
constexpr qint64 kMaxServerMessageBytes = 32ll << 20;  // what a client accepts (a state with a tile set inline)
constexpr int kMaxEntryDepth = 4;           // nesting of a turn entry: turn > traders > entry > at
constexpr int kMaxChatLength = 500;         // characters of a chat line
// The WebSocket close code (application range) of a client cut because its unread output went
// over the limit: it may come back with its token.
constexpr int kCloseTooSlow = 4008;
constexpr int kMaxTurnTimeMs = 24 * 3600 * 1000;  // the turn timer's longest time (a day)

// The step a game is at: who must do what.
enum class Step {
    Lobby,    // waiting for every remote seat to be taken
    Choose,   // Intel and Rumours: take a face-up tile (a move `from: row`) or draw from the pile
    Place,    // the drawn tile is to be placed (a move)
    Replace,  // Galaxy Traders: the owner of a meeple back from a route re-places it or keeps it
    Over,
};
const char* stepName(Step step);
std::optional<Step> parseStep(const QString& name);

// The codes of the `error` message (docs/protocol.md, "Errors"), as the server sends them and a
// client reads them: a program words a refusal from its code, never from its English message.
// Their names are one table (protocol.cpp), read both ways by errorCodeName and parseErrorCode.
enum class ErrorCode {
    BadJson,
    TooLarge,
    UnknownType,
    BadField,
    BadMove,
    HelloFirst,
    ProtocolMismatch,
    BadPassword,
    BadToken,
    NoFreeSeat,
    NoSuchGame,
    AlreadyJoined,
    NotAPlayer,
    NotStarted,
    NotYourTurn,
    WrongStep,
    IllegalMove,
    GameOver,
    NotHost,
    NotReady,
    AlreadyStarted,
    Replaced,
    SeatReassigned,
    Flood,
    HandshakeTimeout,
    TooSlow,             // not an error message: the reason of close code kCloseTooSlow
    ServerFull,          // sent by servers before this one (now refused before the handshake);
    TooManyConnections,  // clients still understand them
    // The lobby (docs/protocol.md, "Lobby").
    NameTaken,
    TooManyTables,
    BadTileset,  // the last: the table is checked up to it
};
constexpr ErrorCode kLastErrorCode = ErrorCode::BadTileset;
const char* errorCodeName(ErrorCode code);                     // "bad_json", ...
std::optional<ErrorCode> parseErrorCode(const QString& name);  // nullopt: a code unknown here

// A refused message: a code and an English explanation.
struct ProtocolError
{
    ErrorCode code = ErrorCode::BadJson;
    QString message;
};

enum class ClientMessageType { Hello, Draw, Move, Replace, Assign, Resync, Start, Chat };

struct ClientMessage
{
    ClientMessageType type = ClientMessageType::Hello;
    // hello
    int protocol = 0;
    QString name;
    QString password;
    QString token;  // empty: take a free seat
    bool spectate = false;
    bool legal = false;  // the client asks for its legal moves in each turn it must play
    // move
    RecordTurn turn;
    // replace
    RecordReplacement replacement;
    // assign, start; hello (optional: the host's connection, told about the server's saves)
    QString hostToken;
    int seat = -1;
    int player = kRemoteSeat;  // assign: kRemoteSeat or an AiLevel value; start: the level of the
                               // computers for the free seats, kRemoteSeat: none (wait for players)
    // chat
    QString text;
};

// A text shown to every player (a name, a chat line): valid UTF-16, no control or format
// characters, no line or paragraph separators.
bool printableText(const QString& s);

// Reads one message from a client: JSON, a known type, exactly the fields that type has, each of
// its type and within its limits, a move or a re-placement checked as a record entry of `tileset`.
// Nothing here depends on the game's state; the room checks the rest.
std::optional<ClientMessage> readClientMessage(const QByteArray& utf8, const Tileset& tileset, ProtocolError* error);

// --- JSON forms of the game (server to client) -------------------------------------------
QString messageText(const QJsonObject& message);
// The record's header without its seed: tile set (a built-in name, or {"yaml": text}), players,
// names, seats, teams, variants.
QJsonObject headerJson(const GameRecord& record);
QJsonObject entryJson(const RecordTurn& turn);
QJsonValue replacementJson(const RecordReplacement& replacement);
QJsonArray tilesJson(const Tileset& tileset, const std::vector<int>& faces);
QJsonArray rowJson(const Game& game);
// Scores per colour, e.g. {"red": 12, "black": 7}.
QJsonObject scoresJson(const Game& game, const std::array<int, kMaxPlayers>& scores);
std::array<int, kMaxPlayers> currentScores(const Game& game);
// A feature's identity that any program computes from the board (docs/protocol.md, "Reports"):
// its least [x, y, side] segment, x first, then y, then the side in the order N, E, S, W; a
// planet: its tile's [x, y].
QJsonArray featureAt(const Game& game, int node);
QJsonObject turnReportJson(const Game& game, const TurnReport& report);
// The legal moves of the step at hand (docs/protocol.md, "Legal moves on request"): choose and
// place: each placement {tile, at, rotation, meeples}; replace: each `trader` value ("keep" first).
QJsonArray legalJson(const Game& game, Step step);
QJsonArray scoreReportsJson(const Game& game, const std::vector<ScoreReport>& scores);

// --- Reading the server's messages (client side; a server may be hostile too) -------------
std::optional<GameRecord> headerFromJson(const QJsonObject& header, QString* why);
// A header's rules, players, names and seats (all but its tile set) into `rec`: an empty text, or
// why they cannot be (the lobby reads a table's set-up with it).
QString readHeaderSetup(const QJsonObject& header, GameRecord* rec);
std::optional<RecordTurn> entryFromJson(const QJsonValue& entry, const Tileset& tileset, QString* why);
std::optional<RecordReplacement> replacementFromJson(const QJsonValue& value, QString* why);
std::optional<std::vector<int>> tilesFromJson(const QJsonValue& value, const Tileset& tileset, QString* why);

// A new secret token (kTokenBytes from the system's random source, as hex) and its digest, the
// only form the server keeps.
QString newToken();
QByteArray tokenDigest(const QString& token);
// A game's identity (`game` in `welcome`): kGameIdLength random hex digits, not a secret.
constexpr int kGameIdLength = 32;
QString newGameId();
bool isGameId(const QString& s);
// Compares two digests or passwords in time independent of where they differ.
bool sameSecret(const QByteArray& a, const QByteArray& b);

}  // namespace swc::net
