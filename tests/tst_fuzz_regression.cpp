// Every input that ever made a fuzz target fail (tests/fuzz/regression/), replayed through the
// same targets in every build (Release, the sanitizer build, the fuzz build). Each must be handled
// as the target expects (fuzz_targets.h) and within a few seconds: the yaml-cpp loops and the
// runaway sizes they found must stay fixed.
#include "fuzz/fuzz_targets.h"
#include "recordmoves.h"
#include "testpaths.h"

#include <QtTest>

#include <sys/resource.h>

class TestFuzzRegression : public QObject
{
    Q_OBJECT

private slots:
    void replay_data();
    void replay();
    // Inputs of the largest size a file may have (16 MiB), made here rather than kept in the
    // repository.
    void largest_data();
    void largest();
};

void TestFuzzRegression::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    for (const QString& target : {QStringLiteral("tileset"), QStringLiteral("record"), QStringLiteral("art"),
                                  QStringLiteral("lesson")}) {
        const QDir dir(QStringLiteral(SWC_SOURCE_DIR "/tests/fuzz/regression/") + target);
        const QStringList files = dir.entryList(QDir::Files, QDir::Name);
        QVERIFY2(!files.isEmpty(), qPrintable(dir.path() + QStringLiteral(" lost its cases")));
        for (const QString& name : files)
            QTest::newRow(qPrintable(target + QLatin1Char('/') + name)) << target << dir.filePath(name);
    }
}

void TestFuzzRegression::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.constData());
    QElapsedTimer timer;
    timer.start();
    const auto size = static_cast<std::size_t>(bytes.size());
    const std::string why = target == QLatin1String("tileset") ? swc::fuzz::tileset(data, size)
                            : target == QLatin1String("art")   ? swc::fuzz::art(data, size)
                            : target == QLatin1String("lesson") ? swc::fuzz::lesson(data, size)
                                                               : swc::fuzz::record(data, size, SWC_TEST_DATA_DIR "/records");
    QVERIFY2(why.empty(), why.c_str());
    // Seconds even in the sanitizer build (the loops these inputs caused never ended).
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed()) + QStringLiteral(" ms")));
}

void TestFuzzRegression::largest_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QByteArray>("text");
    constexpr qsizetype kSize = 16 * 1024 * 1024;
    QByteArray flat = "[" + QByteArray("0,").repeated(kSize / 2 - 1) + "0]";
    QByteArray blocks;  // a: / " a:" / "  a:" ... as deep as 16 MiB allows
    for (int depth = 0; blocks.size() + depth + 3 <= kSize; ++depth)
        blocks += QByteArray(depth, ' ') + "a:\n";
    for (const QString& target : {QStringLiteral("tileset"), QStringLiteral("record")}) {
        // yaml-cpp held every token of these until the brackets closed: 4 GB and 30 s.
        QTest::newRow(qPrintable(target + QStringLiteral(" [[[")) ) << target << QByteArray(kSize, '[');
        QTest::newRow(qPrintable(target + QStringLiteral(" [{[{")) ) << target << QByteArray("[{").repeated(kSize / 2);
        QTest::newRow(qPrintable(target + QStringLiteral(" [0,0,0]"))) << target << flat;
        QTest::newRow(qPrintable(target + QStringLiteral(" {0: 0, ...}")))
            << target << "{" + QByteArray("0: 0, ").repeated(kSize / 6 - 1) + "}";
        QTest::newRow(qPrintable(target + QStringLiteral(" [&a &a ...")) ) << target << "[" + QByteArray("&a ").repeated(kSize / 3 - 1);
        QTest::newRow(qPrintable(target + QStringLiteral(" nested block mappings"))) << target << blocks;
    }
}

// Each in bounded memory and time: the peak of this whole process stays under 1 GiB (the
// sanitizer build's own cost included) and each read ends in seconds.
void TestFuzzRegression::largest()
{
    QFETCH(QString, target);
    QFETCH(QByteArray, text);
    const auto* data = reinterpret_cast<const std::uint8_t*>(text.constData());
    QElapsedTimer timer;
    timer.start();
    const std::string why = target == QLatin1String("tileset")
                                ? swc::fuzz::tileset(data, static_cast<std::size_t>(text.size()))
                                : swc::fuzz::record(data, static_cast<std::size_t>(text.size()),
                                                    SWC_TEST_DATA_DIR "/records");
    QVERIFY2(why.empty(), why.c_str());
    QVERIFY2(timer.elapsed() < 15000, qPrintable(QString::number(timer.elapsed()) + QStringLiteral(" ms")));
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    QVERIFY2(usage.ru_maxrss < 1024 * 1024, qPrintable(QString::number(usage.ru_maxrss / 1024) + QStringLiteral(" MB")));
}

QTEST_GUILESS_MAIN(TestFuzzRegression)
#include "tst_fuzz_regression.moc"
