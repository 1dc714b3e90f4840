// Game > Play online... (issue 45) against a real lobby server on 127.0.0.1 in this process
// (sw-carcassonne-server --lobby's GameServer and Lobby, as tst_lobby starts them):
// - a table created by another client appears in the dialog's list live, and goes when removed;
// - a table created from the dialog (the New game dialog's choices, a name, a password) is in the
//   list, and its creator reaches the waiting room as its host (Start shown);
// - another program joins it with the password and takes the second seat; the creator starts;
// - another one watches; a wrong password is refused in the waiting room;
// - the creator hands a seat to a computer, and the others' list says so;
// - the creator's program dies before the start and, started again, is the table's host again;
// - a table's name taken is refused with the server's words, the dialog still in the lobby;
// - an address that does not answer, and one where nothing listens, say so without hanging.
#include "gameserver.h"
#include "serverlobby.h"
#include "mainwindow.h"
#include "netplay.h"
#include "netresume.h"
#include "onlinedialog.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTcpServer>
#include <QtTest>

#include <functional>
#include <memory>

using namespace swc;
using namespace swc::ui;

namespace {

struct LobbyServer
{
    std::unique_ptr<net::GameServer> server = std::make_unique<net::GameServer>();
    quint16 port = 0;
    LobbyServer()
    {
        server->enableLobby(net::LobbyLimits{});
        QString why;
        if (server->listen(QHostAddress::LocalHost, 0, &why)) port = server->port();
    }
    QString address() const { return QStringLiteral("127.0.0.1:%1").arg(port); }
};

std::unique_ptr<MainWindow> window()
{
    auto w = std::make_unique<MainWindow>();
    w->setLanguage(QStringLiteral("en"));
    w->resize(1200, 800);
    w->show();
    return w;
}

// The window's Play online dialog, in the lobby at `address` as `name`.
OnlineDialog* enter(MainWindow& w, const QString& address, const QString& name)
{
    w.netPlay()->playOnline();
    OnlineDialog* d = w.netPlay()->onlineDialog();
    if (!d) return nullptr;
    d->addressBox()->setEditText(address);
    d->nameEdit()->setText(name);
    QTest::mouseClick(d->connectButton(), Qt::LeftButton);
    if (!QTest::qWaitFor([d] { return d->client()->isInLobby(); }, 5000)) return nullptr;
    return d;
}

// Another program's lobby client, which creates a table of two remote seats.
std::unique_ptr<net::LobbyClient> creator(const LobbyServer& s, const QString& table, int* id)
{
    auto c = std::make_unique<net::LobbyClient>();
    c->start(net::LobbyClient::lobbyUrl(s.address()), QStringLiteral("Zed"));
    if (!QTest::qWaitFor([&] { return c->isInLobby(); }, 5000)) return nullptr;
    QObject::connect(c.get(), &net::LobbyClient::created, c.get(), [id](int t) { *id = t; });
    c->create({{QLatin1String("name"), table},
               {QLatin1String("tileset"), QLatin1String("standard")},
               {QLatin1String("players"), QJsonArray{QStringLiteral("red"), QStringLiteral("black")}}});
    return c;
}

// The Create dialog answered: `players` seats, the first this program's and the others remote,
// the table's name and password.
std::function<bool(CreateTableDialog*)> createAnswer(int players, const QString& table, const QString& password = {})
{
    return [players, table, password](CreateTableDialog* t) {
        t->playerCountBox()->setValue(players);
        t->seatTypeBox(0)->setCurrentIndex(t->seatTypeBox(0)->findData(kPersonSeat));
        for (int i = 1; i < players; ++i) t->seatTypeBox(i)->setCurrentIndex(t->seatTypeBox(i)->findData(kRemoteSeat));
        t->tableNameEdit()->setText(table);
        t->passwordEdit()->setText(password);
        t->accept();
        return t->result() == QDialog::Accepted;
    };
}

int rowNamed(const OnlineDialog* d, const QString& name)
{
    for (int r = 0; r < d->model()->rowCount(); ++r)
        if (d->model()->table(r).value(QLatin1String("name")).toString() == name) return r;
    return -1;
}

}  // namespace

class TestOnline : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void listShowsAnotherClientsTableLive()
    {
        LobbyServer s;
        QVERIFY(s.port > 0);
        auto w = window();
        OnlineDialog* d = enter(*w, s.address(), QStringLiteral("Ann"));
        QVERIFY(d);
        QCOMPARE(d->model()->rowCount(), 0);
        QVERIFY(!d->joinButton()->isEnabled());
        int id = -1;
        auto other = creator(s, QStringLiteral("Friday night"), &id);
        QVERIFY(other);
        QTRY_COMPARE(d->model()->rowCount(), 1);
        const QModelIndex name = d->model()->index(0, TableListModel::Name);
        QCOMPARE(name.data().toString(), QStringLiteral("Friday night"));
        QCOMPARE(d->model()->index(0, TableListModel::Tileset).data().toString(), QStringLiteral("standard"));
        QCOMPARE(d->model()->index(0, TableListModel::Seats).data().toString(), QStringLiteral("2 free of 2"));
        QCOMPARE(d->model()->index(0, TableListModel::Password).data().toString(), QStringLiteral("no"));
        d->tableView()->setCurrentIndex(name);
        QVERIFY(d->joinButton()->isEnabled());
        QVERIFY(d->watchButton()->isEnabled());
        // The address is remembered for the next time.
        QCOMPARE(QSettings().value(QStringLiteral("online/servers")).toStringList().value(0), s.address());
    }

    // In a narrow dialog, in French (the longer words), every column of the list is in sight
    // without scrolling: a long table name and the five house rules are cut short, and their
    // tooltips say them whole.
    void everyColumnInSightWhenNarrow()
    {
        LobbyServer s;
        auto w = window();
        w->setLanguage(QStringLiteral("fr"), false);
        OnlineDialog* d = enter(*w, s.address(), QStringLiteral("Ann"));
        QVERIFY(d);
        net::LobbyClient other;
        other.start(net::LobbyClient::lobbyUrl(s.address()), QStringLiteral("Zed"));
        QTRY_VERIFY(other.isInLobby());
        QString refusal;
        connect(&other, &net::LobbyClient::refused, this, [&refusal](const QString&, const QString& why) { refusal = why; });
        QJsonArray variants;
        for (int v = 0; v < kVariants; ++v) variants.append(QString::fromLatin1(variantName(static_cast<Variant>(v))));
        const QString name = QStringLiteral("Longue soirée sur Bespin à trois");
        other.create({{QLatin1String("name"), name},
                      {QLatin1String("tileset"), QLatin1String("standard")},
                      {QLatin1String("variants"), variants},
                      {QLatin1String("turn_time_ms"), 60000},
                      {QLatin1String("players"), QJsonArray{QStringLiteral("red"), QStringLiteral("black"), QStringLiteral("green")}}});
        QTRY_VERIFY2(d->model()->rowCount() == 1, qPrintable(refusal));
        d->resize(700, 560);
        QTRY_COMPARE(d->width(), 700);
        QTableView* view = d->tableView();
        QTRY_COMPARE(view->horizontalScrollBar()->maximum(), 0);
        QHeaderView* header = view->horizontalHeader();
        QVERIFY(header->sectionViewportPosition(TableListModel::Password) + header->sectionSize(TableListModel::Password)
                <= view->viewport()->width());
        // The rules column is narrower than its words: cut short, said whole by its tooltip.
        const QModelIndex rules = d->model()->index(0, TableListModel::Rules);
        QVERIFY(header->sectionSize(TableListModel::Rules) < view->fontMetrics().horizontalAdvance(rules.data().toString()));
        QCOMPARE(rules.data(Qt::ToolTipRole).toString(), rules.data().toString());
        QCOMPARE(d->model()->index(0, TableListModel::Name).data(Qt::ToolTipRole).toString(), name);
        // The short columns keep their words whole.
        const QModelIndex seats = d->model()->index(0, TableListModel::Seats);
        QCOMPARE(seats.data().toString(), QStringLiteral("3 libres sur 3"));
        QVERIFY(header->sectionSize(TableListModel::Seats) >= view->fontMetrics().horizontalAdvance(seats.data().toString()));
    }

    void createJoinWatchAndAWrongPassword()
    {
        LobbyServer s;
        QVERIFY(s.port > 0);
        auto a = window();
        OnlineDialog* d = enter(*a, s.address(), QStringLiteral("Ann"));
        QVERIFY(d);
        d->setCreateAnswer(createAnswer(2, QStringLiteral("Ann's table"), QStringLiteral("sesame")));
        // A second program sees it in its list, with its password.
        auto b = window();
        OnlineDialog* db = enter(*b, s.address(), QStringLiteral("Bob"));
        QVERIFY(db);
        QTest::mouseClick(d->createButton(), Qt::LeftButton);
        // The creator is at its table, in the waiting room, as its host.
        QTRY_VERIFY(a->netPlay()->lobby() && a->netPlay()->lobby()->isVisible());
        QVERIFY(!d->isVisible());
        QTRY_COMPARE(a->netPlay()->clients().front()->state().seat(), 0);
        QVERIFY(a->netPlay()->lobby()->startButton()->isVisible());
        QTRY_COMPARE(db->model()->rowCount(), 1);
        const int row = rowNamed(db, QStringLiteral("Ann's table"));
        QCOMPARE(row, 0);
        QCOMPARE(db->model()->index(row, TableListModel::Password).data().toString(), QStringLiteral("yes"));
        QTRY_COMPARE(db->model()->index(row, TableListModel::Seats).data().toString(), QStringLiteral("1 free of 2"));

        // A wrong password: refused in the waiting room.
        db->setPasswordAnswer([] { return QStringLiteral("wrong"); });
        db->tableView()->setCurrentIndex(db->model()->index(row, 0));
        QTest::mouseClick(db->joinButton(), Qt::LeftButton);
        QTRY_VERIFY(b->netPlay()->notice()->text().contains(QStringLiteral("password")));

        // The right one: Bob takes the second seat, the creator starts the game.
        b->netPlay()->playOnline();
        QTRY_VERIFY(db->client()->isInLobby());
        QTRY_COMPARE(db->model()->rowCount(), 1);
        db->setPasswordAnswer([] { return QStringLiteral("sesame"); });
        db->tableView()->setCurrentIndex(db->model()->index(0, 0));
        QTest::mouseClick(db->joinButton(), Qt::LeftButton);
        QTRY_COMPARE(b->netPlay()->clients().front()->state().seat(), 1);
        QVERIFY(!b->netPlay()->lobby()->startButton()->isVisible());

        // A third program watches.
        auto c = window();
        OnlineDialog* dc = enter(*c, s.address(), QStringLiteral("Cy"));
        QVERIFY(dc);
        QTRY_COMPARE(dc->model()->rowCount(), 1);
        dc->setPasswordAnswer([] { return QStringLiteral("sesame"); });
        dc->tableView()->setCurrentIndex(dc->model()->index(0, 0));
        QTest::mouseClick(dc->watchButton(), Qt::LeftButton);
        QTRY_VERIFY(c->netPlay()->isActive() && c->netPlay()->clients().front()->state().hasGame());
        QCOMPARE(c->netPlay()->clients().front()->state().seat(), -1);

        QTRY_VERIFY(a->netPlay()->lobby()->startButton()->isEnabled());
        QTest::mouseClick(a->netPlay()->lobby()->startButton(), Qt::LeftButton);
        QTRY_VERIFY(a->netPlay()->clients().front()->state().started());
        QTRY_VERIFY(b->netPlay()->clients().front()->state().started());
    }

    // The creator of a table is its host: it hands a seat to a computer, and the list says so.
    void creatorHandsASeatToAComputer()
    {
        LobbyServer s;
        auto a = window();
        OnlineDialog* d = enter(*a, s.address(), QStringLiteral("Ann"));
        QVERIFY(d);
        d->setCreateAnswer(createAnswer(3, QStringLiteral("Three")));
        auto b = window();
        OnlineDialog* db = enter(*b, s.address(), QStringLiteral("Bob"));
        QVERIFY(db);
        QTest::mouseClick(d->createButton(), Qt::LeftButton);
        QTRY_VERIFY(a->netPlay()->isActive() && a->netPlay()->clients().front()->state().seat() == 0);
        QTRY_COMPARE(db->model()->rowCount(), 1);
        QTRY_COMPARE(db->model()->index(0, TableListModel::Seats).data().toString(), QStringLiteral("2 free of 3"));
        QVERIFY(a->netPlay()->giveSeatToComputer(2, static_cast<int>(AiLevel::Hard)));
        QTRY_COMPARE(db->model()->index(0, TableListModel::Seats).data().toString(), QStringLiteral("1 free of 3"));
        QTRY_COMPARE(a->netPlay()->clients().front()->state().seats().at(2).toObject().value(QLatin1String("player")).toString(),
                     QStringLiteral("hard"));
    }

    // The creator's program dies before the start: started again, it takes its seat back from
    // the ticket kept on disk and is the table's host again (it could not start the game before).
    void creatorIsHostAgainAfterACrash()
    {
        LobbyServer s;
        auto a = window();
        OnlineDialog* d = enter(*a, s.address(), QStringLiteral("Ann"));
        QVERIFY(d);
        d->setCreateAnswer(createAnswer(2, QStringLiteral("Kept")));
        QTest::mouseClick(d->createButton(), Qt::LeftButton);
        QTRY_VERIFY(a->netPlay()->isActive() && a->netPlay()->clients().front()->state().seat() == 0);
        QTRY_VERIFY(!a->netPlay()->ticketPath().isEmpty() && QFileInfo::exists(a->netPlay()->ticketPath()));
        const QString ticket = a->netPlay()->ticketPath();
        QString error;
        const auto kept = SeatTicket::read(ticket, &error);
        QVERIFY2(kept, qPrintable(error));
        QCOMPARE(kept->hostToken.size(), 2 * net::kTokenBytes);
        QCOMPARE(kept->url, QStringLiteral("ws://%1/1").arg(s.address()));

        a.reset();  // gone without leaving: the seat stays on disk, nobody holds it
        QVERIFY(SeatTicket::orphans().contains(ticket));
        auto again = window();
        QVERIFY2(again->netPlay()->take(NetworkOffer{NetworkOffer::Kind::Rejoin, ticket}, &error), qPrintable(error));
        QTRY_VERIFY(again->netPlay()->lobby() && again->netPlay()->lobby()->isVisible());
        QTRY_COMPARE(again->netPlay()->clients().front()->state().seat(), 0);
        QCOMPARE(again->netPlay()->clients().front()->state().token(), kept->token);
        QVERIFY(again->netPlay()->lobby()->startButton()->isVisible());
        QVERIFY(again->netPlay()->giveSeatToComputer(1, static_cast<int>(AiLevel::Easy)));
        QTRY_VERIFY(again->netPlay()->lobby()->startButton()->isEnabled());
        QTest::mouseClick(again->netPlay()->lobby()->startButton(), Qt::LeftButton);
        QTRY_VERIFY(again->netPlay()->clients().front()->state().started());
    }

    void tableNameTakenIsRefusedWithTheServersWords()
    {
        LobbyServer s;
        int id = -1;
        auto other = creator(s, QStringLiteral("Taken"), &id);
        QVERIFY(other);
        QTRY_VERIFY(id >= 0);
        auto w = window();
        OnlineDialog* d = enter(*w, s.address(), QStringLiteral("Ann"));
        QVERIFY(d);
        d->setCreateAnswer([](CreateTableDialog* t) {
            t->tableNameEdit()->setText(QStringLiteral("Taken"));
            t->accept();
            return t->result() == QDialog::Accepted;
        });
        QTest::mouseClick(d->createButton(), Qt::LeftButton);
        QTRY_VERIFY(d->statusLabel()->text().startsWith(QStringLiteral("The server refused: ")));
        QVERIFY2(d->statusLabel()->text().contains(QStringLiteral("Taken")), qPrintable(d->statusLabel()->text()));
        QVERIFY(d->client()->isInLobby());
        QVERIFY(!w->netPlay()->isActive());
    }

    void unansweredAddressSaysSoWithoutHanging()
    {
        // Accepts the connection and never answers the WebSocket handshake.
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        auto w = window();
        w->netPlay()->playOnline();
        OnlineDialog* d = w->netPlay()->onlineDialog();
        d->client()->setConnectTimeout(800);
        d->addressBox()->setEditText(QStringLiteral("127.0.0.1:%1").arg(silent.serverPort()));
        d->nameEdit()->setText(QStringLiteral("Ann"));
        QElapsedTimer t;
        t.start();
        QTest::mouseClick(d->connectButton(), Qt::LeftButton);
        QVERIFY(t.elapsed() < 500);  // the interface goes on at once
        QTRY_VERIFY_WITH_TIMEOUT(d->statusLabel()->text().contains(QStringLiteral("does not answer")), 5000);
        QVERIFY(!d->createButton()->isEnabled());
        // Nothing listens there now: refused.
        const quint16 port = silent.serverPort();
        silent.close();
        d->addressBox()->setEditText(QStringLiteral("127.0.0.1:%1").arg(port));
        QTest::mouseClick(d->connectButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(d->statusLabel()->text().contains(QStringLiteral("refused the connection")), 5000);
        // Not an address at all.
        d->addressBox()->setEditText(QStringLiteral("http://example.org"));
        QTest::mouseClick(d->connectButton(), Qt::LeftButton);
        QVERIFY(d->statusLabel()->text().startsWith(QStringLiteral("Type the address")));
    }
};

QTEST_MAIN(TestOnline)
#include "tst_online.moc"
