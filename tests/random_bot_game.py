"""examples/random_bot.py against the real sw-carcassonne-server and the CLI's computer players.

    random_bot_game.py SERVER CLI BOT

- A Galaxy Traders + Intel and Rumours game (the bot, a random and an easy CLI player) is played
  to its end: the bot exits 0 and prints the final scores the CLI players were told. Games are
  played until the bot has met every step (a tile drawn to place, a face-up choice, a meeple back
  from a route: about one game in two has the last), at most MAX_GAMES.
- The bot exits 1, with the reason, when the server refuses it (a wrong password) and when the
  connection is lost (the server killed in the lobby).

Run with a Python that has the websockets package (the bot runs with the same one).
"""

import json
import os
import re
import subprocess
import sys
import tempfile

MAX_GAMES = 20
TIMEOUT = 300  # seconds for one game: the machine may be loaded

SETUP = """tileset: standard
players: [red, black, green]
seats: [remote, remote, remote]
variants: [galaxy-traders, intel-and-rumours]
"""


def fail(why):
    print(f"FAIL: {why}", file=sys.stderr)
    sys.exit(1)


def start_server(server, folder, extra=()):
    path = os.path.join(folder, "setup.yaml")
    with open(path, "w", encoding="utf-8") as f:
        f.write(SETUP)
    proc = subprocess.Popen([server, "--port", "0", "--bind", "127.0.0.1", "--game", path, *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    try:
        return proc, json.loads(line)["listening"]
    except (ValueError, KeyError):
        proc.kill()
        fail(f"the server did not start: {line!r} {proc.stderr.read()!r}")


def run_bot(bot, url, timeout=TIMEOUT):
    return subprocess.run([sys.executable, bot, url, "--name", "Bot"], capture_output=True, text=True,
                          timeout=timeout)


def play_one(server, cli, bot, folder):
    """One game; returns the bot's decisions per step."""
    proc, url = start_server(server, folder)
    joins = [subprocess.Popen([cli, "join", url, "--level", level], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True) for level in ("random", "easy")]
    done = run_bot(bot, url)
    outs = [j.communicate(timeout=TIMEOUT)[0] for j in joins]
    proc.communicate(timeout=TIMEOUT)
    if done.returncode != 0:
        fail(f"the bot exited {done.returncode}: {done.stdout} {done.stderr}")
    printed = {c: int(p) for c, p in re.findall(r"^final score (\w+): (-?\d+)$", done.stdout, re.M)}
    told = json.loads(outs[0])["final_scores"]
    if printed != told:
        fail(f"the bot printed {printed}, the server told the CLI {told}")
    steps = re.search(r"^decisions: (\d+) tiles drawn and placed, (\d+) choices .*, (\d+) meeples back", done.stdout, re.M)
    if not steps:
        fail(f"no decisions line: {done.stdout}")
    print(done.stdout.strip())
    return [int(n) for n in steps.groups()]


def refused_and_lost(server, bot, folder):
    # The game needs a password the bot does not give.
    proc, url = start_server(server, folder, ["--password", "secret"])
    done = run_bot(bot, url, 60)
    proc.kill()
    proc.communicate()
    if done.returncode != 1 or "bad_password" not in done.stderr:
        fail(f"a refused bot: exit {done.returncode}, {done.stderr!r}")
    # The bot waits in the lobby; the server goes away.
    proc, url = start_server(server, folder)
    bot_proc = subprocess.Popen([sys.executable, bot, url], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if not bot_proc.stdout.readline().startswith("seat 0"):
        fail("the bot did not take seat 0")
    proc.kill()
    proc.communicate()
    err = bot_proc.communicate(timeout=60)[1]
    if bot_proc.returncode != 1 or "connection lost" not in err:
        fail(f"a lost connection: exit {bot_proc.returncode}, {err!r}")


def main():
    if len(sys.argv) != 4:
        fail("usage: random_bot_game.py SERVER CLI BOT")
    try:
        import websockets  # noqa: F401  (the bot's one package beyond the standard library)
    except ImportError:
        fail(f"{sys.executable} cannot import websockets: install python3-websockets (Debian) and configure again")
    server, cli, bot = sys.argv[1:]
    with tempfile.TemporaryDirectory() as folder:
        refused_and_lost(server, bot, folder)
        seen = [0, 0, 0]
        for _ in range(MAX_GAMES):
            seen = [a + b for a, b in zip(seen, play_one(server, cli, bot, folder))]
            if all(seen):
                return 0
    fail(f"after {MAX_GAMES} games the bot has not met every step: {seen}")


if __name__ == "__main__":
    sys.exit(main())
