#!/usr/bin/env bash
# d6c: an asyncio snow-report poller for a ski-wax advisor; one resort feed times out and the error is chained.
set -u
WORK=${WORK:-/home/dev}
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d6c-py-asyncio-skiwax.txt}
P=$WORK/skiwax-advisor
rm -rf "$P"; mkdir -p "$P/wax"; cd "$P"
neut() { sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$HOME/\.pyenv/versions/[0-9.]*/lib/python3\.[0-9]*#/usr/lib/python3.11#g" -e "s#$HOME/\.pyenv/versions/[0-9.]*/bin#/usr/bin#g" -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"; }
: > wax/__init__.py
cat > wax/feeds.py <<'EOF'
import asyncio
import logging

log = logging.getLogger("wax.feeds")

LATENCY = {"Arlberg": 0.05, "Hemsedal": 0.08, "Niseko": 0.9, "Zermatt": 0.04, "Revelstoke": 0.12}
READINGS = {"Arlberg": (-6.5, 72), "Hemsedal": (-11.0, 64), "Niseko": (-4.0, 90),
            "Zermatt": (-9.5, 55), "Revelstoke": (-2.5, 81)}

class FeedUnavailable(Exception):
    def __init__(self, resort, reason):
        super().__init__(f"{resort}: {reason}")
        self.resort = resort

async def fetch_snow(resort):
    await asyncio.sleep(LATENCY[resort])
    return READINGS[resort]

async def snow_report(resort, timeout):
    log.info("polling %s (timeout %.2fs)", resort, timeout)
    try:
        async with asyncio.timeout(timeout):
            temp, humidity = await fetch_snow(resort)
    except TimeoutError as e:
        raise FeedUnavailable(resort, f"no reading within {timeout}s") from e
    log.info("%s: snow %.1fC, humidity %d%%", resort, temp, humidity)
    return resort, temp, humidity
EOF
cat > wax/advise.py <<'EOF'
def wax_for(temp_c, humidity):
    if temp_c <= -10:
        colour = "green"
    elif temp_c <= -5:
        colour = "blue"
    elif temp_c <= -1:
        colour = "violet"
    else:
        colour = "red"
    fluoro_free_boost = humidity > 80
    return colour + (" +graphite" if fluoro_free_boost else "")
EOF
cat > advise_today.py <<'EOF'
import asyncio
import logging
import sys
from wax.feeds import snow_report, LATENCY
from wax.advise import wax_for

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
log = logging.getLogger("advise")

async def main(timeout):
    reports = await asyncio.gather(*(snow_report(r, timeout) for r in LATENCY))
    for resort, temp, humidity in reports:
        print(f"{resort:<12} {temp:>6.1f}C {humidity:>3d}%  wax: {wax_for(temp, humidity)}")

if __name__ == "__main__":
    asyncio.run(main(float(sys.argv[1]) if len(sys.argv) > 1 else 0.5))
EOF
{ echo '$ python3 advise_today.py 0.5'; python3 advise_today.py 0.5 2>&1; echo "exit status: $?"; } | neut > "$OUT"
