#!/bin/bash
# ls -lR of a kitesurf-school session footage and telemetry archive (long listing).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/kitesurf-archive; rm -rf "$P"; mkdir -p "$P"; cd "$P"
python3 - <<'PY'
import os, random
random.seed(2121)
spots = ["dunes-north", "lagoon", "pier-south", "reef-gap", "sandbar-east", "harbour-wall"]
base = 1717200000
for si, spot in enumerate(spots):
    for day in range(1, 31):
        d = f"{spot}/2024-06-{day:02d}"
        os.makedirs(d, exist_ok=True)
        nsess = random.randint(1, 3)
        for s in range(nsess):
            stem = f"session{s+1}"
            files = {f"{stem}_gopro.mp4": random.randint(400, 2400) * 1024 * 1024,
                     f"{stem}_imu.csv": random.randint(200, 900) * 1024,
                     f"{stem}_gps.gpx": random.randint(30, 120) * 1024,
                     f"{stem}_notes.md": random.randint(300, 3000)}
            for name, size in files.items():
                p = os.path.join(d, name)
                with open(p, "wb") as fh:
                    fh.truncate(size)
                t = base + (si * 30 + day) * 86400 + s * 7200
                os.utime(p, (t, t))
        if day == 17 and spot == "lagoon":
            p = os.path.join(d, "session2_gopro.mp4.partial")
            with open(p, "wb") as fh:
                fh.truncate(734003200)
            t = base + (si * 30 + day) * 86400 + 9000
            os.utime(p, (t, t))
        t = base + (si * 30 + day) * 86400 + 30000
        os.utime(d, (t, t))
os.makedirs("tools", exist_ok=True)
for name, mode in [("ingest.sh", 0o755), ("transcode.sh", 0o644), ("sync_to_nas.sh", 0o755)]:
    with open("tools/" + name, "w") as fh:
        fh.write("#!/bin/sh\n")
    os.chmod("tools/" + name, mode)
    os.utime("tools/" + name, (base + 99 * 86400, base + 99 * 86400))
for d in spots + ["tools"]:
    os.utime(d, (base + 121 * 86400, base + 121 * 86400))
PY
run "ls -lR --time-style=long-iso" | neutral | sed -E "s/ [a-z0-9_]+ [a-z0-9_]+ +([0-9]+ 20[0-9]{2}-)/ dev dev \1/" > "$OUTDIR/c-ls-lR-kitesurf-footage-long.txt"
