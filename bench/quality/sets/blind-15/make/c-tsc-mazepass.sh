#!/usr/bin/env bash
# c-tsc-mazepass: `npx tsc --noEmit` on a hedge-maze ticketing service after a
# refactor of the Ticket type (strict mode, errors in several files).
# Usage: WORK=<scratch dir> bash c-tsc-mazepass.sh > ../outputs/c-tsc-mazepass.txt
set -u
WORK=${WORK:-/home/dev}
P=$WORK/mazepass
rm -rf "$P"; mkdir -p "$P/src/routes" "$P/src/domain" "$P/src/util"; cd "$P"
neutral() {
  sed -e "s#${WORK}/#/home/dev/#g" -e "s#${HOME}/#/home/dev/#g" -e 's/\x1b\[[0-9;]*[A-Za-z]//g'
}
cat > package.json <<'T'
{
  "name": "mazepass",
  "version": "1.8.0",
  "private": true,
  "type": "module",
  "scripts": { "typecheck": "tsc --noEmit" },
  "devDependencies": { "typescript": "~5.9.2", "@types/node": "^20.11.0" }
}
T
cat > tsconfig.json <<'T'
{
  "compilerOptions": {
    "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
    "strict": true, "noUncheckedIndexedAccess": true, "exactOptionalPropertyTypes": true,
    "noImplicitReturns": true, "outDir": "dist", "rootDir": "src", "skipLibCheck": true
  },
  "include": ["src"]
}
T
npm install --no-audit --no-fund --loglevel=error >/dev/null 2>&1
cat > src/domain/ticket.ts <<'T'
export type Zone = "hedge" | "willow" | "labyrinth" | "tower";

export interface Ticket {
  id: string;
  holder: string;
  zones: readonly Zone[];
  validFrom: Date;
  validUntil: Date;
  priceCents: number;
  concession?: "child" | "senior" | "student";
}

export interface TimedEntry {
  ticketId: string;
  slot: `${number}:${"00" | "15" | "30" | "45"}`;
  gate: number;
}

export const ZONE_PRICE: Record<Zone, number> = {
  hedge: 900,
  willow: 650,
  labyrinth: 1200,
  tower: 400,
};
T
cat > src/domain/pricing.ts <<'T'
import { Ticket, Zone, ZONE_PRICE } from "./ticket.js";

const DISCOUNT = { child: 0.5, senior: 0.7, student: 0.8 } as const;

export function basePrice(zones: Zone[]): number {
  return zones.reduce((sum, z) => sum + ZONE_PRICE[z], 0);
}

export function priceFor(ticket: Ticket): number {
  const base = basePrice(ticket.zones);
  if (ticket.concession) {
    return Math.round(base * DISCOUNT[ticket.concession]);
  }
}

export function familyBundle(adults: number, children: number): number {
  const adult = basePrice(["hedge", "willow"]);
  const child = adult * DISCOUNT.child;
  return adult * adults + child * children - (children > 2 ? ZONE_PRICE.towr : 0);
}
T
cat > src/domain/slots.ts <<'T'
import { TimedEntry } from "./ticket.js";

export const GATES = [1, 2, 3, 4] as const;

export function nextSlot(now: Date): TimedEntry["slot"] {
  const minutes = Math.ceil(now.getMinutes() / 15) * 15;
  return `${now.getHours()}:${String(minutes % 60).padStart(2, "0")}`;
}

export function gateFor(ticketId: string): number {
  const n = parseInt(ticketId.slice(-2), 16);
  return GATES[n % GATES.length];
}

export function entry(ticketId: string, now: Date): TimedEntry {
  return { ticketId, slot: nextSlot(now), gate: gateFor(ticketId), queue: 0 };
}
T
cat > src/util/ids.ts <<'T'
import { randomBytes } from "node:crypto";

export function ticketId(prefix = "MZ"): string {
  return prefix + "-" + randomBytes(4).toString("hex").toUpperCase();
}

export function parseId(id: string): { prefix: string; hex: string } {
  const [prefix, hex] = id.split("-");
  return { prefix, hex };
}
T
cat > src/routes/tickets.ts <<'T'
import type { IncomingMessage, ServerResponse } from "node:http";
import { priceFor } from "../domain/pricing.js";
import { entry } from "../domain/slots.js";
import type { Ticket, Zone } from "../domain/ticket.js";
import { ticketId } from "../util/ids.js";

interface BuyRequest {
  holder: string;
  zones: string[];
  concession?: Ticket["concession"];
}

export async function buy(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body: BuyRequest = JSON.parse(await readBody(req));
  const now = new Date();
  const ticket: Ticket = {
    id: ticketId(),
    holder: body.holder,
    zones: body.zones,
    validFrom: now,
    validUntil: now.getTime() + 8 * 3600_000,
    priceCents: 0,
    concession: body.concession,
  };
  ticket.priceCents = priceFor(ticket);
  ticket.zones.push("tower");
  const e = entry(ticket.id, now);
  res.writeHead(201, { "content-type": "application/json" });
  res.end(JSON.stringify({ ticket, entry: e }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return data;
}

export function refund(ticket: Ticket, reason: "weather" | "closure"): number {
  switch (reason) {
    case "weather":
      return ticket.priceCents;
    case "closure":
      return ticket.priceCents;
    case "illness":
      return ticket.priceCents / 2;
  }
}
T
cat > src/server.ts <<'T'
import { createServer } from "node:http";
import { buy } from "./routes/tickets.js";

const port = Number(process.env.PORT ?? 8080);

createServer((req, res) => {
  if (req.method === "POST" && req.url === "/tickets") return buy(req, res);
  res.statusCode = 404;
  res.end();
}).listen(port, () => console.log(`mazepass listening on ${port}`));
T
{
  echo '$ npm run typecheck -- --pretty'
  npm run typecheck -- --pretty 2>&1; echo "exit status: $?"
} | neutral
