// The expert's search: information-set Monte Carlo tree search (single observer, after Cowling,
// Powley and Whitehouse 2012) over the decisions of every player, with progressive widening over
// the easy policy's ranking.
//
// Every iteration samples what the expert cannot see (a determinization: the pile shuffled, the
// tiles drawn by the counts still to come, the dice reseeded), then walks down the tree: at a
// node the player to move picks among its best-ranked moves by UCB on its own side's margin, the
// move is played, the next player draws (the sampled tile), and the child for what happened (the
// tile drawn, the battles' outcome, the scores) is looked up or made. A node made by the
// iteration plays one move and the rest of the horizon is played out by the easy policy; the
// leaf's evaluation is backed up, each node taking its own player's margin. Each candidate move
// of the root has a tree of its own, and sequential halving with common random numbers shares the
// determinizations out among the candidates (RootHalving), as hard's search does (docs/ai.md).
//
// A node stands for what every player has seen so far (the moves, the tiles drawn, the battles'
// outcomes): the same for all the determinizations that reach it, so that its ranking, made the
// first time, serves every later visit. Budgets are counts (iterations, positions evaluated):
// a seed and a thread count give the same move on any machine.
#include "ai_p.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <thread>
#include <unordered_map>

namespace swc::detail {

namespace {

// The moves an inner node keeps of its ranking: the widening opens ceil(base * n^power) of them
// after n visits, which stays under this for the iterations of one decision.
constexpr std::size_t kInnerMoves = 32;

struct Edge
{
    int visits = 0;
    double sum = 0;  // the margins of the node's player at the leaves
};

struct Node
{
    int player = 0;
    int visits = 0;
    bool expanded = false;
    std::vector<Candidate> moves;  // the easy ranking, best first (the root: the widened ones first)
    std::vector<Edge> edges;       // per move
};

// `v` combined into the hash `h` (order matters).
std::uint64_t mix(std::uint64_t h, std::uint64_t v)
{
    return mixBits(h ^ mixBits(v));
}

// A child node: its parent, the move from it, and a hash of what was seen since (positionKey).
// The parent and the move are kept whole, so that only two positions seen after the same move
// could share a node, and only if their 64-bit hashes met. (A combined hash of the three once
// let a node of one parent be reached from another: its moves were then illegal in the position.)
struct ChildKey
{
    int node = 0;
    int move = 0;
    std::uint64_t seen = 0;
    bool operator==(const ChildKey&) const = default;
};

struct ChildKeyHash
{
    std::size_t operator()(const ChildKey& k) const
    {
        return static_cast<std::size_t>(mix(mix(k.seen, static_cast<std::uint64_t>(k.node)), static_cast<std::uint64_t>(k.move)));
    }
};

// What a player has seen of a position that the moves leading to it do not say: the tile drawn,
// the face-up row, the tiles set aside, the scores and the meeples on the board (battles' dice).
std::uint64_t positionKey(const Game& g)
{
    std::uint64_t h = mix(0, static_cast<std::uint64_t>(g.drawnTile() + 1));
    for (int i = 0; i < g.rowSize(); ++i) h = mix(h, static_cast<std::uint64_t>(g.rowTile(i)));
    h = mix(h, g.setAside().size());
    for (int p = 0; p < g.playerCount(); ++p)
        h = mix(h, static_cast<std::uint64_t>(g.score(p)) << 16 ^ static_cast<std::uint64_t>(g.reserve(p, MeepleSize::Small)));
    for (const Game::MeepleOnBoard& m : g.meeplesOnBoard())
        h = mix(h, static_cast<std::uint64_t>(m.node) << 8 ^ static_cast<std::uint64_t>(m.player) << 1 ^
                       static_cast<std::uint64_t>(m.size == MeepleSize::Large));
    return h;
}

// A side's margin: its value minus the best other side's (evaluate()'s measure, from the sides).
double margin(const Game& g, const SeatArray<double>& sides, int player)
{
    double best = -1e18;
    for (int p = 0; p < g.playerCount(); ++p)
        if (g.team(p) != g.team(player)) best = std::max(best, sides[g.team(p)]);
    return sides[g.team(player)] - best;
}

// The tree below one root move (its root node has that move only), grown by one thread.
class Tree
{
public:
    Tree(const Game& game, const AiConfig& config, const std::vector<Candidate>& rootMoves, std::uint64_t seed,
         const std::atomic<bool>* cancel)
        : game_(game), config_(config), cancel_(cancel), seed_(seed), s_(decisionScratch(game, config))
    {
        Node root;
        root.player = game.currentPlayer();
        root.expanded = true;
        root.moves = rootMoves;
        root.edges.assign(rootMoves.size(), {});
        nodes_.push_back(std::move(root));
    }

    // Determinization f (the same for every root move: common random numbers) walked down the
    // tree, played out and backed up. Returns the root player's margin at the leaf.
    double iterate(int f)
    {
        Rng rng(seed_ + static_cast<std::uint64_t>(f) * 0xd1b54a32d192ed03ULL);
        Game& g = s_.future.copy(game_);
        g.shufflePile(rng);
        g.reseedDice(rng.next());
        path_.clear();
        const int turns = descend(g, rng);
        for (int t = turns; t <= config_.depth && !cancelled(cancel_); ++t)
            if (!policyTurn(g, rng, config_, s_)) break;
        ++s_.evaluations;
        ++iterations_;
        const SeatArray<double> sides = evaluateSides(g, config_.leaf);
        backUp(g, sides);
        return margin(g, sides, nodes_.front().player);
    }

    int iterations() const { return iterations_; }
    long evaluations() const { return s_.evaluations; }

private:
    // Walks down from the root, playing a move at every node, until it makes a node (and plays
    // its first move), reaches the horizon or the end of the game. Returns the turns played.
    int descend(Game& g, Rng& rng)
    {
        int node = 0;
        for (int turns = 1;; ++turns) {
            const bool fresh = !nodes_[static_cast<std::size_t>(node)].expanded;
            if (fresh) expand(node, g, rng.next());
            const int e = select(nodes_[static_cast<std::size_t>(node)]);
            path_.emplace_back(node, e);
            const bool played = play(g, nodes_[static_cast<std::size_t>(node)].moves[static_cast<std::size_t>(e)].move);
            if (!played || fresh || turns > config_.depth || !drawNext(g, rng)) return turns;
            node = child(node, e, g);
        }
    }

    // False if the move was refused (a node reached in a position it was not made for: it must
    // not happen); the walk then stops there.
    bool play(Game& g, const AiMove& m)
    {
        if (!g.placeTile(m.placement) || !g.finishTurn(m.meeple)) return false;
        while (g.inReplacementStep()) g.replaceMeeple(greedyReplacement(g, config_.policy, s_));
        return true;
    }

    // The next player's tile (the sampled one; a face-up one by the easy policy). False at the end.
    bool drawNext(Game& g, Rng& rng)
    {
        const std::uint64_t diceSeed = rng.next();
        return drawFor(g, [&](const Game& game) { return greedyTileChoice(game, config_.policy, diceSeed, s_); },
                       &rng) >= 0;
    }

    // The child of `node` by move `e` for what the position shows now; made when new.
    int child(int node, int e, const Game& g)
    {
        const auto [it, made] = children_.try_emplace(ChildKey{node, e, positionKey(g)}, static_cast<int>(nodes_.size()));
        if (made) {
            Node n;
            n.player = g.currentPlayer();
            nodes_.push_back(std::move(n));
        }
        return it->second;
    }

    void expand(int node, const Game& g, std::uint64_t diceSeed)
    {
        Node& n = nodes_[static_cast<std::size_t>(node)];
        n.moves = rankMoves(g, config_.policy, config_.battleSamples, diceSeed, s_, nullptr);
        if (n.moves.size() > kInnerMoves) n.moves.resize(kInnerMoves);
        n.edges.assign(n.moves.size(), {});
        n.expanded = true;
    }

    // The moves open at a node visited `visits` times (progressive widening). The counts are
    // remembered by visits: std::pow at every step of every descent took most of the search's time.
    std::size_t open(const Node& n)
    {
        const auto visits = static_cast<std::size_t>(n.visits);
        while (widening_.size() <= visits) {
            const double v = static_cast<double>(widening_.size()) + 1.0;
            widening_.push_back(static_cast<std::size_t>(std::ceil(config_.widenBase * std::pow(v, config_.widenPower))));
        }
        return std::clamp<std::size_t>(widening_[visits], 1, n.moves.size());
    }

    // UCB on the node's player's margin; a move's ranking value counts as one visit (its prior).
    int select(const Node& n)
    {
        const std::size_t k = open(n);
        const double logN = std::log(static_cast<double>(n.visits) + 1.0);
        int best = 0;
        double bestScore = -1e18;
        for (std::size_t e = 0; e < k; ++e) {
            const Edge& edge = n.edges[e];
            const double mean = (edge.sum + config_.priorVisits * n.moves[e].value) / (edge.visits + config_.priorVisits);
            const double score = mean + config_.exploration * std::sqrt(logN / (edge.visits + 1));
            if (score > bestScore) {
                bestScore = score;
                best = static_cast<int>(e);
            }
        }
        return best;
    }

    void backUp(const Game& leaf, const SeatArray<double>& sides)
    {
        for (const auto& [node, e] : path_) {
            Node& n = nodes_[static_cast<std::size_t>(node)];
            Edge& edge = n.edges[static_cast<std::size_t>(e)];
            edge.sum += margin(leaf, sides, n.player);
            ++edge.visits;
            ++n.visits;
        }
    }

    const Game& game_;
    const AiConfig& config_;
    const std::atomic<bool>* cancel_;
    const std::uint64_t seed_;
    Scratch s_;
    std::vector<Node> nodes_;
    std::unordered_map<ChildKey, int, ChildKeyHash> children_;
    std::vector<std::pair<int, int>> path_;  // (node, move) walked this iteration
    std::vector<std::size_t> widening_;      // by visits: the moves open (open())
    int iterations_ = 0;
};

// The root: sequential halving over the widened moves, each with a tree of its own below it
// (the replies of every player searched). Every round, each move still in play meets the same
// determinizations (common random numbers, so that luck cancels out of the comparison); then the
// worse half is dropped. Threads share the moves out (move i to thread i mod threads), so that a
// tree is only ever grown by one thread and the result does not depend on their timing.
class RootHalving
{
public:
    RootHalving(const Game& game, const AiConfig& config, const std::vector<Candidate>& moves, std::uint64_t seed,
                const std::atomic<bool>* cancel)
        : config_(config), cancel_(cancel), threads_(std::max(1, config.threads)),
          cap_(scaledBudget(config.maxEvaluations, game.tileset().totalTiles(), kMinEvaluations)),
          start_(std::chrono::steady_clock::now()), sum_(moves.size(), 0.0), seen_(moves.size(), 0)
    {
        for (const Candidate& c : moves)
            trees_.push_back(std::make_unique<Tree>(game, config, std::vector<Candidate>{c}, seed, cancel));
    }

    // The index of the move kept.
    std::size_t run()
    {
        std::vector<std::size_t> alive(trees_.size());
        for (std::size_t i = 0; i < alive.size(); ++i) alive[i] = i;
        const int rounds = std::max(1, static_cast<int>(std::ceil(std::log2(static_cast<double>(alive.size())))));
        for (int round = 0; round < rounds && alive.size() > 1 && !stop(); ++round) {
            const int perMove = std::max(1, config_.simulations / rounds / static_cast<int>(alive.size()));
            playRound(alive, perMove);
            std::stable_sort(alive.begin(), alive.end(),
                             [this](std::size_t a, std::size_t b) { return mean(a) > mean(b); });
            alive.resize((alive.size() + 1) / 2);
        }
        return alive.front();
    }

    int iterations() const
    {
        int n = 0;
        for (const auto& t : trees_) n += t->iterations();
        return n;
    }
    long evaluations() const
    {
        long n = 0;
        for (const auto& t : trees_) n += t->evaluations();
        return n;
    }

private:
    double mean(std::size_t i) const { return seen_[i] > 0 ? sum_[i] / seen_[i] : -1e18; }

    // Between rounds (and each thread within a round, on its own share of the work cap), so that
    // where the search stops does not depend on the threads' timing.
    bool stop() const
    {
        if (cancelled(cancel_)) return true;
        if (cap_ > 0 && evaluations() >= cap_) return true;
        return config_.maxSeconds > 0 &&
               std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() > config_.maxSeconds;
    }

    bool owns(int thread, std::size_t move) const
    {
        return static_cast<int>(move % static_cast<std::size_t>(threads_)) == thread;
    }

    // Whether the trees of `thread` have used its share of the work cap.
    bool overShare(int thread) const
    {
        if (cap_ <= 0) return false;
        long used = 0;
        for (std::size_t i = 0; i < trees_.size(); ++i)
            if (owns(thread, i)) used += trees_[i]->evaluations();
        return used >= cap_ / threads_;
    }

    // Every move in `alive` meets its next `perMove` determinizations, the moves shared out among
    // the threads.
    void playRound(const std::vector<std::size_t>& alive, int perMove)
    {
        const auto work = [&](int thread) {
            for (std::size_t i : alive) {
                if (!owns(thread, i)) continue;
                for (int n = 0; n < perMove && !cancelled(cancel_) && !overShare(thread); ++n) {
                    sum_[i] += trees_[i]->iterate(seen_[i]);
                    ++seen_[i];
                }
            }
        };
        std::vector<std::thread> workers;
        for (int t = 1; t < threads_; ++t) workers.emplace_back(work, t);
        work(0);
        for (std::thread& w : workers) w.join();
    }

    const AiConfig& config_;
    const std::atomic<bool>* cancel_;
    const int threads_;
    const long cap_;
    const std::chrono::steady_clock::time_point start_;
    std::vector<std::unique_ptr<Tree>> trees_;
    std::vector<double> sum_;  // per move, the root player's margins at its leaves
    std::vector<int> seen_;    // per move, the determinizations it met
};

}  // namespace

TreeSearchResult treeSearch(const Game& game, const AiConfig& config, std::uint64_t seed,
                            const std::atomic<bool>* cancel)
{
    Rng rng(seed);
    Scratch s = decisionScratch(game, config);
    const std::vector<Candidate> ranked = rankMoves(game, config.policy, config.battleSamples, rng.next(), s, cancel);
    TreeSearchResult r;
    r.move = ranked.front().move;
    r.evaluations = s.evaluations;
    if (ranked.size() <= 1 || cancelled(cancel)) return r;
    const std::vector<Candidate> moves = widened(ranked, config.width);
    RootHalving root(game, config, moves, rng.next(), cancel);
    r.move = moves[root.run()].move;
    r.iterations = root.iterations();
    r.evaluations += root.evaluations();
    return r;
}

}  // namespace swc::detail
