// Tile sets > Print tile sheets…: the options of the printed sheets (paper, tile size, bleed,
// backs, the art's theme) and the PDF to write, remembered from one printing to the next.
#pragma once

#include "printsheets.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace swc::editor {

class PrintDialog : public QDialog
{
    Q_OBJECT

public:
    // `set`: the set printed (its layout is shown as the options change); `suggested`: the file
    // offered when none was chosen before.
    PrintDialog(const Tileset& set, const QString& suggested, QWidget* parent = nullptr);
    ui::PrintOptions options() const;
    QString file() const;
    void setFile(const QString& path);
    // The options and the folder kept for the next time (QSettings).
    void remember() const;

private:
    void showLayout();
    void browse();

    const Tileset& set_;
    QComboBox* paper_ = nullptr;
    QDoubleSpinBox* tileSize_ = nullptr;
    QDoubleSpinBox* bleed_ = nullptr;
    QCheckBox* backs_ = nullptr;
    QComboBox* theme_ = nullptr;
    QLineEdit* file_ = nullptr;
    QPushButton* browse_ = nullptr;
    QLabel* layout_ = nullptr;
    QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace swc::editor
