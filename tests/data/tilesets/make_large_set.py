#!/usr/bin/env python3
"""Writes a valid tile set of TILES tiles (77 to 5000) made from the standard set's faces.

    python3 tests/data/tilesets/make_large_set.py 1000 > large-1000.yaml

Used to measure the computer players and the balance lab on large sets (docs/ai.md); the
sets are made on demand rather than kept in the repository. Every face of the standard set
keeps its layout; the counts grow in proportion, except that the faces with a faction symbol
grow at most 28 times (9 symbols of each faction x 28 = 252, within the limit of 255 symbols of
one faction per set), the faces without one taking the rest. The start tile stays single.
Reads resources/tilesets/standard.yaml as text (no YAML module needed): each face is a block
that starts with "  - id:" and has one "count:" line.
"""

import math
import pathlib
import re
import sys

STANDARD = pathlib.Path(__file__).resolve().parents[3] / "resources" / "tilesets" / "standard.yaml"
MAX_SYMBOL_SCALE = 28
MAX_COUNT = 999


def faces(text):
    """The header (up to the first face) and the face blocks, each a list of lines."""
    head, blocks = [], []
    for line in text.splitlines():
        if line.startswith("  - id:"):
            blocks.append([line])
        elif blocks and line.startswith("    "):
            blocks[-1].append(line)
        elif not blocks:
            head.append(line)
    return head, blocks


def count_of(block):
    for line in block:
        m = re.match(r"\s+count:\s*(\d+)", line)
        if m:
            return int(m.group(1))
    return 1


def with_count(block, count):
    return [re.sub(r"count:\s*\d+", f"count: {count}", line) for line in block]


def scaled_counts(blocks, total):
    """The new count of each face so that they add up to `total`."""
    start = [any("start: true" in line for line in b) for b in blocks]
    symbols = [any("symbols:" in line for line in b) for b in blocks]
    counts = [count_of(b) for b in blocks]
    dealt = sum(c for c, s in zip(counts, start) if not s)
    scale = (total - 1) / dealt
    sym_scale = min(MAX_SYMBOL_SCALE, max(1, math.floor(scale)))
    out = [1 if st else (c * sym_scale if sy else 0) for c, st, sy in zip(counts, start, symbols)]
    plain = [i for i in range(len(blocks)) if not start[i] and not symbols[i]]
    left = total - sum(out)
    weight = sum(counts[i] for i in plain)
    shares = [(left * counts[i] / weight, i) for i in plain]
    for share, i in shares:
        out[i] = math.floor(share)
    # Largest remainders first, so that the counts add up exactly.
    rest = total - sum(out)
    for _, i in sorted(((s - math.floor(s), i) for s, i in shares), reverse=True)[:rest]:
        out[i] += 1
    if any(c > MAX_COUNT or c < 1 for c in out):
        raise SystemExit(f"cannot make {total} tiles within a count of {MAX_COUNT} per face")
    return out


def main():
    if len(sys.argv) != 2 or not sys.argv[1].isdigit() or not 77 <= int(sys.argv[1]) <= 5000:
        raise SystemExit("usage: make_large_set.py TILES   (77 to 5000)")
    total = int(sys.argv[1])
    head, blocks = faces(STANDARD.read_text(encoding="utf-8"))
    counts = scaled_counts(blocks, total)
    lines = ["# Made by tests/data/tilesets/make_large_set.py from the standard set's faces.",
             "format: 1", f"name: Standard x{total}", "tiles:"]
    for block, count in zip(blocks, counts):
        lines += with_count(block, count)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
