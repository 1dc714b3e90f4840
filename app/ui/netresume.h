// Network games to come back to after the program stopped in the middle of one (a crash, a
// killed process, a quit that kept the game): the seats this program took in games hosted
// elsewhere, each with the token that takes it back, and the games it hosted, each with the
// server's record (and the file beside it that keeps the seats' tokens, so that the players take
// their seats back). Each is a file of the program's data folder that only its user may read,
// locked (ownerLock) while a program uses it: the next start finds those whose program is gone
// and offers them, as the autosaves of local games are. A ticket is forgotten when its game is
// over or its player leaves on purpose; a hosted game when it is over or its host discards it.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QWidget;

namespace swc::ui {

// A seat taken in a game hosted elsewhere.
struct SeatTicket
{
    QString url;    // the server's address, ws://HOST:PORT/ (and its table)
    QString game;   // the game's identity (`game` of `welcome`); empty: the server gave none
    int seat = -1;
    QString color;  // the seat's colour, as the protocol names it ("black")
    QString name;
    QString password;
    QString token;  // takes the seat back
    QString hostToken;  // a lobby table's creator's: it is the table's host again (empty: not the host)
    QDateTime saved;

    static QString directory();
    // The file of a seat: one per server, game and seat.
    static QString pathFor(const QString& url, const QString& game, int seat);
    QString path() const { return pathFor(url, game, seat); }
    // The ticket in `path`; nothing, with the reason, if it cannot be read or makes no sense.
    static std::optional<SeatTicket> read(const QString& path, QString* error);
    // Writes path() (atomically, readable by the user only).
    bool write(QString* error) const;
    // The tickets no running program holds, newest first.
    static QStringList orphans();
};

// A game hosted here: the server's record and how it was hosted (RECORD.host.json beside it).
struct HostedGame
{
    QString record;         // the record the server writes (RECORD.net.json beside it)
    quint16 port = 0;
    QString password;
    bool loopbackOnly = false;
    int turnTimeMs = 0;     // the turn timer (0: none)
    QString tlsCertificate, tlsKey;  // PEM files: the server spoke wss://
    std::vector<int> here;  // the seats played at this computer
    QStringList names;      // their names, in the same order

    static QString directory();
    // Where a new hosted game's server writes its record.
    static QString newRecordPath();
    static std::optional<HostedGame> read(const QString& record, QString* error);
    bool write(QString* error) const;
    // The record and the files beside it.
    static void remove(const QString& record);
    // The games hosted here that no running program holds, newest first.
    static QStringList orphans();
};

// What the person chose to take up: the file of a ticket or of a hosted game's record.
struct NetworkOffer
{
    Q_DECLARE_TR_FUNCTIONS(NetworkOffer)

public:
    enum class Kind { Rejoin, Host };
    Kind kind = Kind::Rejoin;
    QString path;
};

// Asks about each game left (the hosted ones when `host`, the seats when `rejoin`), newest first:
// take it up (returned at once; the others wait for another time), forget it (its files removed)
// or later (kept for another time).
std::optional<NetworkOffer> askNetworkOffers(QWidget* parent, bool rejoin, bool host);

}  // namespace swc::ui
