#!/usr/bin/env bash
# d14a: a sign-shop job queue worker (Python logging) run over a simulated
# 7-hour shift: routine job records, stock warnings, plotter retries, two
# different errors with tracebacks and a fatal stop at the end.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/signwriter
rm -rf "$P"; mkdir -p "$P/signq"; cd "$P"
PYBASE=$(python3 -c 'import sys;print(sys.base_prefix)')

cat > signq/__init__.py <<'EOF'
EOF
cat > signq/clock.py <<'EOF'
import datetime as dt

class SimClock:
    def __init__(self, start):
        self.now = start
    def advance(self, seconds):
        self.now += dt.timedelta(seconds=seconds)
    def stamp(self):
        return self.now.strftime("%Y-%m-%d %H:%M:%S") + f",{self.now.microsecond // 1000:03d}"
EOF
cat > signq/layout.py <<'EOF'
class LayoutError(Exception):
    pass

FONTS = {"Clarendon": 0.62, "Gill": 0.55, "Egyptian": 0.66, "Tuscan": 0.71}

def letter_width_mm(font, cap_height_mm):
    return FONTS[font] * cap_height_mm

def fit_text(text, font, cap_height_mm, board_width_mm):
    try:
        width = sum(letter_width_mm(font, cap_height_mm) for ch in text if ch != " ")
    except KeyError as exc:
        raise LayoutError(f"unknown typeface {font!r} for job text {text!r}") from exc
    gaps = text.count(" ") * cap_height_mm * 0.4
    if width + gaps > board_width_mm:
        raise LayoutError(f"text {text!r} needs {width + gaps:.0f} mm, board is {board_width_mm} mm")
    return width + gaps
EOF
cat > signq/plotter.py <<'EOF'
class PlotterTimeout(Exception):
    pass

class PlotterOffline(Exception):
    pass

def send(job_id, paths, attempt, fail_plan):
    kind = fail_plan.get((job_id, attempt))
    if kind == "timeout":
        raise PlotterTimeout(f"no ACK from cutter within 30 s (job {job_id}, attempt {attempt})")
    if kind == "offline":
        raise PlotterOffline("serial port /dev/ttyUSB0 disappeared")
    return paths * 12
EOF
cat > signq/worker.py <<'EOF'
import datetime as dt
import logging
import random
import sys

from .clock import SimClock
from .layout import fit_text, LayoutError
from .plotter import send, PlotterTimeout, PlotterOffline

CLOCK = SimClock(dt.datetime(2025, 10, 14, 7, 30, 0))

class SimFormatter(logging.Formatter):
    def formatTime(self, record, datefmt=None):
        return CLOCK.stamp()

h = logging.StreamHandler(sys.stdout)
h.setFormatter(SimFormatter("%(asctime)s %(levelname)-8s [%(name)s] %(message)s"))
logging.basicConfig(level=logging.INFO, handlers=[h])
log = logging.getLogger("signq.worker")
stock_log = logging.getLogger("signq.stock")
plot_log = logging.getLogger("signq.plotter")

CUSTOMERS = ["Fenwick Bakery", "Harrow & Daughters", "The Lamplight Inn", "Oxley Hardware",
             "Marsh Lane Garage", "St. Aubin Chapel", "Copperkettle Cafe", "Pike Street Barbers",
             "Wrenfield Nursery", "Old Mill Antiques"]
WORDS = ["OPEN", "BAKERY", "ANTIQUES", "FRESH BREAD", "GARAGE", "EST 1898", "TEAS", "ALES",
         "HAIRCUTS", "PLANTS", "TYRES", "WELCOME"]
FONTS = ["Clarendon", "Gill", "Egyptian", "Tuscan"]
VINYL = {"gold leaf": 180.0, "signal red": 220.0, "oxford blue": 200.0, "cream": 260.0, "black": 300.0}

def main():
    rnd = random.Random(1414)
    fail_plan = {(318, 1): "timeout", (318, 2): "timeout", (655, 1): "timeout",
                 (702, 1): "timeout", (702, 2): "timeout", (702, 3): "timeout",
                 (790, 1): "timeout", (812, 1): "offline"}
    low_warned = set()
    log.info("worker starting: queue=signq-main cutter=Graphtec-CE7000 board_stock=ready")
    for job in range(1, 850):
        CLOCK.advance(rnd.randint(8, 32))
        cust = rnd.choice(CUSTOMERS)
        text = rnd.choice(WORDS)
        font = rnd.choice(FONTS)
        colour = rnd.choice(list(VINYL))
        if job == 431:
            font = "Grotesque"
        if job == 745:
            text = "FRESH BREAD & PASTRIES DAILY"
        cap = rnd.choice([60, 80, 100, 120])
        board = rnd.choice([900, 1200, 1500])
        log.info("job %04d accepted %r text=%r %s %dmm on %dmm %s",
                 job, cust, text, font, cap, board, colour)
        try:
            width = fit_text(text, font, cap, board)
        except LayoutError:
            log.exception("job %04d rejected at layout", job)
            continue
        attempt = 1
        while True:
            try:
                cuts = send(job, len(text), attempt, fail_plan)
                break
            except PlotterTimeout as exc:
                plot_log.warning("%s; retrying in %d s", exc, 5 * attempt)
                CLOCK.advance(5 * attempt)
                attempt += 1
            except PlotterOffline:
                log.critical("job %04d: cutter went offline mid-job; stopping worker", job, exc_info=True)
                log.info("worker stopped after %d jobs; %d left in queue", job - 1, 849 - job + 1)
                return 3
        used = round(width * cap / 20000.0, 1)
        VINYL[colour] -= used
        CLOCK.advance(rnd.randint(1, 4))
        log.info("job %04d cut ok: %d paths, %.0f mm, %.1f cm2", job, cuts, width, used)
        if VINYL[colour] < 40 and colour not in low_warned:
            stock_log.warning("%s vinyl low: %.1f cm2 left on roll (reorder point 40.0)", colour, VINYL[colour])
            low_warned.add(colour)
        if VINYL[colour] < 0:
            VINYL[colour] += 300.0
            stock_log.info("%s roll replaced; new roll 300.0 cm2", colour)
            low_warned.discard(colour)
        if job % 100 == 0:
            log.info("heartbeat: %d jobs done, stock %s", job,
                     ", ".join(f"{k}={v:.0f}" for k, v in VINYL.items()))
    return 0

if __name__ == "__main__":
    sys.exit(main())
EOF

neutral() {
  sed -e "s#$PYBASE/lib/python3.11/site-packages#/usr/lib/python3/dist-packages#g" \
      -e "s#$PYBASE/lib/python3.11#/usr/lib/python3.11#g" -e "s#$PYBASE/bin#/usr/bin#g" \
      -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" \
      -e 's/\x1b\[[0-9;]*m//g'
}

{
  echo "\$ python -m signq.worker"
  timeout 120 python3 -m signq.worker 2>&1
  echo "exit status: $?"
} | head -c 3000000 | neutral
