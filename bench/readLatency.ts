import { statSync } from "node:fs";
import path from "node:path";
import { startServer, type JsonLineClient } from "./jsonLineClient.js";
import { readFile, readText, specFor, type Contender } from "./servers.js";
import { procCpuMs } from "./procStatus.js";
import { msSince, rotation } from "./stats.js";

// Median tools/call latency of reading one ~100 KB file: one long-lived
// connection per server, warm-up, then calls interleaved round-robin.

export type ReadLatency = Record<Contender, number[]>;

export interface ReadCosts {
  /** Sequential calls: client-side latency of each. */
  latency: ReadLatency;
  /** Server CPU per call (all threads), one sample per round of `batch` sequential calls. */
  cpu: ReadLatency;
  /** 32 calls sent at once: wall time of the batch divided by 32, one sample per round. */
  concurrent: ReadLatency;
}

const CONTENDERS: Contender[] = ["ours", "ours-text", "bare", "official", "floor"];

export async function benchReadLatency(file: string, opts: { warmup: number; rounds: number }): Promise<ReadCosts> {
  const contenders = CONTENDERS;
  const root = path.dirname(file);
  const size = statSync(file).size;
  const clients = new Map<Contender, JsonLineClient>();
  try {
    for (const c of contenders) clients.set(c, await startServer(specFor(c, root)));
    const once = async (c: Contender): Promise<number> => {
      const start = process.hrtime.bigint();
      const result = await readFile(clients.get(c)!, c, root, file);
      const ms = msSince(start);
      const text = readText(result, c);
      if (Buffer.byteLength(text) !== size) throw new Error(`${c}: read returned ${Buffer.byteLength(text)} bytes, expected ${size}`);
      return ms;
    };
    const empty = (): ReadLatency => ({ ours: [], "ours-text": [], bare: [], official: [], floor: [] });
    const latency = empty();
    const cpu = empty();
    const concurrent = empty();
    // CPU per call: the server is idle between its own calls, so its CPU clock over a
    // batch of sequential calls, divided by the batch, is what one call costs it.
    const BATCH = 25;
    const cpuBatch = async (c: Contender): Promise<number> => {
      const pid = clients.get(c)!.pid;
      const before = procCpuMs(pid);
      for (let k = 0; k < BATCH; k++) await once(c);
      return (procCpuMs(pid) - before) / BATCH;
    };
    const IN_FLIGHT = 32;
    const burst = async (c: Contender): Promise<number> => {
      const start = process.hrtime.bigint();
      const results = await Promise.all(Array.from({ length: IN_FLIGHT }, () => readFile(clients.get(c)!, c, root, file)));
      const ms = msSince(start);
      for (const r of results) if (Buffer.byteLength(readText(r, c)) !== size) throw new Error(`${c}: a concurrent read returned the wrong size`);
      return ms / IN_FLIGHT;
    };
    for (let i = 0; i < opts.warmup; i++) for (const c of rotation(contenders, i)) await once(c);
    for (let i = 0; i < opts.rounds; i++) for (const c of rotation(contenders, i)) latency[c].push(await once(c));
    for (let i = 0; i < Math.max(5, Math.round((2 * opts.rounds) / BATCH)); i++) for (const c of rotation(contenders, i)) cpu[c].push(await cpuBatch(c));
    for (let i = 0; i < Math.max(5, Math.round(opts.rounds / 10)); i++) for (const c of rotation(contenders, i)) concurrent[c].push(await burst(c));
    return { latency, cpu, concurrent };
  } finally {
    await Promise.all([...clients.values()].map((c) => c.close()));
  }
}
