#!/usr/bin/env bash
# d2-git-logstat-seedlib: seed-library catalogue (Python/Flask-style app, no deps installed); a history of 40 commits by four people.
# Output is that of: git log --stat (2>&1), with machine paths neutralised.
set -u
BASE=${BASE:-$(mktemp -d)}
P=$BASE/seed-library
PYPREFIX=$(python3 -c 'import sys; print(sys.base_prefix)')
neutral() { sed -e "s#$BASE/#/home/dev/#g" -e "s#$PYPREFIX/lib/python3\.11#/usr/lib/python3.11#g" -e "s#$PYPREFIX/bin#/usr/bin#g" -e "s#$HOME/#/home/dev/#g"; }
rm -rf "$P"; mkdir -p "$P"; cd "$P"
git init -q -b main .
git config core.pager cat
python3 - <<'EOF'
import os, subprocess, random
random.seed(11)
people = [("Ada Kowalczyk", "ada@seedlib.example"), ("Bram de Wit", "bram@seedlib.example"),
          ("Chidi Eze", "chidi@seedlib.example"), ("Dolores Ruiz", "dolores@seedlib.example")]
files = {
    "seedlib/__init__.py": "", "seedlib/app.py": "", "seedlib/models.py": "", "seedlib/catalogue.py": "",
    "seedlib/loans.py": "", "seedlib/germination.py": "", "seedlib/templates/packet.html": "",
    "seedlib/templates/catalogue.html": "", "seedlib/static/style.css": "", "seedlib/static/jquery.min.js": "", "migrations/0001_initial.sql": "",
    "tests/test_loans.py": "", "tests/test_catalogue.py": "", "tests/test_germination.py": "",
    "README.md": "", "pyproject.toml": "", "docs/volunteer-guide.md": "", "scripts/import_packets.py": "",
}
msgs = [
    ("Initial project layout", list(files)),
    ("Seed and Variety models", ["seedlib/models.py", "migrations/0001_initial.sql"]),
    ("Catalogue listing with species filter", ["seedlib/catalogue.py", "seedlib/templates/catalogue.html", "tests/test_catalogue.py"]),
    ("Loan a packet to a member", ["seedlib/loans.py", "tests/test_loans.py"]),
    ("Packet label template", ["seedlib/templates/packet.html", "seedlib/static/style.css"]),
    ("Track germination tests per lot", ["seedlib/germination.py", "seedlib/models.py", "tests/test_germination.py"]),
    ("Import packets from the spring swap spreadsheet", ["scripts/import_packets.py", "README.md"]),
    ("Fix off-by-one in loan due dates", ["seedlib/loans.py", "tests/test_loans.py"]),
    ("Volunteer guide: sorting returned seed", ["docs/volunteer-guide.md"]),
    ("Show days-to-maturity on catalogue cards", ["seedlib/catalogue.py", "seedlib/templates/catalogue.html", "seedlib/static/style.css"]),
    ("Reject loans for lots below 60% germination", ["seedlib/loans.py", "seedlib/germination.py", "tests/test_loans.py"]),
    ("Isolation distance warnings for cross-pollinating squash", ["seedlib/catalogue.py", "seedlib/models.py", "migrations/0002_isolation.sql"]),
    ("Bump minimum Python to 3.10", ["pyproject.toml", "README.md"]),
    ("Members can reserve packets for next season", ["seedlib/loans.py", "seedlib/app.py", "migrations/0003_reservations.sql", "tests/test_loans.py"]),
    ("Catalogue: paginate 40 varieties per page", ["seedlib/catalogue.py", "seedlib/templates/catalogue.html"]),
    ("Print packet labels in batches of 24", ["seedlib/templates/packet.html", "scripts/print_labels.py"]),
    ("Germination: record test date and sample size", ["seedlib/germination.py", "migrations/0004_germination_sample.sql", "tests/test_germination.py"]),
    ("Typo fixes in volunteer guide", ["docs/volunteer-guide.md"]),
    ("Overdue loan reminder e-mails", ["seedlib/loans.py", "seedlib/mail.py", "seedlib/templates/reminder.txt"]),
    ("Remove unused jQuery include", ["seedlib/static/jquery.min.js", "seedlib/templates/catalogue.html"]),
    ("Dark mode for the catalogue", ["seedlib/static/style.css"]),
    ("Seed saving difficulty rating (easy/moderate/advanced)", ["seedlib/models.py", "seedlib/catalogue.py", "migrations/0005_difficulty.sql"]),
    ("Tests for reservation conflicts", ["tests/test_loans.py"]),
    ("Export catalogue as CSV for the library newsletter", ["seedlib/catalogue.py", "seedlib/app.py", "tests/test_catalogue.py"]),
    ("Split loans module into loans and reservations", ["seedlib/loans.py", "seedlib/reservations.py", "tests/test_loans.py", "tests/test_reservations.py"]),
    ("Germination rate chart on lot page", ["seedlib/germination.py", "seedlib/templates/lot.html", "seedlib/static/chart.js"]),
    ("Fix CSV export quoting of variety names with commas", ["seedlib/catalogue.py", "tests/test_catalogue.py"]),
    ("Add heritage variety flag and filter", ["seedlib/models.py", "seedlib/catalogue.py", "migrations/0006_heritage.sql", "seedlib/templates/catalogue.html"]),
    ("Document backup procedure", ["docs/backup.md", "README.md"]),
    ("Limit members to 10 open loans", ["seedlib/loans.py", "tests/test_loans.py"]),
    ("Import script: skip rows without a lot number", ["scripts/import_packets.py"]),
    ("Upgrade label template to A4 sticker sheets", ["seedlib/templates/packet.html", "scripts/print_labels.py", "seedlib/static/style.css"]),
    ("Lot expiry: flag seed older than its viability years", ["seedlib/germination.py", "seedlib/models.py", "migrations/0007_viability.sql", "tests/test_germination.py"]),
    ("Catalogue search by common or Latin name", ["seedlib/catalogue.py", "seedlib/templates/catalogue.html", "tests/test_catalogue.py"]),
    ("Remove deprecated reminder template", ["seedlib/templates/reminder.txt", "seedlib/mail.py"]),
    ("Reservation waitlist ordering by request time", ["seedlib/reservations.py", "tests/test_reservations.py"]),
    ("Volunteer guide: germination test how-to with photos", ["docs/volunteer-guide.md", "docs/img/paper-towel-test.jpg"]),
    ("Speed up catalogue query with an index on species", ["migrations/0008_species_index.sql", "seedlib/catalogue.py"]),
    ("Release 1.4.0", ["pyproject.toml", "CHANGELOG.md"]),
    ("Fix reservation waitlist when a lot is withdrawn", ["seedlib/reservations.py", "seedlib/loans.py", "tests/test_reservations.py"]),
]
env = dict(os.environ)
day = 0
for i, (msg, touched) in enumerate(msgs):
    who = people[i % 4] if i else people[0]
    day += random.randint(1, 6)
    month, dd = 3 + day // 28, 1 + day % 28
    date = f"2024-{month:02d}-{dd:02d}T{random.randint(8, 21):02d}:{random.randint(0, 59):02d}:00+01:00"
    for f in touched:
        os.makedirs(os.path.dirname(f) or ".", exist_ok=True)
        removing = (msg.startswith("Remove") and f == touched[0] and os.path.exists(f))
        if removing:
            os.remove(f)
            continue
        if f.endswith(".jpg"):
            open(f, "wb").write(bytes(random.randrange(256) for _ in range(3000)))
            continue
        lines = open(f).read().splitlines() if os.path.exists(f) else []
        drop = random.randint(0, min(len(lines), 6))
        for _ in range(drop):
            if lines:
                lines.pop(random.randrange(len(lines)))
        for _ in range(random.randint(1, 40)):
            lines.insert(random.randint(0, len(lines)), f"# {msg.lower()} {random.randint(0, 10**6)}")
        open(f, "w").write("\n".join(lines) + "\n")
    env.update(GIT_AUTHOR_NAME=who[0], GIT_AUTHOR_EMAIL=who[1], GIT_COMMITTER_NAME=who[0], GIT_COMMITTER_EMAIL=who[1],
               GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "add", "-A"], check=True, env=env)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
EOF
git log --stat 2>&1 | neutral
