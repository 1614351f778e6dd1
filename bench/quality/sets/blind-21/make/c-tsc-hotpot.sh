#!/bin/bash
# tsc --noEmit errors in a hot-pot restaurant table-ordering app (TypeScript installed from the registry).
. "$(dirname "$0")/c-lib.sh"
P=$WORK/hotpot-orders; rm -rf "$P"; mkdir -p "$P/src/domain" "$P/src/api"; cd "$P"
cat > package.json <<'JS'
{ "name": "hotpot-orders", "version": "0.4.0", "private": true, "devDependencies": { "typescript": "5.4.5" } }
JS
npm install --no-audit --no-fund --silent >/dev/null 2>&1
cat > tsconfig.json <<'JS'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true,
  "noUncheckedIndexedAccess": true, "noEmit": true }, "include": ["src"] }
JS
cat > src/domain/broth.ts <<'TS'
export type Broth = 'mala' | 'tomato' | 'mushroom' | 'bone';
export interface Pot { table: number; split: boolean; broths: [Broth] | [Broth, Broth]; spice?: 0 | 1 | 2 | 3 }
export const BROTH_PRICE: Record<Broth, number> = { mala: 68, tomato: 58, mushroom: 62, bone: 60 };
export function potPrice(pot: Pot): number {
  const [a, b] = pot.broths;
  return pot.split && b ? Math.max(BROTH_PRICE[a], BROTH_PRICE[b]) + 10 : BROTH_PRICE[a];
}
TS
cat > src/domain/dishes.ts <<'TS'
export interface Dish { sku: string; name: string; price: number; cookSeconds: number; allergens: string[] }
export const MENU: Dish[] = [
  { sku: 'B01', name: 'sliced lamb', price: 48, cookSeconds: 15, allergens: [] },
  { sku: 'B02', name: 'beef tripe', price: 36, cookSeconds: 20, allergens: [] },
  { sku: 'S01', name: 'fish balls', price: 22, cookSeconds: 180, allergens: ['fish'] },
  { sku: 'V01', name: 'lotus root', price: 16, cookSeconds: 240 },
];
export function findDish(sku: string): Dish {
  return MENU.find((d) => d.sku === sku);
}
TS
cat > src/domain/order.ts <<'TS'
import { Pot, potPrice } from './broth.js';
import { findDish, Dish } from './dishes.js';

export interface Line { sku: string; qty: number }
export interface Order { id: string; pot: Pot; lines: Line[]; createdAt: Date }

export function orderTotal(order: Order): number {
  let total = potPrice(order.pot);
  for (const line of order.lines) {
    const dish = findDish(line.sku);
    total += dish.price * line.qty;
  }
  return total;
}

export function cookQueue(order: Order): Dish[] {
  return order.lines.map((l) => findDish(l.sku)).sort((a, b) => b.cookSeconds - a.cookSeconds);
}

export function spiceLabel(order: Order): string {
  const labels = ['none', 'mild', 'medium', 'hot'];
  return labels[order.pot.spice ?? 0].toUpperCase();
}
TS
cat > src/api/routes.ts <<'TS'
import { Order, orderTotal } from '../domain/order.js';
import { Broth } from '../domain/broth.js';

const orders = new Map<string, Order>();

export function createOrder(body: { table: number; broths: string[]; lines: { sku: string; qty: number }[] }): Order {
  const order: Order = {
    id: `T${body.table}-${Date.now()}`,
    pot: { table: body.table, split: body.broths.length > 1, broths: body.broths as Broth[] },
    lines: body.lines,
    createdAt: new Date().toISOString(),
  };
  orders.set(order.id, order);
  return order;
}

export function bill(id: string): { id: string; total: number; service: number } {
  const order = orders.get(id);
  const total = orderTotal(order);
  return { id, total, service: Math.round(total * 0.1), tip: 0 };
}

export function tablesWith(broth: Broth): number[] {
  return [...orders.values()].filter((o) => o.pot.broths.includes(broth)).map((o) => o.pot.table);
}

export function reheat(order: Order) {
  order.pot.broths.push('bone');
}
TS
run "npx tsc -p tsconfig.json" | neutral > "$OUTDIR/c-tsc-hotpot.txt"
