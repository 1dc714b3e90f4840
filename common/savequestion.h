// The question asked before unsaved work would be lost (a new game, a file opened, the window
// closed): Save, Don't save, Cancel. Qt's own French names the Discard button "Ne pas tenir
// compte", which reads badly before a file; French programs say "Ne pas enregistrer", and so do
// we, in one place for the game and the tile set.
#pragma once

#include <QMessageBox>

namespace swc::ui {

// Asks `text` with Save (the default), Don't save (QMessageBox::Discard) and Cancel.
QMessageBox::StandardButton askToSave(QWidget* parent, const QString& title, const QString& text);

}  // namespace swc::ui
