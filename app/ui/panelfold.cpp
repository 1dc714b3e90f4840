#include "panelfold.h"

#include "actions.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QStyleOptionToolButton>
#include <QStylePainter>
#include <QToolBar>

namespace swc::ui {

namespace {
// The folded panels' names (their object names; absent or empty: none folded).
const QString kFoldedPanels = QStringLiteral("view/foldedPanels");
}  // namespace

QSize StripButton::sizeHint() const { return QToolButton::sizeHint().transposed(); }

void StripButton::paintEvent(QPaintEvent*)
{
    // Drawn as a button lying on its side: turned a quarter clockwise, read from the top down.
    QStylePainter p(this);
    QStyleOptionToolButton opt;
    initStyleOption(&opt);
    opt.rect = QRect(0, 0, height(), width());
    p.translate(width(), 0);
    p.rotate(90);
    p.drawComplexControl(QStyle::CC_ToolButton, opt);
}

PanelFold::PanelFold(QMainWindow* page, QWidget* window) : QObject(page), page_(page)
{
    action_ = makeAction(window, "foldPanels", QKeySequence(Qt::Key_F9), [this] { isFolded() ? unfold() : fold(); });
    action_->setCheckable(true);
    strip_ = new QToolBar;
    strip_->setObjectName(QStringLiteral("panelStrip"));
    strip_->setMovable(false);
    strip_->setFloatable(false);
    strip_->toggleViewAction()->setVisible(false);  // shown while panels are folded, never by hand
    strip_->hide();
    page_->addToolBar(Qt::RightToolBarArea, strip_);
}

QList<QDockWidget*> PanelFold::folded() const
{
    QList<QDockWidget*> out;
    for (const auto& d : folded_)
        if (d) out << d;
    return out;
}

void PanelFold::fold(bool remember)
{
    for (QDockWidget* d : page_->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (!d->isHidden()) foldOne(d);
    rebuildStrip();
    if (remember) this->remember();
}

void PanelFold::foldOne(QDockWidget* dock)
{
    if (folded_.contains(dock)) return;
    folded_ << dock;
    // Shown again another way (the page's menu of panels): out of the strip.
    if (!watched_.contains(dock)) {
        watched_ << dock;
        connect(dock->toggleViewAction(), &QAction::toggled, this, [this, dock](bool on) {
            if (on) dockShown(dock);
        });
    }
    dock->hide();
}

void PanelFold::unfold(bool remember)
{
    const QList<QDockWidget*> docks = folded();
    folded_.clear();
    for (QDockWidget* d : docks) d->show();
    rebuildStrip();
    if (remember) this->remember();
}

void PanelFold::unfoldOne(QDockWidget* dock, bool remember)
{
    folded_.removeAll(dock);
    dock->show();
    dock->raise();  // in front of the panels it shares its place with as a tab
    rebuildStrip();
    if (remember) this->remember();
}

void PanelFold::adopt(QDockWidget* dock)
{
    if (!isFolded() || folded_.contains(dock)) return;
    foldOne(dock);
    rebuildStrip();
    remember();
}

void PanelFold::dockShown(QDockWidget* dock)
{
    if (!folded_.contains(dock)) return;
    folded_.removeAll(dock);
    rebuildStrip();
    remember();
}

void PanelFold::restore()
{
    const QStringList names = QSettings().value(kFoldedPanels).toStringList();
    if (names.isEmpty()) return;
    // Those named, whether the page's saved layout shows them or not; a panel not named stays as it is.
    for (QDockWidget* d : page_->findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (names.contains(d->objectName())) foldOne(d);
    rebuildStrip();
}

void PanelFold::rebuildStrip()
{
    strip_->clear();
    action_->setChecked(isFolded());
    if (!isFolded()) {
        strip_->hide();
        return;
    }
    auto* all = new StripButton;
    all->setObjectName(QStringLiteral("unfoldAll"));
    all->setText(tr("All panels"));
    all->setToolTip(tr("Bring every panel back (%1)").arg(action_->shortcut().toString(QKeySequence::NativeText)));
    connect(all, &QToolButton::clicked, this, [this] { unfold(); });
    strip_->addWidget(all);
    strip_->addSeparator();
    for (QDockWidget* d : folded()) {
        auto* b = new StripButton;
        b->setObjectName(QStringLiteral("unfold_") + d->objectName());
        b->setText(d->windowTitle());
        b->setToolTip(tr("Bring the %1 panel back").arg(d->windowTitle()));
        connect(b, &QToolButton::clicked, this, [this, dock = QPointer<QDockWidget>(d)] {
            if (dock) unfoldOne(dock);
        });
        strip_->addWidget(b);
    }
    strip_->show();
}

void PanelFold::remember() const
{
    QStringList names;
    for (QDockWidget* d : folded()) names << d->objectName();
    QSettings settings;
    if (settings.value(kFoldedPanels).toStringList() != names) settings.setValue(kFoldedPanels, names);
}

void PanelFold::retranslate()
{
    action_->setText(tr("Fold the &panels"));
    action_->setToolTip(tr("Fold the panels to a strip at the side, the board taking their room; the same key brings them back (%1)")
                            .arg(action_->shortcut().toString(QKeySequence::NativeText)));
    strip_->setWindowTitle(tr("Folded panels"));
    if (isFolded()) rebuildStrip();
}

}  // namespace swc::ui
