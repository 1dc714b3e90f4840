#include "resumedialog.h"

#include "autosave.h"
#include "record.h"
#include "texts.h"
#include "tilesetdocument.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace swc::ui {

namespace {
// "Tile set outer-rim.yaml, “Outer Rim” — changes not saved, made 23/11/2026 19:40".
QString describeSet(const QString& file, const QString& when)
{
    QString error;
    const auto saved = editor::SetRecovery::read(file, &error);
    if (!saved) return ResumeDialog::tr("A tile set that cannot be read (%1), saved %2").arg(error, when);
    const QString name = saved->path.isEmpty() ? ResumeDialog::tr("untitled") : QFileInfo(saved->path).fileName();
    const editor::SetText read = editor::SetText::read(saved->text, saved->path);
    if (!read.set || read.set->name.empty())
        return ResumeDialog::tr("Tile set %1 — changes not saved, made %2").arg(name, when);
    return ResumeDialog::tr("Tile set %1, “%2” — changes not saved, made %3")
        .arg(name, QString::fromStdString(read.set->name), when);
}
}  // namespace

QString ResumeDialog::describe(const QString& file)
{
    const QString when = QLocale().toString(QFileInfo(file).lastModified(), QLocale::ShortFormat);
    if (Autosave::kindOf(file) == Autosave::Kind::Tileset) return describeSet(file, when);
    std::vector<RecordError> errors;
    const auto rec = loadRecord(QFile::encodeName(file).toStdString(), errors);
    if (!rec)
        return ResumeDialog::tr("A game that cannot be read (%1), saved %2")
            .arg(errors.empty() ? QString() : Texts::recordError(errors.front()), when);
    QStringList players;
    for (std::size_t i = 0; i < rec->players.size(); ++i) {
        const QString colour = Texts::color(rec->players[i]);
        const QString name = i < rec->names.size() ? QString::fromStdString(rec->names[i]) : QString();
        players << (name.isEmpty() ? colour : ResumeDialog::tr("%1 (%2)").arg(name, colour));
    }
    int turns = 1;
    for (const RecordTurn& t : rec->turns) turns += t.setAside ? 0 : 1;
    return ResumeDialog::tr("%1 — turn %2 — saved %3").arg(players.join(QStringLiteral(", "))).arg(turns).arg(when);
}

ResumeDialog::ResumeDialog(const QStringList& files, QWidget* parent) : QDialog(parent)
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
    for (const QString& f : files) {
        auto* item = new QListWidgetItem(describe(f));
        item->setData(Qt::UserRole, f);
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
