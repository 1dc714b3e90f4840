#include "serverlobby.h"

#include "builtin_tilesets.h"
#include "gameserver.h"
#include "peer.h"
#include "recordwriter.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>

namespace swc::net {

namespace {

QString latin(const char* s)
{
    return QString::fromLatin1(s);
}

ProtocolError badField(const QString& why)
{
    return {ErrorCode::BadField, why};
}

// The fields of a `create` and the JSON type each has (docs/protocol.md, "Lobby").
enum class Kind
{
    Text,
    Strings,
    Bool,
    Integer,
    TilesetRef
};
struct CreateField
{
    const char* name;
    Kind kind;
    bool required;
};
constexpr CreateField kCreateFields[] = {
    {"name", Kind::Text, true},
    {"tileset", Kind::TilesetRef, true},
    {"players", Kind::Strings, true},
    {"seats", Kind::Strings, false},
    {"teams", Kind::Bool, false},
    {"variants", Kind::Strings, false},
    {"turn_time_ms", Kind::Integer, false},
    {"password", Kind::Text, false},
};

bool ofKind(const QJsonValue& v, Kind kind)
{
    switch (kind) {
    case Kind::Text:
        return v.isString();
    case Kind::Bool:
        return v.isBool();
    case Kind::Integer:
        return v.isDouble() && std::floor(v.toDouble()) == v.toDouble() && std::abs(v.toDouble()) < 1e12;
    case Kind::Strings: {
        const QJsonArray a = v.toArray();
        return v.isArray() && a.size() <= kMaxPlayers &&
               std::all_of(a.begin(), a.end(), [](const QJsonValue& x) { return x.isString(); });
    }
    case Kind::TilesetRef: {
        const QJsonObject o = v.toObject();
        return v.isString() || (v.isObject() && o.size() == 1 && o.value(QLatin1String("yaml")).isString());
    }
    }
    return false;
}

// Every field is one of a `create`, of its type; the required ones are there.
std::optional<ProtocolError> checkFields(const QJsonObject& obj)
{
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (it.key() == QLatin1String("type")) continue;
        const auto f = std::find_if(std::begin(kCreateFields), std::end(kCreateFields),
                                    [&](const CreateField& c) { return it.key() == latin(c.name); });
        if (f == std::end(kCreateFields))
            return badField(QStringLiteral("create has no field '%1'").arg(it.key().left(40)));
        if (!ofKind(it.value(), f->kind))
            return badField(QStringLiteral("create: '%1' is not of its type").arg(it.key()));
    }
    for (const CreateField& c : kCreateFields)
        if (c.required && !obj.contains(latin(c.name)))
            return badField(QStringLiteral("create needs '%1'").arg(latin(c.name)));
    return std::nullopt;
}

QString builtinNames()
{
    QStringList names;
    for (const BuiltinTileset& b : builtinTilesets())
        names << QString::fromUtf8(b.name.data(), static_cast<qsizetype>(b.name.size()));
    return names.join(QStringLiteral(", "));
}

// The table's tile set: a built-in name, or a set's YAML read as any file is (every error named).
std::optional<ProtocolError> readTileset(const QJsonValue& v, const LobbyLimits& limits, GameRecord* rec)
{
    if (v.isString()) {
        rec->tilesetRef = v.toString().toStdString();
        rec->tileset = builtinTilesetNamed(rec->tilesetRef);
        if (!rec->tileset)
            return badField(QStringLiteral("no built-in tile set '%1' (there are: %2)")
                                .arg(v.toString().left(40), builtinNames()));
        return std::nullopt;
    }
    const QByteArray yaml = v.toObject().value(QLatin1String("yaml")).toString().toUtf8();
    if (yaml.size() > limits.maxTilesetBytes)
        return ProtocolError{ErrorCode::BadTileset,
                             QStringLiteral("the tile set is %1 bytes of YAML; at most %2")
                                 .arg(yaml.size())
                                 .arg(limits.maxTilesetBytes)};
    std::vector<TilesetError> errors;
    auto set = parseTileset(yaml.toStdString(), "tileset.yaml", errors);
    if (!set) {
        QStringList lines;
        for (const TilesetError& e : errors)
            lines << QString::fromStdString(e.describe());
        constexpr int kShown = 20;
        if (lines.size() > kShown)
            lines = lines.mid(0, kShown) << QStringLiteral("(%1 more)").arg(errors.size() - kShown);
        return ProtocolError{ErrorCode::BadTileset, lines.join(QLatin1Char('\n'))};
    }
    rec->tilesetRef.clear();
    rec->tileset = std::make_shared<const Tileset>(std::move(*set));
    return std::nullopt;
}

// The parts of a `create` other than its tile set; `why` set when they cannot be.
std::optional<ProtocolError> readRest(const QJsonObject& obj, TableRequest* t)
{
    t->name = obj.value(QLatin1String("name")).toString().trimmed();
    if (t->name.isEmpty() || t->name.size() > kMaxTableNameLength || !printableText(t->name))
        return badField(
            QStringLiteral("a table's name is 1 to %1 printable characters").arg(kMaxTableNameLength));
    t->password = obj.value(QLatin1String("password")).toString();
    if (t->password.size() > kMaxPasswordLength)
        return badField(QStringLiteral("a password is at most %1 characters").arg(kMaxPasswordLength));
    const double ms = obj.value(QLatin1String("turn_time_ms")).toDouble(0);
    if (ms != 0 && (ms < 1000 || ms > kMaxTurnTimeMs))
        return badField(
            QStringLiteral("turn_time_ms is 0 (no limit) or from 1000 to %1").arg(kMaxTurnTimeMs));
    t->turnTimeMs = static_cast<int>(ms);
    for (const QJsonValue v : obj.value(QLatin1String("seats")).toArray())
        if (v.toString() == QLatin1String(seatName(kPersonSeat)))
            return badField(QStringLiteral("a seat is remote or a computer level"));
    if (const QString bad = readHeaderSetup(obj, &t->setup); !bad.isEmpty()) return badField(bad);
    const auto& seats = t->setup.seats;
    if (!seats.empty() &&
        std::none_of(seats.begin(), seats.end(), [](int s) { return s == kRemoteSeat || s == kPersonSeat; }))
        return badField(QStringLiteral("a table needs at least one remote seat"));
    return std::nullopt;
}

std::optional<TableRequest> readCreate(const QJsonObject& obj, const LobbyLimits& limits,
                                       ProtocolError* error)
{
    TableRequest t;
    std::optional<ProtocolError> e = checkFields(obj);
    if (!e) e = readRest(obj, &t);
    if (!e) e = readTileset(obj.value(QLatin1String("tileset")), limits, &t.setup);
    if (!e) return t;
    *error = *e;
    return std::nullopt;
}

// The file a new table's record goes to in the --save folder.
QString freshRecordPath(const QString& dir, int id)
{
    const QString stem = QStringLiteral("table-%1-%2")
                             .arg(id)
                             .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString path = QDir(dir).filePath(stem + QStringLiteral(".yaml"));
    for (int n = 2; QFile::exists(path); ++n)
        path = QDir(dir).filePath(QStringLiteral("%1-%2.yaml").arg(stem).arg(n));
    return path;
}

} // namespace

std::optional<LobbyMessage> readLobbyMessage(const QByteArray& utf8, const LobbyLimits& limits,
                                             ProtocolError* error)
{
    const QJsonDocument doc = QJsonDocument::fromJson(utf8);
    LobbyMessage m;
    if (doc.isObject() && doc.object().value(QLatin1String("type")) == QJsonValue(QLatin1String("create"))) {
        m.create = readCreate(doc.object(), limits, error);
        if (!m.create) return std::nullopt;
        return m;
    }
    static const std::shared_ptr<const Tileset> anySet = builtinTileset("standard");
    auto message = readClientMessage(utf8, *anySet, error);
    if (!message) return std::nullopt;
    if (message->type != ClientMessageType::Hello && message->type != ClientMessageType::Chat) {
        *error = {ErrorCode::UnknownType,
                  QStringLiteral(
                      "the lobby takes hello, create and chat; a game's messages go to its table's path")};
        return std::nullopt;
    }
    m.message = *message;
    return m;
}

// ---------------------------------------------------------------------------------------

Lobby::Lobby(GameServer* server, const LobbyLimits& limits)
    : QObject(server), server_(server), limits_(limits)
{
    clock_.start();
    updates_.setSingleShot(true);
    connect(&updates_, &QTimer::timeout, this, &Lobby::sendChanges);
    sweeper_.setInterval(std::clamp(std::min(limits_.idleTableMs, limits_.abandonedTableMs) / 4, 20, 5000));
    connect(&sweeper_, &QTimer::timeout, this, &Lobby::sweep);
    sweeper_.start();
    connect(server_, &GameServer::roomConnectionsChanged, this, [this](GameRoom* r) {
        if (const auto it = idOf_.constFind(r); it != idOf_.constEnd()) changed(*it);
    });
}

Lobby::~Lobby()
{
    if (indexDirty_) saveIndex();
}

void Lobby::receive(Peer* peer, const QString& text)
{
    ProtocolError error;
    const auto m = readLobbyMessage(text.toUtf8(), limits_, &error);
    if (!m) {
        peer->refuse(error, QString(), !peer->joined);
        return;
    }
    if (m->create) {
        create(peer, *m->create);
    } else if (m->message.type == ClientMessageType::Hello) {
        hello(peer, m->message);
    } else {
        chat(peer, m->message.text);
    }
}

void Lobby::hello(Peer* peer, const ClientMessage& m)
{
    const auto refuse = [peer](ErrorCode code, const QString& why) {
        peer->refuse({code, why}, QStringLiteral("hello"), !peer->joined);
    };
    if (peer->joined)
        return refuse(ErrorCode::AlreadyJoined, QStringLiteral("this connection has joined already"));
    if (m.protocol != kProtocolVersion)
        return refuse(
            ErrorCode::ProtocolMismatch,
            QStringLiteral("this server speaks protocol %1, not %2").arg(kProtocolVersion).arg(m.protocol));
    if (!m.password.isEmpty() || !m.token.isEmpty() || m.spectate || !m.hostToken.isEmpty() || m.legal)
        return refuse(ErrorCode::BadField,
                      QStringLiteral("a hello to the lobby has a protocol and a name, nothing else"));
    const QString name = m.name.trimmed();
    if (name.isEmpty()) return refuse(ErrorCode::BadField, QStringLiteral("the lobby needs a name"));
    if (names_.contains(name.toCaseFolded()))
        return refuse(ErrorCode::NameTaken, QStringLiteral("someone in the lobby is named %1").arg(name));
    peer->joined = true;
    peer->name = name;
    clients_.append(peer);
    names_.insert(name.toCaseFolded());
    QJsonArray tables;
    for (const Table& t : std::as_const(tables_))
        tables.append(tableJson(t));
    peer->send(QJsonObject{{QLatin1String("type"), QLatin1String("lobby")},
                           {QLatin1String("protocol"), kProtocolVersion},
                           {QLatin1String("name"), name},
                           {QLatin1String("limits"),
                            QJsonObject{{QLatin1String("tables"), limits_.maxTables},
                                        {QLatin1String("tables_per_address"), limits_.maxTablesPerAddress},
                                        {QLatin1String("tileset_bytes"), limits_.maxTilesetBytes},
                                        {QLatin1String("idle_table_ms"), limits_.idleTableMs},
                                        {QLatin1String("abandoned_table_ms"), limits_.abandonedTableMs}}},
                           {QLatin1String("tables"), tables}});
}

void Lobby::leave(Peer* peer)
{
    if (!clients_.removeOne(peer)) return;
    names_.remove(peer->name.toCaseFolded());
}

void Lobby::chat(Peer* peer, const QString& text)
{
    broadcast({{QLatin1String("type"), QLatin1String("chat")},
               {QLatin1String("seat"), -1},
               {QLatin1String("name"), peer->name},
               {QLatin1String("text"), text.trimmed()}});
}

std::optional<ProtocolError> Lobby::mayCreate(const Peer* peer, const TableRequest& request) const
{
    if (tableCount() >= limits_.maxTables)
        return ProtocolError{ErrorCode::TooManyTables,
                             QStringLiteral("the server holds %1 tables, its most").arg(limits_.maxTables)};
    const auto mine = std::count_if(tables_.begin(), tables_.end(),
                                    [peer](const Table& t) { return t.owner == peer->address(); });
    if (mine >= limits_.maxTablesPerAddress)
        return ProtocolError{
            ErrorCode::TooManyTables,
            QStringLiteral("%1 tables of your address are open, the most there may be").arg(mine)};
    if (tableNames_.contains(request.name.toCaseFolded()))
        return ProtocolError{ErrorCode::NameTaken,
                             QStringLiteral("a table is named %1 already").arg(request.name)};
    return std::nullopt;
}

// The lobby does not wait for the table's first files to be written: a thousand games being
// saved keep the disk busy for seconds (GameRoom::create).
void Lobby::create(Peer* peer, const TableRequest& request)
{
    if (const auto no = mayCreate(peer, request)) return peer->refuse(*no, QStringLiteral("create"));
    Table t;
    t.id = nextId_;
    RoomOptions options;
    options.password = request.password;
    options.turnTimeMs = request.turnTimeMs;
    options.timeoutLevel = limits_.timeoutLevel;
    options.hostStarts = true;
    if (!limits_.saveDir.isEmpty()) options.recordPath = freshRecordPath(limits_.saveDir, t.id);
    QString why;
    auto room = GameRoom::create(request.setup, false, options, &why, false);
    if (!room) return peer->refuse(badField(why), QStringLiteral("create"));
    ++nextId_;
    const QString token = newToken();
    t.name = request.name;
    t.owner = peer->address();
    t.hostDigest = tokenDigest(token);
    if (!request.password.isEmpty()) t.passwordDigest = tokenDigest(request.password);
    addTable(t, std::move(room));
    peer->send(QJsonObject{{QLatin1String("type"), QLatin1String("created")},
                           {QLatin1String("table"), t.id},
                           {QLatin1String("path"), pathOf(t.id)},
                           {QLatin1String("host_token"), token}});
}

void Lobby::addTable(Table table, std::unique_ptr<GameRoom> room)
{
    table.busySince = clock_.elapsed();
    table.indexedStarted = room->isStarted();
    GameRoom* r = server_->addRoom(pathOf(table.id), std::move(room));
    server_->setRoomHost(r, table.hostDigest);
    table.room = r;
    const int id = table.id;
    tables_.insert(id, table);
    tableNames_.insert(table.name.toCaseFolded());
    idOf_.insert(r, id);
    connect(r, &GameRoom::seatsChanged, this, [this, id] { changed(id); });
    connect(r, &GameRoom::finished, this, [this, id] { changed(id); });
    changed(id);
    writeIndex();
    emit tableAdded(r);
}

void Lobby::removeTable(int id)
{
    const Table t = tables_.take(id);
    tableNames_.remove(t.name.toCaseFolded());
    idOf_.remove(t.room);
    server_->removeRoom(pathOf(id));
    changed_.remove(id);
    removed_.insert(id);
    scheduleChanges();
    writeIndex();
}

void Lobby::changed(int id)
{
    changed_.insert(id);
    scheduleChanges();
}

// The list's changes go out as soon as the event loop is free when none went out in the last
// interval (a table created alone is seen at once), else one interval after the last ones: at
// most one message per interval, with every change since.
void Lobby::scheduleChanges()
{
    if (updates_.isActive()) return;
    updates_.start(static_cast<int>(std::clamp<qint64>(lastChangesMs_ + limits_.updateMs - clock_.elapsed(), 0, limits_.updateMs)));
}

// The changes since the last time, in one message to every client: each table changed, as it is
// now, and those removed.
void Lobby::sendChanges()
{
    lastChangesMs_ = clock_.elapsed();
    QJsonArray changed, removed;
    for (const int id : std::as_const(removed_))
        removed.append(id);
    for (const int id : std::as_const(changed_)) {
        const auto it = tables_.find(id);
        if (it == tables_.end()) continue;
        changed.append(tableJson(*it));
        if (it->indexedStarted != it->room->isStarted()) {
            it->indexedStarted = it->room->isStarted();
            indexDirty_ = true;
        }
    }
    removed_.clear();
    changed_.clear();
    if (!changed.isEmpty() || !removed.isEmpty())
        broadcast({{QLatin1String("type"), QLatin1String("tables")},
                   {QLatin1String("tables"), changed},
                   {QLatin1String("removed"), removed}});
    if (indexDirty_) saveIndex();
}

// Tables nobody needs go: one never started that nobody joined for the idle time, one whose game
// is over once nobody is connected (after the idle time, while a player is owed the result), and
// one whose game everyone left unfinished for the abandoned time (its record stays under --save;
// without this they would hold the server's and their addresses' tables for ever).
void Lobby::sweep()
{
    const qint64 now = clock_.elapsed();
    QList<int> gone;
    for (Table& t : tables_) {
        if (server_->connectionsAt(pathOf(t.id)) > 0) {
            t.busySince = now;
            continue;
        }
        const bool idle = now - t.busySince >= limits_.idleTableMs;
        const bool abandoned = now - t.busySince >= limits_.abandonedTableMs;
        const bool goes = t.room->isOver()      ? !t.room->resultOwed() || idle
                          : t.room->isStarted() ? abandoned
                                                : idle;
        if (goes) gone << t.id;
    }
    for (const int id : std::as_const(gone))
        removeTable(id);
}

QJsonObject Lobby::tableJson(const Table& t) const
{
    const GameRecord& rec = t.room->record();
    QJsonArray variants;
    for (int v = 0; v < kVariants; ++v)
        if (rec.rules.has(static_cast<Variant>(v)))
            variants.append(latin(variantName(static_cast<Variant>(v))));
    const bool builtin = !rec.tilesetRef.empty();
    return {{QLatin1String("table"), t.id},
            {QLatin1String("path"), pathOf(t.id)},
            {QLatin1String("name"), t.name},
            {QLatin1String("tileset"), QString::fromStdString(builtin ? rec.tilesetRef : rec.tileset->name)},
            {QLatin1String("uploaded"), !builtin},
            {QLatin1String("teams"), rec.rules.teams},
            {QLatin1String("variants"), variants},
            {QLatin1String("seats"), t.room->seatList()},
            {QLatin1String("turn_time_ms"), t.room->turnTimeMs()},
            {QLatin1String("started"), t.room->isStarted()},
            {QLatin1String("over"), t.room->isOver()},
            {QLatin1String("spectators"), t.room->spectatorCount()},
            {QLatin1String("password"), t.room->hasPassword()}};
}

void Lobby::broadcast(const QJsonObject& message)
{
    if (clients_.isEmpty()) return;
    const QString text = messageText(message);
    for (Peer* p : std::as_const(clients_))
        p->send(text);
}

// ---------------------------------------------------------------------------------------
// The index (--save): what a restarted server needs to host each table again.

QString Lobby::indexPath() const
{
    return limits_.saveDir.isEmpty() ? QString()
                                     : QDir(limits_.saveDir).filePath(QStringLiteral("lobby.json"));
}

// The index is written with the list's next changes: once for all the tables added or removed
// meanwhile (written whole each time, it cost the lobby's thread more than the tables while a
// thousand were created).
void Lobby::writeIndex()
{
    if (limits_.saveDir.isEmpty()) return;
    indexDirty_ = true;
    scheduleChanges();
}

void Lobby::saveIndex()
{
    indexDirty_ = false;
    if (limits_.saveDir.isEmpty()) return;
    QJsonArray list;
    for (const Table& t : std::as_const(tables_))
        list.append(QJsonObject{{QLatin1String("table"), t.id},
                                {QLatin1String("name"), t.name},
                                {QLatin1String("owner"), t.owner},
                                {QLatin1String("record"), t.room->recordPath()},
                                {QLatin1String("host"), QString::fromLatin1(t.hostDigest.toHex())},
                                {QLatin1String("password"), QString::fromLatin1(t.passwordDigest.toHex())},
                                {QLatin1String("turn_time_ms"), t.room->turnTimeMs()},
                                {QLatin1String("started"), t.indexedStarted}});
    const QByteArray text =
        QJsonDocument(QJsonObject{{QLatin1String("next"), nextId_}, {QLatin1String("tables"), list}})
            .toJson();
    RecordWriter::shared()->write(
        indexPath(), [text] { return text; }, true);
}

void Lobby::resumeTables(QStringList* warnings)
{
    QFile file(indexPath());
    if (indexPath().isEmpty() || !file.exists()) return;
    if (!file.open(QIODevice::ReadOnly)) {
        *warnings << QStringLiteral("cannot read %1").arg(file.fileName());
        return;
    }
    const QJsonObject index = QJsonDocument::fromJson(file.readAll()).object();
    nextId_ = std::max(1, index.value(QLatin1String("next")).toInt(1));
    for (const QJsonValue v : index.value(QLatin1String("tables")).toArray()) {
        const QJsonObject o = v.toObject();
        Table t;
        t.id = o.value(QLatin1String("table")).toInt();
        t.name = o.value(QLatin1String("name")).toString();
        t.owner = o.value(QLatin1String("owner")).toString();
        t.hostDigest = QByteArray::fromHex(o.value(QLatin1String("host")).toString().toLatin1());
        t.passwordDigest = QByteArray::fromHex(o.value(QLatin1String("password")).toString().toLatin1());
        RoomOptions options;
        options.recordPath = o.value(QLatin1String("record")).toString();
        options.passwordDigest = t.passwordDigest;
        options.turnTimeMs = o.value(QLatin1String("turn_time_ms")).toInt();
        options.timeoutLevel = limits_.timeoutLevel;
        options.hostStarts = !o.value(QLatin1String("started")).toBool(); // else it goes on at once
        QString why;
        auto room = t.id > 0 && t.hostDigest.size() == 32 && !tables_.contains(t.id)
                        ? GameRoom::resume(options, &why)
                        : nullptr;
        if (!room) {
            *warnings << QStringLiteral("table %1 (%2) is not resumed: %3")
                             .arg(t.id)
                             .arg(t.name, why.isEmpty() ? QStringLiteral("a bad entry of the index") : why);
            continue;
        }
        if (room->isOver()) continue; // its record stays in the folder
        nextId_ = std::max(nextId_, t.id + 1);
        addTable(t, std::move(room));
    }
}

} // namespace swc::net
