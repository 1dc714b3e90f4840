// The command line of sw-carcassonne-cli (commandline.h): QCommandLineParser reads it, the help is
// made from the table of commands.

#include "commandline.h"

#include "ai.h"
#include "helptext.h"
#include "texts.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

#include <charconv>
#include <clocale>
#include <cstdio>
#include <iostream>

namespace swc::cli {

namespace {

constexpr QChar kGlue(0x1f);       // joins an option to its value in the usage line while it is wrapped

QTranslator* gTranslator = nullptr;  // the catalogue in use, if any

// Replaces %1 to %9 of `pattern` by `args`, once each (a %2 inside an argument stays as it is).
std::string substitute(const std::string& pattern, std::initializer_list<std::string> args)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        const auto index = static_cast<std::size_t>(next - '1');
        if (pattern[i] == '%' && next >= '1' && next <= '9' && index < args.size()) {
            out += *(args.begin() + index);
            ++i;
            continue;
        }
        out += pattern[i];
    }
    return out;
}

QString translated(const char* source) { return QCoreApplication::translate("cli", source); }

QString optionNames(const Option& o)
{
    return QStringLiteral("--") + QLatin1String(o.name) + (o.value ? QLatin1Char(' ') + QLatin1String(o.value) : QString());
}

// The column of the descriptions of `options` (helptext.h).
int descriptionColumn(const std::vector<Option>& options, int least)
{
    QStringList names;
    for (const Option& o : options) names << optionNames(o);
    return swc::cli::descriptionColumn(names, least);
}

const Option kHelp{"help", nullptr, QT_TRANSLATE_NOOP("cli", "Show this help and quit.")};

// "Usage: sw-carcassonne-cli simulate --games N [--seed S] ...", wrapped.
QString usage(const Program& program, const Command& command)
{
    QString line = QLatin1String(program.name) + QLatin1Char(' ') + QLatin1String(command.name);
    if (*command.arguments) line += QLatin1Char(' ') + QLatin1String(command.arguments);
    for (const Option& o : command.options) {
        QString names = optionNames(o);
        names.replace(QLatin1Char(' '), kGlue);
        line += QLatin1Char(' ') + (o.required ? names : QLatin1Char('[') + names + QLatin1Char(']'));
    }
    const QString head = translated(QT_TRANSLATE_NOOP("cli", "Usage: %1")).arg(QString());
    QString out = head + wrap(line, static_cast<int>(head.size()), static_cast<int>(head.size()) + 2) + QLatin1Char('\n');
    return out.replace(kGlue, QLatin1Char(' '));
}

QString commandHelp(const Program& program, const Command& command)
{
    QString out = usage(program, command);
    out += wrap(translated(command.description ? command.description : command.summary), 0, 0) + QStringLiteral("\n\n");
    out += translated(QT_TRANSLATE_NOOP("cli", "Options:")) + QLatin1Char('\n');
    const int column = descriptionColumn(command.options, 14);  // after "  -h, --help" at least
    for (const Option& o : command.options) out += optionLine(optionNames(o), translated(o.help), column);
    out += optionLine(QStringLiteral("-h, --help"), translated(kHelp.help), column);
    return out;
}

QString programHelp(const Program& program, const std::vector<Command>& commands)
{
    QString out = translated(QT_TRANSLATE_NOOP("cli", "Usage: %1 COMMAND [ARGUMENTS] [OPTIONS]")).arg(QLatin1String(program.name));
    out += QLatin1Char('\n') + wrap(translated(program.description), 0, 0) + QStringLiteral("\n\n");
    out += translated(QT_TRANSLATE_NOOP("cli", "Commands:")) + QLatin1Char('\n');
    int column = 0;
    for (const Command& c : commands)
        column = std::max(column, static_cast<int>(qstrlen(c.name) + qstrlen(c.arguments)) + 5);
    column = std::min(column, kOptionColumn);
    for (const Command& c : commands) {
        const QString names = QLatin1String(c.name) + (*c.arguments ? QLatin1Char(' ') + QLatin1String(c.arguments) : QString());
        out += optionLine(names, translated(c.summary), column);
    }
    out += QLatin1Char('\n') + translated(QT_TRANSLATE_NOOP("cli", "Options:")) + QLatin1Char('\n');
    out += optionLine(QStringLiteral("-h, --help"), translated(QT_TRANSLATE_NOOP("cli", "Show this help and quit.")), column);
    out += optionLine(QStringLiteral("-v, --version"), translated(QT_TRANSLATE_NOOP("cli", "Show the version and quit.")), column);
    return out + QLatin1Char('\n') + wrap(translated(program.epilogue), 0, 0) + QLatin1Char('\n');
}

void print(std::ostream& out, const QString& text)
{
    out << text.toStdString() << std::flush;
}

// The command line's own error: the message, then the command's usage and where its options are
// described; kExitInvalid.
int usageError(const Program& program, const Command& command, const std::string& why)
{
    std::cerr << command.name << ": " << why << "\n";
    print(std::cerr, usage(program, command));
    std::cerr << text(QT_TRANSLATE_NOOP("cli", "'%1 %2 --help' describes every option."), {program.name, command.name})
              << "\n";
    return kExitInvalid;
}

QStringList::const_iterator endOfOptions(const QStringList& args)
{
    return std::find(args.begin(), args.end(), QStringLiteral("--"));
}

const Option* findOption(const Command& command, const QString& name)
{
    for (const Option& o : command.options)
        if (name == QLatin1String(o.name)) return &o;
    return nullptr;
}

// The argument that holds the unknown option `name`, as written ("--bogus", "-x", "-games").
std::string writtenAs(const QStringList& args, const QString& name)
{
    for (auto a = args.begin(); a != endOfOptions(args); ++a) {
        if (!a->startsWith(QLatin1Char('-')) || a->size() < 2) continue;
        const QString written = a->section(QLatin1Char('='), 0, 0);
        const bool isLong = written.startsWith(QStringLiteral("--"));
        if ((isLong && written.mid(2) == name) || (!isLong && name.size() == 1 && written.contains(name[0])))
            return written.toLatin1().toStdString();
    }
    return "--" + name.toLatin1().toStdString();
}

// A flag given a value ("--teams=yes"): its name; else empty.
QString flagWithValue(const Command& command, const QStringList& args)
{
    for (auto a = args.begin(); a != endOfOptions(args); ++a) {
        if (!a->startsWith(QStringLiteral("--")) || !a->contains(QLatin1Char('='))) continue;
        const QString name = a->mid(2).section(QLatin1Char('='), 0, 0);
        const Option* o = findOption(command, name);
        if ((o && !o->value) || name == QLatin1String(kHelp.name)) return QStringLiteral("--") + name;
    }
    return {};
}

// The options found, in the order given, with their values (a flag's is empty).
std::vector<std::pair<std::string, std::string>> optionsInOrder(const QCommandLineParser& parser, const Command& command)
{
    std::vector<std::pair<std::string, std::string>> out;
    std::vector<std::pair<QString, qsizetype>> taken;  // values read of each option so far
    for (const QString& name : parser.optionNames()) {
        const Option* o = findOption(command, name);
        if (!o) continue;  // --help
        auto it = std::find_if(taken.begin(), taken.end(), [&name](const auto& t) { return t.first == name; });
        if (it == taken.end()) it = taken.insert(taken.end(), {name, 0});
        const QString value = o->value ? parser.values(name).value(it->second++) : QString();
        out.emplace_back("--" + name.toStdString(), value.toLatin1().toStdString());
    }
    return out;
}

// Whether the last argument is an option that needs a value (`--seed`, not the value of an
// option before it, as in `--name --seed`).
bool endsWantingValue(const Command& command, const QStringList& args)
{
    for (qsizetype i = 0; i < args.size() && args[i] != QStringLiteral("--"); ++i) {
        if (!args[i].startsWith(QStringLiteral("--"))) continue;
        const Option* o = findOption(command, args[i].mid(2));
        if (o && o->value && ++i == args.size()) return true;  // else args[i] is its value
    }
    return false;
}

// The first option given more than once that is not repeatable ("--games"), flags too: a second
// value would silently replace the first. Else empty.
QString givenTwice(const QCommandLineParser& parser, const Command& command)
{
    QStringList seen;
    for (const QString& name : parser.optionNames()) {
        const Option* o = findOption(command, name);
        if (!o || o->repeatable) continue;  // --help: any number of times says the same
        if (seen.contains(name)) return QStringLiteral("--") + name;
        seen << name;
    }
    return {};
}

int runCommand(const Program& program, const Command& command, const QStringList& args)
{
    if (const QString flag = flagWithValue(command, args); !flag.isEmpty())
        return usageError(program, command, text(QT_TRANSLATE_NOOP("cli", "'%1' takes no value"), {flag.toStdString()}));
    if (endsWantingValue(command, args))
        return fail(command.name, text(QT_TRANSLATE_NOOP("cli", "'%1' needs a value"), {args.constLast().toLatin1().toStdString()}));
    QCommandLineParser parser;
    for (const Option& o : command.options)
        parser.addOption(o.value ? QCommandLineOption(QLatin1String(o.name), QString(), QLatin1String(o.value))
                                 : QCommandLineOption(QLatin1String(o.name)));
    parser.addOption(QCommandLineOption(QStringList{QStringLiteral("h"), QLatin1String(kHelp.name)}));
    if (!parser.parse(QStringList{QLatin1String(program.name)} + args)) {
        const QStringList unknown = parser.unknownOptionNames();
        const std::string why = unknown.isEmpty() ? parser.errorText().toStdString()
                                                  : text(QT_TRANSLATE_NOOP("cli", "unknown option '%1'"),
                                                         {writtenAs(args, unknown.constFirst())});
        return usageError(program, command, why);
    }
    if (parser.isSet(QLatin1String(kHelp.name))) {
        print(std::cout, commandHelp(program, command));
        return kExitOk;
    }
    if (const QString twice = givenTwice(parser, command); !twice.isEmpty())
        return usageError(program, command, text(QT_TRANSLATE_NOOP("cli", "'%1' is given more than once"), {twice.toStdString()}));
    CommandLine line;
    line.options = optionsInOrder(parser, command);
    line.usage = usage(program, command).toStdString();
    for (const QString& a : parser.positionalArguments()) line.arguments.push_back(a.toLatin1().toStdString());
    if (static_cast<int>(line.arguments.size()) > command.maxArguments)
        return usageError(program, command,
                          text(QT_TRANSLATE_NOOP("cli", "unexpected argument '%1'"), {line.arguments[command.maxArguments]}));
    if (static_cast<int>(line.arguments.size()) < command.minArguments) {
        print(std::cerr, usage(program, command));
        return kExitUsage;
    }
    return command.run(line);
}

const Command* findCommand(const std::vector<Command>& commands, const QString& name)
{
    for (const Command& c : commands)
        if (name == QLatin1String(c.name)) return &c;
    return nullptr;
}

}  // namespace

int runCommandLine(int argc, char** argv, const Program& program, const std::vector<Command>& commands)
{
    // The bytes of every argument as Latin-1 characters: the options' names are ASCII, and a
    // value (a file name) comes back byte for byte.
    QStringList args;
    for (int i = 0; i < argc; ++i) args << QString::fromLatin1(argv[i]);
    // The program's own options come before the command; everything after the command is its.
    QCommandLineParser parser;
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    parser.addOption(QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")}));
    parser.addOption(QCommandLineOption(QStringList{QStringLiteral("v"), QStringLiteral("version")}));
    const bool parsed = parser.parse(args);
    const QStringList rest = parser.positionalArguments();
    if (parsed && parser.isSet(QStringLiteral("version"))) {
        std::cout << program.name << " " << program.version << "\n";
        return kExitOk;
    }
    // `help` and `help COMMAND` as --help and COMMAND --help (and --help COMMAND); `help bogus` is
    // an unknown command, as `bogus` is.
    const bool helpWord = rest.value(0) == QStringLiteral("help");
    const bool help = parsed && (parser.isSet(QStringLiteral("help")) || helpWord);
    const QString named = rest.value(helpWord ? 1 : 0);
    const Command* command = findCommand(commands, named);
    if (help && command) return runCommand(program, *command, {QStringLiteral("--help")});
    if (help && named.isEmpty()) {
        print(std::cout, programHelp(program, commands));
        return kExitOk;
    }
    if (!parsed) {
        std::cerr << program.name << ": "
                  << text(QT_TRANSLATE_NOOP("cli", "unknown option '%1'"), {writtenAs(args.mid(1), parser.unknownOptionNames().value(0))})
                  << "\n";
        print(std::cerr, programHelp(program, commands));
        return kExitInvalid;
    }
    if (command) return runCommand(program, *command, rest.mid(1));
    if (!named.isEmpty())
        std::cerr << program.name << ": "
                  << text(QT_TRANSLATE_NOOP("cli", "unknown command '%1'"), {named.toLatin1().toStdString()}) << "\n";
    print(std::cerr, programHelp(program, commands));
    return kExitUsage;
}

void loadTranslation()
{
    std::setlocale(LC_NUMERIC, "C");
    gTranslator = installCatalogue(QStringLiteral("sw-carcassonne-cli"));
}

std::string text(const char* source, std::initializer_list<std::string> args)
{
    return substitute(translated(source).toStdString(), args);
}

std::string countText(const char* source, int n, std::initializer_list<std::string> args)
{
    return substitute(QCoreApplication::translate("cli", source, nullptr, n).toStdString(), args);
}

std::string errorText(const RecordError& e)
{
    return gTranslator ? ui::Texts::recordError(e).toStdString() : e.describe();
}

std::string errorText(const TilesetError& e)
{
    return gTranslator ? ui::Texts::tilesetError(e).toStdString() : e.describe();
}

std::string errorText(const PlayersError& e)
{
    return gTranslator ? ui::Texts::players(e).toStdString() : e.describe();
}

std::string errorText(const FileWriteError& e)
{
    return gTranslator ? ui::Texts::fileWriteError(e).toStdString() : e.describe();
}

std::string errorMessage(const RecordError& e)
{
    if (!gTranslator) return e.message();
    RecordError alone = e;  // without its place: Texts words the file and the position with it
    alone.file.clear();
    alone.pos = {};
    return ui::Texts::recordError(alone).toStdString();
}

std::string decimal(double x, int decimals)
{
    if (gTranslator) {
        QLocale locale(gTranslator->language());
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale.toString(x, 'f', decimals).toStdString();
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
    return buf;
}

int fail(const char* command, const std::string& why)
{
    std::cerr << command << ": " << why << "\n";
    return kExitInvalid;
}

bool parseNumber(const std::string& text, std::uint64_t min, std::uint64_t max, std::uint64_t& out)
{
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) return false;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out >= min && out <= max;
}

std::string wholeNumbers(std::uint64_t min, std::uint64_t max)
{
    return text(QT_TRANSLATE_NOOP("cli", "a whole number from %1 to %2"), {std::to_string(min), std::to_string(max)});
}

bool readNumber(const std::string& opt, const std::string& value, std::uint64_t min, std::uint64_t max,
                std::uint64_t& out, std::string& why)
{
    if (parseNumber(value, min, max, out)) return true;
    why = text(QT_TRANSLATE_NOOP("cli", "%1 must be %2, not '%3'"), {opt, wholeNumbers(min, max), value});
    return false;
}

bool readText(const std::string& opt, const std::string& value, std::string& out, std::string& why)
{
    if (value.empty()) {
        why = text(QT_TRANSLATE_NOOP("cli", "'%1' needs a value"), {opt});
        return false;
    }
    out = value;
    return true;
}

bool readLevel(const std::string& opt, const std::string& value, AiLevel& level, std::string& why)
{
    if (std::string none; value.empty()) return readText(opt, value, none, why);
    const auto l = parseAiLevel(value);
    if (!l) {
        why = text(QT_TRANSLATE_NOOP("cli", "unknown level '%1' (random, easy, medium, hard, expert)"), {value});
        return false;
    }
    level = *l;
    return true;
}

std::string jsonString(const std::string& s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
            continue;
        }
        out += c;
    }
    return out + "\"";
}

}  // namespace swc::cli
