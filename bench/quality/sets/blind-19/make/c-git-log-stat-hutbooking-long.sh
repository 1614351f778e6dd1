#!/usr/bin/env bash
# Long `git log --stat` of a mountain-hut booking service with ~300 commits by several authors (a file rename, a deletion, a big vendored import).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/hutbooking; rm -rf "$P"; mkdir -p "$P"; cd "$P"; gitinit
python3 - <<'X'
import os, random, subprocess
rng = random.Random(19)
authors = ["Lena Brunner <lena@huts.example>", "Gian Caduff <gian@huts.example>", "Petra Kofler <petra@huts.example>", "Ruedi Amstutz <ruedi@huts.example>"]
files = ["huts/booking.py", "huts/availability.py", "huts/pricing.py", "huts/mailer.py", "huts/models.py",
         "huts/api/routes.py", "huts/api/schemas.py", "huts/api/auth.py", "web/templates/hut.html", "web/templates/checkout.html",
         "web/static/app.js", "web/static/style.css", "tests/test_booking.py", "tests/test_pricing.py", "tests/test_availability.py",
         "migrations/0001_initial.sql", "config/settings.toml", "docs/operations.md", "scripts/nightly_export.py", "CHANGELOG.md"]
topics = {"huts/booking.py": ["overbooking guard", "waitlist promotion", "group booking split", "cancellation window"],
          "huts/availability.py": ["winter-room availability", "half-board capacity", "closed-season dates"],
          "huts/pricing.py": ["SAC member discount", "child tariff", "half-board surcharge", "tourist tax per night"],
          "huts/mailer.py": ["confirmation mail wording", "reminder mail 3 days before", "bounce handling"],
          "huts/api/routes.py": ["GET /huts/{id}/nights", "POST /bookings", "DELETE /bookings/{id}"],
          "web/static/app.js": ["date picker", "bunk selector", "price preview"],
          "config/settings.toml": ["SMTP relay", "season dates", "rate limits"]}
def write(path, lines):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as fh: fh.write("\n".join(lines) + "\n")
content = {f: [f"# {f} line {i}" for i in range(rng.randint(20, 80))] for f in files}
for f, ls in content.items(): write(f, ls)
env = dict(os.environ)
day = 0
def commit(msg, author):
    global day
    day += 1
    d = f"2024-{1 + (day // 28) % 12:02d}-{1 + day % 28:02d}T{8 + day % 10:02d}:{(day * 7) % 60:02d}:00+0100"
    name, mail = author.rsplit(" <", 1)
    e = dict(env, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=mail[:-1], GIT_COMMITTER_NAME=name, GIT_COMMITTER_EMAIL=mail[:-1], GIT_AUTHOR_DATE=d, GIT_COMMITTER_DATE=d)
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=e)
commit("Initial hut booking service skeleton", authors[0])
for n in range(1, 300):
    a = rng.choice(authors)
    if n == 97:
        os.rename("huts/mailer.py", "huts/notify.py"); files[files.index("huts/mailer.py")] = "huts/notify.py"
        content["huts/notify.py"] = content.pop("huts/mailer.py")
        commit("Rename mailer module to notify (SMS reminders coming)", "Petra Kofler <petra@huts.example>"); continue
    if n == 164:
        write("vendor/ics/calendar.py", [f"# vendored ics line {i}" for i in range(1480)])
        write("vendor/ics/LICENSE", [f"MIT line {i}" for i in range(21)])
        commit("Vendor ics calendar writer for booking confirmations", "Gian Caduff <gian@huts.example>"); continue
    if n == 231:
        os.remove("scripts/nightly_export.py"); files.remove("scripts/nightly_export.py")
        commit("Drop nightly CSV export; replaced by warehouse sync", "Ruedi Amstutz <ruedi@huts.example>"); continue
    touched = rng.sample(files, rng.randint(1, 4))
    main = touched[0]
    for f in touched:
        ls = content[f]
        for _ in range(rng.randint(1, 12)):
            op = rng.random()
            if op < 0.5 or not ls: ls.insert(rng.randint(0, len(ls)), f"# change {n} {rng.randint(0, 10**6)}")
            elif op < 0.8: ls[rng.randrange(len(ls))] = f"# edit {n} {rng.randint(0, 10**6)}"
            else: ls.pop(rng.randrange(len(ls)))
        write(f, ls)
    topic = rng.choice(topics.get(main, ["cleanup", "typing", "logging", "refactor"]))
    verb = rng.choice(["Fix", "Add", "Tweak", "Refactor", "Handle", "Test"])
    commit(f"{verb} {topic} ({os.path.basename(main)})", a)
X
capture c-git-log-stat-hutbooking-long 'git log --stat'
