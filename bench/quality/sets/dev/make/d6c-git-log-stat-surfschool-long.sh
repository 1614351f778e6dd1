#!/usr/bin/env bash
# d6c: git log --stat over a surf-school booking app's history (about 300 commits, several authors).
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-git-log-stat-surfschool-long.txt}
P=$WORK/surfschool
rm -rf "$P"; mkdir -p "$P"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git init -q -b main .
python3 - <<'EOF'
import os, random, subprocess
rnd = random.Random(2207)
authors = [("Maile Kahale", "maile@surfschool.example"), ("Tiago Ramos", "tiago@surfschool.example"),
           ("Ewan Pascoe", "ewan@surfschool.example"), ("Noor Haddad", "noor@surfschool.example")]
files = ["app/lessons.py", "app/instructors.py", "app/wetsuits.py", "app/boards.py", "app/tides.py",
         "app/weather.py", "app/payments.py", "app/waivers.py", "app/templates/booking.html",
         "app/templates/roster.html", "app/static/booking.js", "tests/test_lessons.py",
         "tests/test_wetsuits.py", "tests/test_payments.py", "tests/test_tides.py", "README.md",
         "requirements.txt", "migrations/env.py"]
verbs = {"app/lessons.py": ["Cap group lessons at 8 per instructor", "Move private lessons to 60-minute slots", "Allow rebooking a lesson cancelled for swell", "Show lesson level on confirmation"],
 "app/instructors.py": ["Track lifeguard certificate expiry", "Balance instructor rota across beaches", "Add instructor languages"],
 "app/wetsuits.py": ["Map wetsuit sizes by chest and height", "Add 5/4 winter suits to stock", "Reserve kids' suits per lesson"],
 "app/boards.py": ["Match foam board volume to rider weight", "Retire damaged soft-tops from hire", "Add SUP boards"],
 "app/tides.py": ["Skip slots within an hour of low tide", "Cache tide predictions per beach", "Fix tide offset for Porthmeor"],
 "app/weather.py": ["Flag offshore wind over 20 knots", "Read swell period from the buoy feed", "Handle missing gust data"],
 "app/payments.py": ["Refund deposits on weather cancellations", "Split family bookings across cards", "Round VAT per line"],
 "app/waivers.py": ["Require guardian signature under 16", "Store waiver version with booking"],
 "app/templates/booking.html": ["Tidy the booking form", "Show tide window on booking page"],
 "app/templates/roster.html": ["Print roster by beach", "Add radio channel to roster"],
 "app/static/booking.js": ["Disable slots outside the tide window", "Debounce the size picker"],
 "tests/test_lessons.py": ["Test group cap", "Cover rebooking after cancellation"],
 "tests/test_wetsuits.py": ["Test size mapping edge cases"], "tests/test_payments.py": ["Test partial refunds"],
 "tests/test_tides.py": ["Test tide cache expiry"], "README.md": ["Document beach codes", "Update setup notes"],
 "requirements.txt": ["Bump httpx", "Pin pydantic below 3"], "migrations/env.py": ["Load DB URL from env"]}
def write(path, n):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    lines = open(path).read().splitlines() if os.path.exists(path) else []
    for _ in range(n):
        pos = rnd.randint(0, len(lines))
        lines.insert(pos, f"# {rnd.getrandbits(40):010x} {path}")
    drop = rnd.randint(0, min(len(lines) // 4, n))
    for _ in range(drop):
        lines.pop(rnd.randrange(len(lines)))
    open(path, "w").write("\n".join(lines) + "\n")
def commit(msg, day, author):
    env = dict(os.environ, GIT_AUTHOR_NAME=author[0], GIT_AUTHOR_EMAIL=author[1],
               GIT_COMMITTER_NAME=author[0], GIT_COMMITTER_EMAIL=author[1],
               GIT_AUTHOR_DATE=f"{day} +0000", GIT_COMMITTER_DATE=f"{day} +0000")
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
for f in files:
    write(f, rnd.randint(20, 120))
write("app/legacy/tide_scraper.py", 412)
write("app/legacy/__init__.py", 3)
commit("Initial import of the booking app", "2023-03-01T09:00:00", authors[0])
import datetime
t = datetime.datetime(2023, 3, 2, 9, 0)
for i in range(1, 300):
    t += datetime.timedelta(hours=rnd.randint(5, 60))
    a = rnd.choice(authors)
    if i == 171:
        subprocess.run(["git", "rm", "-q", "-r", "app/legacy"], check=True)
        write("app/tides.py", 35)
        commit("Remove legacy tide scraper; tides now come from the harbour API (SURF-318)", t.isoformat(), authors[2])
        continue
    if i == 233:
        os.makedirs("app/equipment", exist_ok=True)
        subprocess.run(["git", "mv", "app/boards.py", "app/equipment/boards.py"], check=True)
        write("app/equipment/boards.py", 6)
        write("app/lessons.py", 4)
        commit("Move board hire into app/equipment (SURF-402)", t.isoformat(), authors[1])
        continue
    main = rnd.choice([f for f in files if os.path.exists(f)] + (["app/equipment/boards.py"] if i > 233 else []))
    touched = {main} | set(rnd.sample([f for f in files if os.path.exists(f)], rnd.randint(0, 3)))
    for f in touched:
        write(f, rnd.randint(1, 30))
    msg = rnd.choice(verbs.get(main, verbs["app/boards.py"]))
    commit(f"{msg} (SURF-{100 + i})", t.isoformat(), a)
EOF
{ echo '$ git log --stat'; git --no-pager log --stat 2>&1; echo "exit status: $?"; } | neut > "$OUT"
