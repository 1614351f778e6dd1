import { randomUUID } from "node:crypto";

// Removed lines stay retrievable (local-pruner.md "recover_text"): in memory, with a
// TTL and a memory bound; the oldest entries go first when the bound is reached.

export interface RecoverRange {
  start_line: number;
  end_line: number;
}

export type RecoverResult =
  | { ok: true; raw_text: string; metadata: { prune_id: string; ranges: RecoverRange[]; line_numbering: "original" } }
  | { ok: false; code: "prune_id_not_found" | "invalid_range"; prune_id?: string; message: string };

/** What an entry costs beyond its characters (2 bytes each): the map entry and array, about 64 bytes; each string's header, about 16. */
const ENTRY_BYTES = 64;
const LINE_BYTES = 16;

interface Entry {
  lines: string[];
  bytes: number;
  expires: number;
}

export class RecoveryStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = 30 * 60_000,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Keeps the original lines of one prune; returns its id. Lines larger than the whole
   * bound are not kept, and evict nothing (the id is still issued; recovering it is
   * prune_id_not_found): so a store of 0 bytes, the MCP server's, keeps nothing.
   */
  put(lines: string[]): string {
    this.expire();
    const id = `p_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const bytes = lines.reduce((n, l) => n + LINE_BYTES + l.length * 2, ENTRY_BYTES);
    if (bytes > this.maxBytes) return id;
    this.entries.set(id, { lines, bytes, expires: this.now() + this.ttlMs });
    this.bytes += bytes;
    // Map iteration order is insertion order: the first entries are the oldest; the new one fits.
    for (const [oldId, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldId, e);
    }
    return id;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the kept entries are counted at; never above the bound. */
  get usedBytes(): number {
    return this.bytes;
  }

  recover(prune_id: string, ranges: RecoverRange[], includeLineNumbers: boolean): RecoverResult {
    this.expire();
    for (const r of ranges) {
      if (!Number.isInteger(r.start_line) || !Number.isInteger(r.end_line) || r.start_line < 1 || r.end_line < 1 || r.start_line > r.end_line) {
        return { ok: false, code: "invalid_range", message: `invalid range ${r.start_line}-${r.end_line}` };
      }
    }
    const entry = this.entries.get(prune_id);
    if (!entry) {
      return { ok: false, code: "prune_id_not_found", prune_id, message: `prune_id ${prune_id} is unknown or expired; prune the text again` };
    }
    const out: string[] = [];
    for (const r of ranges) {
      const end = Math.min(r.end_line, entry.lines.length); // past the end is clamped
      for (let n = r.start_line; n <= end; n++) out.push(includeLineNumbers ? `${n}│ ${entry.lines[n - 1]}` : entry.lines[n - 1]!);
    }
    return { ok: true, raw_text: out.join("\n"), metadata: { prune_id, ranges, line_numbering: "original" } };
  }

  private expire(): void {
    const t = this.now();
    for (const [id, e] of this.entries) if (e.expires <= t) this.drop(id, e);
  }

  private drop(id: string, e: Entry): void {
    this.entries.delete(id);
    this.bytes -= e.bytes;
  }
}
