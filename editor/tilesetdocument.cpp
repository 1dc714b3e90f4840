#include "tilesetdocument.h"

#include "artcheck.h"

#include "safefile.h"
#include "textfile.h"
#include "texts.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>
#include <QUndoCommand>

#include <algorithm>
#include <type_traits>
#include <utility>

namespace swc::editor {

namespace {

std::vector<Segment>& segmentsOf(TileFace& f, FeatureKind kind) { return kind == FeatureKind::Route ? f.routes : f.asteroids; }
const std::vector<Segment>& segmentsOf(const TileFace& f, FeatureKind kind)
{
    return kind == FeatureKind::Route ? f.routes : f.asteroids;
}
FeatureKind kindOf(Edge e) { return e == Edge::Route ? FeatureKind::Route : FeatureKind::Asteroid; }

// What an edit changes: consecutive edits of the same field (of the same face) merge into one
// undo step, as Tiled's ChangeValue::mergeWith does: nine steps of a spin box are one undo.
// 0 never merges.
enum FieldKey : int { kNoMerge = 0, kCountField = 1, kIdField = 2, kNameField = 3, kRuleField = 100, kSymbolField = 1000 };
int symbolField(FeatureKind kind, int segment, Faction f)
{
    return kSymbolField + ((static_cast<int>(kind) * 256 + segment + 1) * kFactions + static_cast<int>(f));
}
// The one scoring number a rules edit changes, or kNoMerge.
int ruleField(const SetRules& before, const SetRules& after)
{
    if (before.variants != after.variants) return kNoMerge;
    int field = kNoMerge;
    for (int k = 0; k < kScoringKeys; ++k) {
        const auto member = scoringKeys()[static_cast<std::size_t>(k)].field;
        if (before.scoring.*member == after.scoring.*member) continue;
        if (field != kNoMerge) return kNoMerge;
        field = kRuleField + k;
    }
    return field;
}

// The ids of the commands that may merge (QUndoCommand::id).
enum CommandId : int { kFaceCommand = 1, kSetCommand = 2 };

// One value, before and after (the generic "change value" command): a face, or the whole set.
template <typename Value, int Id>
class ChangeCommand : public QUndoCommand
{
public:
    ChangeCommand(TilesetDocument* doc, int index, Value before, Value after, const QString& text, int field)
        : QUndoCommand(text), doc_(doc), index_(index), field_(field), before_(std::move(before)), after_(std::move(after))
    {
    }
    void redo() override { assign(after_); }
    void undo() override { assign(before_); }
    int id() const override { return field_ == kNoMerge ? -1 : Id; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* o = static_cast<const ChangeCommand*>(other);
        if (o->index_ != index_ || o->field_ != field_) return false;
        after_ = o->after_;
        setObsolete(after_ == before_);  // back where it started: no step at all
        return true;
    }

private:
    void assign(const Value& v)
    {
        if constexpr (std::is_same_v<Value, TileFace>) doc_->assignFace(index_, v);
        else doc_->assignSet(v);
    }
    TilesetDocument* doc_;
    int index_;
    int field_;
    Value before_, after_;
};
using FaceCommand = ChangeCommand<TileFace, kFaceCommand>;
using SetCommand = ChangeCommand<Tileset, kSetCommand>;

class InsertCommand : public QUndoCommand
{
public:
    InsertCommand(TilesetDocument* doc, int index, TileFace face, const QString& text, bool remove = false)
        : QUndoCommand(text), doc_(doc), index_(index), face_(std::move(face)), remove_(remove)
    {
    }
    void redo() override { remove_ ? doc_->eraseFace(index_) : doc_->insertFace(index_, face_); }
    void undo() override { remove_ ? doc_->insertFace(index_, face_) : doc_->eraseFace(index_); }

private:
    TilesetDocument* doc_;
    int index_;
    TileFace face_;
    bool remove_;
};

}  // namespace

int segmentOf(const TileFace& f, FeatureKind kind, int side)
{
    const auto& segs = segmentsOf(f, kind);
    for (std::size_t i = 0; i < segs.size(); ++i)
        if (segs[i].sides >> side & 1) return static_cast<int>(i);
    return -1;
}

// ---- SetText ----------------------------------------------------------------------------

bool SetText::isYaml() const
{
    if (set || unreadable) return true;
    return std::none_of(problems.begin(), problems.end(), [](const TilesetError& e) {
        switch (e.code) {
        case TilesetErrorCode::YamlSyntax:
        case TilesetErrorCode::NotUtf8:
        case TilesetErrorCode::ControlCharacter:
        case TilesetErrorCode::UnexpectedText:
        case TilesetErrorCode::SeveralDocuments:
        case TilesetErrorCode::TooManyNodes:
        case TilesetErrorCode::TooDeep:
        case TilesetErrorCode::AliasNotSupported:
        case TilesetErrorCode::TooMuchAtOnce:
        case TilesetErrorCode::TagNotSupported: return true;
        default: return false;
        }
    });
}

SetText SetText::read(const QString& text, const QString& path)
{
    SetText out;
    out.path = path;
    out.text = text;
    const std::string file = QFile::encodeName(path).toStdString();
    // A set of a file reads its art files beside it; typed text has no folder.
    out.set = readTilesetDraft(text.toStdString(), file, out.problems, out.complete,
                               path.isEmpty() ? std::string() : artFolderOf(file));
    // A face's own art is listed with the other problems when it cannot be drawn.
    if (out.set)
        for (TilesetError& e : checkTilesetArt(*out.set, file))
            out.problems.push_back(std::move(e));
    return out;
}

SetText SetText::readFile(const QString& path)
{
    const std::string file = QFile::encodeName(path).toStdString();
    SetText out;
    out.path = path;
    std::string bytes;
    const FileReadResult result = readTextFile(file, bytes);
    if (result != FileReadResult::Ok) {
        out.unreadable = tilesetFileError(result, file);
        return out;
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())));
    if (utf8.hasError()) {
        // Shown as text, its bytes would change: the reader says where the first bad one is.
        std::vector<TilesetError> errors;
        bool complete = false;
        readTilesetDraft(bytes, file, errors, complete);
        const auto bad = std::find_if(errors.begin(), errors.end(), [](const TilesetError& e) { return e.code == TilesetErrorCode::NotUtf8; });
        out.unreadable = bad != errors.end() ? *bad : TilesetError{TilesetErrorCode::NotUtf8, {}, file, {}, -1};
        return out;
    }
    return read(text, path);
}

// ---- SetRecovery --------------------------------------------------------------------------

QByteArray SetRecovery::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("recovery"), QStringLiteral("tileset"));
    o.insert(QStringLiteral("path"), path);
    o.insert(QStringLiteral("text"), text);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

namespace {
// The file a recovery copy names is offered for Save only when it holds a tile set (the file the
// editor had opened or saved): a copy made by hand, or damaged, that names another file (the
// system's password list) would make Ctrl+S write over it. Read as any tile-set file, capped.
bool holdsTileset(const QString& path)
{
    const QFileInfo info(path);
    const QString suffix = info.suffix().toLower();
    if (!info.isAbsolute() || (suffix != QStringLiteral("yaml") && suffix != QStringLiteral("yml"))) return false;
    const SetText read = SetText::readFile(path);
    return !read.unreadable && read.set.has_value();
}
}  // namespace

std::optional<SetRecovery> SetRecovery::read(const QString& file, QString* error)
{
    const std::string name = QFile::encodeName(file).toStdString();
    std::string bytes;
    // The text of a set at the cap of any file, escaped in JSON: twice as long at most.
    const FileReadResult result = readTextFile(name, bytes, 2 * kMaxFileBytes);
    if (result != FileReadResult::Ok) {
        if (error) *error = ui::Texts::tilesetErrorMessage(tilesetFileError(result, name));
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(bytes), &parse);
    bytes = std::string();
    const QJsonObject o = doc.object();
    if (parse.error != QJsonParseError::NoError || o.value(QStringLiteral("recovery")).toString() != QStringLiteral("tileset") ||
        !o.value(QStringLiteral("text")).isString() || !o.value(QStringLiteral("path")).isString()) {
        if (error) *error = TilesetDocument::tr("%1 is not the recovery copy of a tile set").arg(file);
        return std::nullopt;
    }
    SetRecovery out{o.value(QStringLiteral("path")).toString(), o.value(QStringLiteral("text")).toString()};
    // The text is read as a file's would be: no larger than the cap of any tile-set file.
    if (static_cast<std::size_t>(out.text.toUtf8().size()) > kMaxFileBytes) {
        if (error) *error = ui::Texts::tilesetErrorMessage(tilesetFileError(FileReadResult::TooLarge, name));
        return std::nullopt;
    }
    if (!out.path.isEmpty() && !holdsTileset(out.path)) out.path.clear();
    return out;
}

// ---- TilesetDocument ----------------------------------------------------------------------

TilesetDocument::TilesetDocument(QObject* parent) : QObject(parent)
{
    connect(&stack_, &QUndoStack::cleanChanged, this, &TilesetDocument::changed);
    newSet();
}

TilesetDocument::~TilesetDocument() { QObject::disconnect(&stack_, nullptr, this, nullptr); }

void TilesetDocument::newSet()
{
    Tileset s;
    s.name = tr("New tile set").toStdString();
    TileFace start;
    start.id = "start";
    start.start = true;
    start.edges = {Edge::Route, Edge::Space, Edge::Route, Edge::Space};
    start.routes = {Segment{0b0101, {}}};
    s.faces.push_back(start);
    newCopy(s);
}

void TilesetDocument::newCopy(const Tileset& set) { open(set, QString()); }

void TilesetDocument::open(const Tileset& set, const QString& path, bool unsaved)
{
    set_ = set;
    path_ = path;
    unsaved_ = unsaved;
    stack_.clear();
    emit changed();
}

bool TilesetDocument::load(const QString& path, QString* error)
{
    const SetText read = SetText::readFile(path);
    if (read.unreadable || !read.complete) {
        if (error) *error = read.unreadable ? ui::Texts::tilesetError(*read.unreadable)
                            : read.problems.empty() ? QString()
                                                    : ui::Texts::tilesetError(read.problems.front());
        return false;
    }
    open(*read.set, path);
    return true;
}

bool TilesetDocument::save(const QString& path, QString* error)
{
    return saveText(path, QString::fromStdString(writeTileset(set_)), error);
}

bool TilesetDocument::saveText(const QString& path, const QString& text, QString* error)
{
    QString why;
    if (!writeFileSafely(path, text.toUtf8(), &why)) {
        if (error) *error = tr("%1: %2").arg(path, why);
        return false;
    }
    path_ = path;
    unsaved_ = false;
    stack_.setClean();
    emit changed();
    return true;
}

void TilesetDocument::markUnsaved()
{
    unsaved_ = true;
    emit changed();
}

void TilesetDocument::assignFace(int index, const TileFace& f)
{
    set_.faces[static_cast<std::size_t>(index)] = f;
    emit faceChanged(index);
    emit changed();
}

void TilesetDocument::insertFace(int index, const TileFace& f)
{
    set_.faces.insert(set_.faces.begin() + index, f);
    emit changed();
}

void TilesetDocument::eraseFace(int index)
{
    set_.faces.erase(set_.faces.begin() + index);
    emit changed();
}

void TilesetDocument::assignSet(const Tileset& s)
{
    set_ = s;
    emit changed();
}

void TilesetDocument::editFace(int index, const TileFace& after, const QString& text, int field)
{
    if (after == face(index)) return;
    stack_.push(new FaceCommand(this, index, face(index), after, text, field));
}

void TilesetDocument::editSet(const Tileset& after, const QString& text, int field)
{
    if (after == set_) return;
    stack_.push(new SetCommand(this, -1, set_, after, text, field));
}

void TilesetDocument::setName(const QString& name)
{
    Tileset after = set_;
    after.name = name.toStdString();
    editSet(after, tr("Rename the set"), kNameField);
}

void TilesetDocument::setRules(const SetRules& rules, const QString& text)
{
    Tileset after = set_;
    after.rules = rules;
    editSet(after, text, ruleField(set_.rules, rules));
}

void TilesetDocument::setEdge(int index, int side, Edge e)
{
    TileFace f = face(index);
    const Edge old = f.edges[static_cast<std::size_t>(side)];
    if (old == e) return;
    // Leave the old segment (dropping it if it joined nothing else), then start a new one.
    if (old != Edge::Space) {
        auto& segs = segmentsOf(f, kindOf(old));
        const int s = segmentOf(f, kindOf(old), side);
        if (s >= 0) {
            segs[static_cast<std::size_t>(s)].sides &= static_cast<std::uint8_t>(~(1u << side));
            if (segs[static_cast<std::size_t>(s)].sides == 0) segs.erase(segs.begin() + s);
        }
    }
    f.edges[static_cast<std::size_t>(side)] = e;
    if (e != Edge::Space) segmentsOf(f, kindOf(e)).push_back(Segment{static_cast<std::uint8_t>(1u << side), {}});
    editFace(index, f, tr("Change an edge"));
}

void TilesetDocument::setJoined(int index, FeatureKind kind, int a, int b, bool joined)
{
    TileFace f = face(index);
    const Edge want = kind == FeatureKind::Route ? Edge::Route : Edge::Asteroid;
    if (f.edges[static_cast<std::size_t>(a)] != want || f.edges[static_cast<std::size_t>(b)] != want) return;
    auto& segs = segmentsOf(f, kind);
    const int sa = segmentOf(f, kind, a), sb = segmentOf(f, kind, b);
    if (joined && sa != sb) {
        // Merge b's segment into a's.
        segs[static_cast<std::size_t>(sa)].sides |= segs[static_cast<std::size_t>(sb)].sides;
        for (int k = 0; k < kFactions; ++k)
            segs[static_cast<std::size_t>(sa)].symbols[static_cast<std::size_t>(k)] += segs[static_cast<std::size_t>(sb)].symbols[static_cast<std::size_t>(k)];
        segs.erase(segs.begin() + sb);
    } else if (!joined && sa == sb) {
        // b leaves into a segment of its own.
        segs[static_cast<std::size_t>(sa)].sides &= static_cast<std::uint8_t>(~(1u << b));
        segs.push_back(Segment{static_cast<std::uint8_t>(1u << b), {}});
    }
    editFace(index, f, joined ? tr("Join two edges") : tr("Separate two edges"));
}

void TilesetDocument::setArt(int index, const std::string& art)
{
    TileFace f = face(index);
    f.art = art;
    editFace(index, f, art.empty() ? tr("Remove the tile's art") : tr("Import the tile's art"));
}

void TilesetDocument::setPlanet(int index, bool on)
{
    TileFace f = face(index);
    f.planet = on;
    if (!on) f.planetSymbols = {};
    editFace(index, f, on ? tr("Add the planet") : tr("Remove the planet"));
}

void TilesetDocument::setSymbols(int index, FeatureKind kind, int segment, Faction faction, int count)
{
    TileFace f = face(index);
    SymbolCounts* s = nullptr;
    if (kind == FeatureKind::Planet) {
        if (!f.planet) return;
        s = &f.planetSymbols;
    } else {
        auto& segs = segmentsOf(f, kind);
        if (segment < 0 || segment >= static_cast<int>(segs.size())) return;
        s = &segs[static_cast<std::size_t>(segment)].symbols;
    }
    // The format's limit, which is also what the field holds.
    (*s)[static_cast<std::size_t>(faction)] = static_cast<std::uint8_t>(std::clamp(count, 0, kMaxSymbols));
    editFace(index, f, tr("Change the symbols"), symbolField(kind, segment, faction));
}

void TilesetDocument::setCount(int index, int count)
{
    TileFace f = face(index);
    f.count = count;  // a count out of the format's range is a problem listed, never rewritten
    editFace(index, f, tr("Change the count"), kCountField);
}

bool TilesetDocument::setId(int index, const QString& id)
{
    const int other = set_.findFace(id.toStdString());
    if (other >= 0 && other != index) return false;
    TileFace f = face(index);
    f.id = id.toStdString();
    editFace(index, f, tr("Rename a tile"), kIdField);
    return true;
}

void TilesetDocument::setStart(int index)
{
    Tileset after = set_;
    for (std::size_t i = 0; i < after.faces.size(); ++i) after.faces[i].start = static_cast<int>(i) == index;
    after.faces[static_cast<std::size_t>(index)].count = 1;
    editSet(after, tr("Choose the start tile"));
}

int TilesetDocument::addFace()
{
    TileFace f;
    int n = faceCount() + 1;
    while (set_.findFace("tile-" + std::to_string(n)) >= 0) ++n;
    f.id = "tile-" + std::to_string(n);
    f.edges = {Edge::Space, Edge::Space, Edge::Space, Edge::Space};
    stack_.push(new InsertCommand(this, faceCount(), f, tr("Add a tile")));
    return faceCount() - 1;
}

int TilesetDocument::duplicateFace(int index)
{
    TileFace f = face(index);
    f.start = false;
    int n = 2;
    while (set_.findFace(f.id + "-" + std::to_string(n)) >= 0) ++n;
    f.id += "-" + std::to_string(n);
    stack_.push(new InsertCommand(this, index + 1, f, tr("Duplicate a tile")));
    return index + 1;
}

void TilesetDocument::removeFace(int index)
{
    stack_.push(new InsertCommand(this, index, face(index), tr("Delete a tile"), true));
}

void TilesetDocument::replaceSet(const Tileset& s, const QString& text) { editSet(s, text); }

}  // namespace swc::editor
