#!/usr/bin/env bash
# Glass-marble studio's batch archive: `ls -lR` over furnace logs, photos, colour recipes,
# scripts (one not executable), a symlink to the current batch and one very large video.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/glassmarbles
rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'EOF'
import os, random, datetime as dt
rnd = random.Random(31)
def mk(path, size, when, mode=0o644):
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "w") as fh:
        pass
    os.truncate(path, size)
    os.chmod(path, mode)
    t = dt.datetime.strptime(when, "%Y-%m-%d %H:%M").timestamp()
    os.utime(path, (t, t))
colours = ["cobalt", "amber", "oxblood", "uranium", "aventurine", "opal", "clambroth", "onionskin"]
styles = ["swirl", "cats-eye", "sulphide", "lutz", "end-of-day"]
dirs = []
for b in range(1, 15):
    day = f"2024-{3 + b // 5:02d}-{(b * 2) % 27 + 1:02d}"
    bdir = f"batches/B{b:03d}-{colours[(b * 3) % 8]}-{styles[b % 5]}"
    dirs.append((bdir, day))
    mk(f"{bdir}/furnace.log", rnd.randint(18000, 96000), f"{day} 18:{rnd.randint(10,59)}")
    mk(f"{bdir}/recipe.toml", rnd.randint(600, 2400), f"{day} 08:{rnd.randint(10,59)}")
    mk(f"{bdir}/annealer.csv", rnd.randint(40000, 210000), f"{day} 23:{rnd.randint(10,59)}")
    for k in range(1, rnd.randint(5, 11)):
        mk(f"{bdir}/photos/IMG_{b:02d}{k:02d}.jpg", rnd.randint(2_100_000, 6_800_000), f"{day} 16:{rnd.randint(10,59)}")
    if b % 4 == 0:
        mk(f"{bdir}/rejects.txt", rnd.randint(120, 900), f"{day} 19:{rnd.randint(10,59)}")
vid = [d for d, _ in dirs if d.startswith("batches/B011")][0]
mk(f"{vid}/video/gather-and-roll.mp4", 1873405952, "2024-05-23 15:02")
mk(f"{vid}/video/punty-cut.mp4", 412_889_600, "2024-05-23 15:40")
for name, size in [("cobalt.toml", 812), ("amber.toml", 744), ("oxblood.toml", 903), ("uranium.toml", 1288),
                   ("aventurine.toml", 1021), ("opal.toml", 688), ("clambroth.toml", 655), ("onionskin.toml", 970)]:
    mk(f"colours/{name}", size, f"2024-02-{rnd.randint(1,28):02d} 10:{rnd.randint(10,59)}")
mk("colours/uranium.SAFETY.txt", 2304, "2024-02-03 11:15", 0o444)
for name, size, mode in [("sort_by_size.py", 3411, 0o755), ("anneal_curve.py", 5120, 0o755),
                         ("backup.sh", 1290, 0o644), ("make_contact_sheet.py", 2877, 0o755)]:
    mk(f"scripts/{name}", size, f"2024-04-{rnd.randint(1,28):02d} 21:{rnd.randint(10,59)}", mode)
mk("README.md", 2210, "2024-02-01 09:00")
mk("inventory.xlsx", 48312, "2024-05-30 17:45")
mk(".furnace.lock", 6, "2024-06-02 07:58", 0o600)
os.symlink(dirs[-1][0], "current")
EOF
for d in $(find . -type d | sort -r); do touch -h -d "2024-06-01 12:00" "$d"; done
touch -h -d "2024-06-02 08:00" current
{
  echo '$ ls -lR'
  TZ=UTC LC_ALL=C timeout 120 ls -lR 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
