import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { liveHeap, type LiveHeap } from "./heapSnapshot.js";
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

export interface LiveHeapResult {
  first: LiveHeap;
  last: LiveHeap;
  calls: number;
}

/** Objects whose count shows a per-request leak (request actors, their children, timers, abort signals). */
const LEAK_NAMES = ["Actor", "Timeout", "AbortController", "AbortSignal", "FileHandle"];

/**
 * The same sequential reads on a fresh server of ours that writes heap snapshots:
 * live heap and request-object counts after `first` calls and after `calls`.
 * A separate process, since writing a snapshot itself grows RSS.
 */
export async function benchLiveHeap(file: string, opts: { first: number; calls: number }): Promise<LiveHeapResult> {
  const root = path.dirname(file);
  const dir = mkdtempSync(path.join(tmpdir(), "mcp-pruner-heap-"));
  const spec = specFor("ours", root);
  const ours = await startServer({ ...spec, args: ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${dir}`, ...spec.args] });
  try {
    const call = async () => readText(await readFile(ours, "ours", root, file), "ours");
    for (let i = 0; i < opts.first; i++) await call();
    const first = await liveHeap(ours.pid, dir, LEAK_NAMES);
    for (let i = opts.first; i < opts.calls; i++) await call();
    const last = await liveHeap(ours.pid, dir, LEAK_NAMES);
    return { first, last, calls: opts.calls };
  } finally {
    await ours.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
