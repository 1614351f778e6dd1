// Grep output, line by line: a match is `path:line:` (and `column:`) then the text; with
// context (`grep -C`, `rg -A/-B/-C`), the lines around a match are `path-line-` then the
// text, and `--` parts groups that are not adjacent.

/** A grep match's `path:line:` (and `column:`) prefix: the file, the line. */
export const GREP_PARTS = /^([^\s:][^:]*):(\d+):(?:\d+:)?/;
const SEPARATOR = "--";
const CONTEXT_NUMBER = /^(\d+)-/;

export interface GrepLine {
  file: string;
  line: number;
  /** Where the text after the prefix starts. */
  textStart: number;
  /** A match (`path:N:`), not a context line (`path-N-`). */
  match: boolean;
}

/** Line `text` as a context line of `file` (`file-N-text`), if it is one. */
function contextLine(text: string, file: string | undefined): GrepLine | undefined {
  if (file === undefined || !text.startsWith(`${file}-`)) return undefined;
  const m = CONTEXT_NUMBER.exec(text.slice(file.length + 1));
  return m ? { file, line: Number(m[1]), textStart: file.length + 1 + m[0].length, match: false } : undefined;
}

/**
 * Each line parsed: a match, a context line, or undefined (a `--` separator, anything
 * else). A context line's path is read as that of a match near it (a path may hold
 * `-N-` itself): the line before it or the next match.
 */
export function parseGrepLines(lines: readonly string[]): Array<GrepLine | undefined> {
  const out: Array<GrepLine | undefined> = lines.map((l) => {
    const m = GREP_PARTS.exec(l);
    return m ? { file: m[1]!, line: Number(m[2]), textStart: m[0].length, match: true } : undefined;
  });
  const nextMatch: Array<string | undefined> = new Array(lines.length);
  for (let i = lines.length - 1, file: string | undefined; i >= 0; i--) {
    nextMatch[i] = file;
    if (out[i]) file = out[i]!.file;
  }
  for (let i = 0; i < lines.length; i++) {
    if (out[i] || lines[i] === SEPARATOR) continue;
    out[i] = contextLine(lines[i]!, out[i - 1]?.file) ?? contextLine(lines[i]!, nextMatch[i]);
  }
  return out;
}

/** A match whose path is a file's (no spaces; a directory or an extension): not a log line's `name | 10:13:20`. */
const FILE_MATCH = /^[^\s:]*[/.][^\s:]*:\d+:/;
/** A compiler's or linter's diagnostic, its file first: `file:line:col: error|warning|note`, or a rule code (`F401`, `E501`, `SA1019`). */
export const DIAGNOSTIC = /^([^\s:]+):\d+:(?:\d+:)? (?:(?:fatal error|error|warning|note|info)\b|[A-Z]{1,4}\d{2,4}\b)/;

/**
 * Whether a text is grep output: of its first 200 non-blank lines, 80% are matches,
 * context lines or separators. In command output, the matches must also name files,
 * and not be a compiler's diagnostics (`file:line: error`), which look like matches.
 */
export function isGrepOutput(lines: readonly string[], commandOutput: boolean): boolean {
  const head: string[] = [];
  for (const l of lines) {
    if (l === "") continue;
    head.push(l);
    if (head.length >= 200) break;
  }
  const parsed = parseGrepLines(head);
  let grepLike = 0;
  let fileLike = 0;
  let diagnostics = 0;
  head.forEach((l, i) => {
    const p = parsed[i];
    if (p || l === SEPARATOR) grepLike++;
    if (l === SEPARATOR || (p && (p.match ? FILE_MATCH.test(l) : true))) fileLike++;
    if (p?.match && DIAGNOSTIC.test(l)) diagnostics++;
  });
  if (head.length === 0 || grepLike < head.length * 0.8) return false;
  return !commandOutput || (fileLike >= head.length * 0.8 && diagnostics < head.length * 0.1);
}

/**
 * Whether command output is grep's and nothing else: every non-blank line a match, a
 * context line or a separator, every match naming a file, none a compiler's diagnostic.
 * Such output is read as the grep tool's is: no line of it is the command's own error.
 */
export function isGrepOnly(lines: readonly string[]): boolean {
  const parsed = parseGrepLines(lines);
  let matches = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.trim() === "" || l === SEPARATOR) continue;
    const p = parsed[i];
    if (!p) return false;
    if (!p.match) continue;
    if (!FILE_MATCH.test(l) || DIAGNOSTIC.test(l)) return false;
    matches++;
  }
  return matches > 0;
}
