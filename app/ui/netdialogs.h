// The dialogs of network play: hosting a game (the New game settings, each seat played here, by
// a computer or open to a player at another computer, a port, a password, the addresses to give
// the others) and joining one (address, port, name, password; the recent servers remembered; a
// ws:// or wss:// address may be typed whole).
#pragma once

#include "newgamedialog.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace swc::ui {

// The addresses of this computer that others can use to reach a server on `port`, as
// ws://ADDRESS:PORT/ (wss:// for a `secure` one), the network's own first and this computer's
// loopback last.
QStringList hostAddresses(quint16 port, bool secure = false);

constexpr int kDefaultPort = 7777;

class HostDialog final : public NewGameDialog
{
    Q_OBJECT

public:
    explicit HostDialog(QWidget* parent = nullptr);
    int port() const;
    QString password() const;
    // A saved game to continue as a network game (Load a saved game...); empty: a new game.
    QString savedGame() const { return savedGame_; }
    // Loads a saved game (a record): its settings and names fill the dialog and are fixed.
    bool loadSavedGame(const QString& path, QString* error);
    // A PEM certificate and its key: the server speaks wss:// (both empty: ws://).
    QString tlsCertificate() const;
    QString tlsKey() const;
    QSpinBox* portBox() const { return port_; }
    QLineEdit* tlsCertificateEdit() const { return tlsCert_; }
    QLineEdit* tlsKeyEdit() const { return tlsKey_; }
    QLineEdit* passwordEdit() const { return password_; }
    QPlainTextEdit* addressView() const { return addresses_; }

    void accept() override;

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void retranslateHost();
    void refreshAddresses();
    void chooseSavedGame();
    QWidget* fileRow(QLineEdit* edit, QPushButton* button, const QString& settingsKey, bool key);

    QLabel *networkLabel_ = nullptr, *portLabel_ = nullptr, *passwordLabel_ = nullptr, *addressesLabel_ = nullptr,
           *savedLabel_ = nullptr, *tlsCertLabel_ = nullptr, *tlsKeyLabel_ = nullptr;
    QSpinBox* port_ = nullptr;
    QLineEdit *password_ = nullptr, *tlsCert_ = nullptr, *tlsKey_ = nullptr;
    QPlainTextEdit* addresses_ = nullptr;
    QPushButton *copy_ = nullptr, *savedButton_ = nullptr, *tlsCertButton_ = nullptr, *tlsKeyButton_ = nullptr;
    QString savedGame_;
};

class JoinDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit JoinDialog(QWidget* parent = nullptr);
    QString address() const;  // a host name or an IP address
    int port() const;
    // ws://ADDRESS:PORT/, or the ws:// or wss:// address typed (or pasted) whole.
    QUrl url() const;
    QString name() const;
    QString password() const;
    QComboBox* addressBox() const { return address_; }
    QSpinBox* portBox() const { return port_; }
    QLineEdit* nameEdit() const { return name_; }
    QLineEdit* passwordEdit() const { return password_; }

    void accept() override;

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();

    QLabel *addressLabel_ = nullptr, *portLabel_ = nullptr, *nameLabel_ = nullptr, *passwordLabel_ = nullptr,
           *problem_ = nullptr;
    QComboBox* address_ = nullptr;
    QSpinBox* port_ = nullptr;
    QLineEdit *name_ = nullptr, *password_ = nullptr;
};

}  // namespace swc::ui
