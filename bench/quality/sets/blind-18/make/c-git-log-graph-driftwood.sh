#!/bin/bash
# git log --graph --oneline --decorate --all for a driftwood-furniture workshop shop site with feature branches and merges.
. "$(dirname "$0")/c-lib.sh"
setup driftwood
ginit
python3 - <<'PY'
import os, subprocess, random
rng = random.Random(77)
day = [0]
def run(*a): subprocess.run(list(a), check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
def commit(msg, who="Ada Finch"):
    day[0] += 1
    d = f"2025-0{1 + day[0] // 28}-{1 + day[0] % 28:02d}T10:00:00"
    fn = f"shop/{rng.choice(['catalog','cart','checkout','gallery','orders','shipping'])}_{day[0]}.py"
    os.makedirs("shop", exist_ok=True)
    with open(fn, "a") as f: f.write(f"# {msg}\n")
    env = dict(os.environ, GIT_AUTHOR_DATE=d, GIT_COMMITTER_DATE=d, GIT_AUTHOR_NAME=who)
    subprocess.run(["git", "add", "-A"], check=True)
    subprocess.run(["git", "commit", "-q", "-m", msg], check=True, env=env)
def merge(branch, msg):
    day[0] += 1
    d = f"2025-0{1 + day[0] // 28}-{1 + day[0] % 28:02d}T16:00:00"
    env = dict(os.environ, GIT_AUTHOR_DATE=d, GIT_COMMITTER_DATE=d)
    subprocess.run(["git", "merge", "--no-ff", "-q", "-m", msg, branch], check=True, env=env)
commit("Shop skeleton: catalog and cart")
commit("Add gallery of finished pieces")
run("git", "tag", "v0.1.0")
features = [
 ("feature/bench-configurator", ["Bench length and finish options", "Price preview for custom benches", "Validate bench length 80-240 cm"], "Jonas Reef"),
 ("feature/shipping-quotes", ["Freight quote by crate size", "Island delivery surcharge", "Fix crate volume rounding"], "Mia Salt"),
 ("fix/gallery-lazyload", ["Lazy-load gallery images"], "Ada Finch"),
 ("feature/wood-provenance", ["Record beach and date each log was found", "Show provenance map on product page", "Provenance CSV import"], "Jonas Reef"),
 ("feature/gift-cards", ["Gift card codes", "Redeem gift card at checkout"], "Mia Salt"),
 ("feature/workshop-bookings", ["Workshop calendar", "Booking deposit", "Cancellation window 72h", "Waitlist"], "Ada Finch"),
 ("fix/vat-rounding", ["Round VAT per line, not per order"], "Mia Salt"),
 ("feature/stock-alerts", ["Low-stock alert for reclaimed planks", "Alert digest e-mail"], "Jonas Reef"),
 ("feature/commission-requests", ["Commission request form", "Upload sketch with request", "Quote reply template"], "Ada Finch"),
]
for i, (br, msgs, who) in enumerate(features):
    run("git", "checkout", "-q", "-b", br)
    for m in msgs: commit(m, who)
    run("git", "checkout", "-q", "main")
    commit(f"Copy edits on home page ({i + 1})")
    if br != "feature/gift-cards":
        merge(br, f"Merge branch '{br}'")
    if i == 2: run("git", "tag", "v0.2.0")
    if i == 4: run("git", "tag", "v0.3.0")
run("git", "checkout", "-q", "-b", "feature/oil-finish-guide")
commit("Draft oil finish care guide", "Mia Salt")
commit("Photos for oil finish guide", "Mia Salt")
run("git", "checkout", "-q", "main")
commit("Bump dependencies")
PY
capture git-log-graph-driftwood <<'CMDS'
git log --graph --oneline --decorate --all
CMDS
