#include "tilesetdocument.h"

#include "safefile.h"
#include "texts.h"

#include <QFile>
#include <QUndoCommand>

#include <utility>

namespace swc::editor {

namespace {

std::vector<Segment>& segmentsOf(TileFace& f, FeatureKind kind) { return kind == FeatureKind::Route ? f.routes : f.asteroids; }
const std::vector<Segment>& segmentsOf(const TileFace& f, FeatureKind kind)
{
    return kind == FeatureKind::Route ? f.routes : f.asteroids;
}
FeatureKind kindOf(Edge e) { return e == Edge::Route ? FeatureKind::Route : FeatureKind::Asteroid; }

// One face, before and after (the generic "change value" command).
class FaceCommand : public QUndoCommand
{
public:
    FaceCommand(TilesetDocument* doc, int index, TileFace before, TileFace after, const QString& text)
        : QUndoCommand(text), doc_(doc), index_(index), before_(std::move(before)), after_(std::move(after))
    {
    }
    void redo() override { doc_->assignFace(index_, after_); }
    void undo() override { doc_->assignFace(index_, before_); }

private:
    TilesetDocument* doc_;
    int index_;
    TileFace before_, after_;
};

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

class SetCommand : public QUndoCommand
{
public:
    SetCommand(TilesetDocument* doc, Tileset before, Tileset after, const QString& text)
        : QUndoCommand(text), doc_(doc), before_(std::move(before)), after_(std::move(after))
    {
    }
    void redo() override { doc_->assignSet(after_); }
    void undo() override { doc_->assignSet(before_); }

private:
    TilesetDocument* doc_;
    Tileset before_, after_;
};

}  // namespace

int segmentOf(const TileFace& f, FeatureKind kind, int side)
{
    const auto& segs = segmentsOf(f, kind);
    for (std::size_t i = 0; i < segs.size(); ++i)
        if (segs[i].sides >> side & 1) return static_cast<int>(i);
    return -1;
}

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

void TilesetDocument::newCopy(const Tileset& set)
{
    set_ = set;
    path_.clear();
    stack_.clear();
    emit changed();
}

bool TilesetDocument::load(const QString& path, QString* error)
{
    std::vector<TilesetError> errors;
    auto s = loadTileset(QFile::encodeName(path).toStdString(), errors);
    if (!s) {
        if (error && !errors.empty()) *error = ui::Texts::tilesetError(errors.front());
        return false;
    }
    set_ = *s;
    path_ = path;
    stack_.clear();
    emit changed();
    return true;
}

bool TilesetDocument::save(const QString& path, QString* error)
{
    const auto problems = validateTileset(set_);
    if (!problems.empty()) {
        if (error) *error = ui::Texts::tilesetErrorMessage(problems.front());
        return false;
    }
    QString why;
    if (!writeFileSafely(path, QByteArray::fromStdString(writeTileset(set_)), &why)) {
        if (error) *error = tr("%1: %2").arg(path, why);
        return false;
    }
    path_ = path;
    stack_.setClean();
    emit changed();
    return true;
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

void TilesetDocument::editFace(int index, const TileFace& after, const QString& text)
{
    if (after == face(index)) return;
    stack_.push(new FaceCommand(this, index, face(index), after, text));
}

void TilesetDocument::setName(const QString& name)
{
    if (name.toStdString() == set_.name) return;
    Tileset after = set_;
    after.name = name.toStdString();
    stack_.push(new SetCommand(this, set_, after, tr("Rename the set")));
}

void TilesetDocument::setRules(const SetRules& rules, const QString& text)
{
    if (rules == set_.rules) return;
    Tileset after = set_;
    after.rules = rules;
    stack_.push(new SetCommand(this, set_, after, text));
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
    (*s)[static_cast<std::size_t>(faction)] = static_cast<std::uint8_t>(std::clamp(count, 0, 9));
    editFace(index, f, tr("Change the symbols"));
}

void TilesetDocument::setCount(int index, int count)
{
    TileFace f = face(index);
    f.count = std::clamp(count, 1, 999);
    editFace(index, f, tr("Change the count"));
}

bool TilesetDocument::setId(int index, const QString& id)
{
    const int other = set_.findFace(id.toStdString());
    if (other >= 0 && other != index) return false;
    TileFace f = face(index);
    f.id = id.toStdString();
    editFace(index, f, tr("Rename a tile"));
    return true;
}

void TilesetDocument::setStart(int index)
{
    Tileset after = set_;
    for (std::size_t i = 0; i < after.faces.size(); ++i) after.faces[i].start = static_cast<int>(i) == index;
    after.faces[static_cast<std::size_t>(index)].count = 1;
    if (after == set_) return;
    stack_.push(new SetCommand(this, set_, after, tr("Choose the start tile")));
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

void TilesetDocument::replaceSet(const Tileset& s, const QString& text)
{
    if (s == set_) return;
    stack_.push(new SetCommand(this, set_, s, text));
}

}  // namespace swc::editor
