// libFuzzer target: the network protocol's reading of JSON messages, both ways.
// The input is one message per line (at most 64 lines). Each line is read as the server reads a
// client's message (readClientMessage, then a move or a re-placement is tried on a game at that
// step, as the room would), as the lobby reads one (readLobbyMessage: a `create` with its tile
// set), and fed to one ClientState in turn, as a client reads its server.
// Built with clang and -DSWC_FUZZ=ON; the corpus in corpus/protocol also runs as an ordinary test.

#include "clientstate.h"
#include "serverlobby.h"
#include "recordmoves.h"
#include "protocol.h"
#include "random_play.h"

#include <QByteArray>
#include <QList>

#include <cstddef>
#include <cstdint>
#include <optional>

using namespace swc;
using namespace swc::net;

namespace {

struct Games
{
    Game place;    // a tile drawn, to be placed
    Game choose;   // Intel and Rumours: a face-up tile may be taken
    std::optional<Game> replace;  // Galaxy Traders: a meeple waits to be re-placed
};

const Games& games()
{
    static const Games g = [] {
        const auto set = builtinTileset("standard");
        Game place(set, {Color::Red, Color::Black}, Rules{}, 3);
        place.drawPlaceable();
        Rules intel;
        intel.set(Variant::IntelAndRumours);
        Game choose(set, {Color::Red, Color::Black, Color::Green}, intel, 4);
        // Random Galaxy Traders games until one stops at a re-placement.
        Rules traders;
        traders.set(Variant::GalaxyTraders);
        std::optional<Game> replace;
        for (std::uint64_t seed = 1; seed < 200 && !replace; ++seed) {
            Game game(set, {Color::Red, Color::Black}, traders, seed);
            Rng rng(seed);
            std::vector<Placement> placements;
            std::vector<MeepleMove> meeples;
            while (!replace && game.drawPlaceable() >= 0) {
                game.legalPlacements(game.drawnTile(), placements);
                game.placeTile(placements[rng.below(static_cast<std::uint32_t>(placements.size()))]);
                game.meepleOptions(meeples);
                game.finishTurn(meeples.empty() ? MeepleMove{} : meeples[rng.below(static_cast<std::uint32_t>(meeples.size()))]);
                if (game.inReplacementStep()) replace = game;
            }
        }
        return Games{std::move(place), std::move(choose), std::move(replace)};
    }();
    return g;
}

void serverReads(const QByteArray& line)
{
    const Games& g = games();
    ProtocolError error;
    LobbyLimits limits;
    limits.maxTilesetBytes = 4096;  // the fuzzer's inputs are small: past it, the size's refusal
    (void)readLobbyMessage(line, limits, &error);
    const auto m = readClientMessage(line, g.place.tileset(), &error);
    if (!m) return;
    RecordError err;
    if (m->type == ClientMessageType::Move) {
        Game place = g.place;
        playDrawnTile(place, m->turn, nullptr, &err);
        Game choose = g.choose;
        if (drawTurnTile(choose, m->turn, nullptr, &err)) playDrawnTile(choose, m->turn, nullptr, &err);
    } else if (m->type == ClientMessageType::Replace && g.replace) {
        Game replace = *g.replace;
        applyReplacement(replace, m->replacement, &err);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    ClientState client;
    int lines = 0;
    for (const QByteArray& line : input.split('\n')) {
        if (++lines > 64) break;
        serverReads(line);
        client.handle(line);
        if (client.hasGame()) {
            // What a client derives from the game must hold together whatever the server said.
            const Game g = client.decisionGame();
            (void)g.isOver();
            (void)client.decisionKey();
        }
    }
    return 0;
}
