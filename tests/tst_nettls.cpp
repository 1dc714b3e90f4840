// Encrypted play (wss://) on 127.0.0.1, with the test certificates of tests/data/tls (a test
// CA, a server certificate it signed, and a self-signed one):
// - a game of the CLI's players over wss:// with the real server (--tls-cert, --tls-key) plays
//   to the end and its record replays; the players trust the test CA with --ca;
// - without --ca (or with the wrong one) `join` fails at once with a certificate error, the
//   fingerprint and the way out, exit 3; the client does not try again;
// - a self-signed certificate given as --ca, or accepted by its fingerprint, is trusted; another
//   fingerprint is refused;
// - a plain ws:// client on the TLS port is refused with an HTTP 426 naming wss:// (the CLI
//   says so) within a few seconds; a connection that says nothing is closed at the handshake
//   timeout; a wss:// client on a plain port fails at once;
// - a missing, unreadable or wrong certificate or key: the server refuses to start (exit 2)
//   and says which file and why.

#include "gameserver.h"
#include "netbot.h"
#include "programlanguage.h"
#include "testpaths.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSslSocket>
#include <QTcpSocket>
#include <QWebSocket>

#include <memory>

#include <sys/stat.h>

using namespace swc;
using namespace swc::net;

namespace {

QString tlsFile(const char* name) { return QStringLiteral(SWC_TEST_DATA_DIR "/tls/") + QLatin1String(name); }

QSslCertificate certificate(const char* name)
{
    QFile f(tlsFile(name));
    if (!f.open(QIODevice::ReadOnly)) return QSslCertificate();
    return QSslCertificate(f.readAll(), QSsl::Pem);
}

GameRecord setup()
{
    GameRecord rec;
    rec.tilesetRef = "standard";
    rec.tileset = builtinTileset("standard");
    rec.players = {Color::Red, Color::Black};
    rec.seed = 4242;
    return rec;
}

// A server with one game on a free port of 127.0.0.1, serving wss:// with the certificate
// `cert` and its key (none: ws://).
struct Host
{
    std::unique_ptr<GameServer> server;
    GameRoom* room = nullptr;
    QString error;

    explicit Host(const char* cert, const char* key, const ServerLimits& limits = {}, const RoomOptions& options = {})
    {
        server = std::make_unique<GameServer>(limits);
        if (cert) {
            QSslConfiguration tls;
            if (!loadServerTls(tlsFile(cert), tlsFile(key), &tls, &error)) return;
            server->setTls(tls);
        }
        auto r = GameRoom::create(setup(), true, options, &error);
        if (!r) return;
        room = server->addRoom(QStringLiteral("/"), std::move(r));
        if (!server->listen(QHostAddress::LocalHost, 0, &error)) room = nullptr;
    }
    QUrl url(const char* scheme, const char* host = "127.0.0.1") const
    {
        return QUrl(QStringLiteral("%1://%2:%3/").arg(QLatin1String(scheme), QLatin1String(host)).arg(server->port()));
    }
};

struct Run
{
    int exitCode = -1;  // -1: still running after the time allowed (killed)
    QByteArray out, err;
    qint64 ms = 0;
};

// Runs a program while this process's event loop turns (its server answers meanwhile).
Run run(const QString& program, const QStringList& args, int timeoutMs = 60000)
{
    QProcess p;
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    Run r;
    while (p.state() != QProcess::NotRunning && t.elapsed() < timeoutMs) QTest::qWait(10);
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.ms = t.elapsed();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

Run cli(const QStringList& args, int timeoutMs = 60000) { return run(QStringLiteral(SWC_CLI_PATH), args, timeoutMs); }

// A GameClient's end: how it failed, which certificate it refused.
struct Outcome : QObject
{
    explicit Outcome(GameClient& c)
    {
        connect(&c, &GameClient::failed, this, [this](const QString& why) {
            failures << why;
        });
        connect(&c, &GameClient::certificateRefused, this, [this](const QSslCertificate& cert, const QString&) {
            refused << cert;
        });
        connect(&c, &GameClient::changed, this, [this](ClientState::Event e) {
            if (e == ClientState::Event::Welcome) ++welcomes;
        });
    }
    QStringList failures;
    QList<QSslCertificate> refused;
    int welcomes = 0;
};

}  // namespace

class TestNetTls : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qRegisterMetaType<ClientState::Event>();
        startProgramsInEnglish();  // their messages are checked in English
        QVERIFY2(QSslSocket::supportsSsl(), "Qt has no TLS backend here");
        QVERIFY(!certificate("server.pem").isNull());
    }

    // The real server over wss://, two CLI players trusting the test CA (one joins by name, one
    // by address): the game ends, both are told the same scores, the record replays to them.
    void wssGameOfCliPlayers()
    {
        QTemporaryDir dir;
        const QString setupFile = dir.filePath(QStringLiteral("setup.yaml"));
        {
            QFile f(setupFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write("tileset: standard\nplayers: [red, black]\nseats: [remote, remote]\nvariants: [galaxy-traders]\n") > 0);
        }
        QProcess server;
        server.start(QStringLiteral(SWC_SERVER_PATH),
                     {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                      QStringLiteral("--game"), setupFile, QStringLiteral("--save"), dir.filePath(QStringLiteral("saves")),
                      QStringLiteral("--tls-cert"), tlsFile("server.pem"), QStringLiteral("--tls-key"), tlsFile("server-key.pem")});
        QTRY_VERIFY_WITH_TIMEOUT(server.canReadLine(), 10000);
        const QJsonObject listening = QJsonDocument::fromJson(server.readLine()).object();
        const int port = listening.value(QLatin1String("port")).toInt();
        QCOMPARE(listening.value(QLatin1String("listening")).toString(), QStringLiteral("wss://127.0.0.1:%1").arg(port));
        const QString record = listening.value(QLatin1String("games")).toArray().at(0).toObject().value(QLatin1String("record")).toString();
        QVERIFY(!record.isEmpty());
        QProcess a, b;
        a.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("join"), QStringLiteral("wss://127.0.0.1:%1").arg(port),
                                               QStringLiteral("--ca"), tlsFile("ca.pem"), QStringLiteral("--name"),
                                               QStringLiteral("Ann"), QStringLiteral("--seed"), QStringLiteral("1")});
        b.start(QStringLiteral(SWC_CLI_PATH), {QStringLiteral("join"), QStringLiteral("wss://localhost:%1/").arg(port),
                                               QStringLiteral("--ca"), tlsFile("ca.pem"), QStringLiteral("--name"),
                                               QStringLiteral("Bob"), QStringLiteral("--level"), QStringLiteral("random")});
        QVERIFY(a.waitForFinished(120000));
        QVERIFY(b.waitForFinished(120000));
        QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
        QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
        const QJsonObject ra = QJsonDocument::fromJson(a.readAllStandardOutput()).object();
        const QJsonObject rb = QJsonDocument::fromJson(b.readAllStandardOutput()).object();
        QCOMPARE(ra.value(QLatin1String("name")).toString(), QStringLiteral("Ann"));
        QCOMPARE(rb.value(QLatin1String("name")).toString(), QStringLiteral("Bob"));
        QVERIFY(!ra.value(QLatin1String("final_scores")).toObject().isEmpty());
        QCOMPARE(ra.value(QLatin1String("final_scores")), rb.value(QLatin1String("final_scores")));
        QVERIFY(server.waitForFinished(30000));
        QCOMPARE(server.exitCode(), 0);
        const Run replayed = cli({QStringLiteral("replay"), record});
        QCOMPARE(replayed.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(replayed.out).object().value(QLatin1String("final_scores")),
                 ra.value(QLatin1String("final_scores")));
    }

    // Without the test CA the CLI's join refuses the certificate at once, says why (with the
    // fingerprint) and how to trust it, and exits 3; the wrong CA is no better. assign too.
    void untrustedCertificateRefused()
    {
        Host host("server.pem", "server-key.pem");
        QVERIFY2(host.room, qPrintable(host.error));
        const QString fp = fingerprintText(fingerprint(certificate("server.pem")));
        for (const QStringList& extra : {QStringList{}, QStringList{QStringLiteral("--ca"), tlsFile("selfsigned.pem")}}) {
            const Run r = cli(QStringList{QStringLiteral("join"), host.url("wss").toString()} + extra, 20000);
            QCOMPARE(r.exitCode, 3);
            QVERIFY2(r.err.contains("is not trusted"), r.err.constData());
            QVERIFY2(r.err.contains(fp.toLatin1()), r.err.constData());
            QVERIFY2(r.err.contains("--ca FILE"), r.err.constData());
            QVERIFY2(r.ms < 10000, qPrintable(QString::number(r.ms)));
        }
        const Run assign = cli({QStringLiteral("assign"), host.url("wss").toString(), QStringLiteral("--host-token"),
                                host.server->hostToken(), QStringLiteral("--seat"), QStringLiteral("1"), QStringLiteral("--player"),
                                QStringLiteral("easy")},
                               20000);
        QCOMPARE(assign.exitCode, 3);
        QVERIFY2(assign.err.contains("is not trusted"), assign.err.constData());
        // With the CA, assign works.
        const Run trusted = cli({QStringLiteral("assign"), host.url("wss").toString(), QStringLiteral("--host-token"),
                                 host.server->hostToken(), QStringLiteral("--seat"), QStringLiteral("1"), QStringLiteral("--player"),
                                 QStringLiteral("easy"), QStringLiteral("--ca"), tlsFile("ca.pem")},
                                20000);
        QVERIFY2(trusted.exitCode == 0, trusted.err.constData());
        QCOMPARE(host.room->seatPlayer(1), static_cast<int>(AiLevel::Easy));
        // A CA file that holds no certificate.
        const Run bad = cli({QStringLiteral("join"), host.url("wss").toString(), QStringLiteral("--ca"), tlsFile("README.md")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("README.md: no PEM certificate"), bad.err.constData());
    }

    // A certificate error is final: the client does not connect again and again.
    void certificateErrorNotRetried()
    {
        // A TLS listener that counts the connections (the client's tries).
        QSslConfiguration tls;
        QString why;
        QVERIFY2(loadServerTls(tlsFile("server.pem"), tlsFile("server-key.pem"), &tls, &why), qPrintable(why));
        Listener listener;
        listener.setTls(tls);
        QVERIFY(listener.listen(QHostAddress::LocalHost, 0));
        int connections = 0;
        connect(&listener, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket* s = listener.nextPendingConnection()) {
                ++connections;
                admit(s, [] {});
            }
        });
        GameClient client;
        Outcome outcome(client);
        client.start(QUrl(QStringLiteral("wss://127.0.0.1:%1/").arg(listener.serverPort())), {});
        QTRY_COMPARE_WITH_TIMEOUT(outcome.failures.size(), 1, 5000);
        QVERIFY2(outcome.failures.front().contains(QLatin1String("is not trusted")), qPrintable(outcome.failures.front()));
        QCOMPARE(outcome.refused.size(), 1);
        QCOMPARE(outcome.refused.front(), certificate("server.pem"));
        QTest::qWait(2500);  // a client that tried again would have done so within 0.2 + 0.4 + 0.8 s
        QCOMPARE(connections, 1);
        QCOMPARE(outcome.failures.size(), 1);
        QVERIFY(!client.isConnected());
    }

    // A self-signed certificate: trusted when given as the CA, or by the fingerprint the player
    // accepted; another fingerprint is refused.
    void selfSignedCertificate()
    {
        Host host("selfsigned.pem", "selfsigned-key.pem");
        QVERIFY2(host.room, qPrintable(host.error));
        GameClient::Options withCa;
        withCa.caCertificates = {certificate("selfsigned.pem")};
        GameClient::Options pinned;
        pinned.trustedFingerprint = fingerprint(certificate("selfsigned.pem"));
        NetBot a(AiLevel::Easy, 1), b(AiLevel::Random, 2);
        QStringList failures;
        bool aDone = false, bDone = false;
        connect(&a, &NetBot::failed, this, [&failures](const QString& w) { failures << w; });
        connect(&b, &NetBot::failed, this, [&failures](const QString& w) { failures << w; });
        connect(&a, &NetBot::finished, this, [&aDone] { aDone = true; });
        connect(&b, &NetBot::finished, this, [&bDone] { bDone = true; });
        a.start(host.url("wss", "localhost"), withCa);
        b.start(host.url("wss"), pinned);
        QTRY_VERIFY_WITH_TIMEOUT((aDone && bDone) || !failures.isEmpty(), 60000);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1String("; "))));
        QVERIFY(host.room->isOver());
        QCOMPARE(a.result().value(QLatin1String("final_scores")), b.result().value(QLatin1String("final_scores")));

        // The fingerprint of another certificate (the server's changed): refused.
        Host other("server.pem", "server-key.pem");
        QVERIFY2(other.room, qPrintable(other.error));
        GameClient client;
        Outcome outcome(client);
        client.start(other.url("wss"), pinned);
        QTRY_COMPARE_WITH_TIMEOUT(outcome.failures.size(), 1, 5000);
        QCOMPARE(outcome.refused.size(), 1);
        QCOMPARE(fingerprint(outcome.refused.front()), fingerprint(certificate("server.pem")));
        QCOMPARE(outcome.welcomes, 0);
    }

    // A plain ws:// client on the TLS port is refused with an HTTP answer naming wss://, at once.
    void plainClientOnTlsPort()
    {
        ServerLimits limits;
        limits.upgradeTimeoutMs = 1500;
        Host host("server.pem", "server-key.pem", limits);
        QVERIFY2(host.room, qPrintable(host.error));
        // The raw answer to an HTTP request.
        QTcpSocket raw;
        raw.connectToHost(QHostAddress::LocalHost, host.server->port());
        QVERIFY(raw.waitForConnected(2000));
        raw.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
        QTRY_COMPARE_WITH_TIMEOUT(raw.state(), QAbstractSocket::UnconnectedState, 3000);
        const QByteArray answer = raw.readAll();
        QVERIFY2(answer.startsWith("HTTP/1.1 426 This server speaks TLS: use wss://\r\n"), answer.constData());
        // Qt's WebSocket: a handshake error that names it.
        QWebSocket ws;
        QString wsError;
        connect(&ws, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), this,
                [&] { wsError = ws.errorString(); });
        ws.open(host.url("ws"));
        QTRY_VERIFY_WITH_TIMEOUT(!wsError.isEmpty(), 3000);
        QVERIFY2(wsError.contains(QLatin1String(kTlsOnlyReason)), qPrintable(wsError));
        // The client gives up at once and says why; so does the CLI.
        GameClient client;
        Outcome outcome(client);
        client.start(host.url("ws"), {});
        QTRY_COMPARE_WITH_TIMEOUT(outcome.failures.size(), 1, 3000);
        QCOMPARE(outcome.failures.front(), QStringLiteral("the server speaks TLS: use %1").arg(host.url("wss").toString()));
        const Run r = cli({QStringLiteral("join"), host.url("ws").toString()}, 20000);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("the server speaks TLS: use wss://127.0.0.1:"), r.err.constData());
        QVERIFY2(r.ms < 5000, qPrintable(QString::number(r.ms)));
        // A connection that says nothing is closed at the handshake timeout.
        QTcpSocket silent;
        silent.connectToHost(QHostAddress::LocalHost, host.server->port());
        QVERIFY(silent.waitForConnected(2000));
        QElapsedTimer t;
        t.start();
        QTRY_COMPARE_WITH_TIMEOUT(silent.state(), QAbstractSocket::UnconnectedState, 5000);
        QVERIFY2(t.elapsed() >= 1000, qPrintable(QString::number(t.elapsed())));
        // A TLS handshake begun and never finished: closed at the same timeout.
        QSslSocket stalled;
        stalled.connectToHost(QStringLiteral("127.0.0.1"), host.server->port());
        QVERIFY(stalled.waitForConnected(2000));
        stalled.write(QByteArray("\x16\x03\x01\x00\xff", 5));  // the start of a ClientHello, no more
        QTRY_COMPARE_WITH_TIMEOUT(stalled.state(), QAbstractSocket::UnconnectedState, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(host.server->connectionCount(), 0, 3000);
    }

    // A wss:// client on a plain server fails its handshake at once (a TLS alert), not retried.
    void tlsClientOnPlainPort()
    {
        Host host(nullptr, nullptr);
        QVERIFY2(host.room, qPrintable(host.error));
        GameClient client;
        Outcome outcome(client);
        QElapsedTimer t;
        t.start();
        client.start(host.url("wss"), {});
        QTRY_COMPARE_WITH_TIMEOUT(outcome.failures.size(), 1, 3000);
        QVERIFY2(outcome.failures.front().contains(QLatin1String("no TLS connection with 127.0.0.1")), qPrintable(outcome.failures.front()));
        QVERIFY2(outcome.failures.front().contains(QLatin1String("ws://")), qPrintable(outcome.failures.front()));
        QVERIFY(t.elapsed() < 3000);
        // The plain server still serves plain clients.
        GameClient plain;
        Outcome ok(plain);
        plain.start(host.url("ws"), {});
        QTRY_COMPARE_WITH_TIMEOUT(ok.welcomes, 1, 5000);
    }

    // The server refuses to start with a certificate or key it cannot use, and says which and why.
    void badCertificateOrKey_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString cert = tlsFile("server.pem"), key = tlsFile("server-key.pem");
        const QString missing = tlsFile("missing-key.pem");
        QTest::newRow("missing key file") << QStringList{QStringLiteral("--tls-cert"), cert, QStringLiteral("--tls-key"), missing}
                                          << QStringLiteral("key %1: cannot read it (No such file or directory)").arg(missing);
        QTest::newRow("key of another certificate")
            << QStringList{QStringLiteral("--tls-cert"), cert, QStringLiteral("--tls-key"), tlsFile("selfsigned-key.pem")}
            << QStringLiteral("certificate %1 and key %2 do not make a TLS server: ").arg(cert, tlsFile("selfsigned-key.pem"));
        QTest::newRow("a certificate for a key") << QStringList{QStringLiteral("--tls-cert"), cert, QStringLiteral("--tls-key"), cert}
                                                 << QStringLiteral("key %1: not a PEM private key").arg(cert);
        QTest::newRow("not a certificate")
            << QStringList{QStringLiteral("--tls-cert"), key, QStringLiteral("--tls-key"), key}
            << QStringLiteral("certificate %1: no PEM certificate in it").arg(key);
        QTest::newRow("no key") << QStringList{QStringLiteral("--tls-cert"), cert}
                                << QStringLiteral("give both --tls-cert FILE and --tls-key FILE");
    }
    void badCertificateOrKey()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString setupFile = dir.filePath(QStringLiteral("setup.yaml"));
        {
            QFile f(setupFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write("tileset: standard\nplayers: [red, black]\nseats: [remote, remote]\n") > 0);
        }
        const Run r = run(QStringLiteral(SWC_SERVER_PATH),
                          QStringList{QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"), QStringLiteral("127.0.0.1"),
                                      QStringLiteral("--game"), setupFile, QStringLiteral("--save"), dir.filePath(QStringLiteral("saves"))} +
                              args,
                          20000);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith((QStringLiteral("sw-carcassonne-server: ") + message).toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());  // never listened
        QVERIFY(QDir(dir.filePath(QStringLiteral("saves"))).entryList(QDir::Files).isEmpty());  // no game made
    }

    // Issue 40, item 7: a named pipe given as a certificate, a key or a CA file was opened and
    // waited on for a writer for ever; it is refused at once, naming the file and why, by the
    // server (--tls-cert, --tls-key), the desktop's host (loadServerTls) and a client (loadCaFile).
    void namedPipesAreRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = dir.filePath(QStringLiteral("pipe.pem"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString notRegular =
            fifo + QStringLiteral(": not a regular file (a folder, a device or a pipe cannot be read)");
        const QString cert = tlsFile("server.pem"), key = tlsFile("server-key.pem");
        QSslConfiguration tls;
        QString why;
        QVERIFY(!loadServerTls(fifo, key, &tls, &why));
        QCOMPARE(why, QStringLiteral("certificate ") + notRegular);
        QVERIFY(!loadServerTls(cert, fifo, &tls, &why));
        QCOMPARE(why, QStringLiteral("key ") + notRegular);
        QList<QSslCertificate> certificates;
        QVERIFY(!loadCaFile(fifo, &certificates, &why));
        QCOMPARE(why, QStringLiteral("CA file ") + notRegular);
        QVERIFY(certificates.isEmpty());

        const QString setupFile = dir.filePath(QStringLiteral("setup.yaml"));
        {
            QFile f(setupFile);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write("tileset: standard\nplayers: [red, black]\nseats: [remote, remote]\n") > 0);
        }
        const QStringList args = {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--bind"),
                                  QStringLiteral("127.0.0.1"), QStringLiteral("--game"), setupFile,
                                  QStringLiteral("--tls-cert"), cert, QStringLiteral("--tls-key"), fifo};
        const Run r = run(QStringLiteral(SWC_SERVER_PATH), args, 20000);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("sw-carcassonne-server: key ") + notRegular + QLatin1Char('\n'));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestNetTls)
#include "tst_nettls.moc"
