#include "netresume.h"

#include "autosave.h"
#include "gameroom.h"
#include "protocol.h"
#include "resumedialog.h"
#include "safefile.h"
#include "texts.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>

namespace swc::ui {

namespace {

constexpr qint64 kMaxFileBytes = 64 * 1024;  // a ticket or a hosting is a few hundred bytes

QString hostJsonPath(const QString& record) { return record + QStringLiteral(".host.json"); }

// The JSON object in `path`, or nothing with the reason.
std::optional<QJsonObject> readJson(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = NetworkOffer::tr("cannot read %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    if (f.size() > kMaxFileBytes) {
        *error = NetworkOffer::tr("%1 is too large (%2 bytes)").arg(path).arg(f.size());
        return std::nullopt;
    }
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = NetworkOffer::tr("%1 is not a JSON object: %2").arg(path, pe.errorString());
        return std::nullopt;
    }
    return doc.object();
}

bool isToken(const QString& s)
{
    return s.size() == 2 * net::kTokenBytes && std::all_of(s.begin(), s.end(), [](QChar c) {
               return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
           });
}

bool isServerUrl(const QString& s)
{
    const QUrl u(s, QUrl::StrictMode);
    return u.isValid() && (u.scheme() == QLatin1String("ws") || u.scheme() == QLatin1String("wss")) && !u.host().isEmpty();
}

// Files of `dir` matching `pattern` whose lock no running program holds, newest first.
QStringList unlocked(const QString& dir, const QString& pattern)
{
    QStringList out;
    for (const QFileInfo& f : QDir(dir).entryInfoList({pattern}, QDir::Files, QDir::Time)) {
        auto probe = ownerLock(f.absoluteFilePath());
        if (probe->tryLock(0)) out << f.absoluteFilePath();  // unlocked again when the probe goes
    }
    return out;
}

QString where(const QString& url)
{
    const QUrl u(url);
    const QString path = u.path() == QLatin1String("/") ? QString() : u.path();
    return u.authority() + path;
}

QString when(const QString& file) { return ResumeDialog::when(QFileInfo(file).lastModified()); }

enum class Answer { Take, Forget, Later };

Answer ask(QWidget* parent, const QString& title, const QString& text, const QString& details, const QString& take)
{
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("networkOffer"));
    box.setInformativeText(details);
    if (!take.isEmpty()) box.addButton(QMessageBox::Open)->setText(take);
    box.addButton(QMessageBox::Discard)->setText(NetworkOffer::tr("&Forget"));
    box.addButton(QMessageBox::Cancel)->setText(NetworkOffer::tr("&Later"));
    box.setDefaultButton(take.isEmpty() ? QMessageBox::Cancel : QMessageBox::Open);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == box.button(QMessageBox::Open)) return Answer::Take;
    if (box.clickedButton() == box.button(QMessageBox::Discard)) return Answer::Forget;
    return Answer::Later;
}

Answer askRejoin(QWidget* parent, const QString& path)
{
    QString error;
    const auto t = SeatTicket::read(path, &error);
    if (!t)
        return ask(parent, NetworkOffer::tr("Rejoin a network game?"), NetworkOffer::tr("A seat in a network game was left last time, but it cannot be read."),
                   error, QString());
    const auto color = parseColor(t->color.toStdString());
    const QString seat = color ? Texts::color(*color) : t->color;
    return ask(parent, NetworkOffer::tr("Rejoin a network game?"),
               NetworkOffer::tr("Rejoin the network game at %1 as %2?").arg(where(t->url), t->name.isEmpty() ? seat : t->name),
               NetworkOffer::tr("Your seat: %1, last connected %2. The program stopped without leaving the game: the host keeps "
                  "your seat, unless they gave it to a computer.")
                   .arg(seat, ResumeDialog::when(t->saved)),
               NetworkOffer::tr("&Rejoin"));
}

Answer askHost(QWidget* parent, const QString& record)
{
    QString error;
    const auto h = HostedGame::read(record, &error);
    if (!h)
        return ask(parent, NetworkOffer::tr("Continue a network game?"), NetworkOffer::tr("A network game hosted here was left last time, but it cannot be read."),
                   error, QString());
    return ask(parent, NetworkOffer::tr("Continue a network game?"), NetworkOffer::tr("Continue the network game of %1?").arg(when(record)),
               ResumeDialog::describe(LeftWork::read(record)) + QStringLiteral("\n\n") +
                   NetworkOffer::tr("It is hosted again on port %1: the players take their seats back when they rejoin.").arg(h->port),
               NetworkOffer::tr("&Host it again"));
}

}  // namespace

// --- SeatTicket ------------------------------------------------------------------------------

QString SeatTicket::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/network/seats");
}

QString SeatTicket::pathFor(const QString& url, const QString& game, int seat)
{
    const QByteArray key = QStringLiteral("%1\n%2\n%3").arg(url, game).arg(seat).toUtf8();
    const QString name = QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(32));
    return directory() + QLatin1Char('/') + name + QStringLiteral(".json");
}

std::optional<SeatTicket> SeatTicket::read(const QString& path, QString* error)
{
    const auto o = readJson(path, error);
    if (!o) return std::nullopt;
    SeatTicket t;
    t.url = o->value(QLatin1String("url")).toString();
    t.game = o->value(QLatin1String("game")).toString();
    t.seat = o->value(QLatin1String("seat")).toInt(-1);
    t.color = o->value(QLatin1String("color")).toString().left(16);
    t.name = o->value(QLatin1String("name")).toString();
    t.password = o->value(QLatin1String("password")).toString();
    t.token = o->value(QLatin1String("token")).toString();
    t.hostToken = o->value(QLatin1String("host_token")).toString();
    t.saved = QDateTime::fromString(o->value(QLatin1String("saved")).toString(), Qt::ISODate);
    const char* bad = nullptr;
    if (!isServerUrl(t.url)) bad = "url";
    else if (!t.game.isEmpty() && !net::isGameId(t.game)) bad = "game";
    else if (t.seat < 0 || t.seat >= kMaxPlayers) bad = "seat";
    else if (t.name.size() > net::kMaxNameLength || !net::printableText(t.name)) bad = "name";
    else if (t.password.size() > net::kMaxPasswordLength) bad = "password";
    else if (!isToken(t.token)) bad = "token";
    else if (!t.hostToken.isEmpty() && !isToken(t.hostToken)) bad = "host_token";
    if (bad) {
        *error = NetworkOffer::tr("%1: its '%2' is missing or wrong").arg(path, QLatin1String(bad));
        return std::nullopt;
    }
    return t;
}

bool SeatTicket::write(QString* error) const
{
    if (!QDir().mkpath(directory())) {
        *error = NetworkOffer::tr("cannot create the folder %1").arg(directory());
        return false;
    }
    QJsonObject o{{QLatin1String("format"), 1},
                  {QLatin1String("url"), url},
                  {QLatin1String("game"), game},
                  {QLatin1String("seat"), seat},
                  {QLatin1String("color"), color},
                  {QLatin1String("name"), name},
                  {QLatin1String("password"), password},
                  {QLatin1String("token"), token},
                  {QLatin1String("saved"), saved.toString(Qt::ISODate)}};
    if (!hostToken.isEmpty()) o.insert(QLatin1String("host_token"), hostToken);
    return writeFileSafely(path(), QJsonDocument(o).toJson(), error, FileAccess::OwnerOnly);
}

QStringList SeatTicket::orphans() { return unlocked(directory(), QStringLiteral("*.json")); }

// --- HostedGame ------------------------------------------------------------------------------

QString HostedGame::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/network");
}

QString HostedGame::newRecordPath()
{
    QDir().mkpath(directory());
    // The time, and a random part: two programs hosting in the same millisecond still differ.
    return QDir(directory()).filePath(QStringLiteral("hosted-%1-%2.yaml")
                                          .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss-zzz")),
                                               net::newGameId().left(8)));
}

std::optional<HostedGame> HostedGame::read(const QString& record, QString* error)
{
    const auto o = readJson(hostJsonPath(record), error);
    if (!o) return std::nullopt;
    HostedGame h;
    h.record = record;
    const int port = o->value(QLatin1String("port")).toInt(-1);
    h.password = o->value(QLatin1String("password")).toString();
    h.loopbackOnly = o->value(QLatin1String("loopback")).toBool();
    h.tlsCertificate = o->value(QLatin1String("tls_certificate")).toString();
    h.tlsKey = o->value(QLatin1String("tls_key")).toString();
    h.turnTimeMs = o->value(QLatin1String("turn_time_ms")).toInt();
    bool ok = port > 0 && port <= 65535 && h.password.size() <= net::kMaxPasswordLength && QFileInfo(record).isFile() &&
              h.turnTimeMs >= 0 && h.turnTimeMs <= net::kMaxTurnTimeMs;
    for (const QJsonValue v : o->value(QLatin1String("here")).toArray()) {
        const int seat = v.toObject().value(QLatin1String("seat")).toInt(-1);
        const QString name = v.toObject().value(QLatin1String("name")).toString();
        ok = ok && seat >= 0 && seat < kMaxPlayers && name.size() <= net::kMaxNameLength && net::printableText(name);
        h.here.push_back(seat);
        h.names << name;
    }
    if (!ok) {
        *error = NetworkOffer::tr("%1 does not describe a game hosted here").arg(hostJsonPath(record));
        return std::nullopt;
    }
    h.port = static_cast<quint16>(port);
    return h;
}

bool HostedGame::write(QString* error) const
{
    QJsonArray seats;
    for (std::size_t i = 0; i < here.size(); ++i)
        seats.append(QJsonObject{{QLatin1String("seat"), here[i]},
                                 {QLatin1String("name"), i < static_cast<std::size_t>(names.size()) ? names[static_cast<qsizetype>(i)] : QString()}});
    const QJsonObject o{{QLatin1String("format"), 1},
                        {QLatin1String("port"), port},
                        {QLatin1String("password"), password},
                        {QLatin1String("loopback"), loopbackOnly},
                        {QLatin1String("turn_time_ms"), turnTimeMs},
                        {QLatin1String("tls_certificate"), tlsCertificate},
                        {QLatin1String("tls_key"), tlsKey},
                        {QLatin1String("here"), seats}};
    return writeFileSafely(hostJsonPath(record), QJsonDocument(o).toJson(), error, FileAccess::OwnerOnly);
}

void HostedGame::remove(const QString& record)
{
    QFile::remove(record);
    QFile::remove(record + QStringLiteral(".net.json"));
    QFile::remove(net::GameRoom::journalPath(record));
    QFile::remove(hostJsonPath(record));
}

QStringList HostedGame::orphans()
{
    QStringList out;
    // Only a game whose hosting was written down can be hosted again as it was.
    for (const QString& record : unlocked(directory(), QStringLiteral("hosted-*.yaml")))
        if (QFileInfo::exists(hostJsonPath(record))) out << record;
    return out;
}

// --- The offers ------------------------------------------------------------------------------

std::optional<NetworkOffer> askNetworkOffers(QWidget* parent, bool rejoin, bool host)
{
    std::vector<NetworkOffer> offers;
    if (host)
        for (const QString& f : HostedGame::orphans()) offers.push_back({NetworkOffer::Kind::Host, f});
    if (rejoin)
        for (const QString& f : SeatTicket::orphans()) offers.push_back({NetworkOffer::Kind::Rejoin, f});
    for (const NetworkOffer& o : offers) {
        const bool hosted = o.kind == NetworkOffer::Kind::Host;
        switch (hosted ? askHost(parent, o.path) : askRejoin(parent, o.path)) {
        case Answer::Take: return o;
        case Answer::Forget:
            if (hosted) HostedGame::remove(o.path);
            else QFile::remove(o.path);
            break;
        case Answer::Later: break;
        }
    }
    return std::nullopt;
}

}  // namespace swc::ui
