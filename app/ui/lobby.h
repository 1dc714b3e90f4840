// Before a network game: the lobby (the settings, the seats and who has taken them, the
// addresses to give the others, the chat; the host starts the game, with computers in the seats
// still free if it likes; a player who is disconnected is let back in or their seat handed to a
// computer); during the game the chat is a dock of its own (chatdock.h). NetPlay fills them from
// the server's messages; they decide nothing.
#pragma once

#include "chatview.h"
#include "clientstate.h"

#include <QDialog>
#include <QSet>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;
class QTextBrowser;

namespace swc::ui {

class Lobby final : public QDialog
{
    Q_OBJECT

public:
    explicit Lobby(QWidget* parent = nullptr);
    // What the server said so far; `mine`: the seats played at this computer; `host`: this
    // program hosts (then `addresses` are where the others join).
    void update(const net::ClientState& state, const QSet<int>& mine, bool host, const QStringList& addresses);
    // While connecting, or a refusal: a line above the seats.
    void setNotice(const QString& text);
    ChatView* chat() const { return chat_; }
    QTableWidget* seatsTable() const { return seats_; }
    QPushButton* startButton() const { return start_; }
    QPushButton* fillButton() const { return fill_; }
    QComboBox* fillLevelBox() const { return fillLevel_; }
    QLabel* statusLabel() const { return status_; }
    QPushButton* letBackInButton() const { return letBackIn_; }
    QPushButton* giveButton() const { return give_; }
    // The seat chosen in the table (-1: none).
    int selectedSeat() const { return selected_; }
    void selectSeat(int seat);

signals:
    // `fill`: the level of the computers for the free seats, kRemoteSeat: none.
    void startRequested(int fill);
    // The host's actions on a disconnected player's seat.
    void letBackInRequested(int seat);
    void giveToComputerRequested(int seat);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void refresh();
    void fillSeats(int* free);
    void fillSeat(int row, const QJsonObject& seat, int* free);
    void showPresence(QTableWidgetItem* status, bool connected) const;
    void refreshSeatActions();
    bool isAway(int seat) const;

    QLabel *settings_ = nullptr, *addressesLabel_ = nullptr, *status_ = nullptr, *notice_ = nullptr, *fillLabel_ = nullptr;
    QPlainTextEdit* addresses_ = nullptr;
    QPushButton *copy_ = nullptr, *start_ = nullptr, *fill_ = nullptr, *leave_ = nullptr, *letBackIn_ = nullptr, *give_ = nullptr;
    QComboBox* fillLevel_ = nullptr;
    QTableWidget* seats_ = nullptr;
    ChatView* chat_ = nullptr;
    // The last update, kept to reword it when the language changes.
    std::optional<GameRecord> header_;
    int turnTimeMs_ = 0;  // a timed game: each step's time
    QJsonArray seatList_;
    QSet<int> mine_;
    bool host_ = false;
    bool started_ = false;
    QStringList addressList_;
    int selected_ = -1;
    bool filling_ = false;
};

}  // namespace swc::ui
