// A tile set being edited: the set, its file and its undo stack. Every edit is a command on the
// stack (as in Tiled: commands change the document, the document announces the change, widgets
// react), so everything can be undone and redone. The edit operations keep a face consistent:
// a route or asteroid edge always belongs to exactly one segment of its kind.
#pragma once

#include "tileset.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <vector>

namespace swc::editor {

// A tile-set text as the editor reads it (a file, a recovered text or typed text): the set as far
// as it could be read and every problem with its place. A set that breaks a rule (no start tile,
// a count over the limit) is still a set to edit and save; only playing it is refused. Built
// without widgets, so that a large file is read on a worker thread.
struct SetText
{
    QString path;                 // the file it belongs to; empty for a new set
    QString text;                 // as written
    std::optional<Tileset> set;   // none: the text is not YAML, not a mapping, or a game record
    bool complete = false;        // the set holds everything the text says: the form can edit it
    std::vector<TilesetError> problems;      // with the line and column in `text`
    std::optional<TilesetError> unreadable;  // the file cannot be opened as text: nothing else is set

    bool isYaml() const;  // false: the text does not even parse as YAML
    static SetText read(const QString& text, const QString& path);
    // The file's text (a regular file of at most kMaxFileBytes, in UTF-8) read as above.
    static SetText readFile(const QString& path);
};

// The recovery copy of a set being edited (the editor's autosave): the text as typed, valid or
// not, and the file it belongs to. Written as a small JSON object.
struct SetRecovery
{
    QString path;  // empty for an untitled set
    QString text;
    QByteArray toJson() const;
    // Read as any file the program is given (a regular file, size capped, its text no larger
    // than a tile-set file may be); none, with why in `error`, when it cannot be. `path` is kept
    // only when it names a tile-set file (absolute, *.yaml or *.yml, holding a set): any other
    // file (a copy made by hand or damaged) would be written over by Save, so the set comes back
    // untitled and Save asks where. Reads two files at most: for a worker thread.
    static std::optional<SetRecovery> read(const QString& file, QString* error = nullptr);
};

class TilesetDocument : public QObject
{
    Q_OBJECT

public:
    explicit TilesetDocument(QObject* parent = nullptr);
    // Quiet: the undo stack, cleared as it is destroyed, announces nothing to the editor then.
    ~TilesetDocument() override;

    const Tileset& set() const { return set_; }
    const TileFace& face(int i) const { return set_.faces[static_cast<std::size_t>(i)]; }
    int faceCount() const { return static_cast<int>(set_.faces.size()); }
    QUndoStack* undoStack() { return &stack_; }
    QString filePath() const { return path_; }
    // Changes that no file holds: undone edits since the last save, or a recovered set.
    bool isModified() const { return unsaved_ || !stack_.isClean(); }

    // A new set holding only a start face.
    void newSet();
    // A new, untitled set that starts as a copy of `set` (the built-in set, for one); saving it
    // asks for a file.
    void newCopy(const Tileset& set);
    // The set of `path` (which may break the format's rules: it opens to be fixed); `unsaved`:
    // it is recovered work that no file holds yet.
    void open(const Tileset& set, const QString& path, bool unsaved = false);
    // Open a file whose set holds all its text says (rule problems allowed); false with the
    // first reason otherwise.
    bool load(const QString& path, QString* error);
    // Save the set as it is, problems included (QSaveFile: the file is whole or unchanged).
    bool save(const QString& path, QString* error);
    // Save a text as typed (the editor's YAML that the set cannot hold): the file becomes
    // `path`; the set is left as it is.
    bool saveText(const QString& path, const QString& text, QString* error);
    // No file holds the set as it is (its text was fixed after it was saved as typed).
    void markUnsaved();

    // --- Edits (each one undoable) ------------------------------------------------------
    void setName(const QString& name);
    // The set's rules: the house rules on by default and the scoring numbers.
    void setRules(const SetRules& rules, const QString& text);
    void setEdge(int face, int side, Edge e);
    // Join or separate two edges of the same kind in one segment.
    void setJoined(int face, FeatureKind kind, int sideA, int sideB, bool joined);
    void setPlanet(int face, bool on);
    // The face's own art (SVG text, already checked), or none (empty).
    void setArt(int face, const std::string& art);
    // Symbols of a faction on a feature: kind Route/Asteroid with a segment index, or Planet.
    void setSymbols(int face, FeatureKind kind, int segment, Faction f, int count);
    void setCount(int face, int count);
    bool setId(int face, const QString& id);  // false if another face has it
    void setStart(int face);
    int addFace();
    int duplicateFace(int face);
    void removeFace(int face);
    // Replace the whole set (the YAML text was edited): one command.
    void replaceSet(const Tileset& set, const QString& text);

    // Used by the commands.
    void assignFace(int index, const TileFace& f);
    void insertFace(int index, const TileFace& f);
    void eraseFace(int index);
    void assignSet(const Tileset& s);

signals:
    void changed();
    void faceChanged(int index);

private:
    // `field`: what the edit changes (FieldKey), so that consecutive edits of it merge.
    void editFace(int index, const TileFace& after, const QString& text, int field = 0);
    void editSet(const Tileset& after, const QString& text, int field = 0);

    Tileset set_;
    QUndoStack stack_;
    QString path_;
    bool unsaved_ = false;
};

// Segment helpers (pure, tested): which segment of `kind` holds `side`, or -1.
int segmentOf(const TileFace& f, FeatureKind kind, int side);

}  // namespace swc::editor
