"""How many bytes the legal moves add to a `turn` (docs/protocol.md, "Legal moves on request").

    legal_sizes.py SERVER [--games N] [--variants v1,v2]

Plays N games of the standard set (2 players) on SERVER, both seats played by
examples/random_bot.py's choices with `"legal": true`, and prints for each step the median and
the largest growth of a turn: the bytes the server sent less those of the same message without
`legal` (compact JSON, as the server writes it). Needs a Python with websockets.
"""

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))
import random_bot  # noqa: E402
import websockets  # noqa: E402


def compact(message):
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode()


async def player(url, growth):
    """One seat to the end; appends (step, bytes added, bytes of the turn) for each own turn."""
    async with websockets.connect(url, max_size=random_bot.MAX_MESSAGE) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1, "legal": True}))
        seat, last = None, None
        while True:
            raw = (await ws.recv()).encode()
            m = json.loads(raw)
            if m["type"] == "welcome":
                seat = m["seat"]
            elif m["type"] == "game_over":
                return
            elif m["type"] == "error" and m.get("refused") == "draw":
                await ws.send(json.dumps(random_bot.answer(last, True)))  # the pile is empty
            elif m["type"] == "error":
                raise RuntimeError(m)
            elif m["type"] == "turn" and m["seat"] == seat and "legal" in m:
                if len(compact(m)) != len(raw):
                    raise RuntimeError("the server's JSON is not compact as expected")
                bare = {k: v for k, v in m.items() if k != "legal"}
                growth.append((m["step"], len(raw) - len(compact(bare)), len(raw)))
                last = m
                await ws.send(json.dumps(random_bot.answer(m, False)))


async def game(server, folder, variants):
    setup = os.path.join(folder, "setup.yaml")
    with open(setup, "w", encoding="utf-8") as f:
        f.write(f"tileset: standard\nplayers: [red, black]\nseats: [remote, remote]\nvariants: [{variants}]\n")
    proc = subprocess.Popen([server, "--port", "0", "--bind", "127.0.0.1", "--game", setup],
                            stdout=subprocess.PIPE, text=True)
    url = json.loads(proc.stdout.readline())["listening"]
    growth = []
    await asyncio.gather(player(url, growth), player(url, growth))
    proc.wait()
    return growth


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("server")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--variants", default="")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        games = [asyncio.run(game(args.server, folder, args.variants)) for _ in range(args.games)]
    for step in ("place", "choose", "replace"):
        added = [d for g in games for s, d, _ in g if s == step]
        if not added:
            continue
        bare = [t - d for g in games for s, d, t in g if s == step]
        print(f"{step}: {len(added)} turns in {args.games} games: {statistics.median(added):.0f} bytes more "
              f"at the median, {max(added)} at most (the turn without the list: {statistics.median(bare):.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
