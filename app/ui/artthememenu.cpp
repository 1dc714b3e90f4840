#include "artthememenu.h"

#include <QActionGroup>
#include <QSettings>

namespace swc::ui {

namespace {
const QString kArtTheme = QStringLiteral("view/artTheme");
}  // namespace

ArtThemeMenu::ArtThemeMenu(QWidget* parent) : QMenu(parent)
{
    setObjectName(QStringLiteral("artThemeMenu"));
    auto* group = new QActionGroup(this);
    galaxy_ = addAction(QString());
    plain_ = addAction(QString());
    galaxy_->setObjectName(QStringLiteral("artThemeGalaxy"));
    plain_->setObjectName(QStringLiteral("artThemePlain"));
    galaxy_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_G));
    plain_->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    for (QAction* a : {galaxy_, plain_}) {
        a->setCheckable(true);
        group->addAction(a);
    }
    connect(galaxy_, &QAction::triggered, this, [this] { emit chosen(ArtTheme::Galaxy); });
    connect(plain_, &QAction::triggered, this, [this] { emit chosen(ArtTheme::Plain); });
    retranslate();
}

void ArtThemeMenu::show(ArtTheme theme) { (theme == ArtTheme::Plain ? plain_ : galaxy_)->setChecked(true); }

void ArtThemeMenu::retranslate()
{
    setTitle(tr("&Theme"));
    galaxy_->setText(tr("&Galaxy"));
    galaxy_->setToolTip(tr("Tiles drawn as one deep sky of stars and nebulae, with shaded rocks, glowing lanes and planets"));
    plain_->setText(tr("&Plain"));
    plain_->setToolTip(tr("Tiles drawn as flat shapes: the clearest, and the lightest for a slow machine"));
}

ArtTheme ArtThemeMenu::saved()
{
    return QSettings().value(kArtTheme).toString() == QLatin1String("plain") ? ArtTheme::Plain : ArtTheme::Galaxy;
}

void ArtThemeMenu::save(ArtTheme theme)
{
    QSettings().setValue(kArtTheme, theme == ArtTheme::Plain ? QStringLiteral("plain") : QStringLiteral("galaxy"));
}

}  // namespace swc::ui
