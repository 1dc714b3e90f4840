// The CLI's drawing commands: `print` (a tile set on paper, or one picture per face) and
// `picture` (a game's board at a step). They draw with the desktop program's tile art
// (common/printsheets.h, common/boardpicture.h), which needs a QGuiApplication: the program makes
// one for these commands only (makeApplication), on the offscreen platform unless QT_QPA_PLATFORM
// names another, so that they run on a machine without a display; the other commands keep their
// QCoreApplication and its speed.

#include "render.h"

#include "boardpicture.h"
#include "commandline.h"
#include "printsheets.h"
#include "record.h"
#include "timeline.h"

#include <QDir>
#include <QGuiApplication>
#include <QLocale>
#include <QTranslator>

#include <cstdlib>
#include <cstring>
#include <iostream>

namespace swc::cli {

namespace {

using ui::PrintOptions;
using ui::PrintSheets;

std::string jsonText(const QString& s) { return jsonString(s.toStdString()); }

// A length in millimetres: digits with at most one decimal point, from `min` to `max`.
bool readMillimetres(const std::string& opt, const std::string& value, double min, double max, double& out, std::string& why)
{
    const bool digits = !value.empty() && value.find_first_not_of("0123456789.") == std::string::npos &&
                        value.find('.') == value.rfind('.') && value.front() != '.' && value.back() != '.';
    const double v = digits ? std::strtod(value.c_str(), nullptr) : -1;
    if (v < min || v > max) {
        why = text(QT_TRANSLATE_NOOP("cli", "%1 must be a length in millimetres from %2 to %3, not '%4'"),
                   {opt, decimal(min, 0), decimal(max, 0), value});
        return false;
    }
    out = v;
    return true;
}

bool readTheme(const std::string& opt, const std::string& value, ui::ArtTheme& theme, std::string& why)
{
    if (value == "galaxy" || value == "plain") {
        theme = value == "galaxy" ? ui::ArtTheme::Galaxy : ui::ArtTheme::Plain;
        return true;
    }
    why = text(QT_TRANSLATE_NOOP("cli", "%1 must be galaxy or plain, not '%2'"), {opt, value});
    return false;
}

struct PrintArgs
{
    PrintOptions options;
    std::string out;
    std::string format = "pdf";
};

bool printOption(const std::string& opt, const std::string& value, PrintArgs& a, std::string& why)
{
    if (opt == "--out") return readText(opt, value, a.out, why);
    if (opt == "--backs") return a.options.backs = true;
    if (opt == "--theme") return readTheme(opt, value, a.options.theme, why);
    if (opt == "--tile-size") return readMillimetres(opt, value, ui::kMinTileMm, ui::kMaxTileMm, a.options.tileMm, why);
    if (opt == "--bleed") return readMillimetres(opt, value, 0, ui::kMaxBleedMm, a.options.bleedMm, why);
    if (opt == "--paper" && (value == "a4" || value == "letter")) {
        a.options.paper = value == "a4" ? ui::Paper::A4 : ui::Paper::Letter;
        return true;
    }
    if (opt == "--format" && (value == "pdf" || value == "svg" || value == "png")) {
        a.format = value;
        return true;
    }
    why = opt == "--paper" ? text(QT_TRANSLATE_NOOP("cli", "--paper must be a4 or letter, not '%1'"), {value})
                           : text(QT_TRANSLATE_NOOP("cli", "--format must be pdf, svg or png, not '%1'"), {value});
    return false;
}

// A tile set named on the command line; its problems go to stderr.
std::shared_ptr<const Tileset> readSet(const std::string& ref)
{
    std::vector<TilesetError> errors;
    auto set = resolveTileset(ref, std::string(), errors);
    if (!set && errors.empty()) std::cerr << ref << ": " << text(QT_TRANSLATE_NOOP("cli", "no such tile set")) << "\n";
    for (const TilesetError& e : errors) std::cerr << errorText(e) << "\n";
    return set;
}

int printFaces(const Tileset& set, const PrintArgs& a)
{
    const auto format = a.format == "png" ? PrintSheets::Format::Png : PrintSheets::Format::Svg;
    QStringList written;
    QString why;
    if (!PrintSheets::writeFacePictures(set, a.options, format, QString::fromStdString(a.out), &written, &why))
        return fail("print", why.toStdString());
    std::string files;
    for (const QString& f : written) files += (files.empty() ? "" : ", ") + jsonText(f);
    std::cout << "{\"format\": \"" << a.format << "\", \"faces\": " << written.size() << ", \"files\": [" << files << "]}\n";
    return kExitOk;
}

// The words of the sheets and pictures (the cover page, the tile set's totals) are the desktop
// program's: its catalogue in the user's language, or its English one, which holds the plural
// forms ("1 tile", "76 tiles").
void loadDesktopWords()
{
    static QTranslator words;
    if (words.load(QLocale(), QStringLiteral("sw-carcassonne"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        words.load(QStringLiteral(":/i18n/sw-carcassonne_en.qm")))
        QCoreApplication::installTranslator(&words);
}

}  // namespace

int printCommand(const CommandLine& line)
{
    loadDesktopWords();
    PrintArgs a;
    std::string why;
    for (const auto& [opt, value] : line.options)
        if (!printOption(opt, value, a, why)) return fail("print", why);
    if (a.out.empty()) return fail("print", text(QT_TRANSLATE_NOOP("cli", "name the output with --out")));
    const auto set = readSet(line.arguments[0]);
    if (!set) return kExitInvalid;
    if (a.format != "pdf") return printFaces(*set, a);
    const QString out = QString::fromStdString(a.out);
    QString error;
    if (!PrintSheets::writePdf(*set, a.options, out, &error))
        return fail("print", text(QT_TRANSLATE_NOOP("cli", "cannot write '%1': %2"), {a.out, error.toStdString()}));
    const ui::SheetLayout l = PrintSheets::layout(*set, a.options);
    std::cout << "{\"file\": " << jsonText(QDir::cleanPath(out)) << ", \"pages\": " << l.pages(a.options.backs)
              << ", \"sheets\": " << l.sheets << ", \"tiles\": " << l.tiles << ", \"per_sheet\": " << l.perSheet() << "}\n";
    return kExitOk;
}

int pictureCommand(const CommandLine& line)
{
    loadDesktopWords();
    std::string out, why;
    std::uint64_t step = 0;
    bool stepGiven = false;
    ui::ArtTheme theme = ui::ArtTheme::Galaxy;
    for (const auto& [opt, value] : line.options) {
        const bool ok = opt == "--out"     ? readText(opt, value, out, why)
                        : opt == "--theme" ? readTheme(opt, value, theme, why)
                                           : (stepGiven = readNumber(opt, value, 0, 1000000, step, why));
        if (!ok) return fail("picture", why);
    }
    if (out.empty()) return fail("picture", text(QT_TRANSLATE_NOOP("cli", "name the output with --out")));
    const std::string& path = line.arguments[0];
    std::vector<RecordError> errors;
    const auto rec = loadRecord(path, errors);
    if (!rec) {
        for (const RecordError& e : errors) std::cerr << errorText(e) << "\n";
        return kExitInvalid;
    }
    const Timeline timeline(*rec);
    if (timeline.error()) {
        std::cerr << errorText(*timeline.error()) << "\n";
        return kExitInvalid;
    }
    if (!stepGiven) step = static_cast<std::uint64_t>(timeline.size());
    if (step > static_cast<std::uint64_t>(timeline.size()))
        return fail("picture", text(QT_TRANSLATE_NOOP("cli", "--step must be from 0 to %1 (the record's steps), not %2"),
                                    {std::to_string(timeline.size()), std::to_string(step)}));
    const Game g = timeline.gameAfter(static_cast<int>(step) - 1);
    QString error;
    if (!ui::writeBoardPicture(g, QString::fromStdString(out), theme, &error))
        return fail("picture", text(QT_TRANSLATE_NOOP("cli", "cannot write '%1': %2"), {out, error.toStdString()}));
    const QSize size = ui::boardPictureSize(g);
    std::cout << "{\"file\": " << jsonText(QString::fromStdString(out)) << ", \"step\": " << step << ", \"steps\": " << timeline.size()
              << ", \"width\": " << size.width() << ", \"height\": " << size.height() << "}\n";
    return kExitOk;
}

namespace {

QtMessageHandler qtHandler = nullptr;

// Qt's warning that XDG_RUNTIME_DIR is not set (a cron job, a container, ssh without a session)
// says nothing about the pictures: left out of the command's output; every other message passes.
void quietRuntimeDir(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set"))) return;
    if (qtHandler) qtHandler(type, context, message);
}

}  // namespace

std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv)
{
    const bool draws = argc > 1 && (std::strcmp(argv[1], "print") == 0 || std::strcmp(argv[1], "picture") == 0);
    if (!draws) return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) qtHandler = qInstallMessageHandler(quietRuntimeDir);
    return std::make_unique<QGuiApplication>(argc, argv);
}

}  // namespace swc::cli
