#!/usr/bin/env bash
# Parcel shipping-quote monorepo (3 TypeScript project references); `npm run build` (tsc -b --verbose) with type errors.
set -u
NAME=tsc-parcelquote-errors; PROJ=parcelquote
HERE="$(cd "$(dirname "$0")" && pwd)"
BASE="${LABEL_WORK:-$(mktemp -d)}"
W="$BASE/$PROJ"; rm -rf "$W"; mkdir -p "$W"; cd "$W"
neutralise() { sed -e "s#$W#/home/dev/$PROJ#g" -e "s#$BASE#/home/dev#g" -e "s#$HOME#/home/dev#g"; }

mkdir -p packages/core/src packages/rates/src packages/cli/src
cat > package.json <<'EOF'
{
  "name": "parcelquote",
  "version": "1.2.0",
  "private": true,
  "type": "module",
  "scripts": { "build": "tsc -b --verbose" }
}
EOF
cat > tsconfig.base.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "exactOptionalPropertyTypes": true,
    "composite": true,
    "declaration": true
  }
}
EOF
cat > tsconfig.json <<'EOF'
{
  "files": [],
  "references": [{ "path": "packages/core" }, { "path": "packages/rates" }, { "path": "packages/cli" }]
}
EOF
cat > packages/core/tsconfig.json <<'EOF'
{ "extends": "../../tsconfig.base.json", "compilerOptions": { "rootDir": "src", "outDir": "dist" }, "include": ["src"] }
EOF
cat > packages/rates/tsconfig.json <<'EOF'
{ "extends": "../../tsconfig.base.json", "compilerOptions": { "rootDir": "src", "outDir": "dist" }, "include": ["src"],
  "references": [{ "path": "../core" }] }
EOF
cat > packages/cli/tsconfig.json <<'EOF'
{ "extends": "../../tsconfig.base.json", "compilerOptions": { "rootDir": "src", "outDir": "dist", "types": ["node"] }, "include": ["src"],
  "references": [{ "path": "../core" }, { "path": "../rates" }] }
EOF
cat > packages/core/src/types.ts <<'EOF'
export type Carrier = "dhl" | "ups" | "postnl" | "gls";

export interface Dimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface Parcel {
  id: string;
  weightKg: number;
  dims: Dimensions;
  declaredValue?: number;
  fragile?: boolean;
}

export interface Zone {
  code: string;
  countries: string[];
  surchargePct: number;
}

export interface Quote {
  carrier: Carrier;
  parcelId: string;
  priceCents: number;
  etaDays: [min: number, max: number];
  notes?: string[];
}
EOF
cat > packages/core/src/zones.ts <<'EOF'
import type { Zone } from "./types.js";

export const ZONES: Zone[] = [
  { code: "NL", countries: ["NL"], surchargePct: 0 },
  { code: "EU1", countries: ["BE", "LU", "DE"], surchargePct: 8 },
  { code: "EU2", countries: ["FR", "AT", "DK", "IT", "ES"], surchargePct: 15 },
  { code: "WORLD", countries: [], surchargePct: 60 },
];

export function zoneFor(country: string): Zone {
  const hit = ZONES.find((z) => z.countries.includes(country.toUpperCase()));
  return hit ?? ZONES[ZONES.length - 1];
}
EOF
cat > packages/core/src/volumetric.ts <<'EOF'
import type { Dimensions, Parcel } from "./types.js";

const DIVISORS = { dhl: 5000, ups: 5000, postnl: 6000, gls: 6000 } as const;

export function volumetricKg(dims: Dimensions, carrier: keyof typeof DIVISORS): number {
  const { lengthCm, widthCm, heightCm } = dims;
  return (lengthCm * widthCm * heightCm) / DIVISORS[carrier];
}

export function chargeableKg(parcel: Parcel, carrier: keyof typeof DIVISORS): number {
  const vol = volumetricKg(parcel.dims, carrier);
  return Math.ceil(Math.max(parcel.weightKg, vol) * 2) / 2;
}

export function girthCm(d: Dimensions): number {
  const sides = [d.lengthCm, d.widthCm, d.heightCm].sort((a, b) => b - a);
  return sides[0] + 2 * (sides[1] + sides[2]);
}
EOF
cat > packages/rates/src/rates.ts <<'EOF'
import type { Carrier, Parcel, Quote } from "../../core/src/types.js";
import { chargeableKg, girthCm } from "../../core/src/volumetric.js";
import { zoneFor } from "../../core/src/zones.js";

type RateRow = { upToKg: number; cents: number };

const TABLES: Record<Carrier, RateRow[]> = {
  dhl: [{ upToKg: 2, cents: 695 }, { upToKg: 5, cents: 895 }, { upToKg: 10, cents: 1295 }, { upToKg: 31.5, cents: 1995 }],
  ups: [{ upToKg: 5, cents: 1150 }, { upToKg: 20, cents: 1890 }, { upToKg: 70, cents: 4200 }],
  postnl: [{ upToKg: 2, cents: 550 }, { upToKg: 10, cents: 795 }, { upToKg: 23, cents: 1450 }],
  gls: [{ upToKg: 3, cents: 610 }, { upToKg: 15, cents: 990 }, { upToKg: 40, cents: 1720 }],
};

const ETA: Record<Carrier, [number, number]> = { dhl: [1, 2], ups: [1, 3], postnl: [1, 2], gls: [2, 4] };

export function baseRate(carrier: Carrier, kg: number): number | undefined {
  return TABLES[carrier].find((r) => kg <= r.upToKg)?.cents;
}

export function quote(parcel: Parcel, carrier: Carrier, country: string): Quote | null {
  const kg = chargeableKg(parcel, carrier);
  const base = baseRate(carrier, kg);
  if (base === undefined) return null;
  const zone = zoneFor(country);
  let price = base * (1 + zone.surchargePct / 100);
  const notes: string[] = [];
  if (girthCm(parcel.dims) > 300) {
    price += 2500;
    notes.push("oversize surcharge");
  }
  if (parcel.fragile) {
    price = price + "350";
    notes.push("fragile handling");
  }
  const insured = parcel.declaredValue > 500;
  if (insured) notes.push("insured");
  return {
    carrier,
    parcelId: parcel.id,
    priceCents: Math.round(price),
    etaDays: ETA[carrier].map((d) => d + (zone.code === "WORLD" ? 5 : 0)),
    notes: notes.length ? notes : undefined,
  };
}
EOF
cat > packages/rates/src/compare.ts <<'EOF'
import type { Carrier, Parcel, Quote } from "../../core/src/types.js";
import { quote } from "./rates.js";

export const ALL_CARRIERS: Carrier[] = ["dhl", "ups", "postnl", "gls"];

export function cheapest(parcel: Parcel, country: string, carriers = ALL_CARRIERS): Quote | undefined {
  const quotes = carriers.map((c) => quote(parcel, c, country)).filter((q) => q !== null);
  quotes.sort((a, b) => a.priceCents - b.priceCents);
  return quotes[0];
}

export function fastest(parcel: Parcel, country: string): Quote {
  const quotes = ALL_CARRIERS.map((c) => quote(parcel, c, country)!);
  return quotes.reduce((best, q) => (q.etaDays[1] < best.etaDays[1] ? q : best));
}

export function byCarrier(quotes: Quote[]) {
  const out: Partial<Record<Carrier, Quote>> = {};
  for (const q of quotes) out[q.carrier] = q;
  return out;
}

export function summary(quotes: Quote[]): string {
  return quotes.map(q => `${q.carrier.toUpperCase()} ${(q.priceCents / 100).toFixed(2)} EUR, ${q.etaDays.join("-")} days`).join("\n");
}
EOF
cat > packages/cli/src/cli.ts <<'EOF'
import { readFileSync } from "node:fs";
import type { Parcel } from "../../core/src/types.js";
import { cheapest, fastest, summary } from "../../rates/src/compare.js";

function parseLine(line) {
  const [id, kg, l, w, h, country] = line.split(",");
  const parcel: Parcel = { id, weightKg: Number(kg), dims: { lengthCm: +l, widthCm: +w, heightCm: +h } };
  return { parcel, country: country.trim() };
}

const file = process.argv[2] ?? "parcels.csv";
const lines = readFileSync(file, "utf8").trim().split("\n").slice(1);
for (const line of lines) {
  const { parcel, country } = parseLine(line);
  const best = cheapest(parcel, country, "dhl");
  const quick = fastest(parcel);
  console.log(parcel.id, best && summary([best]), "| fastest:", quick.carrier);
}
EOF
cat > packages/cli/src/customs.ts <<'EOF'
import type { Parcel } from "../../core/src/types.js";
import { zoneFor } from "../../core/src/zones.js";

export interface CustomsLine {
  description: string;
  hsCode: string;
  qty: number;
  unitValue: number;
  originCountry: string;
}

export interface CustomsDeclaration {
  parcelId: string;
  destination: string;
  lines: CustomsLine[];
  incoterm: "DAP" | "DDP";
}

export function needsDeclaration(country: string): boolean {
  return zoneFor(country).code === "WORLD";
}

export function totalValue(decl: CustomsDeclaration): number {
  return decl.lines.reduce((sum, l) => sum + l.qty * l.unitValue, 0);
}

export function declare(parcel: Parcel, destination: string, lines: CustomsLine[]): CustomsDeclaration {
  const decl: CustomsDeclaration = { parcelId: parcel.id, destination, lines };
  if (totalValue(decl) > 150) decl.incoterm = "DDP";
  return decl;
}

export function hsChapter(line: CustomsLine): number {
  return parseInt(line.hsCode.slice(0, 2));
}

export function validate(decl: CustomsDeclaration): string[] {
  const problems: string[] = [];
  decl.lines.forEach((l, i) => {
    if (!/^\d{6,10}$/.test(l.hsCode)) problems.push(`line ${i + 1}: HS code must be 6-10 digits`);
    if (l.qty <= 0) problems.push(`line ${i + 1}: qty must be positive`);
    if (l.originCountry.length !== 2) problems.push(`line ${i + 1}: origin must be ISO alpha-2`);
  });
  if (decl.declaredTotal !== undefined && decl.declaredTotal !== totalValue(decl)) {
    problems.push("declared total does not match lines");
  }
  return problems;
}
EOF
cat > packages/cli/src/labels.ts <<'EOF'
import type { Carrier, Quote } from "../../core/src/types.js";

const PREFIX: Record<Carrier, string> = { dhl: "JJD", ups: "1Z", postnl: "3S", gls: "GLS" };

let counter = 0;

export function trackingNumber(q: Quote, now = new Date()): string {
  counter += 1;
  const stamp = now.toISOString().slice(2, 10).replaceAll("-", "");
  return `${PREFIX[q.carrier]}${stamp}${String(counter).padStart(6, "0")}`;
}

export function labelText(q: Quote, recipient: { name: string; street: string; city: string }): string {
  const lines = [
    recipient.name.toUpperCase(),
    recipient.street,
    recipient.city,
    "",
    `${q.carrier.toUpperCase()}  ${trackingNumber(q)}`,
    `ETA ${q.etaDays[0]}-${q.etaDays[1]} working days`,
  ];
  if (q.notes?.includes("fragile handling")) lines.push("*** FRAGILE ***");
  return lines.join("\n");
}

export function zplLabel(q: Quote, width: number = "100mm"): string {
  return `^XA^PW${width}^FO50,50^A0N,40,40^FD${q.carrier}^FS^XZ`;
}
EOF
cat > packages/cli/src/pickup.ts <<'EOF'
import type { Carrier } from "../../core/src/types.js";

export interface PickupSlot {
  carrier: Carrier;
  date: string; // YYYY-MM-DD
  from: string; // HH:MM
  until: string;
}

const CUTOFF: Record<Carrier, number> = { dhl: 15, ups: 17, postnl: 16 };

export function nextPickup(carrier: Carrier, now: Date): PickupSlot {
  const d = new Date(now);
  if (d.getHours() >= CUTOFF[carrier]) d.setDate(d.getDate() + 1);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return { carrier, date: d.toISOString().slice(0, 10), from: "09:00", until: `${CUTOFF[carrier]}:00` };
}

export function slotsForWeek(carrier: Carrier, start: Date): PickupSlot[] {
  const slots = [];
  let d = new Date(start);
  for (let i = 0; i < 7; i++) {
    slots.push(nextPickup(carrier, d));
    d = new Date(d.getTime() + 86_400_000);
  }
  return slots.filter((s, i, all) => all.findIndex((o) => o.date === s.date) === i);
}
EOF
npm install --no-audit --no-fund --save-dev typescript@5.6.3 @types/node@20 > /dev/null 2>&1
( npm run build 2>&1; echo "[exit status: $?]" ) | neutralise > "$HERE/../outputs/$NAME.txt"
