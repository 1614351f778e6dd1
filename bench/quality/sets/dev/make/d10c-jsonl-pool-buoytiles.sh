#!/usr/bin/env bash
# JSON-lines log from a worker pool rendering ocean-buoy map tiles; a few tasks fail, one retried.
set -u
P=${WORK:-/home/dev}/buoytiles
rm -rf "$P"; mkdir -p "$P"
cd "$P"
cat > render_pool.py <<'PY'
import json, os, sys, time, random, math
from concurrent.futures import ThreadPoolExecutor, as_completed
import threading

_lock = threading.Lock()
T0 = time.time()

def emit(level, msg, **kw):
    rec = {"ts": round(time.time() - T0, 4), "level": level, "logger": kw.pop("logger", "pool"),
           "thread": threading.current_thread().name, "msg": msg}
    rec.update(kw)
    with _lock:
        print(json.dumps(rec, sort_keys=False), flush=True)

BUOYS = {f"B{n:03d}": (round(44 + n * 0.37 % 9, 3), round(-64 - n * 0.53 % 11, 3)) for n in range(1, 29)}
BUOYS["B017"] = (float("nan"), -70.1)

def render(job, attempt=1):
    buoy, zoom = job
    lat, lon = BUOYS[buoy]
    rnd = random.Random(hash((buoy, zoom)) & 0xffff)
    if math.isnan(lat):
        raise ValueError(f"buoy {buoy} has no fix (lat=nan) in station table")
    n = 2 ** zoom
    x = int((lon + 180.0) / 360.0 * n)
    y = int((1.0 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2.0 * n)
    size = 1800 + rnd.randint(0, 900) * zoom
    if buoy == "B022" and zoom == 9 and attempt == 1:
        time.sleep(0.01)
        raise TimeoutError("tile source wmts-bathy timed out after 8.0s")
    if zoom == 10 and buoy == "B009":
        raise MemoryError(f"raster {n}x{n} exceeds tile budget (256 MiB)")
    time.sleep(0.002 * (zoom - 6))
    return {"buoy": buoy, "zoom": zoom, "x": x, "y": y, "bytes": size}

def run(job):
    for attempt in (1, 2, 3):
        try:
            r = render(job, attempt)
            emit("info", "tile rendered", logger="worker", attempt=attempt, **r)
            return ("ok", r)
        except TimeoutError as e:
            emit("warn", "tile render timeout, retrying", logger="worker", buoy=job[0], zoom=job[1], attempt=attempt, err=str(e), backoff_ms=250 * attempt)
        except Exception as e:
            emit("error", "tile render failed", logger="worker", buoy=job[0], zoom=job[1], attempt=attempt, err_type=type(e).__name__, err=str(e))
            return ("fail", job)
    return ("fail", job)

def main():
    zooms = [int(z) for z in sys.argv[1].split(",")]
    jobs = [(b, z) for b in sorted(BUOYS) for z in zooms]
    emit("info", "pool starting", workers=6, jobs=len(jobs), zooms=zooms, cache_dir="tiles/cache")
    emit("debug", "station table loaded", logger="stations", stations=len(BUOYS), source="stations/atlantic.csv")
    ok, fail, total_bytes = 0, [], 0
    with ThreadPoolExecutor(max_workers=6, thread_name_prefix="render") as ex:
        futs = [ex.submit(run, j) for j in jobs]
        for i, f in enumerate(as_completed(futs), 1):
            status, r = f.result()
            if status == "ok":
                ok += 1; total_bytes += r["bytes"]
            else:
                fail.append(f"{r[0]}/z{r[1]}")
            if i % 25 == 0:
                emit("info", "progress", done=i, of=len(jobs), ok=ok, failed=len(fail))
    emit("info" if not fail else "error", "pool finished", ok=ok, failed=len(fail), failed_jobs=fail,
         total_bytes=total_bytes, elapsed_s=round(time.time() - T0, 2))
    return 2 if fail else 0

if __name__ == "__main__":
    sys.exit(main())
PY
{
  echo '$ python render_pool.py 8,9,10,11'
  PYTHONHASHSEED=7 python3 render_pool.py 8,9,10,11 2>&1
  echo "exit status: $?"
} > "$P/out.raw"
PYP=$(python3 -c 'import sys;print(sys.base_prefix)')
sed -e "s#$PYP/lib/python3.11#/usr/lib/python3.11#g" -e "s#${WORK:-/home/dev}/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*m//g' "$P/out.raw"
