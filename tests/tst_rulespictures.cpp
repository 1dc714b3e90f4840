// The rules summary's pictures (issue 43): the features, symbols and meeples, and the rulebook's
// examples as small boards drawn from the tutorial's lessons, in the dialog's document as
// resources with their alternative texts, in English and French, in both themes; a lesson missing
// leaves its picture out and the words stay.
#include "mainwindow.h"
#include "rulespictures.h"
#include "tileart.h"

#include <QDialog>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTranslator>
#include <QtTest>

using namespace swc;
using namespace swc::ui;

class TestRulesPictures : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyPictureInTheDialog_data();
    void everyPictureInTheDialog();
    void routeExampleShowsItsThreeRouteTiles();
    void examplesCarryTheRulebooksNumbers();
    void missingLessonLeavesItsPictureOut();
    void picturesFollowTheTheme();
    void openSummaryRedrawnOnThemeChange();

private:
    QTranslator english_;  // the plural forms, as the program installs them ("1 die", "3 tiles")
    // The <img> elements of the summary: src, width, height and alt of each.
    struct Img
    {
        QString src, alt;
        int width = 0, height = 0;
    };
    static QList<Img> images(const QString& html);
};

void TestRulesPictures::initTestCase()
{
    setArtTheme(ArtTheme::Galaxy);
    setColourScheme(ColourScheme::Standard);
    QVERIFY(english_.load(QStringLiteral(":/i18n/sw-carcassonne_en.qm")));
    QCoreApplication::installTranslator(&english_);
}

QList<TestRulesPictures::Img> TestRulesPictures::images(const QString& html)
{
    QList<Img> found;
    static const QRegularExpression img(QStringLiteral("<img ([^>]*)>"));
    static const QRegularExpression attr(QStringLiteral("(\\w+)=\"([^\"]*)\""));
    for (auto m = img.globalMatch(html); m.hasNext();) {
        Img i;
        for (auto a = attr.globalMatch(m.next().captured(1)); a.hasNext();) {
            const auto am = a.next();
            const QString key = am.captured(1), value = am.captured(2);
            if (key == QLatin1String("src")) i.src = value;
            else if (key == QLatin1String("alt")) i.alt = value;
            else if (key == QLatin1String("width")) i.width = value.toInt();
            else if (key == QLatin1String("height")) i.height = value.toInt();
        }
        found << i;
    }
    return found;
}

void TestRulesPictures::everyPictureInTheDialog_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("caption");  // words of the route example's caption
    QTest::newRow("en") << QString() << QStringLiteral("3 tiles closed at both ends scores 3 points");
    QTest::newRow("fr") << QStringLiteral(":/i18n/sw-carcassonne_fr.qm")
                        << QStringLiteral("3 tuiles fermée aux deux bouts rapporte 3 points");
}

// Every picture the HTML names is a resource of the dialog's document, drawn at the size the
// page gives it times the screen's ratio; each has its alternative text (9 icons, 5 boards).
void TestRulesPictures::everyPictureInTheDialog()
{
    QFETCH(QString, language);
    QFETCH(QString, caption);
    QTranslator translator;
    if (!language.isEmpty()) {
        QVERIFY(translator.load(language));
        QCoreApplication::installTranslator(&translator);
    }
    QDialog* d = showRulesSummary(nullptr, QStringLiteral("Rules"), Scoring{});
    auto* text = d->findChild<QTextBrowser*>(QStringLiteral("rulesDialogText"));
    QVERIFY(text);
    const QString html = Texts::rulesSummaryHtml(Scoring{}, RulesPictures().art());
    const QList<Img> imgs = images(html);
    QCOMPARE(imgs.size(), kRulesIcons + 5);
    const qreal ratio = TileRenderer::ratio();
    // tst_rulespictures_200 runs this at 200%: the pictures are then twice as many pixels.
    if (qEnvironmentVariable("QT_SCALE_FACTOR") == QLatin1String("2")) QCOMPARE(ratio, 2.0);
    for (const Img& i : imgs) {
        QVERIFY2(!i.alt.trimmed().isEmpty(), qPrintable(i.src));
        QVERIFY2(i.width > 0 && i.height > 0, qPrintable(i.src));
        const QVariant res = text->document()->resource(QTextDocument::ImageResource, QUrl(i.src));
        QVERIFY2(res.canConvert<QPixmap>(), qPrintable(i.src));
        const QPixmap pm = res.value<QPixmap>();
        QVERIFY2(!pm.isNull(), qPrintable(i.src));
        QCOMPARE(pm.size(), (QSizeF(i.width, i.height) * ratio).toSize());
        QCOMPARE(pm.devicePixelRatio(), ratio);
    }
    // The alternative texts and captions are in the dialog's language.
    const QString shown = text->document()->toPlainText();
    QVERIFY2(shown.contains(caption), qPrintable(shown));
    if (!language.isEmpty()) {
        QVERIFY(html.contains(QStringLiteral("alt=\"Un petit pion\"")));
        QVERIFY(!html.contains(QStringLiteral("alt=\"A small meeple\"")));
        QCoreApplication::removeTranslator(&translator);
    } else {
        QVERIFY(html.contains(QStringLiteral("alt=\"A small meeple\"")));
    }
    delete d;
}

// The route example's board is the lesson's position after its turn: the route of the rulebook,
// 3 tiles, all drawn.
void TestRulesPictures::routeExampleShowsItsThreeRouteTiles()
{
    const RulesPictures pictures;
    const Game* g = pictures.exampleGame("route-scores");
    QVERIFY(g);
    int routeTiles = 0;
    for (const Game::PlacedTile& t : g->placedTiles())
        routeTiles += g->tileset().faces[t.face].routes.empty() ? 0 : 1;
    QCOMPARE(routeTiles, 3);
    QCOMPARE(pictures.exampleTilesDrawn("route-scores"), int(g->placedTiles().size()));
    QCOMPARE(int(g->placedTiles().size()), 4);  // and the planet below, not on the route
}

// The captions' numbers are the engine's figures of the lessons' turns: the rulebook's.
void TestRulesPictures::examplesCarryTheRulebooksNumbers()
{
    const QString html = Texts::rulesSummaryHtml(Scoring{}, RulesPictures().art());
    QVERIFY(html.contains(QStringLiteral("a trading route of 3 tiles closed at both ends scores 3 points")));
    QVERIFY(html.contains(QStringLiteral("asteroid field of 3 tiles with 1 symbol scores 8 points")));
    QVERIFY(html.contains(QStringLiteral("a planet surrounded by 8 tiles, with 1 symbol, scores 11 points")));
    QVERIFY(html.contains(QStringLiteral("1 die against 1 die; the winner scores the route's 4 points, the loser 1 point")));
    QVERIFY(html.contains(QStringLiteral("the attacker's 2 dice")));
    QVERIFY(html.contains(QStringLiteral("the defender scores 3 points")));
}

// A lesson missing or broken: its board and caption are left out, every other picture and the
// words stay.
void TestRulesPictures::missingLessonLeavesItsPictureOut()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char* name : {"06-field-scores.yaml", "07-planet-scores.yaml", "09-battle.yaml", "10-planet-attack.yaml"})
        QVERIFY(QFile::copy(QStringLiteral(":/tutorial/") + QLatin1String(name), dir.filePath(QLatin1String(name))));
    QFile broken(dir.filePath(QStringLiteral("06-field-scores.yaml")));
    QVERIFY(broken.setPermissions(QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
    broken.write("lesson: field-scores\ngoal: [score]\nrecord: [not, a, record]\n");
    broken.close();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("05-route-scores.yaml is missing")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("06-field-scores.yaml cannot be read")));
    const RulesPictures pictures(dir.path());
    QVERIFY(!pictures.exampleGame("route-scores"));
    QVERIFY(!pictures.exampleGame("field-scores"));
    QVERIFY(pictures.exampleGame("planet-scores"));
    const QString html = Texts::rulesSummaryHtml(Scoring{}, pictures.art());
    QCOMPARE(images(html).size(), kRulesIcons + 3);
    QVERIFY(!html.contains(Texts::rulesExampleUrl("route-scores")));
    QVERIFY(html.contains(QStringLiteral("a completed trading route scores")));  // the rules' words stay
    QVERIFY(html.contains(Texts::rulesExampleUrl("planet-scores")));
}

// The pictures are drawn in the theme in use at each opening: Plain's differ from Galaxy's.
void TestRulesPictures::picturesFollowTheTheme()
{
    const QImage galaxy = RulesPictures().pictures().value(Texts::rulesExampleUrl("route-scores")).toImage();
    setArtTheme(ArtTheme::Plain);
    const QImage plain = RulesPictures().pictures().value(Texts::rulesExampleUrl("route-scores")).toImage();
    setArtTheme(ArtTheme::Galaxy);
    QVERIFY(!galaxy.isNull() && !plain.isNull());
    QCOMPARE(plain.size(), galaxy.size());
    QVERIFY(plain != galaxy);
}

// The summary open while the theme changes (View > Art): drawn again in the new theme, where it
// stood (it kept the old theme's pictures).
void TestRulesPictures::openSummaryRedrawnOnThemeChange()
{
    MainWindow w;
    w.setArtTheme(ArtTheme::Galaxy, false);
    w.show();
    w.action(QStringLiteral("rules"))->trigger();
    auto* d = w.findChild<QDialog*>(QStringLiteral("rulesDialog"));
    QVERIFY(d && d->isVisible());
    d->move(d->pos() + QPoint(37, 23));
    const QRect where = d->geometry();
    const QString route = Texts::rulesExampleUrl("route-scores");
    const auto shown = [&w, &route] {
        auto* dialog = w.findChild<QDialog*>(QStringLiteral("rulesDialog"));
        auto* text = dialog ? dialog->findChild<QTextBrowser*>(QStringLiteral("rulesDialogText")) : nullptr;
        return text ? text->document()->resource(QTextDocument::ImageResource, QUrl(route)).value<QPixmap>().toImage() : QImage();
    };
    const QImage galaxy = shown();
    QCOMPARE(galaxy, RulesPictures().pictures().value(route).toImage());
    w.setArtTheme(ArtTheme::Plain, false);
    const QImage plain = RulesPictures().pictures().value(route).toImage();
    QVERIFY(plain != galaxy);
    QCOMPARE(shown(), plain);
    auto* again = w.findChild<QDialog*>(QStringLiteral("rulesDialog"));
    QVERIFY(again && again->isVisible());
    QCOMPARE(again->geometry(), where);
    w.setArtTheme(ArtTheme::Galaxy, false);
}

QTEST_MAIN(TestRulesPictures)
#include "tst_rulespictures.moc"
