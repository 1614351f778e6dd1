#!/usr/bin/env bash
# Output of a Flask dev server (stock-levels API) while a smoke-test client sends ~150
# requests; one endpoint raises for a product with no sales history.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/stockapi
rm -rf "$P"; mkdir -p "$P"; cd "$P"
cat > app.py <<'EOF'
import logging
from flask import Flask, jsonify, request, abort

app = Flask("stockapi")
app.logger.setLevel(logging.INFO)

PRODUCTS = {f"SKU-{i:04d}": {"name": f"product {i}", "stock": (i * 37) % 120, "sales_30d": [] if i == 77 else [(i * k) % 9 for k in range(30)]} for i in range(1, 121)}


@app.get("/health")
def health():
    return {"status": "ok", "products": len(PRODUCTS)}


@app.get("/products/<sku>")
def product(sku):
    p = PRODUCTS.get(sku)
    if p is None:
        abort(404)
    return {"sku": sku, "name": p["name"], "stock": p["stock"]}


@app.get("/products/<sku>/reorder")
def reorder(sku):
    p = PRODUCTS.get(sku)
    if p is None:
        abort(404)
    daily = sum(p["sales_30d"]) / len(p["sales_30d"])
    days_left = p["stock"] / daily if daily else float("inf")
    app.logger.info("reorder check %s: %.1f units/day, %.1f days of stock", sku, daily, days_left)
    return {"sku": sku, "days_left": days_left, "reorder": days_left < 14}


@app.post("/products/<sku>/adjust")
def adjust(sku):
    p = PRODUCTS.get(sku)
    if p is None:
        abort(404)
    body = request.get_json(silent=True) or {}
    if "delta" not in body:
        return {"error": "delta required"}, 400
    p["stock"] += int(body["delta"])
    return {"sku": sku, "stock": p["stock"]}


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=5077, debug=False)
EOF
cat > smoke.py <<'EOF'
import requests
B = "http://127.0.0.1:5077"
requests.get(f"{B}/health")
for i in range(60, 96):
    sku = f"SKU-{i:04d}"
    requests.get(f"{B}/products/{sku}")
    requests.get(f"{B}/products/{sku}/reorder")
    if i % 7 == 0:
        requests.post(f"{B}/products/{sku}/adjust", json={"delta": -3})
requests.get(f"{B}/products/SKU-9999")
requests.post(f"{B}/products/SKU-0061/adjust", json={"qty": 5})
requests.get(f"{B}/health")
EOF
python3 app.py > server.log 2>&1 &
SERVER=$!
for i in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:5077/health && break; sleep 0.1; done
python3 smoke.py
kill $SERVER; wait $SERVER 2>/dev/null
neutralize < server.log > "$OUTDIR/flask-server-log.txt"
