#include "printdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace swc::editor {

namespace {

const QString kPaper = QStringLiteral("print/paper");
const QString kTileSize = QStringLiteral("print/tileSize");
const QString kBleed = QStringLiteral("print/bleed");
const QString kBacks = QStringLiteral("print/backs");
const QString kTheme = QStringLiteral("print/theme");
const QString kFolder = QStringLiteral("print/folder");

}  // namespace

PrintDialog::PrintDialog(const Tileset& set, const QString& suggested, QWidget* parent) : QDialog(parent), set_(set)
{
    setWindowTitle(tr("Print tile sheets"));
    QSettings settings;
    paper_ = new QComboBox(this);
    paper_->addItem(tr("A4"), QStringLiteral("a4"));
    paper_->addItem(tr("Letter"), QStringLiteral("letter"));
    paper_->setCurrentIndex(settings.value(kPaper).toString() == QLatin1String("letter") ? 1 : 0);
    paper_->setAccessibleName(tr("Paper"));
    tileSize_ = new QDoubleSpinBox(this);
    tileSize_->setRange(ui::kMinTileMm, ui::kMaxTileMm);
    tileSize_->setDecimals(1);
    tileSize_->setSuffix(tr(" mm"));
    tileSize_->setValue(settings.value(kTileSize, 45.0).toDouble());
    tileSize_->setAccessibleName(tr("Tile size in millimetres"));
    bleed_ = new QDoubleSpinBox(this);
    bleed_->setRange(0, ui::kMaxBleedMm);
    bleed_->setDecimals(1);
    bleed_->setSuffix(tr(" mm"));
    bleed_->setValue(settings.value(kBleed, 3.0).toDouble());
    bleed_->setAccessibleName(tr("Bleed in millimetres"));
    backs_ = new QCheckBox(tr("&Backs, mirrored for printing on both sides"), this);
    backs_->setChecked(settings.value(kBacks, false).toBool());
    theme_ = new QComboBox(this);
    theme_->addItem(tr("Galaxy"), QStringLiteral("galaxy"));
    theme_->addItem(tr("Plain"), QStringLiteral("plain"));
    theme_->setCurrentIndex(settings.value(kTheme).toString() == QLatin1String("plain") ? 1 : 0);
    theme_->setAccessibleName(tr("Tile art"));
    file_ = new QLineEdit(this);
    file_->setAccessibleName(tr("PDF file"));
    const QString folder = settings.value(kFolder, QDir::homePath()).toString();
    file_->setText(QDir(folder).filePath(QFileInfo(suggested).fileName()));
    browse_ = new QPushButton(tr("Choose…"), this);
    browse_->setAccessibleName(tr("Choose the PDF file"));
    connect(browse_, &QPushButton::clicked, this, &PrintDialog::browse);
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(file_, 1);
    fileRow->addWidget(browse_);
    layout_ = new QLabel(this);
    layout_->setWordWrap(true);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Print to PDF"));
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Paper:"), paper_);
    form->addRow(tr("&Tile size:"), tileSize_);
    form->addRow(tr("B&leed:"), bleed_);
    form->addRow(QString(), backs_);
    form->addRow(tr("&Art:"), theme_);
    auto* fileLabel = new QLabel(tr("&File:"), this);  // a row of a layout gets no buddy of its own
    fileLabel->setBuddy(file_);
    form->addRow(fileLabel, fileRow);
    form->addRow(layout_);
    form->addRow(buttons_);
    for (QComboBox* box : {paper_, theme_}) connect(box, &QComboBox::currentIndexChanged, this, &PrintDialog::showLayout);
    for (QDoubleSpinBox* box : {tileSize_, bleed_}) connect(box, &QDoubleSpinBox::valueChanged, this, &PrintDialog::showLayout);
    connect(backs_, &QCheckBox::toggled, this, &PrintDialog::showLayout);
    connect(file_, &QLineEdit::textChanged, this, &PrintDialog::showLayout);
    showLayout();
}

ui::PrintOptions PrintDialog::options() const
{
    ui::PrintOptions o;
    o.paper = paper_->currentData().toString() == QLatin1String("letter") ? ui::Paper::Letter : ui::Paper::A4;
    o.tileMm = tileSize_->value();
    o.bleedMm = bleed_->value();
    o.backs = backs_->isChecked();
    o.theme = theme_->currentData().toString() == QLatin1String("plain") ? ui::ArtTheme::Plain : ui::ArtTheme::Galaxy;
    return o;
}

QString PrintDialog::file() const { return file_->text().trimmed(); }

void PrintDialog::setFile(const QString& path) { file_->setText(path); }

void PrintDialog::remember() const
{
    QSettings settings;
    settings.setValue(kPaper, paper_->currentData());
    settings.setValue(kTileSize, tileSize_->value());
    settings.setValue(kBleed, bleed_->value());
    settings.setValue(kBacks, backs_->isChecked());
    settings.setValue(kTheme, theme_->currentData());
    if (!file().isEmpty()) settings.setValue(kFolder, QFileInfo(file()).absolutePath());
}

void PrintDialog::showLayout()
{
    // What the options give, before anything is written: the tiles a sheet, the pages.
    const ui::SheetLayout l = ui::PrintSheets::layout(set_, options());
    const bool fits = l.perSheet() > 0;
    layout_->setText(fits ? tr("%n tile(s) a sheet", nullptr, l.perSheet()) + QStringLiteral(", ") +
                                tr("%n page(s) in all.", nullptr, l.pages(backs_->isChecked()))
                          : tr("A tile this large does not fit on the paper."));
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(fits && !file().isEmpty());
}

void PrintDialog::browse()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Print tile sheets to"), file(), tr("PDF files (*.pdf)"));
    if (!path.isEmpty()) file_->setText(path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) ? path : path + QStringLiteral(".pdf"));
}

}  // namespace swc::editor
