// The lobby of a public server (sw-carcassonne-server --lobby; docs/protocol.md, "Lobby"): at
// ws://HOST:PORT/lobby a client says hello with a name unique in the lobby, receives the list of
// tables and then every change of it, chats with the others there and creates tables. A table is
// a GameRoom at its own path (/N) with its own host token, handed to its creator; everyone plays
// and watches there with the game's own protocol.
//
// Made to hold thousands of clients: no timer per client or per table (one timer sends the list's
// changes, at most one message per interval to each client, whatever the number of tables
// changed; one sweeps the tables), and a message of one client costs nothing per other client,
// but a chat line and the list's changes, which every client of the lobby receives.
#pragma once

#include "gameroom.h"
#include "protocol.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <optional>

namespace swc::net {

class GameServer;
class Peer;

constexpr const char* kLobbyPath = "/lobby";
constexpr int kMaxLobbyMessageBytes = 512 * 1024; // a client's message in the lobby: a `create` with its set
constexpr int kMaxTableNameLength = 32;

struct LobbyLimits
{
    int maxTables = 200;              // tables in all (--max-tables)
    int maxTablesPerAddress = 3;      // tables created from one address that still exist
    int maxTilesetBytes = 256 * 1024; // an uploaded set's YAML, UTF-8
    int idleTableMs = 10 * 60 * 1000; // a table never started with nobody connected goes after this
    int abandonedTableMs = 24 * 3600 * 1000; // a game started, not over, nobody connected: goes after this
    int updateMs = 50;                // the list's changes go out at most this often
    int timeoutLevel = static_cast<int>(AiLevel::Easy); // plays a timed table's turn whose time ran out
    QString saveDir; // --save: each table's record there, and the lobby's index
};

// A `create`, read and checked: the table's name and its game.
struct TableRequest
{
    QString name;
    GameRecord setup;
    int turnTimeMs = 0;
    QString password;
};

// A lobby client's message: a hello or a chat (as readClientMessage reads them), or a create.
struct LobbyMessage
{
    ClientMessage message;
    std::optional<TableRequest> create;
};
std::optional<LobbyMessage> readLobbyMessage(const QByteArray& utf8, const LobbyLimits& limits,
                                             ProtocolError* error);

class Lobby : public QObject
{
    Q_OBJECT
public:
    Lobby(GameServer* server, const LobbyLimits& limits);
    ~Lobby() override;

    // The tables of the index in limits.saveDir (a restart) that are not over, each at its path
    // again with its host token; `warnings`: those that could not be resumed, and why.
    void resumeTables(QStringList* warnings);
    QString indexPath() const;

    void receive(Peer* peer, const QString& text);
    void leave(Peer* peer);
    int tableCount() const { return static_cast<int>(tables_.size()); }
    int clientCount() const { return static_cast<int>(clients_.size()); }
    const LobbyLimits& limits() const { return limits_; }

signals:
    void tableAdded(swc::net::GameRoom* room);

private:
    struct Table
    {
        int id = 0;
        QString name;
        QString owner; // the address that created it
        QByteArray hostDigest;
        QByteArray passwordDigest; // empty: none
        GameRoom* room = nullptr;
        qint64 busySince = 0; // the last sweep that found someone connected (or its creation)
        bool indexedStarted = false;
    };

    void hello(Peer* peer, const ClientMessage& m);
    void chat(Peer* peer, const QString& text);
    void create(Peer* peer, const TableRequest& request);
    std::optional<ProtocolError> mayCreate(const Peer* peer, const TableRequest& request) const;
    void addTable(Table table, std::unique_ptr<GameRoom> room);
    void removeTable(int id);
    void changed(int id);
    void scheduleChanges();
    void sendChanges();
    void sweep();
    void writeIndex(); // soon
    void saveIndex();  // now
    QString pathOf(int id) const { return QStringLiteral("/%1").arg(id); }
    QJsonObject tableJson(const Table& t) const;
    void broadcast(const QJsonObject& message);

    GameServer* server_;
    LobbyLimits limits_;
    QMap<int, Table> tables_; // by id, in the order of creation
    QSet<QString> tableNames_; // the tables', case folded
    QHash<const GameRoom*, int> idOf_;
    int nextId_ = 1;
    QList<Peer*> clients_; // joined, in the order of their hellos
    QSet<QString> names_;  // theirs, case folded: "Ann" and "ANN" are one name
    QSet<int> changed_, removed_;
    QTimer updates_;
    QTimer sweeper_;
    QElapsedTimer clock_;
    qint64 lastChangesMs_ = -(1 << 20); // when the list's last changes went out
    bool indexDirty_ = false;
};

} // namespace swc::net
