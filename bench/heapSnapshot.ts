import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// Live JS heap of a child process, from a heap snapshot it writes on SIGUSR2 (start
// it with --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=<dir>). V8 collects all
// garbage before writing a snapshot, so what it holds is what the process keeps: the
// measure of a leak, where RSS also counts how large V8 chose to grow its heap.

export interface LiveHeap {
  /** Sum of the self sizes of every object in the snapshot, bytes. */
  bytes: number;
  /** The part that is compiled code: it grows as V8 optimizes hot functions, a warm-up, not a leak. */
  codeBytes: number;
  /** Objects per constructor name, for the names asked for. */
  counts: Record<string, number>;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Signals `pid` to write a snapshot into `dir`, waits for it, and summarizes it. */
export async function liveHeap(pid: number, dir: string, names: string[], timeoutMs = 60_000): Promise<LiveHeap> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await sleep(200);
    const file = readdirSync(dir).find((f) => f.endsWith(".heapsnapshot") && !before.has(f));
    if (!file) continue;
    const full = path.join(dir, file);
    const size = statSync(full).size;
    await sleep(200);
    if (statSync(full).size !== size) continue; // still being written
    try {
      return summarize(JSON.parse(readFileSync(full, "utf8")) as Snapshot, names);
    } catch {
      // not complete yet
    }
  }
  throw new Error(`no heap snapshot from process ${pid} within ${timeoutMs} ms`);
}

function summarize(s: Snapshot, names: string[]): LiveHeap {
  const fields = s.snapshot.meta.node_fields;
  const types = s.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const wanted = new Set(names);
  const counts: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  let bytes = 0;
  let codeBytes = 0;
  for (let i = 0; i < s.nodes.length; i += width) {
    const type = types[s.nodes[i + typeAt]!];
    bytes += s.nodes[i + sizeAt]!;
    if (type === "code") codeBytes += s.nodes[i + sizeAt]!;
    if (type !== "object") continue;
    const name = s.strings[s.nodes[i + nameAt]!]!;
    if (wanted.has(name)) counts[name]!++;
  }
  return { bytes, codeBytes, counts };
}
