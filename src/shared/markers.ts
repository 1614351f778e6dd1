// Marker lines in pruned MCP tool output (decision 9): one line per removed run,
// naming how many lines went and which original lines they were, in as few tokens
// as that takes: `[18 lines 10-27 omitted]` is 9 o200k tokens where the engine's
// canonical marker (local-pruner.md, kept by `prune_text` on /rpc) is about 36.
// The agent reads the lines back with `read` offset/limit (for bash and grep, from
// the saved whole output).

/** The engine's canonical marker (local-pruner.md). */
const CANONICAL = /^⟦PRUNÉ: prune_id=\S+ lignes (\d+)-(\d+) \((\d+)\) raison=.*⟧$/;
/** This server's marker. */
const COMPACT = /^\[(\d+) lines? (\d+)(?:-(\d+))? omitted\]$/;
/** Any marker in the canonical style, as other implementations may word it. */
const CANONICAL_ANY = /^⟦PRUNÉ:.*⟧$/;
/** The public SWE-Pruner service's marker: a count, no range. */
const FILTERED = /^\(filtered (\d+) lines?\)$/;

export function compactMarker(start: number, end: number): string {
  const count = end - start + 1;
  return count === 1 ? `[1 line ${start} omitted]` : `[${count} lines ${start}-${end} omitted]`;
}

/** True for a marker line of any pruner this server knows (canonical, compact, SWE-Pruner). */
export function isMarkerLine(line: string): boolean {
  const l = line.trim();
  return COMPACT.test(l) || CANONICAL_ANY.test(l) || FILTERED.test(l);
}

export interface Compacted {
  text: string;
  /** Lines the markers say were removed (SWE-Pruner's count included). */
  removedLines: number;
  /** Removed ranges, in original line numbers (shifted by `lineOffset`). */
  ranges: Array<[number, number]>;
}

/**
 * Rewrites canonical marker lines as compact ones and counts what was removed.
 * `lineOffset` shifts the ranges to the file's own numbering (a `read` of a line
 * range starts at `offset`, not at line 1), so offset/limit reads them back as named.
 * `lineCount` is how many lines the original text has: the empty piece after a final
 * newline is not a line, and a marker never names it.
 */
export function compactMarkers(text: string, lineOffset = 0, lineCount = Infinity): Compacted {
  let removedLines = 0;
  const ranges: Array<[number, number]> = [];
  // Fast path: no marker of any kind can be present.
  if (!text.includes("⟦PRUNÉ") && !text.includes(" omitted]") && !text.includes("(filtered ")) return { text, removedLines, ranges };
  const out: string[] = [];
  const range = (a: number, b: number): void => {
    const start = a + lineOffset;
    const end = Math.min(b, lineCount) + lineOffset;
    if (end < start) return; // it removed only the empty piece after the last newline
    removedLines += end - start + 1;
    ranges.push([start, end]);
    out.push(compactMarker(start, end));
  };
  for (const line of text.split("\n")) {
    const c = CANONICAL.exec(line);
    const k = c ? null : COMPACT.exec(line);
    if (c) range(Number(c[1]), Number(c[2]));
    else if (k) range(Number(k[2]), k[3] === undefined ? Number(k[2]) : Number(k[3]));
    else {
      const f = FILTERED.exec(line.trim());
      if (f) removedLines += Number(f[1]);
      out.push(line);
    }
  }
  return { text: out.join("\n"), removedLines, ranges };
}
