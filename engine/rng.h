// The game's random source: small, fast and cheap to copy (the computer players copy games
// thousands of times a second). xoshiro256** seeded through splitmix64.
#pragma once

#include <cstdint>

namespace swc {

// splitmix64's finalizer: every bit of x stirs every bit of the result. Hashes built from it
// (h = mixBits(h ^ mixBits(v)) ...) make keys that differ anywhere unrelated.
inline std::uint64_t mixBits(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

class Rng
{
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    // splitmix64's sequence from `seed`: mixBits adds its step before mixing.
    void reseed(std::uint64_t seed)
    {
        for (auto& s : s_) {
            s = mixBits(seed);
            seed += 0x9e3779b97f4a7c15ULL;
        }
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n), n > 0 (Lemire's multiply-shift; the bias for n <= 2^16 is negligible).
    std::uint32_t below(std::uint32_t n)
    {
        return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
    }

    int die() { return static_cast<int>(below(6)) + 1; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t s_[4];
};

}  // namespace swc
