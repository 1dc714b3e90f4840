// A tile set being edited: the set, its file and its undo stack. Every edit is a command on the
// stack (as in Tiled: commands change the document, the document announces the change, widgets
// react), so everything can be undone and redone. The edit operations keep a face consistent:
// a route or asteroid edge always belongs to exactly one segment of its kind.
#pragma once

#include "tileset.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

namespace swc::editor {

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
    bool isModified() const { return !stack_.isClean(); }

    // A new set holding only a start face; loading and saving (QSaveFile; an invalid set is
    // refused with the reason in `error`).
    void newSet();
    // A new, untitled set that starts as a copy of `set` (the built-in set, for one); saving it
    // asks for a file.
    void newCopy(const Tileset& set);
    bool load(const QString& path, QString* error);
    bool save(const QString& path, QString* error);

    // --- Edits (each one undoable) ------------------------------------------------------
    void setName(const QString& name);
    // The set's rules: the house rules on by default and the scoring numbers.
    void setRules(const SetRules& rules, const QString& text);
    void setEdge(int face, int side, Edge e);
    // Join or separate two edges of the same kind in one segment.
    void setJoined(int face, FeatureKind kind, int sideA, int sideB, bool joined);
    void setPlanet(int face, bool on);
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
    void editFace(int index, const TileFace& after, const QString& text);

    Tileset set_;
    QUndoStack stack_;
    QString path_;
};

// Segment helpers (pure, tested): which segment of `kind` holds `side`, or -1.
int segmentOf(const TileFace& f, FeatureKind kind, int side);

}  // namespace swc::editor
