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

/** A log line announcing work it starts: the job, the file, the step that an error later in the log was part of. */
const STARTS = /\b(started|starting|begin(ning|s)?|running|processing|importing|handling|executing|loading)\b/i;
/** The emitter of a line in interleaved logs: a compose service's `name |`. */
const EMITTER = /^(\S+)\s+\|/;
const MAX_START_DISTANCE = 400;

/**
 * An error in an application's log is about the work in progress: the last line of the
 * same emitter before it that announced starting something (a job, a file, a request)
 * is kept with it.
 */
export function keepWorkInProgress(lines: readonly string[], selected: boolean[], isError: (l: string) => boolean): void {
  const done = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (!selected[i] || !isError(lines[i]!)) continue;
    const emitter = EMITTER.exec(lines[i]!)?.[1];
    for (let j = i - 1; j >= 0 && i - j <= MAX_START_DISTANCE; j--) {
      const l = lines[j]!;
      if (emitter !== undefined && EMITTER.exec(l)?.[1] !== emitter) continue;
      if (isError(l)) break;
      if (STARTS.test(l)) {
        if (!done.has(j)) selected[j] = true;
        done.add(j);
        break;
      }
    }
  }
}
