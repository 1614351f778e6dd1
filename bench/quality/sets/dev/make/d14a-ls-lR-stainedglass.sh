#!/usr/bin/env bash
# d14a: ls -lR then du over a stained-glass studio's design archive
# (commission folders with cartoons, cut-lists, kiln logs, a few odd entries).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/stainedglass-archive
rm -rf "$P"; mkdir -p "$P"; cd "$P"

python3 - <<'EOF'
import os, random, datetime as dt, subprocess
rnd = random.Random(1607)
clients = ["st-brannock-chancel", "harbourmaster-fanlight", "quaker-meeting-house", "old-rectory-landing",
           "corn-exchange-dome", "lifeboat-station-memorial", "almshouse-chapel", "tinners-arms-pub",
           "railway-hotel-bar", "guildhall-staircase", "beacon-school-hall", "mariners-church-rose",
           "wool-hall-transom", "abbey-gatehouse", "riverside-library", "vicarage-porch",
           "toll-house-skylight", "ferry-terminal-screen", "masonic-hall-oculus", "chapel-of-ease-lancet"]
start = dt.datetime(2021, 2, 1, 9, 0)
def touch(path, when):
    ts = when.timestamp()
    os.utime(path, (ts, ts), follow_symlinks=False)
def mkfile(path, size, when, mode=0o644):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.truncate(size)
    os.chmod(path, mode)
    touch(path, when)
when = start
for ci, c in enumerate(clients):
    when += dt.timedelta(days=rnd.randint(20, 70))
    base = f"commissions/{2021 + ci // 5}/{c}"
    n_panels = rnd.randint(3, 9)
    for p in range(1, n_panels + 1):
        t = when + dt.timedelta(days=p, hours=rnd.randint(0, 8))
        mkfile(f"{base}/cartoons/panel-{p:02d}.tif", rnd.randint(40, 180) * 1024 * 1024 + rnd.randint(0, 999999), t)
        mkfile(f"{base}/cartoons/panel-{p:02d}.svg", rnd.randint(200, 900) * 1024, t)
        mkfile(f"{base}/cutlists/panel-{p:02d}.csv", rnd.randint(3, 40) * 1024 + rnd.randint(0, 999), t + dt.timedelta(days=2))
        for firing in range(1, rnd.randint(2, 4)):
            mkfile(f"{base}/kiln/panel-{p:02d}-firing{firing}.log", rnd.randint(2000, 20000), t + dt.timedelta(days=3 + firing))
    for ph in range(rnd.randint(4, 14)):
        mkfile(f"{base}/photos/site-{ph:03d}.jpg", rnd.randint(2, 9) * 1024 * 1024 + rnd.randint(0, 99999), when - dt.timedelta(days=5))
    mkfile(f"{base}/quote.pdf", rnd.randint(80, 400) * 1024, when - dt.timedelta(days=10))
    mkfile(f"{base}/README.md", rnd.randint(400, 3000), when)
    for gl in ["cathedral-amber", "streaky-ruby", "flashed-blue", "opal-white", "antique-green", "seedy-clear"]:
        if rnd.random() < 0.6:
            mkfile(f"{base}/glass-orders/{gl}.json", rnd.randint(300, 1500), when + dt.timedelta(days=1))
# oddities
mkfile("commissions/2021/corn-exchange-dome/cartoons/dome-full-composite.tif", 2_861_240_320, dt.datetime(2023, 5, 17, 22, 41))
mkfile("tools/render-cartoon.sh", 2431, dt.datetime(2022, 8, 3, 11, 5), 0o755)
mkfile("tools/lead-calc.py", 6120, dt.datetime(2024, 1, 9, 16, 20), 0o755)
mkfile("tools/kiln-schedule.py", 3388, dt.datetime(2023, 3, 28, 10, 2), 0o644)
mkfile("tools/upload-to-client.sh", 1205, dt.datetime(2024, 6, 2, 8, 47), 0o700)
mkfile("kiln-controller/firing-history.log", 418_337_112, dt.datetime(2025, 9, 30, 23, 59))
mkfile("kiln-controller/firmware-1.8.3.bin", 524_288, dt.datetime(2022, 11, 14, 13, 0), 0o600)
mkfile("kiln-controller/profiles/fuse-3mm.json", 812, dt.datetime(2022, 11, 14, 13, 2))
mkfile("kiln-controller/profiles/paint-fire-650.json", 944, dt.datetime(2023, 2, 2, 9, 30))
mkfile("kiln-controller/profiles/silver-stain-580.json", 903, dt.datetime(2023, 2, 2, 9, 31))
mkfile("invoices/.~lock.2024-ledger.ods#", 92, dt.datetime(2025, 3, 3, 17, 12))
mkfile("invoices/2024-ledger.ods", 188_416, dt.datetime(2025, 3, 3, 17, 10))
mkfile("invoices/2023-ledger.ods", 172_032, dt.datetime(2024, 1, 31, 12, 0))
os.symlink("commissions/2024/mariners-church-rose", "current")
touch("current", dt.datetime(2025, 6, 11, 8, 0))
os.symlink("../kiln-controller/profiles/paint-fire-700.json", "tools/default-profile.json")
touch("tools/default-profile.json", dt.datetime(2024, 2, 20, 15, 45))
os.makedirs("scratch", exist_ok=True); os.chmod("scratch", 0o1777)
# directory times last
for root, dirs, files in os.walk(".", topdown=False):
    for d in dirs:
        p = os.path.join(root, d)
        if not os.path.islink(p):
            touch(p, dt.datetime(2025, 10, 1, 9, 0) - dt.timedelta(days=len(p)))
EOF

{
  echo "\$ ls -lR"
  timeout 120 env LC_ALL=C TZ=UTC ls -lR 2>&1
  echo "exit status: $?"
  echo "\$ du -sh --apparent-size * | sort -h"
  timeout 120 bash -c 'du -sh --apparent-size * | sort -h' 2>&1
  echo "exit status: $?"
} | head -c 3000000 | sed -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g'
