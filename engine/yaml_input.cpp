#include "yaml_input.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <charconv>
#include <cstdio>
#include <algorithm>
#include <exception>
#include <streambuf>

namespace swc::detail {

namespace {

// Decodes the UTF-8 sequence at text[i]: its code point and length, or length 0 when the bytes
// there are not valid UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
struct Decoded
{
    char32_t code = 0;
    std::size_t length = 0;
};

Decoded decode(std::string_view text, std::size_t i)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80)
        return {b0, 1};
    std::size_t length = 0;
    char32_t code = 0;
    char32_t least = 0;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
        code = b0 & 0x1Fu;
        least = 0x80;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        code = b0 & 0x0Fu;
        least = 0x800;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        code = b0 & 0x07u;
        least = 0x10000;
    } else {
        return {};
    }
    if (i + length > text.size())
        return {};
    for (std::size_t k = 1; k < length; ++k) {
        const unsigned char b = byte(i + k);
        if ((b & 0xC0u) != 0x80u)
            return {};
        code = (code << 6) | (b & 0x3Fu);
    }
    if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return {};
    return {code, length};
}

bool isControl(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

// What reorders or breaks the text around it: refused in names and ids.
bool isBidiOrSeparator(char32_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 || c == 0x2029;
}

// Unicode's format characters (general category Cf, Unicode 15): refused in ids.
bool isFormat(char32_t c)
{
    static constexpr std::pair<char32_t, char32_t> kRanges[] = {
        {0x00AD, 0x00AD},   {0x0600, 0x0605},   {0x061C, 0x061C},   {0x06DD, 0x06DD}, {0x070F, 0x070F},
        {0x0890, 0x0891},   {0x08E2, 0x08E2},   {0x180E, 0x180E},   {0x200B, 0x200F}, {0x202A, 0x202E},
        {0x2060, 0x2064},   {0x2066, 0x206F},   {0xFEFF, 0xFEFF},   {0xFFF9, 0xFFFB}, {0x110BD, 0x110BD},
        {0x110CD, 0x110CD}, {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
        {0xE0020, 0xE007F},
    };
    return std::any_of(std::begin(kRanges), std::end(kRanges),
                       [c](const auto& r) { return c >= r.first && c <= r.second; });
}

std::string codeName(char32_t c)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
    return buf;
}

SourcePos posOf(const YAML::Mark& m)
{
    if (m.line < 0 || m.column < 0)
        return {};
    return {m.line + 1, m.column + 1};
}

// Raised by the handler to stop yaml-cpp at once.
struct Stop
{
    YamlFailure failure;
};

// The one pass over the text: builds the first document's tree, counts nodes and depth, refuses
// aliases, and notes where each document starts (later documents are only counted).
class Builder : public YAML::EventHandler
{
public:
    struct StopStall
    {
    };

    std::size_t documents = 0;
    YAML::Mark lastStart, secondStart;
    YamlNode root;
    // Where the last event started: yaml-cpp has handed out everything before it.
    std::size_t handedOut = 0;

    void OnDocumentStart(const YAML::Mark& mark) override
    {
        ++documents;
        // A document that starts where the previous one started consumed nothing: yaml-cpp
        // would hand out the same empty document for ever.
        const bool stalled = documents > 1 && mark.pos == lastStart.pos && mark.line == lastStart.line &&
                             mark.column == lastStart.column;
        if (documents == 2)
            secondStart = mark;
        lastStart = mark;
        if (stalled)
            throw StopStall{};
        count(mark);
    }
    void OnDocumentEnd() override {}
    // The text, to see a tag on an empty value (yaml-cpp drops it).
    explicit Builder(const std::string& text) : text_(text), bom_(text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0) {}

    void OnNull(const YAML::Mark& mark, YAML::anchor_t) override
    {
        count(mark);
        refuseTag({}, mark);
        add(YamlNode(YamlNode::Kind::Null, posOf(mark)));
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override
    {
        throw Stop{{YamlProblem::Alias, {}, posOf(mark)}};
    }
    // yaml-cpp's tag "?" is a plain scalar or a collection without a tag, "!" a quoted or block
    // scalar; any other is a tag written in the text.
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t, const std::string& value) override
    {
        count(mark);
        refuseTag(tag, mark);
        add(YamlNode(YamlNode::Kind::Scalar, posOf(mark), value, tag == "!"));
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        refuseTag(tag, mark);
        open(mark, YamlNode::Kind::Sequence);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t, YAML::EmitterStyle::value) override
    {
        refuseTag(tag, mark);
        open(mark, YamlNode::Kind::Map);
    }
    void OnMapEnd() override { close(); }

private:
    // Tags are refused: the formats have none, and yaml-cpp reads !!binary or !!int as plain text.
    // Named as written; yaml-cpp's `tag` ("?": none, "!": quoted) for what tagBefore cannot see.
    void refuseTag(const std::string& tag, const YAML::Mark& mark) const
    {
        const std::string written = tagBefore(mark);
        if (!written.empty())
            throw Stop{{YamlProblem::Tag, written, posOf(mark)}};
        static const std::string kCore = "tag:yaml.org,2002:";
        if (!tag.empty() && tag != "?" && tag != "!")
            throw Stop{{YamlProblem::Tag, tag.rfind(kCore, 0) == 0 ? "!!" + tag.substr(kCore.size()) : tag, posOf(mark)}};
    }
    // The tag written at a value's start, after its anchor if any, or "": yaml-cpp drops a tag
    // on an empty value and reports the bare '!' as it reports a quoted scalar.
    std::string tagBefore(const YAML::Mark& mark) const
    {
        // yaml-cpp's positions start after a byte-order mark.
        std::size_t i = mark.pos < 0 ? text_.size() : static_cast<std::size_t>(mark.pos) + bom_;
        if (i < text_.size() && text_[i] == '&')  // an anchor first: skip it
            while (i < text_.size() && text_[i] != ' ' && text_[i] != '\t' && text_[i] != '\n' && text_[i] != '\r')
                ++i;
        while (i < text_.size() && (text_[i] == ' ' || text_[i] == '\t'))
            ++i;
        if (i >= text_.size() || text_[i] != '!')
            return {};
        const std::size_t end = text_.find_first_of(" \t\r\n,[]{}", i);
        const std::string tag = text_.substr(i, end == std::string::npos ? std::string::npos : end - i);
        return tag;
    }

    void count(const YAML::Mark& mark)
    {
        if (mark.pos > 0)
            handedOut = std::max(handedOut, static_cast<std::size_t>(mark.pos) + bom_);
        if (++nodes_ > kMaxYamlNodes)
            throw Stop{{YamlProblem::TooManyNodes, std::to_string(kMaxYamlNodes), posOf(mark)}};
    }
    void open(const YAML::Mark& mark, YamlNode::Kind kind)
    {
        count(mark);
        if (static_cast<int>(open_.size()) >= kMaxYamlDepth)
            throw Stop{{YamlProblem::TooDeep, std::to_string(kMaxYamlDepth), posOf(mark)}};
        open_.emplace_back(kind, posOf(mark));
    }
    void close()
    {
        YamlNode done = std::move(open_.back());
        open_.pop_back();
        add(std::move(done));
    }
    // A finished node goes into the collection being read, or is the document (the first one).
    void add(YamlNode node)
    {
        if (!open_.empty())
            open_.back().add(std::move(node));
        else if (documents == 1)
            root = std::move(node);
    }

    const std::string& text_;
    std::size_t bom_;  // 3 after a byte-order mark
    std::size_t nodes_ = 0;
    std::vector<YamlNode> open_;  // the collections being read, outermost first
};

// The text as yaml-cpp reads it, a block at a time, watching how far its reading runs ahead of
// the events it hands out. Its scanner keeps every token of a collection in brackets ([...],
// {...}, and a line of tags or anchors) until the collection is closed, about 250 bytes a token:
// 16 MiB of '[' took 4 GB and half a minute before the depth and node counts below could speak.
// A token other than a plain scalar starts or ends with a YAML indicator, and two plain scalars
// are always parted by one, so the indicators read but not yet handed out bound what it holds:
// past kMaxYamlUnread of them the read stops (Overrun), whatever the text looks like.
class TextSource : public std::streambuf
{
public:
    struct Overrun
    {
    };

    TextSource(const std::string& text, const Builder& builder) : text_(text), builder_(builder) {}

    std::size_t served() const { return served_; }
    bool overrun() const { return overrun_; }

protected:
    int_type underflow() override
    {
        if (served_ >= text_.size())
            return traits_type::eof();
        // What yaml-cpp has handed out no longer counts.
        const std::size_t out = std::min(builder_.handedOut, served_);
        if (out > countedFrom_) {
            unread_ -= indicators(countedFrom_, out);
            countedFrom_ = out;
        }
        const std::size_t next = std::min(text_.size(), served_ + kBlock);
        unread_ += indicators(served_, next);
        if (unread_ > kMaxYamlUnread) {
            overrun_ = true;
            throw Overrun{};  // out of yaml-cpp's sgetn, to loadYamlDocument
        }
        char* begin = const_cast<char*>(text_.data());  // only read: the get area is never written
        setg(begin + served_, begin + served_, begin + next);
        served_ = next;
        return traits_type::to_int_type(text_[gptr() - begin]);
    }

private:
    static constexpr std::size_t kBlock = 4096;

    std::size_t indicators(std::size_t from, std::size_t to) const
    {
        static constexpr std::string_view kIndicators = "[]{},:?-!&*'\"#|>%@`";
        return static_cast<std::size_t>(std::count_if(text_.begin() + static_cast<std::ptrdiff_t>(from),
                                                      text_.begin() + static_cast<std::ptrdiff_t>(to),
                                                      [](char c) { return kIndicators.find(c) != std::string_view::npos; }));
    }

    const std::string& text_;
    const Builder& builder_;
    std::size_t served_ = 0;       // bytes given to yaml-cpp
    std::size_t countedFrom_ = 0;  // unread_ counts the indicators of [countedFrom_, served_)
    std::size_t unread_ = 0;
    bool overrun_ = false;
};

// Why the read stopped when yaml-cpp ran too far ahead, and where: lists and mappings in
// brackets nested too deep (the depth cap at the bracket that passes it), or else too much at
// once (at the first bracket yaml-cpp was still reading). Quotes are not followed: this only
// words the refusal.
YamlFailure overrunFailure(const std::string& text, std::size_t from, std::size_t to)
{
    int line = 1;
    int column = 1;
    int depth = 0;
    SourcePos firstBracket;
    for (std::size_t i = 0; i < to; ++i) {
        const char c = text[i];
        if (i >= from && (c == '[' || c == '{')) {
            if (firstBracket.line == 0)
                firstBracket = {line, column};
            if (++depth > kMaxYamlDepth)
                return {YamlProblem::TooDeep, std::to_string(kMaxYamlDepth), {line, column}};
        } else if (i >= from && (c == ']' || c == '}')) {
            depth = std::max(0, depth - 1);
        }
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0u) != 0x80u) {
            ++column;
        }
    }
    return {YamlProblem::TooMuchAtOnce, std::to_string(kMaxYamlUnread),
            firstBracket.line ? firstBracket : SourcePos{line, column}};
}

// UTF-8 and control characters, byte by byte; positions count bytes like yaml-cpp's marks.
bool checkBytes(const std::string& text, YamlFailure& failure)
{
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < text.size();) {
        const Decoded d = decode(text, i);
        if (d.length == 0) {
            failure = {YamlProblem::NotUtf8, {}, {line, column}};
            return false;
        }
        if (d.code == '\n') {
            ++line;
            column = 1;
            i += 1;
            continue;
        }
        if (isControl(d.code) && d.code != '\t' && d.code != '\r') {
            failure = {YamlProblem::ControlCharacter, codeName(d.code), {line, column}};
            return false;
        }
        i += d.length;
        column += static_cast<int>(d.length);
    }
    return true;
}

}  // namespace

const YamlNode& YamlNode::operator[](std::string_view name) const
{
    static const YamlNode missing(Kind::Missing, {});
    const YamlNode* found = find(name);
    return found ? *found : missing;
}

const YamlNode* YamlNode::find(std::string_view name) const
{
    if (!isMap())
        return nullptr;
    for (std::size_t i = 0; i < size(); ++i)
        if (key(i).isScalar() && key(i).scalar() == name)
            return &value(i);
    return nullptr;
}

DocumentKind documentKind(const YamlNode& root)
{
    if (!root.isMap())
        return DocumentKind::Other;
    bool tileset = false;
    bool record = false;
    for (std::size_t i = 0; i < root.size(); ++i) {
        const std::string& key = root.key(i).scalar();
        tileset = tileset || key == "tiles" || key == "name";
        record = record || key == "tileset" || key == "players" || key == "turns";
    }
    if (tileset == record)
        return DocumentKind::Other;
    return tileset ? DocumentKind::TileSet : DocumentKind::GameRecord;
}

std::optional<YamlNode> loadYamlDocument(const std::string& text, YamlFailure& failure)
{
    if (!checkBytes(text, failure))
        return std::nullopt;
    Builder builder(text);
    TextSource source(text, builder);
    try {
        std::istream in(&source);
        YAML::Parser parser(in);
        try {
            while (parser.HandleNextDocument(builder)) {
            }
            if (source.overrun())  // the exception was caught on its way (std::istream::get)
                throw TextSource::Overrun{};
        } catch (const Builder::StopStall&) {
            const auto at = static_cast<std::size_t>(builder.lastStart.pos);
            const Decoded d = at < text.size() ? decode(text, at) : Decoded{};
            failure = {YamlProblem::UnexpectedText, d.length ? text.substr(at, d.length) : std::string(),
                       posOf(builder.lastStart)};
            return std::nullopt;
        }
        if (builder.documents > 1) {
            failure = {YamlProblem::SeveralDocuments, std::to_string(builder.documents), posOf(builder.secondStart)};
            return std::nullopt;
        }
        return std::move(builder.root);
    } catch (const TextSource::Overrun&) {
        failure = overrunFailure(text, std::min(builder.handedOut, source.served()), source.served());
    } catch (const Stop& stop) {
        failure = stop.failure;
    } catch (const YAML::Exception& e) {
        failure = {YamlProblem::Syntax, e.msg, posOf(e.mark)};
    } catch (const std::exception& e) {
        failure = {YamlProblem::Syntax, e.what(), {}};
    }
    return std::nullopt;
}

std::optional<bool> parseBool(std::string_view text)
{
    static constexpr std::pair<std::string_view, bool> kNames[] = {
        {"y", true}, {"yes", true}, {"true", true}, {"on", true}, {"n", false}, {"no", false}, {"false", false}, {"off", false},
    };
    for (const auto& [name, value] : kNames) {
        if (text.size() != name.size())
            continue;
        bool lower = true, upper = true, capitalized = true;
        for (std::size_t i = 0; i < name.size(); ++i) {
            const char c = text[i];
            const char up = static_cast<char>(name[i] - 'a' + 'A');
            lower = lower && c == name[i];
            upper = upper && c == up;
            capitalized = capitalized && c == (i == 0 ? up : name[i]);
        }
        if (lower || upper || capitalized)
            return value;
    }
    return std::nullopt;
}

namespace {
// The one form the formats write: an optional '-', then 0 or digits without a leading zero. No
// '+', and no 010, which a YAML 1.1 reader takes for octal 8.
bool decimalForm(std::string_view text)
{
    if (!text.empty() && text[0] == '-')
        text.remove_prefix(1);
    if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos)
        return false;
    return text.size() == 1 || text[0] != '0';
}
}  // namespace

IntegerParse parseDecimal(std::string_view text, long long& value)
{
    if (!decimalForm(text))
        return IntegerParse::NotAnInteger;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::result_out_of_range)
        return IntegerParse::OutOfRange;
    return ec == std::errc() && end == text.data() + text.size() ? IntegerParse::Ok : IntegerParse::NotAnInteger;
}

IntegerParse parseDecimal(std::string_view text, std::uint64_t& value)
{
    if (!decimalForm(text))
        return IntegerParse::NotAnInteger;
    if (text[0] == '-')  // a negative number: the form is right, the range is not
        return IntegerParse::OutOfRange;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::result_out_of_range)
        return IntegerParse::OutOfRange;
    return ec == std::errc() && end == text.data() + text.size() ? IntegerParse::Ok : IntegerParse::NotAnInteger;
}

bool plainIsAnotherValue(std::string_view text)
{
    if (text.empty() || std::string_view("0123456789+-.~").find(text.front()) != std::string_view::npos)
        return true;
    if (text.size() > 5)
        return false;
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; });
    static constexpr std::string_view kWords[] = {"y", "n", "yes", "no", "true", "false", "on", "off", "null", "=", "<<"};
    return std::find(std::begin(kWords), std::end(kWords), lower) != std::end(kWords);
}

TextCheck checkText(std::string_view text, TextKind kind, char32_t* bad)
{
    for (std::size_t i = 0; i < text.size();) {
        const Decoded d = decode(text, i);
        if (d.length == 0)
            return TextCheck::NotUtf8;
        if (bad)
            *bad = d.code;
        const bool lineBreakOrTab = d.code == '\n' || d.code == '\r' || d.code == '\t';
        if (isControl(d.code) && !(kind == TextKind::Document && lineBreakOrTab))
            return TextCheck::ControlCharacter;
        if (kind == TextKind::Document) {
            i += d.length;
            continue;
        }
        if (isBidiOrSeparator(d.code) || (kind == TextKind::Id && isFormat(d.code)))
            return TextCheck::FormatCharacter;
        i += d.length;
    }
    return TextCheck::Ok;
}

bool refusedInName(char32_t c) { return isControl(c) || isBidiOrSeparator(c); }

std::string codePointName(char32_t c) { return codeName(c); }

std::size_t characterCount(std::string_view text)
{
    std::size_t n = 0;
    for (const char c : text)
        n += (static_cast<unsigned char>(c) & 0xC0u) != 0x80u;
    return n;
}

std::string shown(std::string_view text)
{
    constexpr std::size_t kShown = 40;
    std::string out;
    std::size_t characters = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (characters == kShown)
            return out + "...";
        const Decoded d = decode(text, i);
        if (d.length == 0 || isControl(d.code)) {
            out += '?';
            i += d.length ? d.length : 1;
        } else {
            out.append(text.substr(i, d.length));
            i += d.length;
        }
        ++characters;
    }
    return out;
}

}  // namespace swc::detail
