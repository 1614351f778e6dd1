import path from "node:path";
import { startServer, type JsonLineClient } from "./jsonLineClient.js";
import { procMemory } from "./procStatus.js";
import { readFile, readText, specFor } from "./servers.js";

// Sequential reads of a small file on one connection to our server, with the bare
// SDK server doing the same calls in alternation as a yardstick (V8 grows its heap
// to a steady size over the first thousands of calls in any server). VmRSS is
// sampled at checkpoints, the first one after `first` calls.

export interface LeakResult {
  /** [calls done, ours VmRSS bytes, bare VmRSS bytes] */
  checkpoints: Array<[number, number, number]>;
  calls: number;
  seconds: number;
}

export async function benchLeak(file: string, opts: { first: number; calls: number }): Promise<LeakResult> {
  const root = path.dirname(file);
  const ours = await startServer(specFor("ours", root));
  const bare = await startServer(specFor("bare", root));
  const marks = new Set([opts.first, ...[0.25, 0.5, 0.75, 1].map((f) => Math.round(opts.calls * f))]);
  const checkpoints: Array<[number, number, number]> = [];
  const started = Date.now();
  const call = async (client: JsonLineClient, who: "ours" | "bare") => readText(await readFile(client, who, root, file), who);
  try {
    for (let i = 1; i <= opts.calls; i++) {
      await call(ours, "ours");
      await call(bare, "bare");
      if (marks.has(i)) checkpoints.push([i, procMemory(ours.pid).rss, procMemory(bare.pid).rss]);
    }
    return { checkpoints, calls: opts.calls, seconds: (Date.now() - started) / 1000 };
  } finally {
    await Promise.all([ours.close(), bare.close()]);
  }
}
