// The words of the desktop program for the engine's values and errors (common/texts), in
// English and in French. Every expected sentence is written here by hand from the rule or the
// error it words, never copied from the program's output.
#include "record.h"
#include "testpaths.h"
#include "textfile.h"
#include "texts.h"
#include "tileset.h"

#include <QTranslator>

#include <cerrno>
#include <cstring>
#include <QtTest>

using namespace swc;
using namespace swc::ui;

Q_DECLARE_METATYPE(swc::MoveError)

class TestTexts : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void moveErrors_data();
    void moveErrors();
    void everyMoveErrorIsWorded();
    void rulesSummaryHasEveryHouseRule();
    void rulesSummaryShowsTheGamesNumbers();
    void playersErrors();
    void fileWriteErrors();
    void frenchSummaryTypography();
    void engineWordsInFrench();

private:
    void installFrench();
    QTranslator translator_;
    QTranslator english_;  // the plural forms, as the program installs them ("1 die", "3 dice")
};

void TestTexts::init()
{
    QVERIFY(translator_.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm")));
    QVERIFY(english_.load(QStringLiteral(":/i18n/sw-carcassonne_en.qm")));
    QVERIFY(QCoreApplication::installTranslator(&english_));
}

void TestTexts::cleanup()
{
    QCoreApplication::removeTranslator(&translator_);
    QCoreApplication::removeTranslator(&english_);
}

void TestTexts::installFrench()
{
    QVERIFY(QCoreApplication::installTranslator(&translator_));
}

namespace {

MoveError error(MoveErrorCode code, FeatureKind kind, int side, Pos at, bool otherTile = false,
                const char* faceId = "")
{
    MoveError e;
    e.code = code;
    e.kind = kind;
    e.side = side;
    e.at = at;
    e.otherTile = otherTile;
    e.faceId = faceId;
    return e;
}

}  // namespace

// The errors of issue 11: a feature looked for on another tile names that tile; an already
// complete feature names its kind and tile; a face-up tile is never "set aside".
void TestTexts::moveErrors_data()
{
    QTest::addColumn<MoveError>("e");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("french");
    const QChar nb(0x00a0);  // French: a non-breaking space before ; : and inside « »

    QTest::newRow("route on another tile")
        << error(MoveErrorCode::NoSuchFeature, FeatureKind::Route, 0, {0, 1}, true)
        << QStringLiteral("the tile at [0, 1] has no trading route on its north edge")
        << QStringLiteral("la tuile en [0, 1] n’a pas de route commerciale sur son bord nord");
    QTest::newRow("field on another tile, no side")
        << error(MoveErrorCode::NoSuchFeature, FeatureKind::Asteroid, -1, {0, 0}, true)
        << QStringLiteral("the tile at [0, 0] has no asteroid field")
        << QStringLiteral("la tuile en [0, 0] n’a pas de champ d’astéroïdes");
    QTest::newRow("field on the placed tile")
        << error(MoveErrorCode::NoSuchFeature, FeatureKind::Asteroid, 2, {3, 3})
        << QStringLiteral("the placed tile has no asteroid field on its south edge")
        << QStringLiteral("la tuile posée n’a pas de champ d’astéroïdes sur son bord sud");
    QTest::newRow("complete planet")
        << error(MoveErrorCode::FeatureComplete, FeatureKind::Planet, -1, {1, 1})
        << QStringLiteral("the planet at [1, 1] is already complete")
        << QStringLiteral("la planète en [1, 1] est déjà terminée");
    QTest::newRow("complete field")
        << error(MoveErrorCode::FeatureComplete, FeatureKind::Asteroid, -1, {0, 0})
        << QStringLiteral("the asteroid field at [0, 0] is already complete")
        << QStringLiteral("le champ d’astéroïdes en [0, 0] est déjà terminé");
    QTest::newRow("complete route")
        << error(MoveErrorCode::FeatureComplete, FeatureKind::Route, -1, {2, -1})
        << QStringLiteral("the trading route at [2, -1] is already complete")
        << QStringLiteral("la route commerciale en [2, -1] est déjà terminée");
    QTest::newRow("face-up tile that fits nowhere")
        << error(MoveErrorCode::RowTileFitsNowhere, FeatureKind::Route, -1, {}, false, "cross")
        << QStringLiteral("the face-up tile 'cross' fits nowhere on the board; it stays face up")
        << QStringLiteral("la tuile visible «") + nb + QStringLiteral("cross") + nb +
               QStringLiteral("» ne peut être posée nulle part") + QChar(0x202f) + QStringLiteral("; elle reste visible");
    QTest::newRow("face-up tile set aside")
        << error(MoveErrorCode::RowTileSetAside, FeatureKind::Route, -1, {}, false, "cross")
        << QStringLiteral("the face-up tile 'cross' cannot be set aside: face-up tiles stay face up")
        << QStringLiteral("la tuile visible «") + nb + QStringLiteral("cross") + nb +
               QStringLiteral("» ne peut pas être écartée") + nb + QStringLiteral(": les tuiles visibles restent visibles");
}

void TestTexts::moveErrors()
{
    QFETCH(MoveError, e);
    QFETCH(QString, english);
    QFETCH(QString, french);
    QCOMPARE(Texts::moveError(e), english);
    installFrench();
    QCOMPARE(Texts::moveError(e), french);
}

// No error code falls through to the bare "illegal move", in either language.
void TestTexts::everyMoveErrorIsWorded()
{
    const MoveErrorCode last = MoveErrorCode::RowTileSetAside;  // the last code of the enum
    for (bool inFrench : {false, true}) {
        if (inFrench) installFrench();
        const QString bare = Texts::tr("illegal move");
        for (int c = 0; c <= static_cast<int>(last); ++c) {
            const MoveError e = error(static_cast<MoveErrorCode>(c), FeatureKind::Planet, 1, {2, 3}, false, "x");
            const QString text = Texts::moveError(e);
            QVERIFY2(!text.isEmpty() && text != bare, qPrintable(QString::number(c)));
        }
    }
}

// The rules summary (F1) explains every house rule (docs/rules.md section 7), in both languages.
void TestTexts::rulesSummaryHasEveryHouseRule()
{
    const QStringList english = {QStringLiteral("Explorers' Guild"), QStringLiteral("Hyperspace"),
                                 QStringLiteral("Galaxy Traders"), QStringLiteral("Endgame"),
                                 QStringLiteral("Intel and Rumours")};
    const QStringList french = {QStringLiteral("Guilde des explorateurs"), QStringLiteral("Hyperespace"),
                                QStringLiteral("Commerçants galactiques"), QStringLiteral("Fin de partie"),
                                QStringLiteral("Renseignements et rumeurs")};
    for (bool inFrench : {false, true}) {
        if (inFrench) installFrench();
        const Scoring rulebook;
        const QString html = Texts::rulesSummaryHtml(rulebook);
        for (int v = 0; v < kVariants; ++v) {
            const auto var = static_cast<Variant>(v);
            const QString name = (inFrench ? french : english)[v];
            QCOMPARE(Texts::variant(var), name);
            QVERIFY2(html.contains(QStringLiteral("<b>") + name + QStringLiteral("</b>")), qPrintable(name));
            QVERIFY2(html.contains(Texts::variantDetails(var, rulebook)), qPrintable(name));
        }
        // A few rules the summary must state (docs/rules.md 3.2, 4.2, 5.1, 7.2, 7.5), with the
        // rulebook's numbers (the engine's defaults, more than one die at most).
        QVERIFY(rulebook.diceMax > 1);
        const QStringList facts =
            inFrench ? QStringList{QStringLiteral("4 petits, 1 grand"), QStringLiteral("%1 dés au plus").arg(rulebook.diceMax),
                                   QStringLiteral("une planète entourée de 8 tuiles %1").arg(rulebook.planet),
                                   QStringLiteral("sur une planète inachevée"),
                                   QStringLiteral("Une tuile visible qui ne peut être posée nulle part reste visible")}
                     : QStringList{QStringLiteral("4 small, 1 large"), QStringLiteral("at most %1 dice").arg(rulebook.diceMax),
                                   QStringLiteral("a planet surrounded by 8 tiles %1").arg(rulebook.planet),
                                   QStringLiteral("on an unfinished planet"),
                                   QStringLiteral("A face-up tile that fits nowhere stays face up")};
        for (const QString& fact : facts) QVERIFY2(html.contains(fact), qPrintable(fact));
    }
}

namespace {

// The English a player reads, written here: "1 die", "3 dice", "1 point", "9 points".
QString dice(int n) { return n == 1 ? QStringLiteral("1 die") : QStringLiteral("%1 dice").arg(n); }
QString points(int n) { return n == 1 ? QStringLiteral("1 point") : QStringLiteral("%1 points").arg(n); }

// What the summary must say of the numbers of `s`: battles, completed and unfinished features, team
// play, and the house rules that have numbers (docs/rules.md 4, 5, 7.1, 7.3, 7.4).
QStringList numberFacts(const Scoring& s)
{
    return {
        QStringLiteral("each side rolls %1 per small meeple, %2 for the large one, plus %3 if a symbol of its faction")
            .arg(dice(s.diceSmall), dice(s.diceLarge), dice(s.diceSymbol)),
        QStringLiteral("at most %1. The highest die wins. Tied sides score %2 each").arg(dice(s.diceMax), points(s.battleTie)),
        QStringLiteral("scores %1 per die it rolled").arg(points(s.battleLossPerDie)),
        QStringLiteral("a completed trading route scores %1 per tile and %2 per symbol, an asteroid field %3 per tile and "
                       "%4 per symbol, a planet surrounded by 8 tiles %5 plus %6 per symbol")
            .arg(points(s.routeTile))
            .arg(s.routeSymbol)
            .arg(s.asteroidTile)
            .arg(s.asteroidSymbol)
            .arg(s.planet)
            .arg(s.planetSymbol),
        QStringLiteral("scores %1 per symbol, and per tile %2 for a route, %3 for an asteroid field, and for a planet %4 "
                       "for its own tile and for each tile around it")
            .arg(s.endSymbol)
            .arg(s.endRouteTile)
            .arg(s.endAsteroidTile)
            .arg(s.endPlanetTile),
        QStringLiteral("in a battle a team rolls once, at most %1.").arg(dice(s.diceMax)),
        QStringLiteral("A completed field scores for each player present: %1 per tile and %2 per symbol of that player's "
                       "own faction. A completed planet scores %3, plus %4 if its symbol")
            .arg(s.asteroidTile)
            .arg(s.asteroidSymbol)
            .arg(s.planet)
            .arg(s.planetSymbol),
        QStringLiteral("there they form one side (at most %1)").arg(dice(s.diceMax)),
        QStringLiteral("for each meeple on it, %1 plus %2 if the tile it stands on").arg(s.endgameMeeple).arg(s.endgameSymbol),
        QStringLiteral("An unfinished route still scores its full value: %1 per tile and %2 per symbol.")
            .arg(s.endRouteTile)
            .arg(s.endSymbol),
    };
}

}  // namespace

// The rules summary (F1) states the scoring of the game shown: the rulebook's numbers (the engine's
// defaults) for a standard game, and a set's own where its `rules:` change them (issue 39: "a
// planet surrounded by 8 tiles 9" was said of every set).
void TestTexts::rulesSummaryShowsTheGamesNumbers()
{
    std::vector<TilesetError> errors;
    const auto set = loadTileset(SWC_TEST_DATA_DIR "/tilesets/house-rules.yaml", errors);
    QVERIFY(set && errors.empty());
    const Scoring& own = set->rules.scoring;
    const Scoring rulebook;
    QVERIFY(own.planet != rulebook.planet && own.diceMax != rulebook.diceMax);
    QVERIFY(own.endgameMeeple != rulebook.endgameMeeple);
    for (const Scoring& s : {rulebook, own}) {
        const QString html = Texts::rulesSummaryHtml(s);
        for (const QString& fact : numberFacts(s)) QVERIFY2(html.contains(fact), qPrintable(fact));
    }
    // The set's summary says none of the rulebook's numbers it changes.
    const QString html = Texts::rulesSummaryHtml(own);
    for (const QString& fact : numberFacts(rulebook)) QVERIFY2(!html.contains(fact), qPrintable(fact));
}

// Why seats cannot play: the engine's code worded in each language; in French no English is left
// ("joueurs : the colour red is taken twice" was shown for `players: [red, red]`).
void TestTexts::playersErrors()
{
    const QChar nb(0x00a0);
    std::vector<RecordError> errors;
    QVERIFY(!parseRecord("tileset: standard\nplayers: [red, red]\n", "twice.yaml", "", errors));
    QCOMPARE(errors.size(), std::size_t{1});
    QCOMPARE(errors.front().code, RecordErrorCode::BadPlayers);
    QCOMPARE(errors.front().players.code, PlayersErrorCode::ColourTwice);
    QCOMPARE(errors.front().players.colour, Color::Red);
    const PlayersError count{PlayersErrorCode::PlayerCount};
    const PlayersError teams{PlayersErrorCode::TeamSeats};
    QCOMPARE(Texts::recordError(errors.front()), QStringLiteral("twice.yaml:2:10: players: the colour red is taken twice"));
    QCOMPARE(Texts::players(count), QStringLiteral("a game needs 2 to 5 players"));
    installFrench();
    QCOMPARE(Texts::recordError(errors.front()),
             QStringLiteral("twice.yaml:2:10: joueurs") + nb + QStringLiteral(": deux places ont la même couleur (rouge)"));
    QCOMPARE(Texts::players(count), QStringLiteral("une partie se joue de 2 à 5 joueurs"));
    QCOMPARE(Texts::players(teams),
             QStringLiteral("le jeu par équipes demande exactement les joueurs rouge, noir, vert, blanc, dans cet ordre"));
}

// Why a file cannot be written comes from the engine as a code (writeTextFile), worded here:
// a folder where the file goes, a chain of 41 links, and the system's own words for the rest.
void TestTexts::fileWriteErrors()
{
    QTemporaryDir dir;
    const std::string folder = QFile::encodeName(dir.filePath(QStringLiteral("folder"))).toStdString();
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    FileWriteError notRegular;
    QVERIFY(!writeTextFile(folder, "x", &notRegular));
    QCOMPARE(notRegular.code, FileWriteErrorCode::NotRegularFile);
    for (int i = 0; i < 41; ++i)
        QVERIFY(QFile::link(QStringLiteral("link%1").arg(i + 1), dir.filePath(QStringLiteral("link%1").arg(i))));
    FileWriteError links;
    QVERIFY(!writeTextFile(QFile::encodeName(dir.filePath(QStringLiteral("link0"))).toStdString(), "x", &links));
    QCOMPARE(links.code, FileWriteErrorCode::TooManyLinks);
    FileWriteError missing;
    QVERIFY(!writeTextFile(QFile::encodeName(dir.filePath(QStringLiteral("none/file.yaml"))).toStdString(), "x", &missing));
    QCOMPARE(missing.code, FileWriteErrorCode::System);
    QCOMPARE(missing.systemError, ENOENT);
    QCOMPARE(Texts::fileWriteError(notRegular),
             QStringLiteral("not a regular file (a folder, a device or a pipe is never replaced)"));
    QCOMPARE(Texts::fileWriteError(links), QStringLiteral("too many symbolic links"));
    QCOMPARE(Texts::fileWriteError(FileWriteError{}), QString());
    installFrench();
    QCOMPARE(Texts::fileWriteError(notRegular),
             QStringLiteral("ce n’est pas un fichier ordinaire (un dossier, un périphérique ou un tube n’est jamais remplacé)"));
    QCOMPARE(Texts::fileWriteError(links), QStringLiteral("trop de liens symboliques"));
    QCOMPARE(Texts::fileWriteError(missing), QString::fromLocal8Bit(std::strerror(ENOENT)));  // the system's words
}

// French typography in the summary: a non-breaking space before : ; ! ? (narrow before ; ! ?) and
// never an ordinary one.
void TestTexts::frenchSummaryTypography()
{
    installFrench();
    QString text = Texts::rulesSummaryHtml(Scoring{});
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    QVERIFY(text.startsWith(QStringLiteral("Carcassonne") + QChar(0x00a0) + QStringLiteral(": Star Wars en bref")));
    static const QRegularExpression notNbsp(QStringLiteral("[^\\x{00a0}\\x{202f}][:;!?]"));  // narrow before ; ! ?
    for (auto it = notNbsp.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        QVERIFY2(false, qPrintable(QStringLiteral("no non-breaking space before '%1' in: ...%2...")
                                       .arg(m.captured(0).right(1), text.mid(std::max(0, int(m.capturedStart()) - 30), 60))));
    }
    QVERIFY(text.count(QChar(0x00a0)) >= 10);
}


// No English inside a French message: the phrases the engine passes ("a game record", "3 seats",
// "one per player") and yaml-cpp's parser messages are worded in French too.
void TestTexts::engineWordsInFrench()
{
    installFrench();
    const QChar nb(0x00a0);
    const auto french = [](const char* name) {
        std::vector<RecordError> errors;
        const auto rec = loadRecord(std::string(SWC_TEST_DATA_DIR "/records/") + name, errors);
        return !rec && !errors.empty() ? Texts::recordError(errors.front()) : QString();
    };
    QString text = french("malformed-not-a-mapping.yaml");
    QVERIFY2(text.endsWith(QStringLiteral("une partie enregistrée doit être une table de clés et de valeurs")), qPrintable(text));
    text = french("malformed-seats-count.yaml");
    QVERIFY2(text.endsWith(QStringLiteral("«") + nb + QStringLiteral("seats") + nb + QStringLiteral("» vaut 3 places") + QChar(0x202f) +
                           QStringLiteral("; valeurs permises") + nb + QStringLiteral(": un par joueur")),
             qPrintable(text));
    // The unclosed [ of this file: yaml-cpp's English message is not shown as it is.
    std::vector<RecordError> errors;
    QVERIFY(!loadRecord(SWC_TEST_DATA_DIR "/records/malformed-yaml-syntax.yaml", errors));
    QCOMPARE(errors.front().code, RecordErrorCode::YamlSyntax);
    text = Texts::recordError(errors.front());
    QVERIFY2(text.contains(QStringLiteral("erreur de syntaxe YAML") + nb + QStringLiteral(": ")), qPrintable(text));
    QVERIFY2(!text.contains(QString::fromStdString(errors.front().args.at(0))), qPrintable(text));
    QCOMPARE(Texts::yamlMessage(QStringLiteral("end of map flow not found")),
             QStringLiteral("fin de la table entre accolades introuvable (il manque «") + nb + QStringLiteral("}") + nb +
                 QStringLiteral("»)"));
    QCOMPARE(Texts::yamlMessage(QStringLiteral("unknown escape character: q")),
             QStringLiteral("caractère d’échappement inconnu") + nb + QStringLiteral(": q"));
    QCOMPARE(Texts::engineWords(QStringLiteral("1 names")), QStringLiteral("1 nom"));
    QCOMPARE(Texts::engineWords(QStringLiteral("tile 4")), QStringLiteral("tuile 4"));
    QCOMPARE(Texts::engineWords(QStringLiteral("red")), QStringLiteral("red"));  // a word of the file stays
}

QTEST_MAIN(TestTexts)
#include "tst_texts.moc"
