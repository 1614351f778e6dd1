import type { RecoveryStore } from "../../src/engine/recoveryStore.js";

// The two marker shapes as a reader parses them, written here independently of the
// code that builds them: the engine's canonical marker (/rpc's contract) and the
// compact `[N lines A-B omitted]` (one line: `[1 line A omitted]`) an agent reads.

export const ENGINE_MARKER = /^⟦PRUNÉ: prune_id=(?<prune_id>\S+) lignes (?<start>\d+)-(?<end>\d+) \((?<count>\d+)\) raison=(?<reason>.*)⟧$/;
const COMPACT = /^\[(\d+) lines? (\d+)(?:-(\d+))? omitted\]$/gm;

/** Every compact marker of a text: how many lines it names, and their range. */
export function omittedRanges(text: string): Array<{ count: number; start: number; end: number }> {
  return [...text.matchAll(COMPACT)].map((m) => ({ count: Number(m[1]), start: Number(m[2]), end: Number(m[3] ?? m[2]) }));
}

/** The kept lines in order, every engine marker replaced by the lines recovered for it. */
export function rebuildFromMarkers(pruned: string, store: RecoveryStore, pruneId: string): string {
  const out: string[] = [];
  for (const line of pruned.split("\n")) {
    const m = ENGINE_MARKER.exec(line);
    if (!m) {
      out.push(line);
      continue;
    }
    const rec = store.recover(pruneId, [{ start_line: Number(m.groups!.start), end_line: Number(m.groups!.end) }], false);
    if (!rec.ok) throw new Error("recovery failed");
    out.push(...rec.raw_text.split("\n"));
  }
  return out.join("\n");
}
