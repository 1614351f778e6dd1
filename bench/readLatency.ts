import { statSync } from "node:fs";
import path from "node:path";
import { startServer, type JsonLineClient } from "./jsonLineClient.js";
import { readFile, readText, specFor, type Contender } from "./servers.js";
import { msSince, rotation } from "./stats.js";

// Median tools/call latency of reading one ~100 KB file: one long-lived
// connection per server, warm-up, then calls interleaved round-robin.

export type ReadLatency = Record<Contender, number[]>;

const CONTENDERS: Contender[] = ["ours", "ours-text", "bare", "official", "floor"];

export async function benchReadLatency(file: string, opts: { warmup: number; rounds: number }): Promise<ReadLatency> {
  const root = path.dirname(file);
  const size = statSync(file).size;
  const clients = new Map<Contender, JsonLineClient>();
  try {
    for (const c of CONTENDERS) clients.set(c, await startServer(specFor(c, root)));
    const once = async (c: Contender): Promise<number> => {
      const start = process.hrtime.bigint();
      const result = await readFile(clients.get(c)!, c, root, file);
      const ms = msSince(start);
      const text = readText(result, c);
      if (Buffer.byteLength(text) !== size) throw new Error(`${c}: read returned ${Buffer.byteLength(text)} bytes, expected ${size}`);
      return ms;
    };
    const samples: ReadLatency = { ours: [], "ours-text": [], bare: [], official: [], floor: [] };
    for (let i = 0; i < opts.warmup; i++) for (const c of rotation(CONTENDERS, i)) await once(c);
    for (let i = 0; i < opts.rounds; i++) for (const c of rotation(CONTENDERS, i)) samples[c].push(await once(c));
    return samples;
  } finally {
    await Promise.all([...clients.values()].map((c) => c.close()));
  }
}
