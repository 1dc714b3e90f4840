// HandSocket: a WebSocket client written by hand on a QTcpSocket, for the network tests and the
// benchmark. It may come from another loopback address (bound before it connects), and with small
// buffers it reads nothing unless asked to: a client that stops reading, whose output then
// waits in the server.
#pragma once

#include "protocol.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QHostAddress>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QTimer>

namespace swc::net {

// Runs the event loop for `ms` milliseconds.
inline void spin(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

class HandSocket
{
public:
    // `headers`: lines added to the upgrade request, each ending with \r\n (a proxy's X-Forwarded-For).
    bool open(const QHostAddress& from, quint16 port, bool smallBuffers = false, const QByteArray& path = "/",
              const QByteArray& headers = {})
    {
        if (!tcp.bind(from)) return false;
        if (smallBuffers) {
            tcp.setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, 4096);
            tcp.setReadBufferSize(4096);
        }
        tcp.connectToHost(QHostAddress::LocalHost, port);
        if (!tcp.waitForConnected(5000)) return false;
        tcp.write("GET " + path +
                  " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n" +
                  headers + "\r\n");
        QElapsedTimer t;
        t.start();
        while (!in.contains("\r\n\r\n") && t.elapsed() < 5000 &&
               tcp.state() == QAbstractSocket::ConnectedState) {
            spin(5);
            in += tcp.readAll();
        }
        if (!in.startsWith("HTTP/1.1 101")) return false;
        in.remove(0, in.indexOf("\r\n\r\n") + 4);
        return true;
    }
    void send(const QJsonObject& o)
    {
        const QByteArray payload = messageText(o).toUtf8();
        const char mask[4] = {0x11, 0x22, 0x33, 0x44};
        QByteArray frame(1, char(0x81));
        if (payload.size() < 126) {
            frame += char(0x80 | payload.size());
        } else if (payload.size() >= 65536) {  // a lobby's create with a large tile set
            frame += char(0x80 | 127);
            for (int shift = 56; shift >= 0; shift -= 8) frame += char(static_cast<quint64>(payload.size()) >> shift & 0xff);
        } else {
            frame += char(0x80 | 126);
            frame += char(payload.size() >> 8);
            frame += char(payload.size() & 0xff);
        }
        frame += QByteArray(mask, 4);
        for (qsizetype i = 0; i < payload.size(); ++i) frame += char(payload[i] ^ mask[i % 4]);
        tcp.write(frame);
    }
    // Reads what has come: text messages into `got`, a close frame's code and reason into
    // closeCode and closeReason.
    void read()
    {
        in += tcp.readAll();
        for (;;) {
            if (in.size() < 2) return;
            const int op = in[0] & 0x0f;
            quint64 length = static_cast<quint8>(in[1]) & 0x7f;
            qsizetype at = 2;
            const int extra = length == 126 ? 2 : length == 127 ? 8 : 0;
            if (in.size() < at + extra) return;
            if (extra) length = 0;
            for (int i = 0; i < extra; ++i) length = length << 8 | static_cast<quint8>(in[at + i]);
            at += extra;
            if (static_cast<quint64>(in.size() - at) < length) return;
            const QByteArray payload = in.mid(at, static_cast<qsizetype>(length));
            in.remove(0, at + static_cast<qsizetype>(length));
            if (op == 1) got.append(QJsonDocument::fromJson(payload).object());
            if (op == 8) {
                closeCode = payload.size() >= 2 ? static_cast<quint8>(payload[0]) << 8 | static_cast<quint8>(payload[1]) : 1005;
                closeReason = QString::fromUtf8(payload.mid(2));
            }
        }
    }
    QJsonObject next(const QString& type, int timeoutMs = 5000)
    {
        QElapsedTimer t;
        t.start();
        for (;;) {
            read();
            while (taken < got.size()) {
                const QJsonObject m = got.at(taken++);
                if (m.value(QLatin1String("type")).toString() == type) return m;
            }
            if (t.elapsed() > timeoutMs) return {};
            spin(5);
        }
    }
    // Reads everything until the server's close frame (its code, -1 if none came).
    int readToTheClose(int timeoutMs = 5000)
    {
        tcp.setReadBufferSize(0);
        QElapsedTimer t;
        t.start();
        while (closeCode < 0 && t.elapsed() < timeoutMs && tcp.state() == QAbstractSocket::ConnectedState) {
            spin(5);
            read();
        }
        read();
        return closeCode;
    }
    QTcpSocket tcp;
    QByteArray in;
    QList<QJsonObject> got;
    qsizetype taken = 0;
    int closeCode = -1;
    QString closeReason;
};

}  // namespace swc::net
