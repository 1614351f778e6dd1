#!/usr/bin/env bash
# tsc -p . on a marina mooring-fee service with several type errors.
. "$(dirname "$0")/c-lib.sh"
. "$(dirname "$0")/c-npm-mooring-project.sh"
mkdir -p src
cat > tsconfig.json <<'JS'
{ "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
  "strict": true, "noEmit": true, "exactOptionalPropertyTypes": true, "noUncheckedIndexedAccess": true },
  "include": ["src"] }
JS
cat > src/berths.ts <<'TS'
import { z } from 'zod';

export const Berth = z.object({
  id: z.string().regex(/^[A-H]\d{2}$/),
  pontoon: z.enum(['A', 'B', 'C', 'visitor']),
  maxLoaM: z.number().positive(),
  maxDraftM: z.number().positive(),
  shorePower: z.boolean(),
});
export type Berth = z.infer<typeof Berth>;

export interface Vessel {
  name: string;
  loaM: number;
  draftM: number;
  multihull?: boolean;
}

export function fits(b: Berth, v: Vessel): boolean {
  return v.loaM <= b.maxLoaM && v.draftM <= b.maxDraftM;
}
TS
cat > src/fees.ts <<'TS'
import { DateTime, Interval } from 'luxon';
import { Berth, Vessel, fits } from './berths.js';

export const NIGHTLY_EUR_PER_M: Record<Berth['pontoon'], number> = {
  A: 3.1,
  B: 2.7,
  C: 2.4,
};

const MULTIHULL_SURCHARGE = 1.5;

export interface Stay {
  berth: Berth;
  vessel: Vessel;
  arrive: string;
  depart: string;
  electricityKwh?: number;
}

export function nights(stay: Stay): number {
  const i = Interval.fromDateTimes(DateTime.fromISO(stay.arrive), DateTime.fromISO(stay.depart));
  return Math.ceil(i.length('days'));
}

export function fee(stay: Stay): number {
  if (!fits(stay.berth, stay.vessel)) throw new Error(`${stay.vessel.name} does not fit ${stay.berth.id}`);
  const rate = NIGHTLY_EUR_PER_M[stay.berth.pontoon];
  let total = rate * stay.vessel.loaM * nights(stay);
  if (stay.vessel.multihull) total *= MULTIHULL_SURCHARGE;
  total += stay.electricityKwh * 0.45;
  return Math.round(total * 100) / 100;
}
TS
cat > src/server.ts <<'TS'
import Fastify from 'fastify';
import { Berth } from './berths.js';
import { fee, Stay } from './fees.js';

const app = Fastify({ logger: true });
const berths = new Map<string, Berth>();

app.post<{ Body: Omit<Stay, 'berth'> & { berthId: string } }>('/quote', async (req, reply) => {
  const berth = berths.get(req.body.berthId);
  if (!berth) return reply.code(404).send({ error: 'no such berth' });
  const stay: Stay = { ...req.body, berth, electricityKwh: undefined };
  return { eur: fee(stay), nights: stay.nights };
});

app.get('/berths/:id', async (req) => berths.get(req.params.id));

await app.listen({ port: '8080' });
TS
{ run "npx tsc -p . --pretty false"; } | neutralise
