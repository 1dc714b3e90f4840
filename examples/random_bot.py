#!/usr/bin/env python3
"""A random player for sw-carcassonne-server: the smallest complete bot, written as a tutorial.

    examples/random_bot.py ws://HOST:PORT [--name NAME]

It takes a free seat, plays a random legal move whenever the server asks it to, prints the final
scores and exits 0 when the game is over (1 when the connection is lost or the server refuses
something). It knows no rule of the game: it asks the server for its legal moves (`"legal": true`
in its hello) and picks one of them. Replace `pick` with something cleverer and you have a bot.

It needs Python 3 and the `websockets` package (Debian and Ubuntu: `apt install
python3-websockets`; elsewhere `pip install websockets`). The protocol is docs/protocol.md.
"""

import argparse
import asyncio
import json
import random
import sys

try:
    import websockets
except ImportError:
    sys.exit("random_bot.py needs the websockets package: apt install python3-websockets "
             "(or pip install websockets)")

PROTOCOL = 1
# The server may send a large `state` (a tile set written out): accept what its clients accept.
MAX_MESSAGE = 32 * 1024 * 1024


def pick(options):
    """The decision of this bot: any option will do. A clever bot ranks them instead."""
    return random.choice(options)


def place_move(placements, from_row):
    """A `move` message: one placement out of `legal`, with one of its meeples or none.

    Each placement is {"tile", "at", "rotation", "meeples"}; `meeples` lists only the legal meeple
    placements (a meeple left, a feature free...), and placing no meeple is always allowed.
    """
    placement = pick(placements)
    turn = {"tile": placement["tile"], "at": placement["at"], "rotation": placement["rotation"]}
    meeple = pick([None] + placement["meeples"])
    if meeple is not None:
        turn["meeple"] = meeple  # sent back exactly as the server wrote it
    if from_row:
        turn["from"] = "row"  # Intel and Rumours: the face-up tile named by `tile`
    return {"type": "move", "turn": turn}


def answer(turn, pile_empty):
    """What to send for a `turn` message addressed to this bot's seat.

    The three steps of a turn (docs/protocol.md, "The order of a game"):
    - place: the tile drawn is in `turn["tile"]`, its placements in `turn["legal"]`;
    - choose (Intel and Rumours): `legal` holds the placements of the face-up tiles that may be
      taken; the bot takes one of them, or draws from the pile instead (`draw`);
    - replace (Galaxy Traders): a meeple came back from a completed route; `legal` holds the
      `trader` values: "keep" or a route {"at": [x, y], "edge": "N"} to put it on.
    """
    step, legal = turn["step"], turn["legal"]
    if step == "place":
        return place_move(legal, from_row=False)
    if step == "choose":
        if legal and (pile_empty or random.random() < 0.5):
            return place_move(legal, from_row=True)
        return {"type": "draw"}
    return {"type": "replace", "trader": pick(legal)}


async def play(url, name):
    """Plays one game to its end; returns the exit code."""
    async with websockets.connect(url, max_size=MAX_MESSAGE) as ws:
        hello = {"type": "hello", "protocol": PROTOCOL, "legal": True}
        if name:
            hello["name"] = name
        await ws.send(json.dumps(hello))
        seat = None
        last_turn = None     # the last `turn` this bot answered
        pile_empty = False   # learnt when the server refuses a draw
        steps = {"place": 0, "choose": 0, "replace": 0}  # the bot's decisions, for its summary
        # Every message is a JSON object with a `type`. This bot reads four kinds; the others
        # (`drawn`, `played`, `replaced`, `seats`, `chat`...) tell what everyone does: a cleverer
        # bot follows the board in `played`.
        while True:
            message = json.loads(await ws.recv())
            kind = message["type"]
            if kind == "welcome":
                seat = message["seat"]
                print(f"seat {seat} ({message.get('color')})", flush=True)
                continue
            if kind == "game_over":
                print("decisions: {place} tiles drawn and placed, {choose} choices between the face-up "
                      "tiles and the pile, {replace} meeples back from a route".format(**steps), flush=True)
                for color, points in message["final_scores"].items():
                    print(f"final score {color}: {points}", flush=True)
                return 0
            if kind == "error":
                refused_draw = message.get("refused") == "draw" and message["code"] == "wrong_step"
                if refused_draw and not pile_empty and last_turn and last_turn["legal"]:
                    # The pile is empty: a face-up tile it is. (No other refusal is expected.)
                    pile_empty = True
                    await ws.send(json.dumps(answer(last_turn, pile_empty)))
                    continue
                print(f"refused: {message['code']}: {message['message']}", file=sys.stderr)
                return 1
            # The step at hand comes in `turn`, or inside `state` on connecting.
            turn = message if kind == "turn" else message.get("turn") if kind == "state" else None
            # Only a turn of our own seat that the bot plays itself carries `legal` (a seat whose
            # time ran out is played by the server's computer: `timed_out`, no `legal`).
            if turn and turn.get("seat") == seat and "legal" in turn:
                last_turn = turn
                steps[turn["step"]] += 1
                await ws.send(json.dumps(answer(turn, pile_empty)))


def main():
    parser = argparse.ArgumentParser(description="Plays a random legal move each turn.")
    parser.add_argument("url", help="the game's address, ws://HOST:PORT/ (or /N for table N)")
    parser.add_argument("--name", default="", help="the name shown to the other players")
    args = parser.parse_args()
    try:
        return asyncio.run(play(args.url, args.name))
    except websockets.exceptions.InvalidURI as e:
        print(f"bad address: {e}", file=sys.stderr)
    except websockets.exceptions.ConnectionClosed as e:
        print(f"connection lost: {e}", file=sys.stderr)
    except (OSError, asyncio.TimeoutError, websockets.exceptions.WebSocketException) as e:
        print(f"cannot connect: {e}", file=sys.stderr)  # unreachable, or not a game server
    except (ValueError, KeyError, TypeError) as e:
        print(f"not a message of docs/protocol.md: {e!r}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
