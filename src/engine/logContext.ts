import { definedName } from "./codeUnits.js";

// Lines a kept line of command output is read with, wherever they sit: the other side
// of a change in a diff, the function a compiler's diagnostic is in.

/** A diff's added or removed line (not its `+++`/`---` file header). */
const CHANGED = /^([+-])(?![+-]{2}( |$))/;
/** A name defined on more lines than this on the other side is too common to pair. */
const MAX_COUNTERPARTS = 2;

/**
 * In a diff, a removed definition and the added one of the same name are one change
 * read in two places (a signature edited, a constant's value changed, a function moved
 * to another file): a kept side keeps the other.
 */
export function keepDiffCounterparts(lines: readonly string[], selected: boolean[]): void {
  const sides = { "+": new Map<string, number[]>(), "-": new Map<string, number[]>() };
  const named: Array<[number, "+" | "-", string]> = [];
  for (let i = 0; i < lines.length; i++) {
    const m = CHANGED.exec(lines[i]!);
    if (!m) continue;
    const name = definedName(lines[i]!.slice(1));
    if (name === undefined) continue;
    const side = m[1] as "+" | "-";
    const at = sides[side].get(name);
    if (at) at.push(i);
    else sides[side].set(name, [i]);
    named.push([i, side, name]);
  }
  for (const [i, side, name] of named) {
    if (!selected[i]) continue;
    const other = sides[side === "+" ? "-" : "+"].get(name);
    if (other && other.length <= MAX_COUNTERPARTS) for (const j of other) selected[j] = true;
  }
}

/** gcc's diagnostic `file:line:col: warning|error|note:` and the context line `file: In function 'f':` above it. */
const DIAGNOSTIC = /^(\S+?):\d+:\d+: (fatal error|error|warning|note):/;
const IN_FUNCTION = /^(\S+?): In (function|member function|constructor|destructor|instantiation|static member function|lambda function)\b/;
/** How far above its diagnostic a context line is looked for. */
const MAX_CONTEXT_DISTANCE = 60;

/**
 * gcc names the function its diagnostics are in once, on a line of its own above
 * them (`src/io.c: In function 'load':`): a kept diagnostic keeps that line.
 */
export function keepFunctionContext(lines: readonly string[], selected: boolean[]): void {
  for (let i = 0; i < lines.length; i++) {
    if (!selected[i]) continue;
    const d = DIAGNOSTIC.exec(lines[i]!);
    if (!d) continue;
    for (let j = i - 1; j >= 0 && i - j <= MAX_CONTEXT_DISTANCE; j--) {
      const c = IN_FUNCTION.exec(lines[j]!);
      if (c) {
        if (c[1] === d[1]) selected[j] = true;
        break;
      }
      // Another file's diagnostics, or a line that is no diagnostic's part, end the search.
      const other = DIAGNOSTIC.exec(lines[j]!);
      if (other && other[1] !== d[1]) break;
    }
  }
}
