import path from "node:path";
import { startServer } from "./jsonLineClient.js";
import { procMemory } from "./procStatus.js";
import { oursSpec, readFile, readText } from "./servers.js";

// Sequential reads of a small file on one connection to our server; VmRSS is
// sampled at checkpoints (the first one after `first` calls).

export interface LeakResult {
  /** [calls done, VmRSS bytes] */
  checkpoints: Array<[number, number]>;
  calls: number;
  seconds: number;
}

export async function benchLeak(file: string, opts: { first: number; calls: number }): Promise<LeakResult> {
  const root = path.dirname(file);
  const client = await startServer(oursSpec(root));
  const marks = new Set([opts.first, Math.round(opts.calls / 4), Math.round(opts.calls / 2), opts.calls]);
  const checkpoints: Array<[number, number]> = [];
  const started = Date.now();
  try {
    for (let i = 1; i <= opts.calls; i++) {
      readText(await readFile(client, "ours", root, file), "ours");
      if (marks.has(i)) checkpoints.push([i, procMemory(client.pid).rss]);
    }
    return { checkpoints, calls: opts.calls, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.close();
  }
}
