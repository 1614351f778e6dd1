#!/usr/bin/env bash
# Kiteboard rental desk service: a day of python logging (simulated clock) with a wind-gate, a retrying
# payment gateway, one logged exception and a nightly reconciliation.
source "$(dirname "$0")/d17c-lib.sh"
P=$WORK/kiterent
rm -rf "$P"; mkdir -p "$P/kiterent"
cd "$P"
cat > kiterent/__init__.py <<'X'
X
cat > kiterent/service.py <<'X'
import logging
import random
import time

random.seed(2026)
CLOCK = [9.5 * 3600]  # simulated seconds since midnight


class SimFormatter(logging.Formatter):
    def formatTime(self, record, datefmt=None):
        t = int(CLOCK[0])
        return f"2026-07-14 {t // 3600:02d}:{t % 3600 // 60:02d}:{t % 60:02d},{int(CLOCK[0] * 1000) % 1000:03d}"


h = logging.StreamHandler()
h.setFormatter(SimFormatter("%(asctime)s [%(levelname)s] %(name)s - %(message)s"))
logging.basicConfig(level=logging.INFO, handlers=[h])
desk = logging.getLogger("kiterent.desk")
wind = logging.getLogger("kiterent.wind")
pay = logging.getLogger("kiterent.payments")
fleet = logging.getLogger("kiterent.fleet")
recon = logging.getLogger("kiterent.recon")

KITES = [f"K{n:02d}-{size}m" for n, size in enumerate([7, 7, 9, 9, 9, 10, 10, 12, 12, 12, 14, 14, 17], start=1)]
BOARDS = [f"B{n:02d}" for n in range(1, 19)]
out = {}


class GatewayTimeout(Exception):
    pass


def tick(sec):
    CLOCK[0] += sec


def charge(customer, amount, attempt_fail=0):
    for attempt in range(1, 4):
        if attempt <= attempt_fail:
            pay.warning("charge %s EUR %.2f for %s: gateway timeout (attempt %d/3), retrying in %ds",
                        "card", amount, customer, attempt, 2 ** attempt)
            tick(2 ** attempt)
            continue
        pay.info("charged EUR %.2f to %s (auth %06d)", amount, customer, random.randint(0, 999999))
        return True
    raise GatewayTimeout(f"payment gateway unreachable after 3 attempts for {customer}")


def main():
    desk.info("desk open: %d kites, %d boards, spot=Tarifa Los Lances", len(KITES), len(BOARDS))
    n = 0
    knots = 14.0
    while CLOCK[0] < 15 * 3600:
        tick(random.randint(60, 240))
        knots = max(6.0, min(38.0, knots + random.uniform(-2.2, 2.4)))
        if random.random() < 0.25:
            wind.info("anemometer: %.1f kn gusting %.1f kn, dir %d deg", knots, knots + random.uniform(2, 8),
                      random.randint(60, 120))
        if knots > 32 and random.random() < 0.5:
            wind.warning("wind gate closed: %.1f kn above 32 kn limit, no new rentals", knots)
            continue
        free = [k for k in KITES if k not in out]
        if out and random.random() < 0.45:
            k = random.choice(sorted(out))
            cust, board = out.pop(k)
            mins = random.randint(45, 180)
            fleet.info("return %s + %s from %s after %d min", k, board, cust, mins)
            if random.random() < 0.06:
                fleet.warning("damage report %s: leading-edge bladder leak, tagged for repair", k)
            continue
        if not free:
            desk.info("queue: all kites out, customer waiting")
            continue
        n += 1
        cust = f"C{1000 + n}"
        k = random.choice(free)
        board = random.choice(BOARDS)
        out[k] = (cust, board)
        desk.info("rental #%d %s -> %s with %s, 2h, wind %.1f kn", n, cust, k, board, knots)
        fail = 0
        if n == 31:
            fail = 3
        elif random.random() < 0.05:
            fail = 1
        try:
            charge(cust, 89.0 if "17m" not in k else 99.0, attempt_fail=fail)
        except GatewayTimeout:
            pay.exception("rental #%d left unpaid; flagged for manual collection", n)
    desk.info("desk closed, %d rentals, %d kites still out", n, len(out))
    t0 = CLOCK[0]
    recon.info("nightly reconciliation started")
    tick(47.3)
    recon.info("matched %d of %d card transactions", n - 1, n)
    recon.warning("1 unmatched rental, see manual collection list")
    recon.info("reconciliation finished in %.1fs", CLOCK[0] - t0)


if __name__ == "__main__":
    main()
X
capture d17c-pylog-kiteboard-rental "python -m kiterent.service"
