// The interface's motion (issue 42): short animations of how things look, never of what they
// are. Every animation goes through motion::play(), so that a click or a key anywhere in the
// program finishes them all at once (the click or the key then acts as usual), and so that the
// "Reduce motion" setting (View menu) can stop them: with it, an animation is at its end as soon
// as it starts. The setting starts on when the environment has SWC_REDUCE_MOTION=1 (the tests,
// whose own motion tests turn motion on again with setReduced(false)).
#pragma once

class QAbstractAnimation;

namespace swc::ui::motion {

// The longest a movement lasts, in milliseconds: long enough to be followed, short enough never
// to be waited for.
constexpr int kLongestMs = 400;

bool reduced();
void setReduced(bool on);
// Starts `animation`, which is deleted when it stops; with reduced motion it is brought to its
// end at once (its finished() signal included).
void play(QAbstractAnimation* animation);
// Every animation played brought to its end now (the look at rest, the items it removes gone).
void finishAll();
bool running();

}  // namespace swc::ui::motion
