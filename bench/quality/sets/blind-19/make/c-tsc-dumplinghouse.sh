#!/usr/bin/env bash
# tsc --noEmit over a dumpling-house ordering service after a refactor of the Order type (several type errors across files).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/dumplinghouse; rm -rf "$P"; mkdir -p "$P/src/kitchen" "$P/src/api"; cd "$P"
cat > package.json <<'X'
{ "name": "dumplinghouse", "version": "2.1.0", "private": true, "type": "module",
  "scripts": { "typecheck": "tsc --noEmit -p ." } }
X
cat > tsconfig.json <<'X'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true,
    "noUnusedLocals": true, "noImplicitReturns": true, "exactOptionalPropertyTypes": true, "outDir": "dist", "types": [] },
  "include": ["src"] }
X
npm install --no-audit --no-fund --silent typescript@5.4.5 >/dev/null 2>&1
cat > src/types.ts <<'X'
export type Filling = "pork-cabbage" | "shrimp" | "mushroom-tofu" | "lamb-cumin";
export type Fold = "crescent" | "purse" | "wonton";

export interface DumplingLine {
  filling: Filling;
  fold: Fold;
  pieces: number;
  steamed: boolean;
}

export interface Order {
  id: string;
  table: number | "takeaway";
  lines: DumplingLine[];
  placedAt: Date;
  note?: string;
}

export const PRICE_PER_PIECE: Record<Filling, number> = {
  "pork-cabbage": 0.55,
  shrimp: 0.8,
  "mushroom-tofu": 0.5,
  "lamb-cumin": 0.7,
};
X
cat > src/kitchen/steamer.ts <<'X'
import { DumplingLine, Order } from "../types.js";

const BASKET_CAPACITY = 10;

export function baskets(line: DumplingLine): number {
  return Math.ceil(line.pieces / BASKET_CAPACITY);
}

export function steamMinutes(line: DumplingLine): number {
  switch (line.fold) {
    case "crescent":
      return 9;
    case "purse":
      return 11;
  }
}

export function ticket(order: Order): string {
  const header = `T${order.table.toString().padStart(2, "0")} ${order.placedAt.toLocaleTimeString()}`;
  const rows = order.lines.map((l) => `${l.pieces} x ${l.filling} (${l.fold})`);
  return [header, ...rows, order.note.toUpperCase()].join("\n");
}
X
cat > src/kitchen/fryer.ts <<'X'
import { Order } from "../types.js";

export function potstickers(order: Order) {
  const unused = order.lines.length;
  return order.lines.filter((l) => !l.steamed).map((l) => ({ ...l, oilMl: l.pieces * 1.5 }));
}
X
cat > src/api/pricing.ts <<'X'
import { Order, PRICE_PER_PIECE, Filling } from "../types.js";

export function total(order: Order): number {
  return order.lines.reduce((sum, l) => sum + PRICE_PER_PIECE[l.filling] * l.pieces, 0);
}

export function priceFor(filling: string, pieces: number): number {
  return PRICE_PER_PIECE[filling] * pieces;
}

export function happyHour(order: Order, now: Date): number {
  const h = now.getHours();
  if (h >= 15 && h < 17) return total(order) * 0.8;
  if (order.table === "takeaway") return total(order);
}

export const VEGGIE: Filling[] = ["mushroom-tofu", "chive-egg"];
X
cat > src/api/routes.ts <<'X'
import { Order, DumplingLine } from "../types.js";
import { total } from "./pricing.js";
import { ticket } from "../kitchen/steamer.js";

interface PostOrderBody {
  table: number | "takeaway";
  lines: Array<Omit<DumplingLine, "steamed"> & { steamed?: boolean }>;
  note?: string | undefined;
}

let seq = 1000;

export function createOrder(body: PostOrderBody): Order {
  const order: Order = {
    id: `D${seq++}`,
    table: body.table,
    lines: body.lines.map((l) => ({ ...l, steamed: l.steamed ?? true })),
    placedAt: new Date(),
    note: body.note,
  };
  return order;
}

export function receipt(order: Order) {
  return { id: order.id, total: total(order).toFixed(2), ticket: ticket(order), items: order.lines.count };
}

export async function lookup(id: string): Promise<Order> {
  const res = await fetch(`/orders/${id}`);
  return res.json().order;
}
X
capture c-tsc-dumplinghouse 'npx tsc --noEmit -p .'
