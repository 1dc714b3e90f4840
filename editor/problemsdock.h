// The editor's Problems panel: everything wrong with the set's text, each with its place (the
// face, and the line and column of the YAML text), its count in the title. A set with problems
// opens, is edited and saved; only playing it is refused. Activating a problem asks the editor to
// show its place (the face in the form, the cursor on its line).
#pragma once

#include "tileset.h"

#include <QDockWidget>

#include <vector>

class QLabel;
class QListWidget;
class QListWidgetItem;

namespace swc::editor {

class ProblemsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ProblemsDock(QWidget* parent = nullptr);

    // `textOnly`: the set cannot hold all of the text (the form waits until it can).
    void setProblems(const std::vector<TilesetError>& problems, bool textOnly);
    int count() const;
    const std::vector<TilesetError>& problems() const { return problems_; }
    QListWidget* list() const { return list_; }
    QLabel* note() const { return note_; }
    // One problem in words, its place first: "line 4, column 3: face 'a': ...".
    static QString describe(const TilesetError& e);

signals:
    // A problem was activated: its face (or -1) and its line and column (0 when unknown).
    void problemActivated(int face, int line, int column);
    // setProblems() gave a new list.
    void problemsChanged();

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void activate(QListWidgetItem* item);

    QListWidget* list_ = nullptr;
    QLabel* note_ = nullptr;
    std::vector<TilesetError> problems_;
    bool textOnly_ = false;
};

}  // namespace swc::editor
