#!/usr/bin/env bash
# A nightly billing run (Python, logging) over 220 customers; one invoice fails with a
# logged traceback in the middle, a few transient upload retries, then a summary.
source "$(dirname "$0")/_neutralize.sh"
P=$WORK/billing-nightly
rm -rf "$P"; mkdir -p "$P/billing"; cd "$P"
cat > billing/__init__.py <<'EOF'
EOF
cat > billing/fx.py <<'EOF'
from decimal import Decimal

RATES = {"EUR": Decimal("1"), "USD": Decimal("0.9213"), "GBP": Decimal("1.1702"), "CHF": Decimal("1.0391"), "SEK": Decimal("0.0871")}


def to_eur(amount: Decimal, currency: str) -> Decimal:
    return (amount * RATES[currency]).quantize(Decimal("0.01"))
EOF
cat > billing/invoice.py <<'EOF'
from decimal import Decimal
from .fx import to_eur


class InvoiceError(Exception):
    pass


def render(customer, usage):
    lines = []
    for item in usage:
        price = Decimal(item["unit_price"]) * item["qty"]
        lines.append((item["sku"], item["qty"], price))
    subtotal = sum(p for _, _, p in lines)
    try:
        eur = to_eur(subtotal, customer["currency"])
    except KeyError as e:
        raise InvoiceError(f"customer {customer['id']}: no FX rate for currency {customer['currency']!r}") from e
    vat = (eur * Decimal(customer["vat_rate"])).quantize(Decimal("0.01"))
    return {"customer": customer["id"], "lines": lines, "net_eur": eur, "vat_eur": vat, "total_eur": eur + vat}
EOF
cat > billing/run.py <<'EOF'
import logging
import random
import time
from decimal import Decimal

from .invoice import render, InvoiceError

log = logging.getLogger("billing.run")
SKUS = [("api-calls-1k", "0.40"), ("storage-gb", "0.023"), ("seats", "12.00"), ("egress-gb", "0.09"), ("support-plan", "49.00")]


def fake_customers(n, rng):
    cur = ["EUR"] * 6 + ["USD", "GBP", "CHF", "SEK"]
    for i in range(1, n + 1):
        c = {"id": f"C{10400 + i}", "name": f"customer-{i}", "currency": rng.choice(cur), "vat_rate": rng.choice(["0.19", "0.20", "0.21", "0"])}
        if i == 137:
            c["currency"] = "NOK"
        yield c


def upload(invoice, rng, attempt=1):
    if rng.random() < 0.03 and attempt < 3:
        log.warning("upload of invoice for %s failed (503 SlowDown), retry %d/3", invoice["customer"], attempt)
        return upload(invoice, rng, attempt + 1)
    return f"s3://acme-invoices/2024-06/{invoice['customer']}.pdf"


def main():
    rng = random.Random(20240601)
    t0 = time.perf_counter()
    ok, failed, total = 0, [], Decimal("0")
    log.info("billing run 2024-06 starting (dry_run=False, period=2024-05-01..2024-05-31)")
    for cust in fake_customers(220, rng):
        usage = [{"sku": s, "unit_price": p, "qty": rng.randint(0, 400)} for s, p in rng.sample(SKUS, rng.randint(1, 4))]
        log.debug("%s: %d usage records", cust["id"], len(usage))
        try:
            inv = render(cust, usage)
        except InvoiceError:
            log.exception("invoice for %s failed", cust["id"])
            failed.append(cust["id"])
            continue
        url = upload(inv, rng)
        total += inv["total_eur"]
        ok += 1
        log.info("%s: total %s EUR (net %s, vat %s) -> %s", cust["id"], inv["total_eur"], inv["net_eur"], inv["vat_eur"], url)
    log.info("billing run finished in %.1fs: %d invoices, %d failed (%s), billed %s EUR",
             time.perf_counter() - t0, ok, len(failed), ", ".join(failed) or "-", total)
    return 1 if failed else 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.DEBUG, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    raise SystemExit(main())
EOF
{ python3 -m billing.run; echo "exit status: $?"; } 2>&1 | neutralize > "$OUTDIR/py-billing-run-log.txt"
