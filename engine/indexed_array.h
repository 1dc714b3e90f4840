// Fixed-size arrays indexed by what they are about, as Pentobi's ColorMap: a value per seat
// (SeatArray, game.h), per faction (FactionArray, tileset.h).
//
// Design notes
// - The index says what it counts: a seat array takes the seat number (int), as Game numbers its
//   seats; an array per faction (or feature kind, or score category) takes the enum, so that the
//   code reads symbols[faction(p)] with no cast. An assert checks every index.
// - An array indexed by an enum also takes the enumerator's number (int): tile-set files and
//   front ends count factions by number (rebel 0, empire 1, bounty 2).
// - It is a plain value like std::array (no allocation, trivially copyable), so that a Game that
//   holds some stays cheap to copy. It converts to the std::array it wraps, for code written
//   against the plain arrays these replaced.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>
#include <type_traits>

namespace swc {

template <class Index, class T, int N>
class IndexedArray
{
public:
    using Values = std::array<T, N>;
    using value_type = T;
    using iterator = typename Values::iterator;
    using const_iterator = typename Values::const_iterator;

    constexpr IndexedArray() = default;
    // Every value, in index order: SymbolCounts{1, 0, 0} is one rebel symbol.
    template <class... V>
        requires(sizeof...(V) == N && (std::is_convertible_v<V, T> && ...))
    constexpr IndexedArray(V... values) : values_{static_cast<T>(values)...}
    {
    }

    constexpr T& operator[](Index i) { return values_[slot(i)]; }
    constexpr const T& operator[](Index i) const { return values_[slot(i)]; }
    constexpr T& operator[](int i)
        requires(!std::is_same_v<Index, int>)
    {
        return values_[slot(i)];
    }
    constexpr const T& operator[](int i) const
        requires(!std::is_same_v<Index, int>)
    {
        return values_[slot(i)];
    }

    static constexpr int size() { return N; }
    constexpr void fill(const T& value) { values_.fill(value); }
    constexpr iterator begin() { return values_.begin(); }
    constexpr iterator end() { return values_.end(); }
    constexpr const_iterator begin() const { return values_.begin(); }
    constexpr const_iterator end() const { return values_.end(); }

    constexpr operator const Values&() const { return values_; }
    friend constexpr bool operator==(const IndexedArray&, const IndexedArray&) = default;

private:
    template <class I>
    static constexpr std::size_t slot(I i)
    {
        const int n = static_cast<int>(i);
        assert(n >= 0 && n < N);
        return static_cast<std::size_t>(n);
    }

    Values values_{};
};

}  // namespace swc
