import type { Unit } from "./budget.js";
import type { CodeStructure } from "./syntax.js";

// Code as units a reader takes or leaves whole: functions (with the comment above
// them), and outside functions, paragraphs (runs of lines between blank lines: a group
// of constants, a class's fields, module code). A function too long to read whole is
// not a unit: its body's paragraphs are, each under the function's signature.

/** A function up to this many lines is one unit; a longer one is read by its paragraphs. */
export const MAX_FUNCTION_UNIT_LINES = 80;
/** A paragraph longer than this is cut into pieces of this size. */
const MAX_PARAGRAPH_LINES = 30;

/**
 * A comment line: `//`, `/*`, a `*` continuation, `#` (not a preprocessor line, a
 * shebang, a Rust attribute `#[derive(…)]`, or a JavaScript private member `#count =
 * 0`, `#check(x) {`), a docstring quote, `-- ` (SQL, Lua, Haskell; not a decrement `--i;`).
 */
export const COMMENT = /^\s*(\/\/|\/\*|\*(\s|\/|$)|#(?!include|define|undef|if|elif|endif|else|pragma|error|warning|line\b|region|endregion|!|\[|[A-Za-z_$][\w$]*\s*[=(;])|"""|'''|--(\s|$))/;
/** A string literal in double, single or back quotes, escapes included: words in it are text, not code. */
export const STRING_LITERAL = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
/** A Rust attribute (`#[inline]`, `#![allow(…)]`): it sits between a function and its doc comment. */
const ATTRIBUTE = /^\s*#!?\[/;
const isBlank = (l: string) => l.trim() === "";

/** Units covering every non-blank line of the text, in line order. */
export function codeUnits(lines: readonly string[], structure: CodeStructure): Unit[] {
  const n = lines.length;
  const owner = new Int32Array(n).fill(-1);
  const units: Unit[] = [];
  // Function units: the outermost function of unit size (nested ones belong to it).
  const fns = structure.declarations
    .filter((d) => d.kind === "function" && d.end - d.start + 1 <= MAX_FUNCTION_UNIT_LINES)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  for (const d of fns) {
    if (owner[d.start] !== -1) continue;
    let start = d.start;
    // The comment right above a function (no blank line between) is its doc, attributes between them included.
    while (start > 0 && owner[start - 1] === -1 && (COMMENT.test(lines[start - 1]!) || ATTRIBUTE.test(lines[start - 1]!)) && d.start - start < 12) start--;
    const k = units.length;
    units.push({ start, end: d.end, headerStart: d.headerStart, headerEnd: d.headerEnd, kind: "function" });
    for (let i = start; i <= d.end; i++) if (owner[i] === -1) owner[i] = k;
  }
  // Paragraphs: the other lines, between blank lines, unit starts and unit ends.
  for (let i = 0; i < n; ) {
    if (owner[i] !== -1 || isBlank(lines[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < n && owner[j + 1] === -1 && !isBlank(lines[j + 1]!) && j + 1 - i < MAX_PARAGRAPH_LINES) j++;
    const k = units.length;
    units.push({ start: i, end: j, headerEnd: i, kind: "paragraph" });
    for (let m = i; m <= j; m++) owner[m] = k;
    i = j + 1;
  }
  return units.sort((a, b) => a.start - b.start);
}

/**
 * Names a unit defines, read from its header line: `function f`, `def f`, `fn f`,
 * `const X =`, `X = …`, `static final int X =`, `#define X`, a method `name(…) {`
 * (a JavaScript private one, `#name(…) {`, defines `#name`, as calls write it,
 * `this.#name(`: a public `name` often delegates to its private namesake).
 */
const DEFINES = [
  /\b(?:function\*?|def|fn|func|class|struct|enum|interface|trait|type|macro_rules!)\s+([A-Za-z_$][\w$]*)/,
  /\b(?:const|let|var|static|final)\s+(?:[\w$<>[\],\s]+\s+)?([A-Za-z_$][\w$]*)\s*[:=]/,
  /^\s*#\s*define\s+([A-Za-z_]\w*)/,
  /^\s*(?:self\.|this\.)?(#?[A-Za-z_$][\w$]*)\s*(?::[^=]+)?=(?!=)/,
  /^\s*(?:(?:public|private|protected|static|final|inline|constexpr|virtual|async|export|pub(?:\([\w:]+\))?|override|synchronized|native|unsafe|const)\s+)*[\w$<>[\],:*&\s]*?(#?\b[A-Za-z_$][\w$]*)\s*\([^;]*$/,
];

export function definedName(headerLine: string): string | undefined {
  for (const re of DEFINES) {
    const m = re.exec(headerLine);
    if (m && m[1] && m[1].replace("#", "").length >= 3 && !/^#?(if|for|while|switch|return|catch|elif|else|new|await|yield)$/.test(m[1])) return m[1];
  }
  return undefined;
}
