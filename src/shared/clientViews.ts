import { isMarkerLine } from "./markers.js";

// What the clients this server knows hand their model for a text tool result, as
// measured with the real binaries (test/clientModelReads.test.ts): Claude Code the text
// itself, Codex the text after a line with the call's wall time. Used to count what a
// model pays (demo, bench) and to find the tool's own lines in it (tests).

const CODEX_FRAME = /^Wall time: [\d.]+ seconds\nOutput:\n/;
/** The note under a pruned result (response.ts `pruningNote`). */
const PRUNING_NOTE = /^\[\d+ of \d+ (lines|matches) omitted/;

/** A result's text as Codex shows it to the model (a typical wall time, for counting). */
export function codexView(text: string, seconds = "0.0123"): string {
  return `Wall time: ${seconds} seconds\nOutput:\n${text}`;
}

/** The tool's own output lines in what a client forwarded: no Codex frame, no pruning note, no markers. */
export function originalLines(forwarded: string): string {
  const lines = forwarded.replace(CODEX_FRAME, "").split("\n");
  if (PRUNING_NOTE.test(lines.at(-1) ?? "")) lines.pop();
  return lines.filter((l) => !isMarkerLine(l)).join("\n");
}
