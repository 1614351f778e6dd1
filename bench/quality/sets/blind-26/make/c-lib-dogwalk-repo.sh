# sourced by the c-git-*-dogwalk scripts: builds a git repository of a dog-walking rota service
# with ~240 commits by four authors, a merged feature branch and an open branch, fixed dates.
. "$(dirname "$0")/c-lib.sh"
R=$WORK/dogwalk
rm -rf "$R"; mkdir -p "$R"; cd "$R"
git init -q -b main .
git config user.name "Dana Okafor"; git config user.email dana@example.org
git config commit.gpgsign false; git config merge.conflictstyle merge
cat > "$WORK/.dogwalk-gen.py" <<'PY'
import os, random, subprocess, datetime as dt
random.seed(4411)
AUTHORS = [("Dana Okafor", "dana@example.org"), ("Rhys Penhallow", "rhys@example.org"),
           ("Mei Lindqvist", "mei@example.org"), ("Tomasz Wrona", "tomasz@example.org")]
clock = [dt.datetime(2025, 9, 1, 9, 12, 0)]
def git(*a, env=None):
    subprocess.run(["git", *a], check=True, env=env, stdout=subprocess.DEVNULL)
def commit(msg, who=None):
    clock[0] += dt.timedelta(hours=random.randint(3, 30), minutes=random.randint(0, 59))
    n, e = who or random.choice(AUTHORS)
    stamp = clock[0].strftime("%Y-%m-%dT%H:%M:%S+01:00")
    env = dict(os.environ, GIT_AUTHOR_NAME=n, GIT_AUTHOR_EMAIL=e, GIT_AUTHOR_DATE=stamp,
               GIT_COMMITTER_NAME=n, GIT_COMMITTER_EMAIL=e, GIT_COMMITTER_DATE=stamp)
    git("add", "-A"); git("commit", "-q", "-m", msg, env=env)
def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    open(path, "w").write(text)
def append(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    open(path, "a").write(text)

PRICING = '''"""Walk pricing."""
BASE = {"solo": 14.0, "group": 9.5, "puppy_visit": 8.0}
EXTRA_DOG = 0.5  # each extra dog from the same household costs half


def walk_price(kind, dogs=1, minutes=60):
    base = BASE[kind]
    price = base + base * EXTRA_DOG * (dogs - 1)
    if minutes > 60:
        price += base * (minutes - 60) / 60
    return round(price, 2)
'''
write("dogwalk/__init__.py", '__version__ = "0.1.0"\n')
write("dogwalk/pricing.py", PRICING)
write("README.md", "# dogwalk\n\nRota, routes and invoices for a small dog-walking co-op.\n")
write("tests/test_pricing.py", "from dogwalk.pricing import walk_price\n\n\ndef test_two_dogs():\n    assert walk_price('solo', 2) == 21.0\n")
commit("Initial project skeleton with walk pricing", AUTHORS[0])

modules = ["schedule", "routes", "clients", "notify", "invoices", "weather", "keys"]
for m in modules:
    write(f"dogwalk/{m}.py", f'"""{m} module."""\n')
topics = {
    "schedule": ["slot overlap check", "walker day limits", "bank holiday rota", "swap requests", "late cancellations"],
    "routes": ["park gate coordinates", "lead-only zones", "route length estimate", "stile avoidance for old dogs"],
    "clients": ["emergency vet contact", "key safe codes", "dog temperament notes", "allergy flags"],
    "notify": ["SMS pickup notice", "photo upload link", "retry on SMS gateway 503", "quiet hours"],
    "invoices": ["monthly invoice PDF", "VAT line", "credit notes", "late fee"],
    "weather": ["heat warning above 27C", "storm cancellation", "icy path flag"],
    "keys": ["key handover log", "lost key report", "key tag QR"],
}
verbs = ["Add", "Fix", "Refactor", "Tidy", "Handle", "Test", "Document"]
i = 0
for step in range(225):
    m = random.choice(modules)
    t = random.choice(topics[m])
    v = random.choice(verbs)
    i += 1
    key = t.replace(" ", "_")
    append(f"dogwalk/{m}.py", f"\n\ndef _{m}_step_{i}(ctx):\n    # {t}\n    return ctx.get({key!r}, {i})\n")
    if v in ("Test", "Fix") or random.random() < 0.3:
        append(f"tests/test_{m}.py", f"\n\ndef test_{m}_{i}():\n    assert {i} == {i}\n")
    if random.random() < 0.15:
        append("docs/CHANGELOG.md", f"- {m}: {t}\n")
    if random.random() < 0.08:
        append(f"config/{random.choice(['rota', 'sms', 'parks'])}.toml", f"step_{i} = {random.randint(1, 90)}\n")
    if step == 131:
        # the regression: extra dogs now cost the full base price
        write("dogwalk/pricing.py", PRICING.replace("price = base + base * EXTRA_DOG * (dogs - 1)", "price = base * dogs * (1 if dogs < 2 else 1 - EXTRA_DOG + EXTRA_DOG)"))
        commit("Simplify household discount calculation", AUTHORS[2]); continue
    if step == 60:
        write("assets/park-map-tiles.bin", "".join(chr(65 + (k * 7) % 26) for k in range(180000)))
        commit("Add offline park map tiles for the routes view", AUTHORS[1]); continue
    if step == 170:
        git("checkout", "-q", "-b", "feature/group-walks")
        for k, msg in enumerate(["Group walk capacity per walker", "Group walk pricing tiers", "Group walk roster export"]):
            append("dogwalk/groups.py", f"\n\ndef group_rule_{k}(walker):\n    return walker.capacity - {k}\n")
            commit(msg, AUTHORS[3])
        git("checkout", "-q", "main")
        append("dogwalk/schedule.py", "\n\ndef rota_freeze():\n    return 'friday 17:00'\n")
        commit("Freeze next week's rota on Friday 17:00", AUTHORS[0])
        clock[0] += dt.timedelta(hours=2)
        stamp = clock[0].strftime("%Y-%m-%dT%H:%M:%S+01:00")
        env = dict(os.environ, GIT_AUTHOR_DATE=stamp, GIT_COMMITTER_DATE=stamp)
        subprocess.run(["git", "merge", "-q", "--no-ff", "-m", "Merge branch 'feature/group-walks'", "feature/group-walks"], check=True, env=env, stdout=subprocess.DEVNULL)
        git("branch", "-q", "-d", "feature/group-walks")
        continue
    commit(f"{v} {m}: {t}")
write("dogwalk/__init__.py", '__version__ = "0.4.0"\n')
commit("Release 0.4.0", AUTHORS[0])
git("tag", "v0.4.0")
PY
python3 "$WORK/.dogwalk-gen.py"
