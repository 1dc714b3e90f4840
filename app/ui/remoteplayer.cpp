#include "remoteplayer.h"

namespace swc::ui {

void RemotePlayer::setState(int level, bool taken, bool connected)
{
    if (level == level_ && taken == taken_ && connected == connected_) return;
    level_ = level;
    taken_ = taken;
    connected_ = connected;
    emit busyChanged();  // Seats passes it on as changed()
}

}  // namespace swc::ui
