#pragma once

#include <QWidget>

class QKeyEvent;
class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace swc::ui {

// The chat: the lines so far and a line to type (Enter sends).
class ChatView final : public QWidget
{
    Q_OBJECT

public:
    explicit ChatView(QWidget* parent = nullptr);
    void setLines(const QStringList& html);
    void addLine(const QString& html);
    QTextBrowser* view() const { return view_; }
    QLineEdit* input() const { return input_; }

signals:
    void sendRequested(const QString& text);

protected:
    void changeEvent(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;

private:
    void retranslate();
    void send();
    QTextBrowser* view_ = nullptr;
    QLineEdit* input_ = nullptr;
    QPushButton* send_ = nullptr;
};

}  // namespace swc::ui
