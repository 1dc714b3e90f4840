#include "resumedialog.h"

#include "gametext.h"
#include "record.h"
#include "texts.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace swc::ui {

LeftWork LeftWork::read(const QString& file)
{
    LeftWork out;
    out.file = file;
    out.saved = QFileInfo(file).lastModified();
    out.kind = Autosave::kindOf(file);
    if (out.kind == Autosave::Kind::Game) {
        out.game = GameSession::load(file);
        return out;
    }
    if (const auto copy = editor::SetRecovery::read(file, &out.setError)) out.set = editor::SetText::read(copy->text, copy->path);
    return out;
}

namespace {

// The players as the game names them: a name, or the colour of an unnamed seat; a computer
// with its level ("Leia, Vader (hard), Red (easy)").
QString playersOf(const GameRecord& rec)
{
    QStringList players;
    for (std::size_t i = 0; i < rec.players.size(); ++i) {
        const QString name = i < rec.names.size() ? QString::fromStdString(rec.names[i]) : QString();
        const QString who = name.isEmpty() ? Texts::sentence(Texts::color(rec.players[i])) : name;
        const int level = i < rec.seats.size() ? rec.seats[i] : kPersonSeat;
        players << (level >= 0 ? ResumeDialog::tr("%1 (%2)", "a computer player, its level")
                                     .arg(who, GameText::levelName(static_cast<AiLevel>(level)))
                               : who);
    }
    return players.join(QStringLiteral(", "));
}

QString describeGame(const GameSession::LoadedGame& loaded, const QString& when)
{
    if (!loaded.record || !loaded.game)
        return ResumeDialog::tr("A game that cannot be read (%1), saved %2")
            .arg(loaded.error ? Texts::recordError(*loaded.error) : QString(), when);
    int turns = 1;
    for (const RecordTurn& t : loaded.record->turns) turns += t.setAside ? 0 : 1;
    return ResumeDialog::tr("%1 — turn %2 — saved %3").arg(playersOf(*loaded.record)).arg(turns).arg(when);
}

// By the set's name, with its file when it has one: "Tile set “Outer Rim” (outer-rim.yaml) —
// changes not saved, made 23/11/2026 19:40".
QString describeSet(const LeftWork& work, const QString& when)
{
    if (!work.set) return ResumeDialog::tr("A tile set that cannot be read (%1), saved %2").arg(work.setError, when);
    const QString file = QFileInfo(work.set->path).fileName();
    const QString name = work.set->set ? QString::fromStdString(work.set->set->name).trimmed() : QString();
    if (!name.isEmpty() && !file.isEmpty())
        return ResumeDialog::tr("Tile set “%1” (%2) — changes not saved, made %3").arg(name, file, when);
    if (!name.isEmpty()) return ResumeDialog::tr("Tile set “%1” — never saved, made %2").arg(name, when);
    if (!file.isEmpty()) return ResumeDialog::tr("Tile set %1 — changes not saved, made %2").arg(file, when);
    return ResumeDialog::tr("A tile set without a name — never saved, made %1").arg(when);
}

}  // namespace

QString ResumeDialog::when(const QDateTime& time)
{
    // QLocale(): the language shown (MainWindow::setLanguage makes it the default), which may be
    // the system's with its own categories; rebuilt from its language and country alone.
    const QLocale shown;
    return QLocale(shown.language(), shown.territory()).toString(time, QLocale::ShortFormat);
}

QString ResumeDialog::describe(const LeftWork& work)
{
    const QString saved = when(work.saved);
    return work.kind == Autosave::Kind::Tileset ? describeSet(work, saved) : describeGame(work.game, saved);
}

ResumeDialog::ResumeDialog(const std::vector<LeftWork>& work, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("resumeDialog"));
    setWindowTitle(tr("Resume unfinished work?"));
    auto* l = new QVBoxLayout(this);
    auto* text = new QLabel(tr("The program stopped last time without closing this work: games left unfinished, tile "
                               "sets with changes not saved. Resume the checked ones where they stopped (each game in "
                               "a window of its own, a tile set in the Tile sets mode), or discard them?"));
    text->setWordWrap(true);
    l->addWidget(text);
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("resumeList"));
    for (const LeftWork& w : work) {
        auto* item = new QListWidgetItem(describe(w));
        item->setData(Qt::UserRole, w.file);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        list_->addItem(item);
    }
    l->addWidget(list_);
    auto* buttons = new QDialogButtonBox;
    auto* resume = buttons->addButton(tr("&Resume"), QDialogButtonBox::AcceptRole);
    resume->setObjectName(QStringLiteral("resumeButton"));
    auto* discard = buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    auto* later = buttons->addButton(tr("&Not now"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("notNowButton"));
    connect(resume, &QPushButton::clicked, this, [this] { done(Resume); });
    connect(discard, &QPushButton::clicked, this, [this] { done(Discard); });
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    l->addWidget(buttons);
    resize(720, 300);
}

QStringList ResumeDialog::checkedFiles() const
{
    QStringList out;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked) out << list_->item(i)->data(Qt::UserRole).toString();
    return out;
}

}  // namespace swc::ui
