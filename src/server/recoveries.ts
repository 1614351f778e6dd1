import { realpath, stat } from "node:fs/promises";
import path from "node:path";

// A quality signal from real runs: when an agent reads back lines that a recent pruned
// result removed (a `read` of the same file over a removed range, or of the saved
// whole output of a pruned bash/grep), pruning cut something the agent needed. Each
// such read is one `pruner.recovered` event, and the run's tally goes into
// `mcp_pruner.summary` at shutdown (docs/events.md).

/** Pruned results are remembered this long, and at most this many. */
const LEDGER_TTL_MS = 30 * 60 * 1000;
const LEDGER_MAX = 500;

interface Pruned {
  request_id: string;
  /** Absolute path of what the ranges number: the file read, or the saved whole output. */
  file: string;
  ranges: Array<[number, number]>;
  /** The file as it was when pruned (size, mtime), to tell when ranges may have moved. */
  size: number;
  mtimeMs: number;
  at: number;
}

export interface Recovery {
  /** The pruned results whose removed lines this read brings back. */
  pruned_request_ids: string[];
  file: string;
  ranges: Array<[number, number]>;
  lines: number;
  /** The file changed since it was pruned: the ranges its markers named may have moved. */
  changed: boolean;
}

export interface RunTally {
  calls: number;
  /** Calls whose output had lines removed. */
  pruned_calls: number;
  /** o200k tokens of those calls' output, as it was and as returned. */
  tokens_raw: number;
  tokens_returned: number;
  recoveries: number;
  recovered_lines: number;
}

/** The tally of a run in which no tool was called. */
export function emptyTally(): RunTally {
  return { calls: 0, pruned_calls: 0, tokens_raw: 0, tokens_returned: 0, recoveries: 0, recovered_lines: 0 };
}

export class RecoveryLedger {
  private readonly entries: Pruned[] = [];
  readonly tally: RunTally = emptyTally();

  constructor(private readonly root: string) {}

  /** Remembers a pruned result: `file` is root-relative (a read's path, or a saved whole output). */
  async remember(request_id: string, file: string, ranges: Array<[number, number]>): Promise<void> {
    if (ranges.length === 0) return;
    const abs = await this.key(file);
    const s = await stat(abs).catch(() => undefined);
    if (!s) return;
    this.prune();
    this.entries.push({ request_id, file: abs, ranges, size: s.size, mtimeMs: s.mtimeMs, at: Date.now() });
    if (this.entries.length > LEDGER_MAX) this.entries.shift();
  }

  /**
   * A read of `file` over lines `from..to` (1-based; the whole file when no range),
   * less the ranges this read itself removed (a read pruned again returns only what it
   * kept): the removed lines of remembered results it brings back, if any.
   */
  async check(file: string, from: number, to: number, removedNow: ReadonlyArray<readonly [number, number]> = []): Promise<Recovery | undefined> {
    this.prune();
    // Nothing remembered (the usual case): no path to resolve before the answer goes.
    if (this.entries.length === 0) return undefined;
    const abs = await this.key(file);
    const hits = this.entries.filter((e) => e.file === abs);
    if (hits.length === 0) return undefined;
    const overlaps: Array<[number, number]> = [];
    const recovered: Pruned[] = [];
    for (const e of hits) {
      let hit = false;
      for (const [a, b] of e.ranges) {
        for (const [s, t] of subtract([Math.max(a, from), Math.min(b, to)], removedNow)) {
          overlaps.push([s, t]);
          hit = true;
        }
      }
      if (hit) recovered.push(e);
    }
    if (recovered.length === 0) return undefined;
    const merged = mergeRanges(overlaps);
    const lines = merged.reduce((n, [a, b]) => n + b - a + 1, 0);
    const s = await stat(abs).catch(() => undefined);
    // Any of the results it recovers from may have named lines that have moved since.
    const changed = recovered.some((e) => !s || s.size !== e.size || s.mtimeMs !== e.mtimeMs);
    this.tally.recoveries++;
    this.tally.recovered_lines += lines;
    return { pruned_request_ids: recovered.map((e) => e.request_id), file: path.relative(this.root, abs).split(path.sep).join("/"), ranges: merged, lines, changed };
  }

  /** One key per file, whatever path reached it (a symlink, `./a/../a`). */
  private async key(file: string): Promise<string> {
    const abs = path.resolve(this.root, file);
    return realpath(abs).catch(() => abs);
  }

  private prune(): void {
    const cutoff = Date.now() - LEDGER_TTL_MS;
    while (this.entries.length > 0 && this.entries[0]!.at < cutoff) this.entries.shift();
  }
}

function mergeRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** `[a, b]` without the lines of `cut` (ranges, any order): what is left, in pieces. */
function subtract([a, b]: readonly [number, number], cut: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  let pieces: Array<[number, number]> = a <= b ? [[a, b]] : [];
  for (const [c, d] of cut) {
    pieces = pieces.flatMap(([s, t]): Array<[number, number]> => {
      if (d < s || c > t) return [[s, t]];
      const left: Array<[number, number]> = c > s ? [[s, c - 1]] : [];
      return d < t ? [...left, [d + 1, t]] : left;
    });
  }
  return pieces;
}
