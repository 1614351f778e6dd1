#!/usr/bin/env bash
# Quill-pen and ink shop (TypeScript): after renaming Nib.widthMm to Nib.tipMm and making
# Ink.stock optional, `tsc --noEmit` reports errors across several files (pretty output).
set -u
WORK=${WORK:-/home/dev}
P=$WORK/quillpen
rm -rf "$P"; mkdir -p "$P/src/catalog" "$P/src/orders" "$P/src/reports"
cat > "$P/package.json" <<'EOF'
{ "name": "quillpen-shop", "version": "1.4.0", "private": true,
  "scripts": { "typecheck": "tsc --noEmit" },
  "devDependencies": { "typescript": "5.6.3" } }
EOF
cat > "$P/tsconfig.json" <<'EOF'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "noEmit": true, "pretty": true },
  "include": ["src"] }
EOF
cat > "$P/src/catalog/types.ts" <<'EOF'
export type NibShape = "pointed" | "italic" | "stub" | "round" | "oblique";

export interface Nib {
  sku: string;
  shape: NibShape;
  tipMm: number;
  flex: "none" | "soft" | "full";
  priceCents: number;
}

export interface Ink {
  sku: string;
  name: string;
  colour: string;
  iron_gall: boolean;
  stock?: number;
  bottleMl: 30 | 50 | 100;
  priceCents: number;
}

export interface Quill {
  sku: string;
  feather: "goose" | "swan" | "turkey" | "crow";
  cutFor: NibShape;
  priceCents: number;
}
EOF
cat > "$P/src/catalog/nibs.ts" <<'EOF'
import type { Nib, NibShape } from "./types.js";

export const NIBS: Nib[] = [
  { sku: "N-PT-03", shape: "pointed", tipMm: 0.3, flex: "full", priceCents: 450 },
  { sku: "N-IT-15", shape: "italic", tipMm: 1.5, flex: "none", priceCents: 520 },
  { sku: "N-IT-20", shape: "italic", tipMm: 2.0, flex: "none", priceCents: 520 },
  { sku: "N-ST-11", shape: "stub", tipMm: 1.1, flex: "soft", priceCents: 480 },
  { sku: "N-RD-05", shape: "round", widthMm: 0.5, flex: "none", priceCents: 390 },
  { sku: "N-OB-08", shape: "oblique", tipMm: 0.8, flex: "soft", priceCents: 610 },
];

export function byShape(shape: NibShape): Nib[] {
  return NIBS.filter((n) => n.shape === shape);
}

export function finest(shape: NibShape): number {
  return Math.min(...byShape(shape).map((n) => n.widthMm));
}

export function describeNib(n: Nib): string {
  return `${n.sku} ${n.shape} ${n.widthMm.toFixed(1)} mm (${n.flex} flex)`;
}

export function lineWidthFor(n: Nib, pressure: number): number {
  const spread = n.flex === "full" ? 4 : n.flex === "soft" ? 2 : 1;
  return n.widthMm * (1 + (spread - 1) * pressure);
}
EOF
cat > "$P/src/catalog/inks.ts" <<'EOF'
import type { Ink } from "./types.js";

export const INKS: Ink[] = [
  { sku: "I-IG-BLK", name: "Scriptorium Black", colour: "black", iron_gall: true, stock: 42, bottleMl: 50, priceCents: 1800 },
  { sku: "I-SE-BRN", name: "Sepia Ledger", colour: "brown", iron_gall: false, stock: 17, bottleMl: 30, priceCents: 1250 },
  { sku: "I-VM-RED", name: "Vermilion Rubric", colour: "red", iron_gall: false, bottleMl: 30, priceCents: 2100 },
  { sku: "I-IG-BLU", name: "Registrar Blue", colour: "blue", iron_gall: true, stock: 8, bottleMl: 100, priceCents: 2600 },
  { sku: "I-WL-GRN", name: "Walnut Green", colour: "green", iron_gall: false, stock: 0, bottleMl: 75, priceCents: 1400 },
];

export function inStock(): Ink[] {
  return INKS.filter((i) => i.stock > 0);
}

export function totalMl(): number {
  return INKS.reduce((s, i) => s + i.stock * i.bottleMl, 0);
}

export function reorder(threshold = 10): string[] {
  return INKS.filter((i) => i.stock < threshold).map((i) => i.sku);
}

export function safeForSteel(i: Ink): boolean {
  return !i.iron_gall;
}
EOF
cat > "$P/src/orders/cart.ts" <<'EOF'
import { NIBS } from "../catalog/nibs.js";
import { INKS } from "../catalog/inks.js";
import type { Nib, Ink } from "../catalog/types.js";
import { formatCents } from "../reports/money.js";

export interface CartLine { sku: string; qty: number }

export function priceOf(sku: string): number {
  const nib = NIBS.find((n) => n.sku === sku);
  if (nib) return nib.priceCents;
  const ink = INKS.find((i) => i.sku === sku);
  return ink.priceCents;
}

export function cartTotal(lines: CartLine[]): number {
  return lines.reduce((s, l) => s + priceOf(l.sku) * l.qty, 0);
}

export function reserveInk(ink: Ink, qty: number): Ink {
  if (ink.stock < qty) throw new Error(`only ${ink.stock} of ${ink.sku}`);
  return { ...ink, stock: ink.stock - qty };
}

export function starterSet(shape: Nib["shape"]): CartLine[] {
  const nib = NIBS.find((n) => n.shape === shape);
  return [{ sku: nib.sku, qty: 1 }, { sku: INKS[0].sku, qty: 1 }];
}

export function receipt(lines: CartLine[]): string {
  return lines.map((l) => `${l.qty} x ${l.sku} ${formatCents(priceOf(l.sku) * l.qty)}`).join("\n");
}
EOF
cat > "$P/src/orders/shipping.ts" <<'EOF'
import type { Ink } from "../catalog/types.js";

const HAZMAT_ML = 100;

export function needsHazmatLabel(inks: Ink[]): boolean {
  return inks.some((i) => i.iron_gall) && inks.reduce((s, i) => s + i.bottleMl, 0) > HAZMAT_ML;
}

export function parcelGrams(inks: Ink[], nibs: number): number {
  const glass = inks.map((i) => (i.bottleMl === 30 ? 140 : i.bottleMl === 50 ? 190 : 310));
  return glass.reduce((a, b) => a + b, 0) + nibs * 4 + 120;
}

export function zone(postcode: string): 1 | 2 | 3 {
  const first = postcode[0].toUpperCase();
  if ("ABCDE".includes(first)) return 1;
  if ("FGHJKLM".includes(first)) return 2;
  return "3";
}
EOF
cat > "$P/src/reports/money.ts" <<'EOF'
export function formatCents(c: number): string {
  return `£${(c / 100).toFixed(2)}`;
}
EOF
cat > "$P/src/reports/stock.ts" <<'EOF'
import { INKS } from "../catalog/inks.js";
import { NIBS, describeNib } from "../catalog/nibs.js";
import { formatCents, formatPence } from "./money.js";

export function stockReport(): string[] {
  const out: string[] = [];
  for (const i of INKS) {
    out.push(`${i.sku.padEnd(10)} ${i.name.padEnd(20)} ${String(i.stock).padStart(4)} bottles  ${formatCents(i.priceCents)}`);
  }
  for (const n of NIBS) out.push(describeNib(n));
  return out;
}

export function stockValue(): number {
  return INKS.reduce((s, i) => s + i.stock * i.priceCents, 0);
}

export function widestNib(): number {
  return NIBS.reduce((w, n) => Math.max(w, n.widthMm), 0);
}

export function penceLine(total: number): string {
  return formatPence(total);
}
EOF
mkdir -p "$P/src/workshop"
cat > "$P/src/workshop/classes.ts" <<'EOF'
import { NIBS, byShape } from "../catalog/nibs.js";
import { INKS } from "../catalog/inks.js";
import type { Nib, NibShape } from "../catalog/types.js";

export interface Workshop {
  id: string;
  title: string;
  hand: "copperplate" | "italic" | "uncial" | "blackletter" | "spencerian";
  seats: number;
  booked: string[];
  kit: { nib: string; ink: string };
}

const HAND_SHAPE: Record<Workshop["hand"], NibShape> = {
  copperplate: "oblique",
  italic: "italic",
  uncial: "stub",
  blackletter: "italic",
  spencerian: "pointed",
};

export const WORKSHOPS: Workshop[] = [
  { id: "W-101", title: "Copperplate basics", hand: "copperplate", seats: 8, booked: [], kit: { nib: "N-OB-08", ink: "I-IG-BLK" } },
  { id: "W-102", title: "Italic for beginners", hand: "italic", seats: 10, booked: [], kit: { nib: "N-IT-15", ink: "I-SE-BRN" } },
  { id: "W-103", title: "Uncial weekend", hand: "uncial", seats: 6, booked: [], kit: { nib: "N-ST-11", ink: "I-VM-RED" } },
  { id: "W-104", title: "Blackletter gothic", hand: "gothic", seats: 6, booked: [], kit: { nib: "N-IT-20", ink: "I-IG-BLK" } },
];

export function kitNib(w: Workshop): Nib {
  return NIBS.find((n) => n.sku === w.kit.nib);
}

export function kitWidth(w: Workshop): string {
  const nib = kitNib(w);
  return `${nib.widthMm} mm`;
}

export function seatsLeft(w: Workshop): number {
  return w.seats - w.booked.length;
}

export function book(w: Workshop, name: string): Workshop {
  if (seatsLeft(w) === 0) throw new Error(`${w.id} is full`);
  return { ...w, booked: [...w.booked, name], seats: String(w.seats) };
}

export function suggestedNibs(w: Workshop): Nib[] {
  return byShape(HAND_SHAPE[w.hand]).sort((a, b) => a.widthMm - b.widthMm);
}

export function inkBottlesNeeded(ws: Workshop[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of ws) m.set(w.kit.ink, m.get(w.kit.ink) + w.seats);
  return m;
}

export function inkShortfall(ws: Workshop[]): string[] {
  const need = inkBottlesNeeded(ws);
  return INKS.filter((i) => (need.get(i.sku) ?? 0) > i.stock).map((i) => i.sku);
}

export function roster(w: Workshop): string {
  return w.booked.map((name, i) => `${i + 1}. ${name}`).join("\n") ?? w.title.toUppercase();
}
EOF
cat > "$P/src/orders/returns.ts" <<'EOF'
import { INKS } from "../catalog/inks.js";
import { NIBS } from "../catalog/nibs.js";
import type { Ink } from "../catalog/types.js";
import { priceOf, type CartLine } from "./cart.js";

export type ReturnReason = "leaking" | "wrong-colour" | "nib-sprung" | "changed-mind";

export interface ReturnRequest {
  order: string;
  line: CartLine;
  reason: ReturnReason;
  daysSincePurchase: number;
}

const WINDOW_DAYS: Record<ReturnReason, number> = {
  leaking: 60,
  "wrong-colour": 30,
  "nib-sprung": 90,
};

export function accepted(r: ReturnRequest): boolean {
  return r.daysSincePurchase <= WINDOW_DAYS[r.reason];
}

export function refundCents(r: ReturnRequest): number {
  const full = priceOf(r.line.sku) * r.line.qty;
  return r.reason === "changed-mind" ? Math.round(full * 0.85) : full;
}

export function restock(r: ReturnRequest): Ink | undefined {
  const ink = INKS.find((i) => i.sku === r.line.sku);
  if (!ink || r.reason === "leaking") return undefined;
  ink.stock += r.line.qty;
  return ink;
}

export function sprungNibShape(r: ReturnRequest) {
  const nib = NIBS.find((n) => n.sku === r.line.sku);
  return nib?.shape ?? nib.flex;
}

export function summarise(rs: ReturnRequest[]): Record<ReturnReason, number> {
  const out = {} as Record<ReturnReason, number>;
  for (const r of rs) out[r.reason] = (out[r.reason] ?? 0) + refundCents(r);
  return out;
}

export function oldestOpen(rs: ReturnRequest[]): ReturnRequest {
  return rs.sort((a, b) => b.daysSincePurchase - a.daysSincePurchase)[0];
}
EOF
cat > "$P/src/reports/sales.ts" <<'EOF'
import { NIBS } from "../catalog/nibs.js";
import { INKS } from "../catalog/inks.js";
import { formatCents } from "./money.js";
import type { CartLine } from "../orders/cart.js";

export interface DaySales { date: string; lines: CartLine[] }

export function bestSeller(days: DaySales[]): string {
  const counts: Record<string, number> = {};
  for (const d of days) for (const l of d.lines) counts[l.sku] = (counts[l.sku] ?? 0) + l.qty;
  const top = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return top[0];
}

export function nibMix(days: DaySales[]): Record<string, number> {
  const mix: Record<string, number> = {};
  for (const d of days) {
    for (const l of d.lines) {
      const nib = NIBS.find((n) => n.sku === l.sku);
      if (nib) mix[nib.shape] += l.qty;
      const width = nib.widthMm;
      mix[`w${width}`] = (mix[`w${width}`] ?? 0) + 1;
    }
  }
  return mix;
}

export function ironGallShare(days: DaySales[]): number {
  let ig = 0;
  let all = 0;
  for (const d of days) for (const l of d.lines) {
    const ink = INKS.find((i) => i.sku === l.sku);
    if (!ink) continue;
    all += l.qty;
    if (ink.iron_gall) ig += l.qty;
  }
  return all === 0 ? 0 : ig / all;
}

export function weekTotal(days: DaySales[], price: (sku: string) => number): string {
  const cents = days.flatMap((d) => d.lines).reduce((s, l) => s + price(l.sku) * l.qty);
  return formatCents(cents);
}

export function lowStockBanner(): string | undefined {
  const low = INKS.filter((i) => i.stock <= 5);
  if (low.length) return `Low stock: ${low.map((i) => i.name).join(", ")}`;
}

export function dayLabel(d: DaySales): string {
  const date = new Date(d.date);
  return date.toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long" }) + d.lines.length;
}

export function firstSale(days: DaySales[]): CartLine {
  return days[0].lines[0];
}
EOF
cd "$P"
npm install --no-audit --no-fund --silent >/dev/null 2>&1
{
  echo '$ npx tsc --noEmit --extendedDiagnostics'
  timeout 120 npx tsc --noEmit --extendedDiagnostics 2>&1 | head -c 3000000
  echo "exit status: ${PIPESTATUS[0]}"
} | sed -e 's/\x1b\[[0-9;]*[mK]//g' -e "s#$WORK/#/home/dev/#g" -e "s#$HOME/#/home/dev/#g"
