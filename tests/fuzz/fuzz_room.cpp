// libFuzzer target: a game server's room (GameRoom behind GameServer's dispatch of messages)
// driven by several connections at once, without sockets (Peer keeps what it is sent).
//
// The input is text, one line per step (at most 256 lines):
//   line 1     the game's set-up, a record header in YAML flow style, e.g.
//              {tileset: standard, players: [red, black], seats: [remote, easy]}
//              ("lobby " before it: the game waits for the host's start); anything else: two
//              remote seats
//   N+         connection N (0-5) opens (an open one is dropped first)
//   N-         connection N drops
//   N> TEXT    connection N sends TEXT (opened first if needed), after these replacements:
//              $H the host's token; $T<n> the seat token connection n was given last;
//              $M<k> the k-th legal move now (a turn entry: placement, meeple or none, a face-up
//              tile in the choose step); $R<k> the k-th re-placement now (or "keep")
// Computer seats play at the random level whatever level is named (a whole game stays fast: the
// fuzz target is about the room, not the computer players).
//
// After every step: no connection acted for another seat (a draw, move or re-placement that
// changed the game came from the connection holding the seat that had to act); every message
// sent is a JSON object with a type; the seed leaves the room only in the end's record. At the
// end the room's record replays, to the room's scores. A broken expectation aborts.
// SWC_FUZZ_ROOM_VERBOSE=1 prints how far each input went.
// Built with clang and -DSWC_FUZZ=ON; the corpus in corpus/room also runs as an ordinary test.

#include "gameserver.h"
#include "recordmoves.h"
#include "peer.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QPointer>
#include <QRegularExpression>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace swc;
using namespace swc::net;

namespace {

constexpr std::uint64_t kSeed = 8675309123456789ULL;  // distinctive: easy to find in a message
constexpr int kConnections = 6;

[[noreturn]] void broken(const QString& why)
{
    std::fprintf(stderr, "broken expectation: %s\n", qPrintable(why));
    std::abort();
}

QCoreApplication& app()
{
    static int argc = 1;
    static char name[] = "fuzz_room";
    static char* argv[] = {name, nullptr};
    static QCoreApplication a(argc, argv);
    return a;
}

QString atRandomLevel(QString text)
{
    for (const char* level : {"easy", "medium", "hard", "expert"}) text.replace(QLatin1String(level), QLatin1String("random"));
    return text;
}

GameRecord setupOf(QString line, bool* lobby)
{
    *lobby = line.startsWith(QLatin1String("lobby "));
    if (*lobby) line = line.mid(6);
    line = atRandomLevel(line);
    std::vector<RecordError> errors;
    auto rec = parseRecord(line.toStdString(), "setup", "", errors);
    if (!rec || !rec->turns.empty() || (!rec->tilesetRef.empty() && rec->tilesetRef != "standard")) {
        rec = GameRecord{};
        rec->tilesetRef = "standard";
        rec->tileset = builtinTileset("standard");
        rec->players = {Color::Red, Color::Black};
    }
    rec->seed = kSeed;
    return *rec;
}

QString legalMove(const GameRoom& room, unsigned k)
{
    Game trial = room.game();
    bool fromRow = false;
    if (room.step() == Step::Choose && trial.rowSize() > 0) {
        RecordTurn pick;
        pick.fromRow = true;
        pick.tile = trial.tileset().faces[static_cast<std::size_t>(trial.rowTile(static_cast<int>(k % static_cast<unsigned>(trial.rowSize()))))].id;
        if (!drawTurnTile(trial, pick, nullptr, nullptr)) return QStringLiteral("{}");
        fromRow = true;
    } else if (room.step() != Step::Place) {
        return QStringLiteral("{}");
    }
    std::vector<Placement> placements;
    trial.legalPlacements(trial.drawnTile(), placements);
    if (placements.empty() || !trial.placeTile(placements[k % placements.size()])) return QStringLiteral("{}");
    std::vector<MeepleMove> meeples;
    trial.meepleOptions(meeples);
    const MeepleMove meeple = meeples.empty() || (k / 7) % 2 == 0 ? MeepleMove{} : meeples[(k / 14) % meeples.size()];
    return QString::fromUtf8(QJsonDocument(entryJson(describeTurn(trial, meeple, fromRow))).toJson(QJsonDocument::Compact));
}

QString legalReplacement(const GameRoom& room, unsigned k)
{
    std::vector<MeepleMove> options;
    if (room.game().inReplacementStep()) room.game().replacementOptions(options);
    if (k % (options.size() + 1) == options.size()) return QStringLiteral("\"keep\"");
    const QJsonValue v = replacementJson(describeReplacement(room.game(), options[k % (options.size() + 1)]));
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

struct Harness
{
    ServerLimits limits;
    std::unique_ptr<GameServer> server;
    GameRoom* room = nullptr;
    std::array<QPointer<Peer>, kConnections> peers;
    std::array<QString, kConnections> tokens;
    std::array<qsizetype, kConnections> read{};

    explicit Harness(const QString& setupLine)
    {
        limits.allowance = 1 << 20;  // the flood limit has tests of its own
        bool lobby = false;
        GameRecord setup = setupOf(setupLine, &lobby);
        RoomOptions options;
        options.hostStarts = lobby;
        options.randomSeed = 12345;
        server = std::make_unique<GameServer>(limits);
        QString why;
        auto r = GameRoom::create(std::move(setup), true, options, &why);
        if (r) room = server->addRoom(QStringLiteral("/"), std::move(r));
    }
    ~Harness()
    {
        server.reset();
        room = nullptr;
        settle();
    }

    void open(int n)
    {
        drop(n);
        peers[static_cast<std::size_t>(n)] = new Peer(QStringLiteral("fuzz-%1").arg(n), QStringLiteral("/"), limits, nullptr);
        read[static_cast<std::size_t>(n)] = 0;
        server->addPeer(peers[static_cast<std::size_t>(n)]);
    }
    void drop(int n)
    {
        if (Peer* p = peers[static_cast<std::size_t>(n)]) p->close(QWebSocketProtocol::CloseCodeGoingAway, QString());
        settle();
    }

    // Queued ends and deletions processed, computer seats' decisions played.
    void settle() const
    {
        for (int i = 0; i < 2000; ++i) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            if (i > 2 && !(room && room->isThinking())) return;
        }
    }

    QString substitute(QString text) const
    {
        static const QRegularExpression re(QStringLiteral("\\$([HTMR])(\\d{0,4})"));
        QString out;
        qsizetype at = 0;
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            out += text.mid(at, m.capturedStart() - at);
            at = m.capturedEnd();
            const unsigned k = m.captured(2).toUInt();
            switch (m.captured(1).at(0).toLatin1()) {
            case 'H': out += server->hostToken(); break;
            case 'T': out += tokens[k % kConnections]; break;
            case 'M': out += legalMove(*room, k); break;
            default: out += legalReplacement(*room, k); break;
            }
        }
        out += text.mid(at);
        return atRandomLevel(out);
    }

    // What the game is at: entries, tiles placed, re-placements made, the step.
    std::array<std::size_t, 4> where() const
    {
        return {room->record().turns.size(), room->game().placedTiles().size(),
                static_cast<std::size_t>(room->game().inReplacementStep()), static_cast<std::size_t>(room->step())};
    }

    void send(int n, const QString& raw)
    {
        if (!peers[static_cast<std::size_t>(n)]) open(n);
        Peer* p = peers[static_cast<std::size_t>(n)];
        const QString text = substitute(raw);
        // What the message claims to be (the server reads it whole).
        const QString type = QJsonDocument::fromJson(text.toUtf8()).object().value(QLatin1String("type")).toString();
        const bool acts = type == QLatin1String("draw") || type == QLatin1String("move") || type == QLatin1String("replace");
        const bool hostOrHello = type == QLatin1String("hello") || type == QLatin1String("start") || type == QLatin1String("assign");
        const int toAct = room->seatToAct();
        const int seat = p->seat;
        const bool joined = p->joined;
        const auto before = where();
        server->receive(p, text);
        if (before != where() && !hostOrHello) {
            if (!acts || !joined || seat < 0 || seat != toAct || room->seatPlayer(seat) >= 0)
                broken(QStringLiteral("connection %1 (seat %2) changed the game while seat %3 was to act: %4")
                           .arg(n).arg(seat).arg(toAct).arg(text.left(200)));
        }
        settle();
    }

    // Every message sent so far is a JSON object with a type, and holds no seed before the end.
    void checkOutput()
    {
        const QString seed = QString::number(kSeed);
        for (int n = 0; n < kConnections; ++n) {
            const Peer* p = peers[static_cast<std::size_t>(n)];
            if (!p) continue;
            for (qsizetype i = read[static_cast<std::size_t>(n)]; i < p->sent().size(); ++i) {
                const QJsonObject o = QJsonDocument::fromJson(p->sent().at(i).toUtf8()).object();
                const QString type = o.value(QLatin1String("type")).toString();
                if (type.isEmpty()) broken(QStringLiteral("a message without a type: %1").arg(p->sent().at(i).left(200)));
                if (type != QLatin1String("game_over") && p->sent().at(i).contains(seed))
                    broken(QStringLiteral("the seed in a %1 message").arg(type));
                if (type == QLatin1String("welcome") && o.contains(QLatin1String("token")))
                    tokens[static_cast<std::size_t>(n)] = o.value(QLatin1String("token")).toString();
            }
            read[static_cast<std::size_t>(n)] = p->sent().size();
        }
    }

    // The room's record replays to the room's game.
    void checkRecord() const
    {
        const ReplayResult r = replay(room->record());
        if (r.error) broken(QStringLiteral("the record does not replay: %1").arg(QString::fromStdString(r.error->message())));
        if (r.turnsPlayed != static_cast<int>(room->record().turns.size())) broken(QStringLiteral("the record stops early"));
        if (room->step() == Step::Replace) return;  // a turn in progress is not in the record yet
        if (currentScores(r.game) != currentScores(room->game())) broken(QStringLiteral("the record replays to other scores"));
        if (r.game.placedTiles().size() != room->game().placedTiles().size())
            broken(QStringLiteral("the record replays to another board"));
    }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    app();
    const QList<QByteArray> lines = QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)).split('\n');
    Harness h(QString::fromUtf8(lines.value(0)));
    if (!h.room) return 0;
    h.settle();
    for (qsizetype i = 1; i < lines.size() && i <= 256; ++i) {
        const QString line = QString::fromUtf8(lines[i]);
        if (line.size() < 2 || line[0] < QLatin1Char('0') || line[0] >= QLatin1Char('0' + kConnections)) continue;
        const int n = line[0].toLatin1() - '0';
        if (line[1] == QLatin1Char('+')) h.open(n);
        else if (line[1] == QLatin1Char('-')) h.drop(n);
        else if (line[1] == QLatin1Char('>')) h.send(n, line.mid(2).trimmed());
        h.checkOutput();
    }
    h.checkRecord();
    // SWC_FUZZ_ROOM_VERBOSE=1: how far each input went (to keep the corpus useful).
    if (std::getenv("SWC_FUZZ_ROOM_VERBOSE"))
        std::fprintf(stderr, "%zu entries, step %s\n", h.room->record().turns.size(), stepName(h.room->step()));
    return 0;
}
