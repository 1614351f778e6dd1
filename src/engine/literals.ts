import { STOPWORDS } from "./terms.js";
// Code a question quotes: a span in backticks or quotes, an identifier written as
// code (`a.b`, `f()`, `snake_case`, `camelCase`, `--flag`, `E0308`, `0x7f`, a number).
// The exact text is the strongest evidence there is: a line that contains it is
// almost certainly about it, however common its words are.

/** Fragments of quoted text at least this long are looked up (shorter ones match anywhere). */
const MIN_FRAGMENT = 8;

export interface Literal {
  text: string;
  /** Matched as written (code) or ignoring case (prose in quotes). */
  caseSensitive: boolean;
  /** Matched by this pattern instead of as text (a field and its value, whatever the log's punctuation). */
  pattern?: RegExp;
}

/** Single quotes count only outside words: the apostrophes of "a call's level … the logger's" quote nothing. */
const QUOTED = /`([^`]{2,200})`|"([^"]{3,300})"|“([^”]{3,300})”|(?<!\w)'([^'\s][^']{2,300})'(?!\w)/g;
/** A single punctuation character in backticks or quotes. */
const QUOTED_CHAR = /`([^\w\s`])`|(?<!\w)'([^\w\s'])'(?!\w)|"([^\w\s"])"/g;
const CODE_TOKEN = /(?<![\w$])(?:--?[a-z][\w-]{2,}|[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)+(?:\(\))?|[A-Za-z_$][\w$]*\(\)|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[A-Z][\w$]*|[A-Z][a-z0-9]+[A-Z][\w$]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]\d{3,5}|0x[0-9a-fA-F]+|\d+(?:\.\d+){1,3}|\d{3,})(?![\w$])/g;

/** A word and the number after it ("zoom 9"): a field and its value in the asker's words. */
const NAMED_NUMBER = /\b([A-Za-z][A-Za-z_]{2,})\s+(\d+)\b(?![.,:]\d)/g;
/**
 * A method named the way Ruby's (and many APIs') documentation names it, `Class#method`:
 * an operator (`Set#<=>`, `Hash#[]=`, `String#=~`) or a name ending in `?`, `!` or `=`
 * has no word a term could find.
 */
const METHOD_REF = /(?<![\w$])[A-Z][\w:]*#(<=>|===?|=~|!~|\[\]=?|<<|>>|<=|>=|[-+*\/%<>!~^&|]@?|[A-Za-z_]\w*[?!=])(?![\w$?!=<>~\]])/g;
/**
 * A glob: a star after a separator (`PIP_*`, `XDG_*_HOME`, `src/**`, `test_*.py`) or
 * before an extension (`*.test.ts`). Not a star between operands (`timeout*1000`,
 * `a*b`), in a cast or a call (`(char*)buf`, `fn(*args)`), after a regex's dot (`.*`),
 * or Python's `*args`/`**kwargs`. A star that starts a name (`*_proxy variables`) is
 * prose's shorthand more often than a pattern: its part (`_proxy`) is on every
 * matching line and drew a grep selection away from its answer (dev, round 15).
 */
const GLOB_STAR = /(?<=[_/-])\*|(?<![\w.)])\*(?=\.\w)/;
const SPLAT = /^\*{1,2}[a-z]\w*$/;
const isGlob = (t: string) => !/\s/.test(t) && !SPLAT.test(t) && GLOB_STAR.test(t);
/** A token of a question holding a star: looked at by isGlob. */
const STAR_TOKEN = /(?<![\w$*])[\w$.\/*-]*\*[\w$.\/*-]*/g;
/** A glob's fixed parts are looked up when at least this long. */
const MIN_GLOB_PART = 3;

/** The question less what it quotes: the asker's own words (a quoted error message's "verify" asks for nothing). */
export function unquoted(question: string): string {
  return question.replace(QUOTED, " ");
}

/** The literals of a question, longest first, without duplicates. */
export function questionLiterals(question: string): Literal[] {
  const found = new Map<string, Literal>();
  const add = (text: string, caseSensitive: boolean, pattern?: RegExp) => {
    const t = text.trim();
    if (t.length >= 3 && !found.has(t)) found.set(t, pattern ? { text: t, caseSensitive, pattern } : { text: t, caseSensitive });
    // A glob (`PIP_*`, `*.test.ts`) is also its fixed parts: the text around its stars.
    if (caseSensitive && isGlob(t)) for (const part of t.split("*")) if (part.length >= MIN_GLOB_PART) add(part, true);
  };
  for (const m of question.matchAll(QUOTED)) {
    const span = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
    const isCode = m[1] !== undefined || /[()[\]{}=.:_$<>]|^\w+$/.test(span);
    // Long quoted prose (an error message) is looked up by its fragments between
    // placeholders, since programs build such messages from pieces.
    const pieces = isCode ? [span] : span.split(/%[sdrf]|\{[^}]*\}|\$\{[^}]*\}|<[^>]*>|\.{3}|…/);
    for (const p of pieces) if (p.trim().length >= (isCode ? 3 : MIN_FRAGMENT)) add(p, isCode);
  }
  for (const m of unquoted(question).matchAll(CODE_TOKEN)) add(m[0].replace(/\(\)$/, ""), true);
  // "zoom 9", "attempt 2", "worker 3": a name and its number, as logs write a field
  // (`zoom=9`, `"zoom": 9`, `"zoom":9`, `zoom: 9`), not a longer name or number.
  for (const [, name, value] of unquoted(question).matchAll(NAMED_NUMBER)) {
    if (!STOPWORDS.has(name!.toLowerCase())) add(`${name}=${value}`, false, new RegExp(`(?<![\\w.-])"?${name}"?\\s*[=:]\\s*"?${value}(?![\\w.])`, "i"));
  }
  // A short operator (`==`, `<<`) is looked up as its definition: alone it is on every other line.
  for (const m of unquoted(question).matchAll(METHOD_REF)) add(m[1]!.length >= 3 ? m[1]! : `def ${m[1]}`, true);
  for (const m of unquoted(question).matchAll(STAR_TOKEN)) if (isGlob(m[0])) add(m[0], true);
  // One quoted punctuation character (`{`, '#'): code dispatches on it as a character literal.
  for (const m of question.matchAll(QUOTED_CHAR)) {
    const c = (m[1] ?? m[2] ?? m[3])!;
    add(`"${c}"`, true);
    add(`'${c}'`, true);
  }
  return [...found.values()].sort((a, b) => b.text.length - a.text.length);
}

/** For each line, whether it contains one of the literals. */
export function literalLines(lines: readonly string[], literals: readonly Literal[], lowered?: readonly string[]): Uint8Array {
  const hit = new Uint8Array(lines.length);
  if (literals.length === 0) return hit;
  const patterns = literals.flatMap((l) => (l.pattern ? [l.pattern] : []));
  const exact = literals.filter((l) => !l.pattern && l.caseSensitive).map((l) => l.text);
  const folded = literals.filter((l) => !l.pattern && !l.caseSensitive).map((l) => l.text.toLowerCase());
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (exact.some((t) => line.includes(t)) || patterns.some((p) => p.test(line))) hit[i] = 1;
    else if (folded.length > 0) {
      const lower = lowered?.[i] ?? line.toLowerCase();
      if (folded.some((t) => lower.includes(t))) hit[i] = 1;
    }
  }
  return hit;
}
