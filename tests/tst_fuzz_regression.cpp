// Every input that ever made a fuzz target fail (tests/fuzz/regression/), replayed through the
// same targets in every build (Release, the sanitizer build, the fuzz build). Each must be handled
// as the target expects (fuzz_targets.h) and within a few seconds: the yaml-cpp loops and the
// runaway sizes they found must stay fixed.
#include "fuzz/fuzz_targets.h"
#include "testpaths.h"

#include <QtTest>

class TestFuzzRegression : public QObject
{
    Q_OBJECT

private slots:
    void replay_data();
    void replay();
};

void TestFuzzRegression::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    for (const QString& target : {QStringLiteral("tileset"), QStringLiteral("record")}) {
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
    const std::string why = target == QLatin1String("tileset")
                                ? swc::fuzz::tileset(data, static_cast<std::size_t>(bytes.size()))
                                : swc::fuzz::record(data, static_cast<std::size_t>(bytes.size()),
                                                    SWC_TEST_DATA_DIR "/records");
    QVERIFY2(why.empty(), why.c_str());
    // Seconds even in the sanitizer build (the loops these inputs caused never ended).
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed()) + QStringLiteral(" ms")));
}

QTEST_GUILESS_MAIN(TestFuzzRegression)
#include "tst_fuzz_regression.moc"
