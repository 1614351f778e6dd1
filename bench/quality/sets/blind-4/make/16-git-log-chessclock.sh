#!/bin/sh
# Chess-clock app: `git log --stat -n 15` over a small repository history.
# usage: BASE=<scratch dir> sh make/16-git-log-chessclock.sh > outputs/16-git-log-chessclock.txt
set -u
neut() { sed -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }
P="$BASE/chessclock"; rm -rf "$P"; mkdir -p "$P"; cd "$P"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main
python3 - <<'EOF'
import os, subprocess
commits = [
  ("2024-01-08T19:02:11+01:00", "Lena Vogt", "lena@clockwork.example", "Initial clock model with two sides and a tick loop",
   {"src/clock.js": 60, "src/index.js": 20, "package.json": 12, "README.md": 8}),
  ("2024-01-09T21:15:40+01:00", "Lena Vogt", "lena@clockwork.example", "Add Fischer increment",
   {"src/clock.js": 18, "src/increment.js": 25, "test/increment.test.js": 40}),
  ("2024-01-12T08:44:03+01:00", "Marco Bellini", "marco.b@clockwork.example", "Bronstein delay mode",
   {"src/increment.js": 30, "test/increment.test.js": 35, "README.md": 6}),
  ("2024-01-15T17:30:59+01:00", "Lena Vogt", "lena@clockwork.example", "Render both clocks on a canvas",
   {"src/render.js": 80, "src/index.js": 15, "public/index.html": 30, "public/style.css": 45}),
  ("2024-01-16T10:05:12+01:00", "Marco Bellini", "marco.b@clockwork.example", "Flag fall detection and sound",
   {"src/clock.js": 22, "src/sound.js": 28, "public/assets/flag.wav": 0}),
  ("2024-01-20T13:47:30+01:00", "Aiko Tanaka", "aiko@clockwork.example", "Use performance.now() instead of Date.now() for ticks",
   {"src/clock.js": 9, "src/tick.js": 33, "test/tick.test.js": 50}),
  ("2024-01-22T09:12:44+01:00", "Lena Vogt", "lena@clockwork.example", "Presets: blitz 3+2, rapid 15+10, classical 90+30",
   {"src/presets.js": 40, "src/index.js": 12, "public/index.html": 18}),
  ("2024-01-25T22:03:17+01:00", "Marco Bellini", "marco.b@clockwork.example", "Fix: increment applied twice after undo",
   {"src/clock.js": 7, "src/history.js": 14, "test/history.test.js": 29}),
  ("2024-02-01T18:20:05+01:00", "Aiko Tanaka", "aiko@clockwork.example", "Keyboard controls (space, P to pause)",
   {"src/keys.js": 38, "src/index.js": 6, "README.md": 10}),
  ("2024-02-03T11:11:11+01:00", "Lena Vogt", "lena@clockwork.example", "Hourglass mode",
   {"src/modes/hourglass.js": 44, "src/increment.js": 5, "test/hourglass.test.js": 37}),
  ("2024-02-07T16:58:42+01:00", "Marco Bellini", "marco.b@clockwork.example", "Move timing modes into src/modes/",
   {"src/modes/fischer.js": 26, "src/modes/bronstein.js": 31, "src/increment.js": -1, "src/clock.js": 10, "test/increment.test.js": 12}),
  ("2024-02-10T09:30:00+01:00", "Aiko Tanaka", "aiko@clockwork.example", "Persist the last preset in localStorage",
   {"src/storage.js": 27, "src/presets.js": 8}),
  ("2024-02-14T20:45:19+01:00", "Lena Vogt", "lena@clockwork.example", "Tournament mode: move counter and time control after move 40",
   {"src/modes/tournament.js": 65, "src/clock.js": 16, "src/render.js": 21, "test/tournament.test.js": 58, "README.md": 14}),
  ("2024-02-15T07:55:31+01:00", "Marco Bellini", "marco.b@clockwork.example", "Bump vitest to 1.3 and add coverage script",
   {"package.json": 4, "package-lock.json": 412}),
  ("2024-02-18T12:02:48+01:00", "Aiko Tanaka", "aiko@clockwork.example", "Fix tenths display below 10 seconds",
   {"src/render.js": 9, "test/render.test.js": 33}),
  ("2024-02-21T19:40:26+01:00", "Lena Vogt", "lena@clockwork.example", "Release 1.0.0",
   {"package.json": 1, "CHANGELOG.md": 42}),
]
n = 0
for date, name, email, msg, files in commits:
    for f, lines in files.items():
        os.makedirs(os.path.dirname(f) or ".", exist_ok=True)
        if lines == -1:
            subprocess.run(["git", "rm", "-q", f], check=True)
            continue
        if f.endswith(".wav"):
            open(f, "wb").write(bytes(range(256)) * 40)
        else:
            with open(f, "a") as fh:
                for i in range(lines):
                    n += 1
                    fh.write(f"// {msg[:20]} line {n}\n")
    subprocess.run(["git", "add", "-A"], check=True)
    env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=email, GIT_COMMITTER_NAME=name,
               GIT_COMMITTER_EMAIL=email, GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
EOF
git log --stat -n 15 2>&1 | neut
