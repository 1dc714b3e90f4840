#include "certtrust.h"

#include "tls.h"

#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

namespace swc::ui {

namespace {

const QString kTrustedKey = QStringLiteral("tls/trusted");  // a map: "host:port" -> SHA-256 in hex

// The fingerprint's 32 hex pairs in two lines of 16, in a fixed-width font.
QString fingerprintHtml(const QByteArray& fingerprint)
{
    const QString pairs = net::fingerprintText(fingerprint);
    const qsizetype half = pairs.size() / 2 + 1;  // after the 16th pair's colon
    return QStringLiteral("<tt>%1<br>%2</tt>").arg(pairs.left(half), pairs.mid(half));
}

QString commonName(const QStringList& names) { return names.isEmpty() ? QStringLiteral("?") : names.join(QLatin1String(", ")); }

}  // namespace

QString CertificateTrust::serverKey(const QUrl& url)
{
    QUrl u;
    u.setHost(url.host());
    u.setPort(url.port(443));
    return u.authority();
}

QByteArray CertificateTrust::fingerprint(const QUrl& url)
{
    const QString hex = QSettings().value(kTrustedKey).toMap().value(serverKey(url)).toString();
    return QByteArray::fromHex(hex.toLatin1());
}

void CertificateTrust::remember(const QUrl& url, const QByteArray& fingerprint)
{
    QSettings s;
    QVariantMap known = s.value(kTrustedKey).toMap();
    known.insert(serverKey(url), QString::fromLatin1(fingerprint.toHex()));
    s.setValue(kTrustedKey, known);
}

void CertificateTrust::forget(const QUrl& url)
{
    QSettings s;
    QVariantMap known = s.value(kTrustedKey).toMap();
    known.remove(serverKey(url));
    s.setValue(kTrustedKey, known);
}

bool CertificateTrust::decide(QWidget* parent, const QUrl& url, const QSslCertificate& certificate)
{
    const QByteArray known = fingerprint(url);
    if (known.isEmpty()) {
        if (!confirm(parent, url, certificate)) return false;
        remember(url, net::fingerprint(certificate));
        return true;
    }
    // The client refuses the certificate it was told to trust only when it is another one.
    if (known != net::fingerprint(certificate)) warnChanged(parent, url, known, certificate);
    return false;
}

bool CertificateTrust::confirm(QWidget* parent, const QUrl& url, const QSslCertificate& certificate)
{
    QMessageBox box(QMessageBox::Question, tr("Unknown certificate"),
                    tr("<b>No authority vouches for the certificate of %1.</b>").arg(serverKey(url).toHtmlEscaped()),
                    QMessageBox::Yes | QMessageBox::No, parent);
    box.setObjectName(QStringLiteral("confirmCertificate"));
    box.setInformativeText(
        tr("This happens when the host made their own certificate. Ask the host for the certificate's fingerprint "
           "(not through this game) and compare it with this one:<br><br>%1<br><br>%2<br><br>Trust this certificate "
           "for %3 from now on, and join?")
            .arg(fingerprintHtml(net::fingerprint(certificate)),
                 tr("Issued to %1 by %2, valid until %3.")
                     .arg(commonName(certificate.subjectInfo(QSslCertificate::CommonName)).toHtmlEscaped(),
                          commonName(certificate.issuerInfo(QSslCertificate::CommonName)).toHtmlEscaped(),
                          certificate.expiryDate().date().toString(Qt::ISODate)),
                 serverKey(url).toHtmlEscaped()));
    box.button(QMessageBox::Yes)->setText(tr("&Trust and join"));
    box.button(QMessageBox::No)->setText(tr("&Do not join"));
    box.setDefaultButton(QMessageBox::No);
    box.setEscapeButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

void CertificateTrust::warnChanged(QWidget* parent, const QUrl& url, const QByteArray& known, const QSslCertificate& certificate)
{
    QMessageBox box(QMessageBox::Critical, tr("The server's certificate has changed"),
                    tr("<b>The certificate of %1 is not the one you accepted before: the game was not joined.</b>")
                        .arg(serverKey(url).toHtmlEscaped()),
                    QMessageBox::Close | QMessageBox::Discard, parent);
    box.setObjectName(QStringLiteral("certificateChanged"));
    box.setInformativeText(
        tr("Someone may be between you and the server, reading and changing what you send (an attack), or the host "
           "has made a new certificate.<br><br>Accepted before (SHA-256):<br>%1<br><br>Presented now:<br>%2<br><br>"
           "Ask the host whether the certificate changed. Only if it did, forget the old one and join again: you will "
           "be asked to compare the new fingerprint.")
            .arg(fingerprintHtml(known), fingerprintHtml(net::fingerprint(certificate))));
    box.button(QMessageBox::Discard)->setText(tr("&Forget the old certificate"));
    box.setDefaultButton(QMessageBox::Close);
    box.setEscapeButton(QMessageBox::Close);
    if (box.exec() == QMessageBox::Discard) forget(url);
}

}  // namespace swc::ui
