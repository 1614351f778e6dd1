#!/usr/bin/env bash
# tsc --noEmit --pretty on a party-supplies shop (pinatas, balloons) right after the
# OrderLine.qty field was renamed to quantity: ~200 errors across ~40 files, plus
# one unrelated type error.
set -u
WORK=${WORK:-/home/dev}
P=$WORK/pinata-shop
OUT=${OUT:-$(cd "$(dirname "$0")/.." && pwd)/outputs/d19c-tsc-pinata-rename.txt}
rm -rf "$P"; mkdir -p "$P/src/model" "$P/src/features"
cd "$P"
cat > package.json <<'EOF'
{ "name": "pinata-shop", "version": "2.3.0", "private": true,
  "scripts": { "typecheck": "tsc --noEmit --pretty" },
  "devDependencies": { "typescript": "5.4.5" } }
EOF
cat > tsconfig.json <<'EOF'
{ "compilerOptions": { "target": "ES2022", "module": "ES2022", "moduleResolution": "bundler",
    "strict": true, "noEmit": true, "skipLibCheck": true }, "include": ["src"] }
EOF
timeout 120 npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
cat > src/model/order.ts <<'EOF'
export type Sku = `${"PIN" | "BAL" | "CAN" | "FAV"}-${number}`;

export interface OrderLine {
  sku: Sku;
  quantity: number;
  unitCents: number;
  giftWrap?: boolean;
}

export interface Order {
  id: string;
  lines: OrderLine[];
  partyDate: string;
  deliveryZone: "A" | "B" | "C";
}

export const WRAP_CENTS = 150;
EOF
cat > src/model/money.ts <<'EOF'
export type Cents = number & { readonly __brand: "cents" };
export const cents = (n: number): Cents => Math.round(n) as Cents;
export const fmt = (c: Cents): string => `$${(c / 100).toFixed(2)}`;
EOF
# feature modules that still use the old field name
i=0
for f in balloons bunting candles confetti costumes cupcakes favors garlands hats invitations \
         lanterns masks napkins noisemakers pinatas plates ribbons sparklers streamers tablecloths \
         banners bubbles cakes catering crowns facepaint glowsticks kazoos lollies magicians \
         photobooth popcorn puppets quizzes sashes stickers tattoos toppers whistles yoyos; do
  i=$((i+1))
  n=$(( (i % 4) + 5 ))
  {
    echo "import type { Order, OrderLine } from \"../model/order\";"
    echo "import { WRAP_CENTS } from \"../model/order\";"
    echo
    echo "export function ${f}Units(order: Order): number {"
    echo "  return order.lines.reduce((sum, l) => sum + l.qty, 0);"
    echo "}"
    echo
    for k in $(seq 1 $n); do
      echo "export function ${f}LineTotal$k(line: OrderLine): number {"
      echo "  const base = line.qty * line.unitCents;"
      echo "  return line.giftWrap ? base + WRAP_CENTS * $k : base;"
      echo "}"
      echo
    done
    echo "export function ${f}Bulk(line: OrderLine): boolean {"
    echo "  return line.qty >= $((i * 5));"
    echo "}"
  } > "src/features/$f.ts"
done
cat > src/features/delivery.ts <<'EOF'
import type { Order } from "../model/order";
import { cents, fmt, type Cents } from "../model/money";

const ZONE_FEE: Record<Order["deliveryZone"], number> = { A: 499, B: 799, C: 1299 };

export function deliveryFee(order: Order): Cents {
  const weekend = new Date(order.partyDate).getDay() % 6 === 0;
  return cents(ZONE_FEE[order.deliveryZone] * (weekend ? 1.5 : 1));
}

export function deliveryLabel(order: Order): string {
  const fee: Cents = ZONE_FEE[order.deliveryZone];
  return `Zone ${order.deliveryZone}: ${fmt(fee)}`;
}
EOF
cat > src/features/sampler.ts <<'EOF'
import type { Order } from "../model/order";

export const partySampler: Order = {
  id: "SAMPLER-01",
  partyDate: "2026-07-04",
  deliveryZone: "B",
  lines: [
    { sku: "PIN-12", quantity: 1, unitCents: 2499 },
    { sku: "BAL-300", quantity: 24, unitCents: 35, giftWrap: false },
    { sku: "PNT-7", quantity: 2, unitCents: 899 },
  ],
};
EOF
{
  echo '$ npx tsc --noEmit --pretty'
  timeout 120 npx tsc --noEmit --pretty 2>&1
  echo "exit status: $?"
} | head -c 3000000 > "$OUT.raw"
sed -e 's/\x1b\[[0-9;]*[A-Za-z]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g" "$OUT.raw" > "$OUT"
rm -f "$OUT.raw"
