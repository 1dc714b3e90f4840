// Game > Play online...: the tables of a public server's lobby (sw-carcassonne-server --lobby).
// The server's address (the ones used before remembered, none shipped: the player adds one),
// the player's name, the live list of tables, the lobby's chat; Create... opens the New game
// dialog's choices with a table's name, password and turn time, and the creator joins the table
// as its host; Join takes a free seat (asking the table's password), Watch watches. Joining is
// NetPlay's (the same game window and waiting room as Game > Join a network game): this dialog
// only says which table, with what.
#pragma once

#include "lobbyclient.h"
#include "newgamedialog.h"

#include <QAbstractTableModel>
#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace swc::ui {

class ChatView;

// The lobby's tables as a table model: one row per table, in the order of their numbers.
class TableListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Tileset, Rules, Seats, Timed, Started, Spectators, Password, Columns };
    explicit TableListModel(const net::LobbyClient* client, QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QJsonObject table(int row) const;
    int rowOf(int table) const;
    void reset();

private:
    QString text(const QJsonObject& t, int column) const;
    static QString rulesText(const QJsonObject& t);
    static QString seatsText(const QJsonObject& t);
    const net::LobbyClient* client_;
    QList<int> ids_;
};

// A table's settings: the New game dialog's (set, house rules, teams, seats open to players or
// a computer's) with the table's name, password and turn time. The seats played "here" are
// open seats: the creator takes one when it joins.
class CreateTableDialog final : public NewGameDialog
{
    Q_OBJECT
public:
    explicit CreateTableDialog(QWidget* parent = nullptr);
    // The `create` message, without its type (docs/protocol.md, "Lobby").
    QJsonObject request() const;
    QString password() const;
    QLineEdit* tableNameEdit() const { return tableName_; }
    QLineEdit* passwordEdit() const { return password_; }
    QComboBox* turnTimeBox() const { return turnTime_; }
    void accept() override;

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslateTable();
    QLabel *tableNameLabel_ = nullptr, *passwordLabel_ = nullptr, *turnTimeLabel_ = nullptr;
    QLineEdit *tableName_ = nullptr, *password_ = nullptr;
    QComboBox* turnTime_ = nullptr;
};

class OnlineDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit OnlineDialog(QWidget* parent = nullptr);
    // Connects to the lobby of the address typed, with the name typed.
    void connectToServer();
    net::LobbyClient* client() const { return client_; }
    TableListModel* model() const { return model_; }
    QComboBox* addressBox() const { return address_; }
    QLineEdit* nameEdit() const { return name_; }
    QPushButton* connectButton() const { return connect_; }
    QLabel* statusLabel() const { return status_; }
    QTableView* tableView() const { return view_; }
    QPushButton* createButton() const { return create_; }
    QPushButton* joinButton() const { return join_; }
    QPushButton* watchButton() const { return watch_; }
    ChatView* chat() const { return chat_; }
    // For tests: the table dialog Create... opens, answered by `answer` instead of a person
    // (nullptr: the person answers); the password Join asks for.
    void setCreateAnswer(std::function<bool(CreateTableDialog*)> answer) { createAnswer_ = std::move(answer); }
    void setPasswordAnswer(std::function<QString()> answer) { passwordAnswer_ = std::move(answer); }
    // Join or watch the table of that row.
    void enterTable(int row, bool watch);
    void createTable();

signals:
    // Play or watch at `url` (a table of the server), as `name`; the creator gives its host token.
    void tableChosen(const QUrl& url, const QString& name, const QString& password, const QString& hostToken, bool watch);

protected:
    void changeEvent(QEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void retranslate();
    void fitColumns();
    void buildForm();
    void buildButtons();
    void onEntered();
    void onFailed(const QString& why);
    void onCreated(int table, const QString& path, const QString& hostToken);
    void rememberServer();
    void refreshButtons();
    QString failureText(const QString& why) const;

    net::LobbyClient* client_;
    TableListModel* model_;
    QLabel *addressLabel_ = nullptr, *nameLabel_ = nullptr, *status_ = nullptr, *tablesLabel_ = nullptr,
           *chatLabel_ = nullptr;
    QComboBox* address_ = nullptr;
    QLineEdit* name_ = nullptr;
    QPushButton *connect_ = nullptr, *create_ = nullptr, *join_ = nullptr, *watch_ = nullptr, *close_ = nullptr;
    QTableView* view_ = nullptr;
    ChatView* chat_ = nullptr;
    QString createPassword_;  // the password of the table being created, to join it with
    std::function<bool(CreateTableDialog*)> createAnswer_;
    std::function<QString()> passwordAnswer_;
    bool retrying_ = false;
};

}  // namespace swc::ui
