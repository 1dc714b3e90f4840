// The command line of sw-carcassonne-cli: a table of commands, each with its arguments and
// options, read with QCommandLineParser. Every command has its --help, made from the table in the
// user's language (French under a French locale, from the catalogue compiled into the program),
// and the whole program has --help (the commands) and --version. Adding a command is adding one
// entry to the table given to runCommandLine.
//
// Errors of the command line itself (an unknown option, an option that takes no value given one,
// an option given twice that is not repeatable, an argument too many) exit with kExitInvalid and
// the command's usage on stderr; an option last
// on the line without its value exits with kExitInvalid ("'--games' needs a value"); a command run
// without its arguments exits with kExitUsage and its usage. An empty value (`--games=`) is the
// command's reader's to refuse, with what the option takes.
#pragma once

#include "game.h"
#include "record.h"
#include "textfile.h"
#include "tileset.h"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace swc {
enum class AiLevel;
}

namespace swc::cli {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;    // no command, or a command without its arguments
constexpr int kExitInvalid = 2;  // a bad option, value, address or file

// One option of a command: --name VALUE, or a flag.
struct Option
{
    const char* name;       // without its dashes: "games"
    const char* value;      // the name of its value in the help ("N"); nullptr: a flag
    const char* help;       // what it does: an English source text (QT_TRANSLATE_NOOP("cli", ...))
    bool required = false;  // written without brackets in the usage line
    bool repeatable = false;  // may be given more than once, each adding to a list (--ca); else refused
};

// What a command is given: its options in the order given (only a repeatable one more than once),
// and its other arguments.
struct CommandLine
{
    std::vector<std::pair<std::string, std::string>> options;  // {"--games", "3"}; a flag: {"--teams", ""}
    std::vector<std::string> arguments;                        // bytes as given
    std::string usage;  // the command's usage line, for a command that finds a required option missing
};

struct Command
{
    const char* name;                 // "simulate"
    const char* arguments;            // its arguments in the usage line ("FILE|SET"); "" none
    int minArguments = 0;             // fewer: kExitUsage
    int maxArguments = 0;             // more: kExitInvalid
    const char* summary;              // one line in the list of commands (QT_TRANSLATE_NOOP("cli", ...))
    const char* description;          // its help's paragraph, or nullptr
    std::vector<Option> options;      // --help is added to every command
    int (*run)(const CommandLine&);   // its exit code
};

// What the program is, for its --help and --version.
struct Program
{
    const char* name;         // "sw-carcassonne-cli"
    const char* version;      // "0.1.0"
    const char* description;  // QT_TRANSLATE_NOOP("cli", ...): the paragraph after the usage line
    const char* epilogue;     // QT_TRANSLATE_NOOP("cli", ...): the paragraph after the commands
};

// Reads argv[1] as the command and the rest as its options and arguments, then runs it: the
// program's --help and --version, a command's --help, the errors of the command line, or the
// command's run. The application object (QCoreApplication) and the translation must exist.
int runCommandLine(int argc, char** argv, const Program& program, const std::vector<Command>& commands);

// Loads the catalogue of the system's language, if there is one (French); the program's
// QCoreApplication must exist. Also puts the C library's numbers back to the C locale, which
// the application's constructor set to the system's: the JSON and the reports keep their
// decimal point.
void loadTranslation();

// The source text (context "cli") in the user's language, with %1 to %9 replaced by `args` (their
// bytes as they are: a file name is printed as given).
std::string text(const char* source, std::initializer_list<std::string> args = {});

// The same for a text whose form depends on a count `n` (QT_TRANSLATE_N_NOOP): %n is n.
std::string countText(const char* source, int n, std::initializer_list<std::string> args = {});

// An engine error in the user's language: the engine's English (describe()) without a catalogue,
// else the desktop program's words (Texts, common/texts), which the catalogue holds too.
// A record's or a tile set's: "FILE:LINE:COL: message"; errorMessage: the message alone.
std::string errorText(const RecordError& e);
std::string errorText(const TilesetError& e);
std::string errorText(const PlayersError& e);
std::string errorText(const FileWriteError& e);
std::string errorMessage(const RecordError& e);

// `s` as a JSON string, in double quotes, with its quotes, backslashes and control characters escaped.
std::string jsonString(const std::string& s);

// A decimal number written as the user's language writes it: "3.4" in English, "3,4" in French.
std::string decimal(double x, int decimals);

// "command: why" on stderr; returns kExitInvalid.
int fail(const char* command, const std::string& why);

// A whole decimal number from `min` to `max`: digits only (no sign, no 1e3, 1.5, 0x10 or spaces).
bool parseNumber(const std::string& text, std::uint64_t min, std::uint64_t max, std::uint64_t& out);

// "a whole number from 1 to 1000000000", in the user's language.
std::string wholeNumbers(std::uint64_t min, std::uint64_t max);

// The option `opt` as a whole number from `min` to `max`; false with the reason
// ("--games must be a whole number from 1 to 1000000000, not '1e3'").
bool readNumber(const std::string& opt, const std::string& value, std::uint64_t min, std::uint64_t max,
                std::uint64_t& out, std::string& why);

// The option `opt`'s text, which may not be empty; false with the reason ("'--csv' needs a value").
bool readText(const std::string& opt, const std::string& value, std::string& out, std::string& why);

// The option `opt`'s computer level: random, easy, medium, hard or expert; false with the reason.
bool readLevel(const std::string& opt, const std::string& value, AiLevel& level, std::string& why);

}  // namespace swc::cli
