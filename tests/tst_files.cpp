// Files from anyone (issue 10): what both readers do with hostile text and special files. Every
// case ends at once with a clear error naming where and why; positions are counted by hand in
// the texts below (line and column from 1, columns in bytes like yaml-cpp's).
#include "record.h"
#include "testpaths.h"
#include "textfile.h"
#include "tileset.h"

#include <QtTest>

#include <fstream>
#include <sys/stat.h>

using namespace swc;

Q_DECLARE_METATYPE(swc::TilesetErrorCode)
Q_DECLARE_METATYPE(swc::RecordErrorCode)

namespace {

std::string standardText()
{
    std::ifstream in(SWC_SOURCE_DIR "/resources/tilesets/standard.yaml", std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

}  // namespace

class TestFiles : public QObject
{
    Q_OBJECT

private slots:
    void hostileTileset_data();
    void hostileTileset();
    void hostileRecord_data();
    void hostileRecord();
    void tooManyNodes();
    void escapesInNames();
    void specialFiles();
    void tooLarge();
    void recordNamingASpecialFile();
    void wrongKindOfFile();
    void fileKind_data();
    void fileKind();
};

// The text problems, read as a tile set: the code, the place and the first argument.
void TestFiles::hostileTileset_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<TilesetErrorCode>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("arg");

    // yaml-cpp's LoadAll looped for ever on these (issue 10, item 1), growing without bound.
    QTest::newRow("a lone comma") << QByteArray(",") << TilesetErrorCode::UnexpectedText << 1 << 1 << ",";
    QTest::newRow("comma after a comment")
        << QByteArray("# notes\n,format: 1\n") << TilesetErrorCode::UnexpectedText << 2 << 1 << ",";
    QTest::newRow("comma after blank lines")
        << QByteArray("\n\n   ,\nname: x\n") << TilesetErrorCode::UnexpectedText << 3 << 4 << ",";
    QTest::newRow("comma after a document")
        << QByteArray("format: 1\n---\n,\n") << TilesetErrorCode::UnexpectedText << 3 << 1 << ",";
    // Two documents: the second starts at its '---'.
    QTest::newRow("two documents")
        << QByteArray("format: 1\n---\nname: x\n") << TilesetErrorCode::SeveralDocuments << 2 << 1 << "2";
    // An alias could make a small file stand for a huge tree.
    QTest::newRow("alias") << QByteArray("format: 1\nname: &n x\ntiles: *n\n") << TilesetErrorCode::AliasNotSupported
                           << 3 << 8 << "";
    // 40 nested lists: the 33rd opens at column 33.
    QTest::newRow("nested too deep") << QByteArray(40, '[') + QByteArray(40, ']') << TilesetErrorCode::TooDeep << 1
                                     << 33 << "32";
    // yaml-cpp holds a document in brackets whole until it closes (about 250 bytes a mark): past
    // 500,000 marks the read stops, at the first bracket it holds.
    QTest::newRow("a document in brackets too large")
        << QByteArray("# big\n{format: 1, name: x, tiles: [") + QByteArray("{},").repeated(166667) + "{}]}"
        << TilesetErrorCode::TooMuchAtOnce << 2 << 1 << "500000";
    QTest::newRow("NUL byte") << QByteArray("format: 1\nname: a\0b\n", 20) << TilesetErrorCode::ControlCharacter << 2
                              << 8 << "U+0000";
    QTest::newRow("escape character") << QByteArray("format: 1\nname: \x1b[31mred\n")
                                      << TilesetErrorCode::ControlCharacter << 2 << 7 << "U+001B";
    QTest::newRow("DEL") << QByteArray("format: 1\n\x7f") << TilesetErrorCode::ControlCharacter << 2 << 1 << "U+007F";
    QTest::newRow("Latin-1 byte") << QByteArray("format: 1\nname: caf\xe9\n") << TilesetErrorCode::NotUtf8 << 2 << 10
                                  << "";
    QTest::newRow("overlong slash") << QByteArray("name: \xc0\xaf") << TilesetErrorCode::NotUtf8 << 1 << 7 << "";
    QTest::newRow("encoded surrogate") << QByteArray("name: \xed\xa0\x80") << TilesetErrorCode::NotUtf8 << 1 << 7
                                       << "";
    QTest::newRow("truncated sequence") << QByteArray("name: ab\xe2\x82") << TilesetErrorCode::NotUtf8 << 1 << 9 << "";
}

void TestFiles::hostileTileset()
{
    QFETCH(QByteArray, text);
    QFETCH(TilesetErrorCode, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, arg);
    std::vector<TilesetError> errors;
    QVERIFY(!parseTileset(text.toStdString(), "hostile.yaml", errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, code);
    QCOMPARE(errors[0].pos, (SourcePos{line, column}));
    QCOMPARE(QString::fromStdString(errors[0].args.empty() ? std::string() : errors[0].args[0]), arg);
    QCOMPARE(errors[0].file, std::string("hostile.yaml"));
}

// The same problems read as a game record (the record reader shares the guard).
void TestFiles::hostileRecord_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<RecordErrorCode>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("arg");

    QTest::newRow("a lone comma") << QByteArray(",") << RecordErrorCode::UnexpectedText << 1 << 1 << ",";
    QTest::newRow("comma after a comment")
        << QByteArray("# a game\n,tileset: standard\n") << RecordErrorCode::UnexpectedText << 2 << 1 << ",";
    QTest::newRow("two documents") << QByteArray("tileset: standard\nplayers: [red, black]\n---\nseed: 2\n")
                                   << RecordErrorCode::SeveralDocuments << 3 << 1 << "2";
    QTest::newRow("alias") << QByteArray("tileset: standard\nplayers: &p [red, black]\nnames: *p\n")
                           << RecordErrorCode::AliasNotSupported << 3 << 8 << "";
    QTest::newRow("NUL byte") << QByteArray("tileset: standard\nnames: [a\0b]\n", 31)
                              << RecordErrorCode::ControlCharacter << 2 << 10 << "U+0000";
    QTest::newRow("Latin-1 name") << QByteArray("tileset: standard\nplayers: [red, black]\nnames: [Ren\xe9]\n")
                                  << RecordErrorCode::NotUtf8 << 3 << 12 << "";
    // The mapping, '[' (column 8), '{' (9) and '{' (18) are levels 1 to 4; the run of '[' starts at
    // column 23, so level 33 is its 29th, at column 51.
    QTest::newRow("nested too deep") << QByteArray("turns: [{meeple: {at: ") + QByteArray(40, '[') +
                                            QByteArray(40, ']') + QByteArray("}}]")
                                     << RecordErrorCode::TooDeep << 1 << 51 << "32";
    QTest::newRow("a document in brackets too large")
        << QByteArray("# big\n{tileset: standard, turns: [") + QByteArray("{},").repeated(166667) + "{}]}"
        << RecordErrorCode::TooMuchAtOnce << 2 << 1 << "500000";
    // Too deep as well: the depth is what is said, where it passes the cap.
    QTest::newRow("brackets too deep and too large")
        << QByteArray("# big\n") + QByteArray("[").repeated(600000) << RecordErrorCode::TooDeep << 2 << 33 << "32";
}

void TestFiles::hostileRecord()
{
    QFETCH(QByteArray, text);
    QFETCH(RecordErrorCode, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, arg);
    std::vector<RecordError> errors;
    QVERIFY(!parseRecord(text.toStdString(), "hostile.yaml", "", errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, code);
    QCOMPARE(errors[0].pos, (SourcePos{line, column}));
    QCOMPARE(QString::fromStdString(errors[0].args.empty() ? std::string() : errors[0].args[0]), arg);
}

void TestFiles::tooManyNodes()
{
    // "tiles:" then one list entry a line. Nodes counted: the document, the mapping, the key
    // `tiles`, the list, then the entries: entry k is node 4 + k, so the 250,001st node (past the
    // cap) is entry 249,997, on line 1 + 249,997, its value at column 3.
    std::string text = "tiles:\n";
    for (int i = 0; i < 260000; ++i)
        text += "- x\n";
    std::vector<TilesetError> errors;
    QVERIFY(!parseTileset(text, "big.yaml", errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::TooManyNodes);
    QCOMPARE(errors[0].args, std::vector<std::string>{"250000"});
    QCOMPARE(errors[0].pos, (SourcePos{249998, 3}));

    // A record of a million turns (issue 10, item 5, in small): "turns:" then "- {}" lines. The
    // document, the mapping, the key, the list: turn k is node 4 + k again.
    std::string record = "turns:\n";
    for (int i = 0; i < 1000000; ++i)
        record += "- {}\n";
    std::vector<RecordError> rerrors;
    QVERIFY(!parseRecord(record, "long.yaml", "", rerrors));
    QCOMPARE(rerrors.size(), std::size_t(1));
    QCOMPARE(rerrors[0].code, RecordErrorCode::TooManyNodes);
    QCOMPARE(rerrors[0].pos, (SourcePos{249998, 3}));
}

void TestFiles::escapesInNames()
{
    // A double-quoted escape can put a NUL or a control character in a value without one in the
    // text: names and ids are checked themselves.
    std::vector<TilesetError> errors;
    QVERIFY(!parseTileset("format: 1\nname: \"a\\0b\"\ntiles: [{id: s, start: true, edges: [space, space, space, "
                          "space]}]\n",
                          "escape.yaml", errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::BadText);
    QCOMPARE(errors[0].args, (std::vector<std::string>{"name", "control"}));
    QCOMPARE(errors[0].pos, (SourcePos{2, 7}));

    std::vector<RecordError> rerrors;
    QVERIFY(!parseRecord("tileset: standard\nplayers: [red, black]\nnames: [\"x\\ty\", \"ok\"]\n", "escape.yaml", "",
                         rerrors));
    QCOMPARE(rerrors.size(), std::size_t(1));
    QCOMPARE(rerrors[0].code, RecordErrorCode::BadText);
    QCOMPARE(rerrors[0].args, (std::vector<std::string>{"names", "control"}));
    QCOMPARE(rerrors[0].pos, (SourcePos{3, 9}));
}

// A device, a named pipe, a folder: refused before anything is read (a pipe without a writer
// would block for ever, /dev/zero would fill the memory).
void TestFiles::specialFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("pipe.yaml")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    std::vector<std::string> paths = {fifo.toStdString(), QFile::encodeName(dir.path()).toStdString()};
    if (QFileInfo::exists(QStringLiteral("/dev/zero")))
        paths.push_back("/dev/zero");
    for (const std::string& path : paths) {
        std::string text = "left over";
        QCOMPARE(readTextFile(path, text), FileReadResult::NotRegularFile);
        QVERIFY(text.empty());

        std::vector<TilesetError> errors;
        QVERIFY(!loadTileset(path, errors));
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].code, TilesetErrorCode::NotRegularFile);
        QCOMPARE(errors[0].describe(),
                 path + ": '" + path + "' is not a regular file (a folder, a device or a pipe cannot be read)");

        std::vector<RecordError> rerrors;
        QVERIFY(!loadRecord(path, rerrors));
        QCOMPARE(rerrors.size(), std::size_t(1));
        QCOMPARE(rerrors[0].code, RecordErrorCode::NotRegularFile);
        QCOMPARE(rerrors[0].args, std::vector<std::string>{path});
    }
}

void TestFiles::tooLarge()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // 16 MiB of comment and one byte more.
    const QString path = dir.filePath(QStringLiteral("large.yaml"));
    writeFile(path, QByteArray("#") + QByteArray(16 * 1024 * 1024, 'x'));
    const std::string p = QFile::encodeName(path).toStdString();
    std::string text;
    QCOMPARE(readTextFile(p, text), FileReadResult::TooLarge);
    std::vector<TilesetError> errors;
    QVERIFY(!loadTileset(p, errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::FileTooLarge);
    QCOMPARE(errors[0].args, (std::vector<std::string>{p, "16"}));
    std::vector<RecordError> rerrors;
    QVERIFY(!loadRecord(p, rerrors));
    QCOMPARE(rerrors[0].code, RecordErrorCode::FileTooLarge);

    // The cap itself is read: 16 MiB exactly (checked with a smaller cap to stay quick).
    writeFile(path, QByteArray(1000, ' '));
    QCOMPARE(readTextFile(p, text, 1000), FileReadResult::Ok);
    QCOMPARE(text.size(), std::size_t(1000));
    QCOMPARE(readTextFile(p, text, 999), FileReadResult::TooLarge);
    QCOMPARE(readTextFile(p + ".missing", text), FileReadResult::NotFound);
}

// A record whose tile set is a special file (issue 10, item 4): the record's error carries the
// tile set's own, so that the desktop program can word it.
void TestFiles::recordNamingASpecialFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("set.yaml")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    for (const std::string& target : {std::string("set.yaml"), std::string("/dev/zero")}) {
        if (target == "/dev/zero" && !QFileInfo::exists(QStringLiteral("/dev/zero")))
            continue;
        std::vector<RecordError> errors;
        const std::string text = "tileset: " + target + "\nplayers: [red, black]\n";
        QVERIFY(!parseRecord(text, "game.yaml", QFile::encodeName(dir.path()).toStdString(), errors));
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors[0].code, RecordErrorCode::TilesetInvalid);
        QCOMPARE(errors[0].pos, (SourcePos{1, 10}));
        QVERIFY(errors[0].tilesetError);
        QCOMPARE(errors[0].tilesetError->code, TilesetErrorCode::NotRegularFile);
    }
}

// Issue 10, item 8: the wrong kind of file says what it is, once, with no place (it is the
// whole file).
void TestFiles::wrongKindOfFile()
{
    std::vector<RecordError> rerrors;
    QVERIFY(!loadRecord(SWC_SOURCE_DIR "/resources/tilesets/standard.yaml", rerrors));
    QCOMPARE(rerrors.size(), std::size_t(1));
    QCOMPARE(rerrors[0].code, RecordErrorCode::IsATileset);
    QCOMPARE(rerrors[0].pos, SourcePos{});
    QCOMPARE(rerrors[0].describe(), std::string(SWC_SOURCE_DIR "/resources/tilesets/standard.yaml: this file is a "
                                                                "tile set, not a game record (open it in the "
                                                                "tile-set editor)"));

    const std::string record = SWC_TEST_DATA_DIR "/records/rulebook-route-3-tiles.yaml";
    std::vector<TilesetError> errors;
    QVERIFY(!loadTileset(record, errors));
    QCOMPARE(errors.size(), std::size_t(1));
    QCOMPARE(errors[0].code, TilesetErrorCode::IsAGameRecord);
    QCOMPARE(errors[0].pos, SourcePos{});

    // A flow-style record and a tile set with only its name so far.
    errors.clear();
    QVERIFY(!parseTileset("{tileset: standard, players: [red, black]}", "flow.yaml", errors));
    QCOMPARE(errors[0].code, TilesetErrorCode::IsAGameRecord);
    rerrors.clear();
    QVERIFY(!parseRecord("format: 1\nname: New set\n", "new.yaml", "", rerrors));
    QCOMPARE(rerrors.size(), std::size_t(1));
    QCOMPARE(rerrors[0].code, RecordErrorCode::IsATileset);
}

void TestFiles::fileKind_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("kind");
    QTest::newRow("standard set") << QByteArray::fromStdString(standardText()) << int(FileKind::Tileset);
    QTest::newRow("flow record") << QByteArray("{tileset: standard, players: [red, black]}") << int(FileKind::GameRecord);
    QTest::newRow("record with format") << QByteArray("format: 1\ntileset: standard\n") << int(FileKind::GameRecord);
    QTest::newRow("turns only") << QByteArray("turns: []\n") << int(FileKind::GameRecord);
    QTest::newRow("both") << QByteArray("tiles: []\nplayers: []\n") << int(FileKind::Unknown);
    QTest::newRow("neither") << QByteArray("format: 1\n") << int(FileKind::Unknown);
    QTest::newRow("a list") << QByteArray("[tiles, players]") << int(FileKind::Unknown);
    QTest::newRow("a comma") << QByteArray(",") << int(FileKind::Unknown);
    QTest::newRow("empty") << QByteArray() << int(FileKind::Unknown);
}

void TestFiles::fileKind()
{
    QFETCH(QByteArray, text);
    QFETCH(int, kind);
    QCOMPARE(int(detectFileKind(text.toStdString())), kind);
}

QTEST_GUILESS_MAIN(TestFiles)
#include "tst_files.moc"
