#!/usr/bin/env bash
# git log --stat over a telegraph-office relay scheduler repository with ~260 commits
# by five authors (a rename, a large station-table import, a revert among them).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/telegraph-relay
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-git-log-stat-telegraph.txt}
rm -rf "$P"; mkdir -p "$P"
cd "$P"
git init -q -b main .
git config user.name "Build Bot"; git config user.email "bot@telegraph.example"
cat > "$WORK/.telegraph-gen.py" <<'EOF'
import os, random, subprocess
rng = random.Random(1844)
AUTHORS = [("Ada Kettering", "ada@telegraph.example"), ("Bruno Salas", "bruno@telegraph.example"),
           ("Chidi Okafor", "chidi@telegraph.example"), ("Dagny Holm", "dagny@telegraph.example"),
           ("Emeka Reyes", "emeka@telegraph.example")]
FILES = ["relay/scheduler.py", "relay/queue.py", "relay/routes.py", "relay/billing.py", "morse/codec.py",
         "morse/timing.py", "office/counter.py", "office/receipts.py", "api/server.py", "api/schemas.py",
         "tests/test_scheduler.py", "tests/test_queue.py", "tests/test_codec.py", "tests/test_billing.py",
         "docs/operations.md", "README.md", "config/offices.toml", "relay/retry.py"]
VERBS = ["Fix", "Refactor", "Tidy", "Speed up", "Document", "Handle", "Validate", "Log", "Test", "Simplify"]
THINGS = ["night-rate billing", "relay hop ordering", "queue backpressure", "word-count rounding", "urgent-message priority",
          "codec prosigns", "office opening hours", "receipt numbering", "API pagination", "route cache expiry",
          "line-fault fallback", "dot/dash timing", "duplicate delivery detection", "cable-office handoff"]
def write(path, lines):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
content = {f: [f"# {f}"] + [f"line {i}" for i in range(rng.randint(20, 80))] for f in FILES}
for f, lines in content.items():
    write(f, lines)
t0 = 1767225600  # 2026-01-01
def commit(i, msg, author):
    env = dict(os.environ, GIT_AUTHOR_NAME=author[0], GIT_AUTHOR_EMAIL=author[1],
               GIT_COMMITTER_NAME=author[0], GIT_COMMITTER_EMAIL=author[1],
               GIT_AUTHOR_DATE=f"{t0 + i * 52000} +0100", GIT_COMMITTER_DATE=f"{t0 + i * 52000} +0100")
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
commit(0, "Initial import of the relay scheduler", AUTHORS[0])
for i in range(1, 262):
    author = AUTHORS[rng.randrange(len(AUTHORS))]
    if i == 97:
        subprocess.run(["git", "mv", "morse/codec.py", "morse/encoder.py"], check=True)
        content["morse/encoder.py"] = content.pop("morse/codec.py")
        FILES[FILES.index("morse/codec.py")] = "morse/encoder.py"
        msg = "Rename morse codec module to encoder"
    elif i == 143:
        rows = ["code,name,region,opened"] + [f"ST{n:04d},Station {n},R{n % 17},{1850 + n % 60}" for n in range(1, 1418)]
        write("data/stations.csv", rows)
        msg = "Import the 1417-station office table from the 1911 directory"
    elif i == 188:
        content["relay/retry.py"] += ["MAX_RETRIES = 7", "BACKOFF_S = 90"]
        write("relay/retry.py", content["relay/retry.py"])
        msg = "Raise relay retry limit to 7 with 90s backoff"
        author = AUTHORS[3]
    elif i == 191:
        content["relay/retry.py"] = content["relay/retry.py"][:-2]
        write("relay/retry.py", content["relay/retry.py"])
        msg = 'Revert "Raise relay retry limit to 7 with 90s backoff"\n\nThis reverts the retry change: it flooded the cable office queue.'
        author = AUTHORS[1]
    else:
        for f in rng.sample(FILES, rng.randint(1, 4)):
            lines = content[f]
            for _ in range(rng.randint(1, 12)):
                op = rng.random()
                pos = rng.randrange(1, len(lines) + 1)
                if op < 0.5:
                    lines.insert(pos, f"added {i}-{rng.randrange(10**6)}")
                elif op < 0.8 and len(lines) > 5:
                    lines[pos - 1 if pos > 1 else 1] = f"changed {i}-{rng.randrange(10**6)}"
                elif len(lines) > 5:
                    del lines[max(1, pos - 1)]
            write(f, lines)
        msg = f"{rng.choice(VERBS)} {rng.choice(THINGS)}"
    commit(i, msg, author)
EOF
python3 "$WORK/.telegraph-gen.py"; rm -f "$WORK/.telegraph-gen.py"
{
  echo '$ git log --stat'
  TZ=UTC timeout 120 git --no-pager log --stat 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
