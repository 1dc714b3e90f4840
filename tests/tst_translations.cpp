// The translation files themselves (translations/*.ts), read as XML, and the compiled ones the
// program loads:
// - a message with a count uses Qt's plural forms (numerus). A message counts when its source
//   holds %n, or when a placeholder %1..%9 is followed (after at most one word) by one of the
//   plural nouns in kCountNouns ("%2 tiles", "%1 YAML documents"): such a message must be
//   written with %n instead, so that "1 tile" and "1 tuile" come out singular;
// - the French files (the desktop program's, and sw-carcassonne-cli's own) have no unfinished,
//   vanished or obsolete entry, every numerus message has both French forms, showing the count
//   when its source does (%n), and every French text puts a non-breaking space (U+00A0, or the
//   narrow U+202F) before : ; ! ? — YAML quoted inside « » (« start: true ») excepted — and
//   follows the rest of French typography that can be checked (frenchFault);
// - the English file holds the plural forms of every message with a count, filled;
// - the compiled translations give "1 tile" / "2 tiles" and "1 tuile" / "2 tuiles".
#include "testpaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context, source;
    bool numerus = false;
    QString type;             // the translation's type attribute: unfinished, vanished, obsolete or empty
    QStringList translation;  // one text, or the numerus forms
};

QList<Message> readTs(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    QXmlStreamReader xml(&f);
    QList<Message> out;
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}};
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement()) m.translation << xml.readElementText();
            } else {
                m.translation << xml.readElementText();
            }
            out << m;
        }
    }
    if (xml.hasError()) qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return out;
}

QString tsPath(const char* lang)
{
    return QStringLiteral(SWC_SOURCE_DIR "/translations/sw-carcassonne_%1.ts").arg(QLatin1String(lang));
}

// Nouns whose plural tells a count in the English sources.
const char* const kCountNouns = "tiles|symbols|kinds|planets|characters|documents|levels|points|meeples|faces|values|"
                                "errors|edges|copies|players|turns|rounds|games|files";

bool isCount(const QString& source)
{
    static const QRegularExpression counted(QStringLiteral("%[1-9] (\\S+ )?(%1)\\b").arg(QLatin1String(kCountNouns)));
    // %Ln: the count written in the locale's digits ("5,000", "5 000").
    return source.contains(QLatin1String("%n")) || source.contains(QLatin1String("%Ln")) || counted.match(source).hasMatch();
}

// A : ; ! ? that is not preceded by a non-breaking space, outside « » quotes.
QString typographyFault(const QString& text)
{
    int quoted = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == QChar(0x00ab)) ++quoted;
        if (c == QChar(0x00bb)) --quoted;
        if (quoted > 0) continue;
        if (c != QLatin1Char(':') && c != QLatin1Char(';') && c != QLatin1Char('!') && c != QLatin1Char('?')) continue;
        // An address is not punctuation: wss://HOST:PORT (the colon before // or a digit). An HTML
        // entity (&amp;) would not be either; none is in the texts today.
        const QChar after = i + 1 < text.size() ? text[i + 1] : QChar();
        if (c == QLatin1Char(':') && (after == QLatin1Char('/') || after.isDigit())) continue;
        const QChar before = i > 0 ? text[i - 1] : QChar();
        if (before != QChar(0x00a0) && before != QChar(0x202f))
            return QStringLiteral("'%1' at %2 without a non-breaking space before it").arg(c).arg(i);
    }
    return {};
}

// The rest of French typography that a program can check, outside HTML tags: the typographic
// apostrophe (’, never '), a dash (–) rather than " - ", « » with a no-break space inside, no
// capital after a colon (Star Wars, a title, and a one-letter name such as N excepted), and one
// colon a sentence at most ("Noir – dés : 2 (petits pions : 1)" read badly).
QString frenchFault(const QString& text)
{
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    const QString plain = QString(text).replace(QStringLiteral("<br>"), QStringLiteral("\n")).remove(tags);
    const QString nbsp = QStringLiteral("\u00a0\u202f");
    static const QRegularExpression rules[] = {
        QRegularExpression(QStringLiteral("'")),
        QRegularExpression(QStringLiteral(" - ")),
        QRegularExpression(QStringLiteral("[^%1]»").arg(nbsp)),
        QRegularExpression(QStringLiteral("«[^%1]").arg(nbsp)),
        QRegularExpression(QStringLiteral("[%1]:\\s+(?!Star Wars|\\p{Lu}\\s)\\p{Lu}").arg(nbsp)),
    };
    static const char* const names[] = {"an ASCII apostrophe", "a hyphen as a dash", "» without a no-break space",
                                        "« without a no-break space", "a capital after a colon"};
    for (std::size_t i = 0; i < std::size(rules); ++i)
        if (const auto m = rules[i].match(plain); m.hasMatch())
            return QStringLiteral("%1 at %2").arg(QLatin1String(names[i])).arg(m.capturedStart());
    static const QRegularExpression sentenceEnd(QStringLiteral("\\.\\s|\\n"));
    for (const QString& sentence : plain.split(sentenceEnd))
        if (sentence.count(QRegularExpression(QStringLiteral("[%1]:").arg(nbsp))) > 1)
            return QStringLiteral("two colons in one sentence: ") + sentence;
    return {};
}

}  // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void rulesCatchWhatTheyShould()
    {
        // The count rule itself, on sources of the kind that were wrong before.
        QVERIFY(isCount(QStringLiteral("%1 scores %2 for the completed %3 (%4 tiles, %5 symbols).")));
        QVERIFY(isCount(QStringLiteral("the file holds %1 YAML documents; it must hold one")));
        QVERIFY(isCount(QStringLiteral("%n tile(s)")));
        QVERIFY(isCount(QStringLiteral("%1 of %Ln game(s)")));
        QVERIFY(!isCount(QStringLiteral("Turn %1: %2 places %3 at %4")));
        QVERIFY(!isCount(QStringLiteral("%1 wins!")));
        // The typography rule.
        QVERIFY(!typographyFault(QStringLiteral("Tour 2 : Rouge")).isEmpty());
        QVERIFY(!typographyFault(QStringLiteral("Prêt?")).isEmpty());
        QVERIFY(typographyFault(QString::fromUtf8("Tour 2\u00a0: Rouge\u00a0!")).isEmpty());
        QVERIFY(typographyFault(QString::fromUtf8("avec «\u00a0start: true\u00a0»")).isEmpty());
        QVERIFY(typographyFault(QStringLiteral("p. ex. wss://games.example.org:7777/")).isEmpty());
        QVERIFY(!typographyFault(QStringLiteral("wss://games.example.org : 7777")).isEmpty());
        QVERIFY(!frenchFault(QStringLiteral("l'élément")).isEmpty());
        QVERIFY(!frenchFault(QStringLiteral("Noir - dés")).isEmpty());
        QVERIFY(!frenchFault(QStringLiteral("la tuile « x\u00a0»")).isEmpty());
        QVERIFY(!frenchFault(QStringLiteral("Tour 2\u00a0: Rouge")).isEmpty());
        QVERIFY(!frenchFault(QStringLiteral("Noir \u2013 dés\u00a0: 2 (petits pions\u00a0: 1)")).isEmpty());
        QVERIFY(frenchFault(QStringLiteral("Noir \u2013 dés\u00a0: 2 (1 petit pion)")).isEmpty());
        QVERIFY(frenchFault(QStringLiteral("<a href='x'>l\u2019élément «\u00a0x\u00a0»</a>. Carcassonne\u00a0: Star Wars")).isEmpty());
    }

    void frenchIsComplete_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("least");  // messages, at least
        QTest::newRow("desktop") << tsPath("fr") << 300;
        QTest::newRow("command line") << QStringLiteral(SWC_SOURCE_DIR "/translations/sw-carcassonne-cli_fr.ts") << 70;
        QTest::newRow("server") << QStringLiteral(SWC_SOURCE_DIR "/translations/sw-carcassonne-server_fr.ts") << 40;
    }

    void frenchIsComplete()
    {
        QFETCH(QString, path);
        QFETCH(int, least);
        const QList<Message> fr = readTs(path);
        QVERIFY(fr.size() >= least);
        for (const Message& m : fr) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(m.type.isEmpty(), qPrintable(m.type + QStringLiteral(" entry: ") + where));
            QVERIFY2(m.numerus == isCount(m.source), qPrintable(QStringLiteral("a count without numerus forms (or the reverse): ") + where));
            QCOMPARE(m.translation.size(), m.numerus ? 2 : 1);
            for (const QString& t : m.translation) {
                QVERIFY2(!t.isEmpty(), qPrintable(where));
                const QString fault = typographyFault(t) + frenchFault(t);
                QVERIFY2(fault.isEmpty(), qPrintable(fault + QStringLiteral(" in ") + t));
                // A count shown by another placeholder ("%1 games per second", a decimal) only
                // chooses the form.
                if (m.numerus && m.source.contains(QLatin1String("%n"))) QVERIFY2(t.contains(QLatin1String("%n")), qPrintable(t));
            }
        }
    }

    void englishHoldsEveryPluralForm()
    {
        QSet<QString> counts;
        for (const Message& m : readTs(tsPath("fr")))
            if (m.numerus) counts.insert(m.context + QLatin1Char('|') + m.source);
        QVERIFY(counts.size() >= 10);
        QSet<QString> english;
        for (const Message& m : readTs(tsPath("en"))) {
            const QString where = m.context + QStringLiteral(": ") + m.source;
            QVERIFY2(m.numerus, qPrintable(QStringLiteral("not a count: ") + where));
            QVERIFY2(m.type.isEmpty(), qPrintable(m.type + QStringLiteral(" entry: ") + where));
            QCOMPARE(m.translation.size(), 2);
            for (const QString& t : m.translation) {
                QVERIFY2(!t.isEmpty() && !t.contains(QLatin1String("(s)")), qPrintable(t));
            }
            english.insert(m.context + QLatin1Char('|') + m.source);
        }
        QCOMPARE(english, counts);
    }

    void compiledFormsAreSingularAndPlural()
    {
        QTranslator en, fr;
        QVERIFY(en.load(QStringLiteral(":/i18n/sw-carcassonne_en.qm")));
        QVERIFY(fr.load(QStringLiteral(":/i18n/sw-carcassonne_fr.qm")));
        const auto say = [](QTranslator& t, const char* context, const char* source, int n) {
            return t.translate(context, source, nullptr, n).replace(QLatin1String("%n"), QString::number(n));
        };
        QCOMPARE(say(en, "GameText", "%n tile(s)", 1), QStringLiteral("1 tile"));
        QCOMPARE(say(en, "GameText", "%n tile(s)", 2), QStringLiteral("2 tiles"));
        QCOMPARE(say(en, "GameText", "%n symbol(s)", 0), QStringLiteral("0 symbols"));
        QCOMPARE(say(fr, "GameText", "%n tile(s)", 1), QStringLiteral("1 tuile"));
        QCOMPARE(say(fr, "GameText", "%n tile(s)", 2), QStringLiteral("2 tuiles"));
        QCOMPARE(say(fr, "GameText", "%n symbol(s)", 0), QStringLiteral("0 symbole"));
        QCOMPARE(say(fr, "Texts", "%n rebel", 1), QStringLiteral("1 rebelle"));
        QCOMPARE(say(fr, "Texts", "%n rebel", 3), QStringLiteral("3 rebelles"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
