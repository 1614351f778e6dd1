#!/bin/bash
# node crashing on an unhandled promise rejection in a toy ice-skate sharpening queue service
. "$(dirname "$0")/c-lib.sh"
P=$WORK/skate-sharpening
rm -rf "$P"; mkdir -p "$P/lib"; cd "$P"
cat > package.json <<'JS'
{ "name": "skate-sharpening", "version": "1.3.0", "type": "module", "main": "server.js" }
JS
cat > lib/queue.js <<'JS'
const HOLLOWS = { hockey: [0.5, 0.625, 0.75], figure: [0.4375, 0.5], speed: [null] };

export class SharpenQueue {
  constructor() { this.jobs = []; this.nextTicket = 4100; }
  async add(order) {
    const hollows = HOLLOWS[order.discipline];
    if (!hollows) throw new TypeError(`unknown discipline "${order.discipline}"`);
    if (!hollows.includes(order.hollowIn)) {
      throw new RangeError(`hollow ${order.hollowIn}" not offered for ${order.discipline} skates`);
    }
    const ticket = this.nextTicket++;
    this.jobs.push({ ticket, ...order });
    return ticket;
  }
}
JS
cat > lib/intake.js <<'JS'
import { readFile } from "node:fs/promises";

export async function loadOrders(path) {
  const raw = await readFile(path, "utf8");
  return raw.trim().split("\n").slice(1).map((line) => {
    const [customer, discipline, hollowIn, size] = line.split(",");
    return { customer, discipline, hollowIn: Number(hollowIn), size: Number(size) };
  });
}
JS
cat > server.js <<'JS'
import { SharpenQueue } from "./lib/queue.js";
import { loadOrders } from "./lib/intake.js";

const queue = new SharpenQueue();

async function intakeBatch(file) {
  const orders = await loadOrders(file);
  for (const o of orders) {
    const t = await queue.add(o);
    console.log(`ticket ${t}: ${o.customer} ${o.discipline} ${o.hollowIn}" size ${o.size}`);
  }
}

console.log("sharpening desk open, reading overnight drop-box orders");
intakeBatch("orders/dropbox.csv");          // not awaited
setTimeout(() => console.log("queue length", queue.jobs.length), 200);
JS
mkdir -p orders
cat > orders/dropbox.csv <<'CSV'
customer,discipline,hollow,size
A. Lindqvist,hockey,0.5,9
R. Mensah,figure,0.5,6
T. Okonjo,hockey,0.625,10
J. Brandt,figure,0.375,5
K. Sato,hockey,0.75,8
CSV
capture "node server.js" | neutral
