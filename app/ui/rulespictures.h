// The pictures of the rules summary (Help > Rules summary, F1), drawn at run time by the
// program's own tile art in the theme and palette in use, at the screen's pixel ratio: the
// features, the faction symbols and the meeples (TileRenderer), and the rulebook's examples as
// small boards. Each board is a tutorial lesson's position with its answer played (resources/tutorial),
// drawn by the board itself (a BoardView's scene and sky, the one board painter); its caption's
// numbers are the engine's figures of that turn. The words are Texts::rulesSummaryHtml's, which
// names the pictures; a lesson missing or broken leaves its picture out, and the words stay.
#pragma once

#include "game.h"
#include "texts.h"

#include <QMap>
#include <QPixmap>
#include <QString>

class QDialog;
class QTextDocument;
class QWidget;

namespace swc::ui {

class RulesPictures
{
public:
    // Draws every picture now; the examples from the lessons of `lessonDir`.
    explicit RulesPictures(const QString& lessonDir = QStringLiteral(":/tutorial"));
    // What was drawn, for Texts::rulesSummaryHtml.
    const RulesArt& art() const { return art_; }
    // Every picture by its name in the HTML.
    const QMap<QString, QPixmap>& pictures() const { return pictures_; }
    // Adds the pictures to `doc` as image resources under their names.
    void addTo(QTextDocument& doc) const;
    // An example's position as drawn (nullptr: not drawn), and the tiles its board drew.
    const Game* exampleGame(const std::string& lesson) const;
    int exampleTilesDrawn(const std::string& lesson) const;

    // The side of a tile on an example's board (logical pixels).
    static constexpr int kBoardTilePx = 44;

private:
    void drawIcons();
    void drawExample(const QString& lessonDir, const QString& file, bool scored);

    RulesArt art_;
    QMap<QString, QPixmap> pictures_;
    std::map<std::string, Game> games_;
    std::map<std::string, int> tilesDrawn_;
};

// Help > Rules summary: the summary with the numbers of `scoring` and its pictures, drawn anew at
// each opening (the theme, palette and language of now), in a dialog named "rulesDialog" (htmldialog.h).
QDialog* showRulesSummary(QWidget* parent, const QString& title, const Scoring& scoring,
                          const QString& lessonDir = QStringLiteral(":/tutorial"));

}  // namespace swc::ui
