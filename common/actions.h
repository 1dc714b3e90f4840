// One helper for the actions of every window: named (tests find them by name), with a
// shortcut, connected to a slot. Texts are set in each window's retranslate().
#pragma once

#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace swc::ui {

template <typename Slot>
QAction* makeAction(QWidget* owner, const char* name, const QKeySequence& key, Slot slot)
{
    auto* a = new QAction(owner);
    a->setObjectName(QString::fromLatin1(name));
    if (!key.isEmpty()) a->setShortcut(key);
    QObject::connect(a, &QAction::triggered, owner, slot);
    owner->addAction(a);
    return a;
}

// A standard shortcut, or `fallback` where the platform defines none (Save As on some
// platforms, Quit on Windows), so that every action keeps a shortcut.
inline QKeySequence standardKey(QKeySequence::StandardKey key, const QKeySequence& fallback)
{
    const QList<QKeySequence> bindings = QKeySequence::keyBindings(key);
    return bindings.isEmpty() ? fallback : bindings.first();
}

}  // namespace swc::ui
