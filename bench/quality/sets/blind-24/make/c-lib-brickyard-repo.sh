# builds the git history of "brickyard" (production planner of a small brickworks) into $WORK/brickyard-src;
# sourced by the c-git-*-brickyard*.sh scripts, which copy it and work on the copy
BRICK_SRC=$WORK/brickyard-src
build_brickyard() {
  [ -d "$BRICK_SRC/.git" ] && return
  rm -rf "$BRICK_SRC"; mkdir -p "$BRICK_SRC"
  python3 - "$BRICK_SRC" <<'PY'
import os, subprocess, sys, random, datetime
root = sys.argv[1]
os.chdir(root)
random.seed(4242)
AUTHORS = [("Gwen Pritchard", "gwen@brickyard.example"), ("Tomasz Wróbel", "tomasz@brickyard.example"),
           ("Hamid Rezaei", "hamid@brickyard.example"), ("Pieter de Wit", "pieter@brickyard.example"),
           ("Aroha Ngata", "aroha@brickyard.example")]
clock = [datetime.datetime(2023, 1, 9, 9, 12, 0)]
def git(*a, author=None, check=True):
    env = dict(os.environ)
    if author:
        env.update(GIT_AUTHOR_NAME=author[0], GIT_AUTHOR_EMAIL=author[1], GIT_COMMITTER_NAME=author[0], GIT_COMMITTER_EMAIL=author[1])
    d = clock[0].strftime("%Y-%m-%dT%H:%M:%S+01:00")
    env.update(GIT_AUTHOR_DATE=d, GIT_COMMITTER_DATE=d)
    return subprocess.run(["git", *a], env=env, check=check, capture_output=True, text=True).stdout
def write(path, text):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    open(path, "w").write(text)
def commit(msg, author=None):
    clock[0] += datetime.timedelta(hours=random.randint(3, 60), minutes=random.randint(0, 59))
    git("add", "-A")
    git("commit", "-q", "-m", msg, author=author or random.choice(AUTHORS))

git("init", "-q", "-b", "main")
git("config", "user.name", "Gwen Pritchard"); git("config", "user.email", "gwen@brickyard.example")
git("config", "commit.gpgsign", "false")

SHAPES = [("wirecut", "T-08", 18), ("stockbrick", "P-20", 20), ("bullnose", "F-10", 18), ("plinth", "O-14", 30), ("cant", "C-09", 28), ("coping", "TR-3", 26), ("squint", "G-12", 24), ("dogleg", "FA-22", 22), ("king closer", "R-15", 36), ("queen closer", "PA-30", 40), ("cownose", "B-04", 38), ("radial", "L-07", 20), ("perforated", "S-11", 26), ("frogged", "M-06", 30), ("engineering", "BU-5", 28), ("paver", "CA-9", 30), ("cill", "MF-18", 24), ("capping", "LU-25", 34), ("arch voussoir", "GN-8", 30), ("air brick", "PI-6", 22), ("soap", "CZ-60", 16), ("split", "FU-8", 32), ("half bat", "RA-19", 34), ("three quarter", "CP-16", 32), ("double bullnose", "SP-2", 36), ("plinth stretcher", "TN-3", 30), ("external return", "MM-21", 36), ("internal return", "DI-7", 30), ("birdsmouth", "AN-9", 28), ("corbel", "SE-10", 34)]
DOUGHS = [("etruria marl", 0.22), ("fireclay", 0.18), ("london stock", 0.25), ("keuper marl", 0.21), ("gault", 0.27), ("shale", 0.16),
  ("red terracotta", 0.24), ("buff", 0.2), ("blue staffordshire", 0.19), ("weald", 0.26)]

shapes = []; drying = []; doughs = []; tests = []; order_funcs = []
def render():
    s = '"""moulds for standard bricks and specials made on line 1 and line 2"""\n\nSHAPES = {\n'
    for n, die, _ in shapes:
        s += f'    "{n}": {{"mould": "{die}", "line": {1 if len(die) < 4 else 2}}},\n'
    s += "}\n\n\ndef mould_for(brick):\n    return SHAPES[brick][\"mould\"]\n"
    write("brickyard/shapes.py", s)
    d = '"""drying chamber programmes (hours at 45 C, 70% RH unless noted)"""\n\nDRY_HOURS = {\n'
    for n, h in drying:
        d += f'    "{n}": {h},\n'
    d += "}\n\nHUMIDITY_PCT = 70\n\n\ndef hours(shape, fresh=False):\n    if fresh:\n        return 0\n    return DRY_HOURS[shape]\n"
    write("brickyard/drying.py", d)
    g = '"""clay bodies: water fraction by weight of dry clay"""\n\nHYDRATION = {\n'
    for n, w in doughs:
        g += f'    "{n}": {w},\n'
    g += "}\n\nGROG_PCT = 12\n\n\ndef water_g(body, clay_g):\n    return round(HYDRATION[body] * clay_g)\n"
    write("brickyard/clay.py", g)
    t = "from brickyard.drying import hours\nfrom brickyard.shapes import mould_for\n\n\n"
    for n, die, h in tests:
        fn = n.replace(" ", "_")
        t += f'def test_{fn}():\n    assert mould_for("{n}") == "{die}"\n    assert hours("{n}") == {h}\n\n\n'
    write("tests/test_shapes.py", t)
    o = '"""turning merchant and site orders into a production plan"""\nfrom .drying import hours\n\n\n' + "\n\n".join(order_funcs) + "\n"
    write("brickyard/orders.py", o)

write("README.md", "# brickyard\n\nProduction planner for the brickworks: moulds, clay bodies, drying chambers, kiln orders.\n")
write("brickyard/__init__.py", "")
write("config/lines.toml", "[line1]\nextruder = \"Handmade table moulds\"\nmax_kg_per_hour = 30\n\n[line2]\nextruder = \"Wirecut extruder WX-200\"\nmax_kg_per_hour = 55\n\n[chambers]\ncount = 4\npallets_per_chamber = 24\n")
write(".gitignore", "__pycache__/\n*.pyc\n.pytest_cache/\n")
render(); commit("Initial skeleton: moulds, drying, clay modules", AUTHORS[0])

ORDER_FUNCS = [
 ("def tonnes_for_bricks(count, kg_each=2.6):\n    return count * kg_each / 1000", "Add tonnes_for_bricks helper"),
 ("def chamber_pallets(count, per_pallet=400):\n    return -(-count // per_pallet)", "Count drying pallets needed per order"),
 ("def ready_at(shape, start_hour):\n    return start_hour + hours(shape)", "Compute when an order leaves the drying chamber"),
 ("def merchant_discount(count):\n    if count >= 40000:\n        return 0.12\n    if count >= 15000:\n        return 0.06\n    return 0.0", "Builders' merchant volume discount tiers"),
 ("def split_by_line(order_lines):\n    l1 = [o for o in order_lines if o['line'] == 1]\n    l2 = [o for o in order_lines if o['line'] == 2]\n    return l1, l2", "Split order lines between moulding lines"),
 ("def ticket_text(brick, body, fired_on):\n    return f\"{brick.title()} ({body}) - fired {fired_on:%d/%m}\"", "Pallet ticket text"),
 ("def frost_class(body):\n    out = ['F1']\n    if 'marl' in body:\n        out.append('F2')\n    if body == 'blue staffordshire':\n        out.append('engineering B')\n    return out", "Frost resistance classes per clay body"),
 ("def kiln_days(fired):\n    return 0 if fired else 6", "Days in the kiln for unfired stock"),
]
msgs_misc = ["Tidy imports", "Fix typo in docstring", "Rename variable for clarity", "Adjust line-2 throughput after extruder service",
             "Bump chamber pallet count", "Document humidity assumption", "Reformat with black", "Note mould supplier in README"]
si = di = oi = 0
n = 1
while si < len(SHAPES) or di < len(DOUGHS) or oi < len(ORDER_FUNCS) or n < 230:
    n += 1
    r = random.random()
    if r < 0.33 and si < len(SHAPES):
        nm, die, h = SHAPES[si]; si += 1
        shapes.append((nm, die, h)); drying.append((nm, h)); tests.append((nm, die, h))
        render(); commit(f"Add {nm} brick (mould {die}, {h} h drying)")
    elif r < 0.45 and di < len(DOUGHS):
        nm, w = DOUGHS[di]; di += 1
        doughs.append((nm, w)); render(); commit(f"Add {nm} clay body ({int(w*100)}% water)")
    elif r < 0.55 and oi < len(ORDER_FUNCS):
        f, m = ORDER_FUNCS[oi]; oi += 1
        order_funcs.append(f); render(); commit(m)
    elif r < 0.80 and drying:
        k = random.randrange(len(drying))
        nm, h = drying[k]
        if n == 171:
            drying[k] = ("wirecut", 8) if drying[0][0] == "wirecut" else drying[k]
            drying[0] = ("wirecut", 8)
            render(); commit("Shorten drying for wirecut after chamber fan upgrade", AUTHORS[3]); continue
        nh = max(6, h + random.choice([-2, -1, 1, 2]))
        if nm == "wirecut":
            nh = h
            log = open("NOTES.md", "a"); log.write(f"- {clock[0]:%Y-%m-%d}: checked wirecut programme\n"); log.close()
            render(); commit("Note wirecut check in NOTES"); continue
        drying[k] = (nm, nh)
        tests = [(a, b, nh if a == nm else c) for a, b, c in tests]
        render(); commit(f"Retune {nm} drying: {h} -> {nh} h")
    else:
        m = random.choice(msgs_misc)
        with open("NOTES.md", "a") as fh:
            fh.write(f"- {clock[0]:%Y-%m-%d}: {m.lower()}\n")
        if "throughput" in m:
            txt = open("config/lines.toml").read()
            import re
            v = int(re.search(r"\[line2\][^\[]*max_kg_per_hour = (\d+)", txt).group(1))
            txt = re.sub(r"(\[line2\][^\[]*max_kg_per_hour = )\d+", lambda mm: mm.group(1) + str(v + random.choice([-3, 2, 4])), txt)
            write("config/lines.toml", txt)
        render(); commit(m)
open(".git/description", "w").write("brickyard\n")
PY
}

# copy of the history in $WORK/brickyard, with a fixed clock for the commits the scripts add
brickyard_copy() {
  build_brickyard
  P=$WORK/brickyard; rm -rf $P; cp -a $BRICK_SRC $P; cd $P
  export GIT_AUTHOR_DATE="2023-11-08T10:00:00+01:00" GIT_COMMITTER_DATE="2023-11-08T10:00:00+01:00"
}
# commit as NAME at DATE
bcommit() {
  local who=$1 when=$2 msg=$3
  git add -A
  GIT_AUTHOR_NAME="$who" GIT_COMMITTER_NAME="$who" GIT_AUTHOR_EMAIL="$(echo $who | cut -d' ' -f1 | tr A-Z a-z)@brickyard.example" \
  GIT_COMMITTER_EMAIL="$(echo $who | cut -d' ' -f1 | tr A-Z a-z)@brickyard.example" \
  GIT_AUTHOR_DATE="$when" GIT_COMMITTER_DATE="$when" git commit -q -m "$msg"
}
