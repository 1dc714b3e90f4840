// The certificates of wss:// servers that the player trusts without an authority (a certificate
// the host made), as SSH trusts a server's key: the first time the player compares the
// fingerprint (SHA-256) with the one the host gives and accepts it; it is remembered per
// host:port; a server whose certificate has changed is refused with a warning that names both
// fingerprints, until the player forgets the old one. A certificate that the system's
// authorities vouch for needs none of this.
#pragma once

#include <QCoreApplication>
#include <QSslCertificate>
#include <QUrl>

class QWidget;

namespace swc::ui {

class CertificateTrust
{
    Q_DECLARE_TR_FUNCTIONS(CertificateTrust)

public:
    // "host:port" of a wss:// address (the port 443 when it has none).
    static QString serverKey(const QUrl& url);
    // The fingerprint the player accepted for this server (empty: none).
    static QByteArray fingerprint(const QUrl& url);
    static void remember(const QUrl& url, const QByteArray& fingerprint);
    static void forget(const QUrl& url);

    // A certificate the client refused: asks the player (the first time) or warns (a changed
    // one). True when the player trusts it now: it is remembered, join again.
    static bool decide(QWidget* parent, const QUrl& url, const QSslCertificate& certificate);

private:
    static bool confirm(QWidget* parent, const QUrl& url, const QSslCertificate& certificate);
    static void warnChanged(QWidget* parent, const QUrl& url, const QByteArray& known, const QSslCertificate& certificate);
};

}  // namespace swc::ui
