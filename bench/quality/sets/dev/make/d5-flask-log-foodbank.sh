#!/usr/bin/env bash
# d5: server log of a food-bank parcel service (Flask dev server) while a client script
# replays a morning of requests on localhost; one request hits an unhandled exception.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/foodbank-parcels
PYPREFIX=$(python3 -c 'import sys; print(sys.prefix)')
PORT=${PORT:-5077}
rm -rf "$P"; mkdir -p "$P/parcels"; cd "$P"

cat > parcels/__init__.py <<'EOF'
EOF

cat > parcels/stock.py <<'EOF'
STOCK = {
    "tinned-tomatoes": 1400, "pasta-500g": 960, "rice-1kg": 600, "uht-milk": 820, "cereal": 450,
    "tinned-fish": 800, "baked-beans": 1500, "tea-bags": 400, "nappies-size4": 95, "toothpaste": 300,
}
PARCEL = {"single": {"pasta-500g": 2, "tinned-tomatoes": 3, "baked-beans": 2, "tea-bags": 1},
          "family": {"pasta-500g": 4, "tinned-tomatoes": 6, "baked-beans": 4, "rice-1kg": 2,
                     "uht-milk": 3, "cereal": 2, "tinned-fish": 3},
          "baby": {"nappies-size4": 1, "uht-milk": 2, "cereal": 1}}


def reserve(kind, household_size):
    items = PARCEL[kind]
    scale = 1 + (household_size - 1) // 3
    need = {k: v * scale for k, v in items.items()}
    short = [k for k, v in need.items() if STOCK[k] < v]
    if short:
        raise LookupError(f"out of stock: {', '.join(short)}")
    for k, v in need.items():
        STOCK[k] -= v
    return need
EOF

cat > parcels/referrals.py <<'EOF'
from datetime import date

AGENCIES = {"CAB": "Citizens Advice", "HV": "Health visitor", "SCH": "School liaison", "JC": "Jobcentre"}


def parse_referral(payload):
    code = payload["agency"]
    agency = AGENCIES[code]
    issued = date.fromisoformat(payload["issued"])
    household = int(payload.get("household", 1))
    return {"agency": agency, "issued": issued, "household": household}


def vouchers_this_quarter(history, issued):
    q = (issued.month - 1) // 3
    return sum(1 for h in history if (h.month - 1) // 3 == q and h.year == issued.year)
EOF

cat > app.py <<'EOF'
import logging
from datetime import date
from flask import Flask, jsonify, request, abort

from parcels.stock import reserve, STOCK
from parcels.referrals import parse_referral, vouchers_this_quarter

app = Flask("foodbank")
HISTORY = {}


@app.get("/health")
def health():
    return {"ok": True}


@app.get("/stock")
def stock():
    return jsonify(STOCK)


@app.post("/referrals")
def referral():
    body = request.get_json()
    ref = parse_referral(body)
    client = body["client"]
    used = vouchers_this_quarter(HISTORY.get(client, []), ref["issued"])
    if used >= 3:
        return {"error": "voucher limit reached for this quarter", "client": client}, 409
    HISTORY.setdefault(client, []).append(ref["issued"])
    return {"client": client, "agency": ref["agency"], "voucher": used + 1}, 201


@app.post("/parcels/<kind>")
def parcel(kind):
    if kind not in ("single", "family", "baby"):
        abort(404)
    size = int(request.args.get("household", 1))
    try:
        return {"kind": kind, "items": reserve(kind, size)}, 201
    except LookupError as e:
        app.logger.warning("parcel %s for household of %d refused: %s", kind, size, e)
        return {"error": str(e)}, 409


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    app.run(host="127.0.0.1", port=int(__import__("os").environ.get("PORT", "5077")), debug=False)
EOF

cat > replay_client.py <<'EOF'
import json, os, random, sys, time, urllib.request, urllib.error

BASE = f"http://127.0.0.1:{os.environ.get('PORT', '5077')}"
rng = random.Random(7)


def call(method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(BASE + path, data=data, method=method,
                                 headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


for _ in range(50):
    try:
        call("GET", "/health"); break
    except Exception:
        time.sleep(0.1)

agencies = ["CAB", "HV", "SCH", "JC"]
for i in range(1200):
    r = rng.random()
    client = f"C{rng.randint(1000, 1400)}"
    if i == 781:
        call("POST", "/referrals", {"client": "C1042", "agency": "FOODLINK", "issued": "2024-02-19", "household": 4})
    elif r < 0.35:
        call("POST", "/referrals", {"client": client, "agency": rng.choice(agencies),
                                   "issued": f"2024-02-{rng.randint(1, 28):02d}", "household": rng.randint(1, 6)})
    elif r < 0.75:
        call("POST", f"/parcels/{rng.choice(['single', 'family', 'family', 'baby'])}?household={rng.randint(1, 7)}")
    elif r < 0.9:
        call("GET", "/stock")
    elif r < 0.97:
        call("GET", "/health")
    else:
        call("GET", rng.choice(["/favicon.ico", "/parcels", "/admin/login"]))
EOF

CMD="python app.py"
echo "\$ PORT=$PORT $CMD   # replay_client.py sends 1200 requests, then the server is stopped"
PORT=$PORT python3 app.py > "$P/server.log" 2>&1 &
SRV=$!
PORT=$PORT python3 replay_client.py
sleep 0.5
kill -TERM $SRV; wait $SRV; RC=$?
sed -e "s#$WORK/#/home/dev/#g" -e "s#$PYPREFIX/bin/#/usr/bin/#g" -e "s#$PYPREFIX/lib/python3.11#/usr/lib/python3.11#g" \
    -e "s#$PYPREFIX#/usr#g" -e "s#$HOME/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g' "$P/server.log"
echo "exit status: $RC"
