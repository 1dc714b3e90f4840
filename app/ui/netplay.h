// Network play in the desktop program: the one owner of a network game in a main window.
//
// Hosting runs the game server (app/net's GameServer, the same as sw-carcassonne-server) inside
// the program; the host's own seats are played through clients of that server over the loopback
// network, exactly like a joining program's, so that the server is the only authority for
// everyone. The session (GameSession) shows the primary client's public game; a person at this
// screen prepares a move and the session hands it on here, to be sent by the client of the seat
// that acts. The seats not played here are RemotePlayer controllers.
//
// Before the game: the lobby (seats, settings, chat; the host starts the game). During it: the
// chat dock, the connection notice in the status bar (a dropped connection is retried on its own
// and the game resumes where it was), the host's Network menu to let a disconnected player back
// in or hand a seat to a computer. At the end, the whole record (seed included) comes from the
// server and the session replays it.
//
// Nothing is lost when the program stops in the middle (netresume.h): a joining program keeps
// its seat's token on disk and the next start offers to rejoin; a hosting one keeps the server's
// record and how it hosted, and offers to host the game again (the players' tokens still take
// their seats). Quitting asks first, as for a local game.
#pragma once

#include "gameclient.h"
#include "gameserver.h"
#include "lobby.h"
#include "netresume.h"
#include "remoteplayer.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include <functional>

#include <memory>
#include <vector>

class QAction;
class QLabel;
class QLockFile;
class QMainWindow;
class QMenu;

namespace swc::ui {

class ChatDock;
class GameSession;
class NetPlayHost;
class OnlineDialog;
class Seats;

class NetPlay : public QObject
{
    Q_OBJECT

public:
    // Network play in the window of `host`, which owns this object.
    explicit NetPlay(NetPlayHost* host);
    ~NetPlay() override;

    // Game > Host a network game..., Game > Join a network game...
    QList<QAction*> actions() const;
    // The Network menu (shown during a network game): the chat, the seats, leaving.
    QMenu* menu() const { return menu_; }
    void retranslate();

    struct HostSettings
    {
        GameRecord setup;      // tile set, players, teams, variants, seed (no turns)
        QStringList names;     // per seat (the open seats' are chosen by who joins)
        std::vector<int> seats;  // per seat: kPersonSeat (here), a level (a computer), kRemoteSeat (open)
        quint16 port = 0;      // 0: one the system chooses (tests)
        QString password;
        QString savedGame;     // a saved game to continue instead of `setup`
        QString tlsCertificate, tlsKey;  // PEM files: the server speaks wss://
        // A game hosted here before (HostedGame::record), hosted again where it is: the players'
        // tokens still take their seats; `seats` says which are played here.
        QString kept;
        bool loopbackOnly = false;  // listen on 127.0.0.1 only (tests)
        int turnTimeMs = 0;         // each step of a remote seat (0: no limit)
    };
    // Starts the server and the lobby; false with the reason in the user's language.
    bool host(const HostSettings& settings, QString* error);
    void join(const QString& address, int port, const QString& name, const QString& password);
    // Joins the game at `url`, ws:// or wss:// (a certificate no authority vouches for: the player
    // compares its fingerprint and accepts it once, see CertificateTrust); with a ticket, takes
    // that seat back with its token.
    // A table of a public server's lobby (Game > Play online...): `hostToken` is its creator's,
    // who then starts it and hands its seats as a hosting program does; `watch`: as a spectator.
    void joinUrl(const QUrl& url, const QString& name, const QString& password, const SeatTicket* ticket = nullptr,
                 const QString& hostToken = {}, bool watch = false);
    // Takes up a game left last time (askNetworkOffers): hosts it again, or rejoins the seat.
    bool take(const NetworkOffer& offer, QString* error);
    // Ends this program's part in the network game (and the server when hosting), on purpose:
    // the seat's token, or the hosted game, is forgotten.
    void leave();
    // Before the network game in progress ends here (the window closes, another game starts):
    // asks the host whether to keep the game to host it again later, a joining player whether to
    // leave it (their token is kept: they can rejoin). False: the person cancelled.
    bool maybeEnd();
    // Ends the network game as maybeEnd() was answered (kept, unless the host discarded it).
    void endAsAnswered() { end(keepOnEnd_); }

    bool isActive() const { return !clients_.empty(); }
    bool isHost() const { return server_ != nullptr; }
    quint16 port() const;
    net::GameServer* server() const { return server_.get(); }
    net::GameRoom* room() const { return room_; }
    const std::vector<net::GameClient*>& clients() const { return clients_; }
    Lobby* lobby() const { return lobby_; }
    // Game > Play online...'s dialog (nullptr before it is first opened).
    OnlineDialog* onlineDialog() const;
    void playOnline();
    // The Chat panel of the game in play (nullptr outside a network game's play).
    ChatDock* chatDock() const { return chatDock_; }
    QLabel* notice() const { return notice_; }
    // The host hands a seat to a computer of that level.
    bool giveSeatToComputer(int seat, int level);
    // The host frees a seat for its player: their old token stops working, and the next player
    // who joins with the seat's name takes it (a player who lost their token).
    bool letBackIn(int seat);
    // The file of this program's seat (a joining program), of its hosted game's record (a host).
    QString ticketPath() const { return ticketPath_; }
    QString hostedRecord() const { return hostedFile_; }
    void sendChat(const QString& text);

signals:
    void chatReceived(const QString& html);
    void gameFinished();  // the whole record came and the session shows the final scoring

private:
    void hostFromDialog();
    // The certificate and key of `s`, if any; false with the reason in the user's language.
    bool loadTls(const HostSettings& s, QSslConfiguration* tls, QString* error) const;
    void joinFromDialog();
    void addClient(const QUrl& url, const net::GameClient::Options& options);
    void onChanged(net::ClientState::Event event);
    void syncSeats();
    void syncSession();
    void finish();
    // The clients and the server; the server tells the players whether the host keeps the game.
    void stopNetwork(bool kept);
    void end(bool keep);
    // The files of this game: kept for another time (the lock released), or removed.
    void releaseFiles(bool keep);
    void keepTicket();
    void keepHosting(const HostSettings& settings);
    void reserveLocalSeats(const HostSettings& settings, bool takeBack);
    void leaveAsked();  // the Network menu's and the lobby's Leave
    bool gameBegun() const;
    QJsonObject seatInfo(int seat) const;
    bool isAway(int seat) const;  // a remote seat taken by a player who is not connected
    void showSeatMenu(const QPoint& pos);
    void showLobby();
    void onConnection(bool connected);
    void onFailed(const QString& why);
    void hostStopped();
    // The host stopped the game without keeping it: the player may keep it here (`record`, the
    // server's with its seed), their seats played here, computers in the others.
    void offerToKeep(const QString& record);
    void keepHere(GameRecord record, const QSet<int>& mine);
    QWidget* stoppedBoxParent() const;
    void onRefused(const QString& code, const QString& message);
    void seatReassigned(net::GameClient* client);
    void onChat(int seat, const QString& name, const QString& text);
    void onTimeout();
    void showNotice(const QString& text);
    void tellIfAnotherGame(const QString& game);
    void watchSaves();
    void sendDecision(const std::function<void(net::GameClient*)>& send);
    void refreshMenu();
    void showMenu(bool shown);
    void openChat();
    void closeChat();
    QSet<int> localSeats() const;
    net::GameClient* primary() const { return clients_.empty() ? nullptr : clients_.front(); }
    // The host token of the game: the server's hosted here, or the table's created online.
    QString hostToken() const;
    bool hosts() const { return room_ || !tableHostToken_.isEmpty(); }
    QString errorText(std::optional<net::ErrorCode> code, const QString& message) const;
    QString failureText(const net::GameClient* client, const QString& otherwise) const;
    QStringList addresses() const;

    NetPlayHost* host_;
    QMainWindow* window_;  // the host's window: the dialogs' parent, its menu bar and status bar
    GameSession* session_;
    Seats* seats_;
    std::unique_ptr<net::GameServer> server_;
    net::GameRoom* room_ = nullptr;
    std::vector<net::GameClient*> clients_;
    QPointer<Lobby> lobby_;
    QPointer<OnlineDialog> online_;
    QString tableHostToken_;  // the host token of the lobby's table this program created
    ChatDock* chatDock_ = nullptr;
    QLabel* notice_ = nullptr;
    QMenu* menu_ = nullptr;
    QMenu *giveMenu_ = nullptr, *backMenu_ = nullptr;
    QAction *hostAct_ = nullptr, *joinAct_ = nullptr, *onlineAct_ = nullptr, *lobbyAct_ = nullptr, *leaveAct_ = nullptr,
            *menuAct_ = nullptr;
    QStringList chat_;
    QString hostedFile_;      // where the hosted game's server writes the record
    QString ticketPath_;      // this program's seat kept on disk (joining), and its token
    QString ticketToken_;
    std::unique_ptr<QLockFile> lock_;  // on the ticket or the hosted record while in use
    QUrl url_;                // the game joined, with the name and password joined with
    QString joinName_, password_;
    QString keptGame_;        // the game of the kept seat this program is taking back
    QString formerGame_;      // that game, its seat refused: the player told if the address now hosts another
    QString refusal_;         // the last refusal, worded
    QSet<int> reassigned_;    // seats of this program the host gave to a computer
    bool inGame_ = false;     // the seats' controllers are set
    bool finished_ = false;
    bool ownStart_ = false;   // the session's start() is this object's
    bool lost_ = false;       // the notice says the connection is lost
    bool loopbackOnly_ = false;
    bool failed_ = false;     // the network game is over for this program (refused, server gone)
    bool stopped_ = false;    // the host stopped the game (and may host it again if they kept it)
    bool rejoining_ = false;  // joined with a kept token: refused, the seat is asked for by name
    bool keepOnEnd_ = true;   // maybeEnd()'s answer: the files are kept when the game ends here
};

}  // namespace swc::ui
