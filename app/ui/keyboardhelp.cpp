#include "keyboardhelp.h"

#include <QKeySequence>

namespace swc::ui {

namespace {

QString keyName(const QKeySequence& k) { return k.toString(QKeySequence::NativeText).toHtmlEscaped(); }

// One row of a table: the keys, then what they do.
QString row(const QString& keys, const QString& what)
{
    return QStringLiteral("<tr><td width=\"38%\" style=\"padding-right:12px\"><b>%1</b></td><td>%2</td></tr>").arg(keys, what);
}

QString table(const QString& title, const QString& rows)
{
    return QStringLiteral("<h3>%1</h3><table cellspacing=\"3\">%2</table>").arg(title, rows);
}

QString arrows()
{
    return QStringLiteral("%1 %2 %3 %4").arg(keyName(Qt::Key_Left), keyName(Qt::Key_Right), keyName(Qt::Key_Up), keyName(Qt::Key_Down));
}

QString either(const QKeySequence& a, const QKeySequence& b) { return keyName(a) + QStringLiteral(" / ") + keyName(b); }

}  // namespace

QString KeyboardHelp::html()
{
    QString html = QStringLiteral("<p>") +
                   tr("A whole game can be played with the keyboard alone. The keys of the board act while it has "
                      "the focus: its frame is then yellow, and a white frame, the cursor, marks a cell where the tile fits.") +
                   QStringLiteral("</p>");
    html += table(tr("Placing the tile"),
                  row(arrows(), tr("the cursor goes to the nearest cell where the tile fits in that direction")) +
                      row(either(Qt::Key_PageDown, Qt::Key_PageUp), tr("the next or previous cell where the tile fits, row by row")) +
                      row(keyName(Qt::Key_Home), tr("back to the cell nearest the last tile placed where the tile fits")) +
                      row(either(Qt::Key_R, QKeySequence(Qt::SHIFT | Qt::Key_R)), tr("turn the tile clockwise or anticlockwise")) +
                      row(either(Qt::Key_Enter, Qt::Key_Space), tr("place the tile on the cursor's cell")) +
                      row(QStringLiteral("1 2 3 / ") + keyName(Qt::Key_P),
                          tr("Intel and Rumours: take the face-up tile with that number, or draw from the pile")));
    html += table(tr("The meeple and the end of the turn"),
                  row(QStringLiteral("1 … 9"), tr("the meeple spot with that number on the board; again: small or large meeple")) +
                      row(arrows(), tr("the next or previous choice of the Meeple panel, Hyperspace jumps included")) +
                      row(keyName(Qt::Key_N), tr("no meeple (Galaxy Traders: keep it in the reserve)")) +
                      row(keyName(Qt::Key_Enter), tr("end the turn (Galaxy Traders: confirm the re-placement)")) +
                      row(QStringLiteral("1 … 9, %1, %2").arg(arrows(), keyName(Qt::Key_N)),
                          tr("Galaxy Traders: where the meeple goes back, or keep it")));
    html += table(tr("Around the window"),
                  row(either(Qt::Key_Tab, QKeySequence(Qt::SHIFT | Qt::Key_Tab)),
                      tr("the next or previous control: the board, then every panel; the control with the focus is framed")) +
                      row(keyName(Qt::Key_H) + QStringLiteral(" / ") + keyName(QKeySequence(Qt::CTRL | Qt::Key_M)),
                          tr("a hint (the cursor goes to its cell: Enter plays it); the computer plays its move now")) +
                      row(either(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)), tr("undo, redo")) +
                      row(either(QKeySequence::ZoomIn, QKeySequence::ZoomOut) + QStringLiteral(" / ") +
                              keyName(QKeySequence(Qt::CTRL | Qt::Key_0)),
                          tr("zoom in or out; the whole board in view")) +
                      row(keyName(Qt::Key_F8), tr("the final scoring")) +
                      row(keyName(Qt::Key_F9), tr("fold the panels to a strip at the side (a click on a name there brings "
                                                  "that panel back), or bring them all back")) +
                      row(either(Qt::Key_F11, Qt::Key_Escape),
                          tr("Board only: the board on the whole screen with the tile, the scores and the turn's buttons "
                             "over it; leave it")) +
                      row(tr("Alt + the underlined letter"), tr("the menus: every command is in them")) +
                      row(either(Qt::Key_Escape, Qt::Key_Enter), tr("in a dialog: close it, or its default button")));
    return html;
}

}  // namespace swc::ui
