import { queryTerms, terms } from "./terms.js";

// A question that asks for the largest or the smallest of something over a listing
// (`du`, `ps aux`, `ls -l`, pytest's durations, a table of sizes) is answered by the
// rows holding the extreme values of a column: no word of the question is on them, the
// number is the answer. Those rows are kept, a few per column, beside what the words
// found; so are the odd rows of an `ls -l` asked about permissions or owners.

/** Asks for the most of something ("most" as in "most likely" or "most recent" is not a quantity, nor "most of the time" unless something took it). */
const ASKS_MOST = /\b(largest|biggest|highest|heaviest|greatest|maximum|slowest|longest|(?<!\bat )most(?!\s+(likely|recent\w*|probabl\w*|common\w*|important|relevant|often|of(?!\s+(the\s+)?(space|disk|memory|ram|cpu|storage|room|bandwidth)\b))\b)|(?<=\b(?:took|takes|taking|spent|spends|spend|used|uses|consumed|consumes|eats|eating)\s+)most(?=\s+of\s+(?:the\s+)?time\b))\b/i;
/** "far more memory than the others", "far bigger than the usual scans": the odd one out at the top. */
const THAN_OTHERS = String.raw`\b[^.?!]*?\bthan (the |all |any )?(others?|rest|usual|normal|typical|average|expected|other \w+)\b`;
const ASKS_MORE_THAN_OTHERS = new RegExp(String.raw`\b(more|bigger|larger|higher|heavier|longer|slower)` + THAN_OTHERS, "i");
const ASKS_LESS_THAN_OTHERS = new RegExp(String.raw`\b(less|fewer|smaller|lower|lighter|shorter|faster)` + THAN_OTHERS, "i");
/** "at least" is a bound, not a quantity asked for; bare `max`/`min` are mostly names (`--max-old-space-size`, "5 min"). */
const ASKS_LEAST = /\b(smallest|lowest|lightest|(?<!\bat )least|fewest|minimum|fastest|shortest)\b/i;

/** A number with an optional size, time or share unit: `330M`, `4.0K`, `2Gi`, `46.5`, `0.25s`, `12ms`, `87%` (not `m`: minutes or millicores). */
const VALUE = /^[+-]?(\d+(?:\.\d+)?)([KMGTP]i?B?|[kMGT]?B|%|s|ms|µs|us)?,?$/;
const UNIT_SCALE: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, ms: 1e-3, µs: 1e-6, us: 1e-6 };
/** Fields read per line: a listing's numbers sit in its first columns. */
const MAX_FIELDS = 12;

/** A listing has at least this many rows with a number in the same column. */
const MIN_ROWS = 4;
/** A block of a listing has at least two rows (a lone number on a line is no listing). */
const MIN_RUN = 2;
/** Rows kept per column: the extreme and its runners-up, so the reader sees the margin. */
const ROWS_PER_COLUMN = 3;
/** "the three largest", "top 5", "which two tests": as many rows as asked for, and the next one for the margin ("of the 12 workers", "in the 12 boxes" count something else, "the 95% latency" is a share, "the 3.5 GB" a size). */
const ASKS_COUNT = /(?<!\b(?:of|in|among|across|from|on|for)\s+)\b(?:top|the|which|what|list|name|show)\s+(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\b(?![%\d]|[.,:]\d)/i;
const COUNT_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
/** Rows kept per column: the extreme and its runners-up, or as many as the question counts and one more. */
function rowsAsked(query: string): number {
  const m = ASKS_COUNT.exec(query);
  if (!m) return ROWS_PER_COLUMN;
  const word = m[1]!.toLowerCase();
  const n = /^\d+$/.test(word) ? Number(word) : COUNT_WORDS.indexOf(word) + 2;
  return Math.max(ROWS_PER_COLUMN, Math.min(n, 10) + 1);
}
/** At most this many columns are read: a wide table does not flood the selection. */
const MAX_COLUMNS = 6;

function valueOf(token: string): number | undefined {
  const m = VALUE.exec(token);
  if (!m) return undefined;
  const unit = m[2] ?? "";
  return Number(m[1]) * (UNIT_SCALE[unit.replace(/i?B?$/, "")] ?? UNIT_SCALE[unit] ?? 1) * (token.startsWith("-") ? -1 : 1);
}

interface Column {
  /** Which whitespace-separated field of its rows holds the numbers (-1: a known line's number, wherever it sits). */
  field: number;
  /** The rows (line indexes) with a number in this field: one run of consecutive lines, or runs of one block or of `ls -lR`'s blocks merged. */
  rows: number[];
  values: number[];
  /** The header's word over this field, when the line above the run has one. */
  header: string | undefined;
  /** The header is what a tool's known line (a diffstat, a named field) says its number is, not a line above the run; its rows are one group. */
  known?: true;
}

/** Runs of consecutive non-blank lines whose `field`-th whitespace-separated token is a number. */
function columns(lines: readonly string[], blocks: Blocks): Column[] {
  const fields = lines.map((l) => l.trim().split(/\s+/, MAX_FIELDS));
  const out: Column[] = [];
  let widest = 0;
  for (const f of fields) if (f.length > widest) widest = f.length;
  for (let f = 0; f < widest; f++) {
    let run: Column | undefined;
    const close = () => {
      if (run && run.rows.length >= MIN_RUN) out.push(run);
      run = undefined;
    };
    for (let i = 0; i < lines.length; i++) {
      const token = fields[i]![f];
      const v = token === undefined ? undefined : valueOf(token);
      if (v === undefined) {
        close();
        continue;
      }
      if (!run) {
        const above = i > 0 ? fields[i - 1]![f] : undefined;
        run = { field: f, rows: [], values: [], header: above !== undefined && valueOf(above) === undefined ? above : undefined };
      }
      run.rows.push(i);
      run.values.push(v);
    }
    close();
  }
  // A column goes on past a placeholder (`-`, `N/A`) within a block (lines between
  // blank lines or command echoes), and across the blocks of a listing made of one block
  // per directory (`ls -lR`, each under its `dir:` heading), so the largest file of the
  // tree is found, not of a block. Two tables printed one after the other (`du`, then
  // `wc -l`) stay apart.
  const merged = new Map<string, Column>();
  for (const c of out) {
    const first = c.rows[0]!;
    const key = blocks.heading[first]! >= 0 ? `${c.field}\u0000ls\u0000${c.header ?? ""}` : `${c.field}\u0000${blocks.id[first]}`;
    const m = merged.get(key);
    if (!m) merged.set(key, { ...c, rows: [...c.rows], values: [...c.values] });
    else {
      m.rows.push(...c.rows);
      m.values.push(...c.values);
    }
  }
  return [...merged.values()].filter((c) => c.rows.length >= MIN_ROWS);
}

/** git's diffstat: a file's row (`src/a.ts | 12 ++--`) and a commit's summary (`2 files changed, 45 insertions(+), 3 deletions(-)`). */
export const STAT_ROW = /^ \S.*?\s\|\s+(\d+)(?: [+-]+|(?<=\|\s+0))$/;
export const STAT_SUMMARY = /^ (\d+) files? changed(?:, (\d+) insertions?\(\+\))?(?:, (\d+) deletions?\(-\))?$/;

/**
 * `git log --stat` prints each commit's diffstat apart, often one row long: its rows make
 * one column over the whole log (the lines changed in a file), and its summaries three
 * (files changed, lines added, lines removed), each headed by the words a question
 * would use for it.
 */
function diffStatColumns(lines: readonly string[]): Column[] {
  const cols: Column[] = [
    { field: -1, rows: [], values: [], header: "lines changed", known: true },
    { field: -1, rows: [], values: [], header: "files changed", known: true },
    { field: -1, rows: [], values: [], header: "insertions added lines", known: true },
    { field: -1, rows: [], values: [], header: "deletions removed deleted lines", known: true },
  ];
  lines.forEach((l, i) => {
    const row = STAT_ROW.exec(l);
    if (row) {
      cols[0]!.rows.push(i);
      cols[0]!.values.push(Number(row[1]));
      return;
    }
    const sum = STAT_SUMMARY.exec(l);
    if (!sum) return;
    [sum[1], sum[2] ?? "0", sum[3] ?? "0"].forEach((v, k) => {
      cols[k + 1]!.rows.push(i);
      cols[k + 1]!.values.push(Number(v));
    });
  });
  // Within a commit, the rows are a listing the other columns already read.
  return cols.filter((c) => c.rows.length >= MIN_ROWS && new Set(c.values).size > 1);
}

/** A named field and its number: logfmt's `rt=0.912`, `dur_ms=900`, JSON's `"bytes": 5120`, `elapsed: 12ms`. */
const KEYED_VALUE = /(?:^|[\s,{(])"?([A-Za-z_][\w.-]*)"?\s*[=:]\s*"?([+-]?\d+(?:\.\d+)?)(ms|s|µs|us)?"?(?=[\s,})]|$)/g;
/** Asks how long something took. */
const ASKS_DURATION = /\b(longest|slowest|fastest|shortest|how long|took|time|duration|latency|elapsed)\b/i;
/** A field that holds a duration. */
const DURATION_KEY = /^(dur|duration|elapsed|latency|took|rt|request_?time|response_?time|upstream_?time|secs?|seconds|millis|ms)([_.-]?(ms|s|sec|secs|us|ns))?$/i;
/** A field that names or locates something rather than measuring it (an id, a port, a line, a status, a time of day). */
const NAMING_KEY = /(^|[_.-])(id|pid|port|line|lineno|status|code|ts|time|timestamp|epoch)$/i;

/** Columns of named numeric fields, over the whole output (each line holds its field wherever its other fields put it). */
function keyedColumns(lines: readonly string[]): Column[] {
  const byKey = new Map<string, Column>();
  lines.forEach((l, i) => {
    for (const m of l.matchAll(KEYED_VALUE)) {
      const key = m[1]!;
      let c = byKey.get(key);
      if (!c) byKey.set(key, (c = { field: -1, rows: [], values: [], header: key, known: true }));
      if (c.rows[c.rows.length - 1] === i) continue;
      c.rows.push(i);
      c.values.push(Number(m[2]) * (m[3] ? UNIT_SCALE[m[3]] ?? 1 : 1));
    }
  });
  return [...byKey.values()].filter((c) => c.rows.length >= MIN_ROWS && new Set(c.values).size > 1);
}

/** `ls -lR` names the directory of each block on its first line, ending in a colon. */
const BLOCK_HEADING = /:\s*$/;
const COMMAND_ECHO = /^\$ /;

interface Blocks {
  /** Each line's block: lines between blank lines and command echoes (`$ cmd`). */
  id: Int32Array;
  /** The heading of each line's block above it (a line ending in a colon), or -1. */
  heading: Int32Array;
}

/** Blocks and their headings, in one pass. */
function blocksOf(lines: readonly string[]): Blocks {
  const id = new Int32Array(lines.length);
  const heading = new Int32Array(lines.length).fill(-1);
  let block = 0;
  let head = -1;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.trim() === "" || COMMAND_ECHO.test(l)) {
      block++;
      head = -1;
    }
    id[i] = block;
    heading[i] = head;
    if (BLOCK_HEADING.test(l) && !COMMAND_ECHO.test(l) && !LS_ROW.test(l) && !LS_ISO_ROW.test(l)) head = i;
  }
  return { id, heading };
}

/** A row, and in a listing of one block per directory (`ls -lR`), its directory's heading. */
function keepRow(blocks: Blocks, row: number, selected: boolean[]): void {
  selected[row] = true;
  const heading = blocks.heading[row]!;
  if (heading >= 0) selected[heading] = true;
}

/** The extreme rows of a column, under their headings. */
function keepTop(blocks: Blocks, rows: readonly number[], values: readonly number[], most: boolean, count: number, selected: boolean[]): void {
  const order = rows.map((_, k) => k).sort((a, b) => (most ? values[b]! - values[a]! : values[a]! - values[b]!) || a - b);
  for (const k of order.slice(0, count)) keepRow(blocks, rows[k]!, selected);
}

/** A path after the number (`du`'s `330M\tarchive/parish`): a name with a slash, or `.`. */
const PATH_TOKEN = /^(\.|[^\s/]*\/\S*)$/;
/** Share of a column's rows whose next field is a path, for the rows to read as `du`'s. */
const PATHS_SHARE = 0.8;

/**
 * `du` prints a directory's total after its entries, and a total holds every entry
 * below it: the largest rows of the whole column are a path and its ancestors. The
 * question is about one level of the tree (the collections, the stations, the files),
 * so the extremes are read among the rows of each depth apart.
 */
function byDepth(lines: readonly string[], c: Column): Array<[number[], number[]]> {
  if (c.known) return [[c.rows, c.values]];
  const paths = c.rows.map((i) => lines[i]!.trim().split(/\s+/, c.field + 2)[c.field + 1]);
  if (paths.filter((p) => p !== undefined && PATH_TOKEN.test(p)).length < c.rows.length * PATHS_SHARE) return [[c.rows, c.values]];
  const groups = new Map<number, [number[], number[]]>();
  c.rows.forEach((row, k) => {
    const p = (paths[k] ?? "").replace(/^\.\//, "").replace(/\/+$/, "");
    const depth = p === "." || p === "" ? 0 : p.split("/").length;
    let g = groups.get(depth);
    if (!g) groups.set(depth, (g = [[], []]));
    g[0].push(row);
    g[1].push(c.values[k]!);
  });
  return [...groups.values()];
}

/** Asks for the newest or the oldest: by date, not by size. */
const ASKS_NEWEST = /\b(newest|latest|most recent(ly)?|last (modified|changed|updated|touched|written)|recently (modified|changed|updated|touched|written))\b/i;
const ASKS_OLDEST = /\b(oldest|earliest|least recent(ly)?)\b/i;
const ASKS_DIRECTORY = /\b(director(y|ies)|folders?)\b/i;
/** An `ls -l` row: its type and mode, and its date (`Mar 16  2024`, or `Nov 28 22:32` within the last six months), then the name. */
const LS_ROW = /^([-dlcbps])[rwxsStT-]{9}[.+@]?\s.*?\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+(\d{1,2})\s+(?:(\d{4})|(\d{1,2}):(\d{2}))\s+(.*)$/;
/** The same row with `--time-style=long-iso` or `full-iso`: `2022-05-11 16:56`, `2022-05-11 16:56:03.000000000 +0000`. */
const LS_ISO_ROW = /^([-dlcbps])[rwxsStT-]{9}[.+@]?\s.*?\s(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d)(?::\d\d(?:\.\d+)?)?(?: [+-]\d{4})?\s+(.*)$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Asks who may read, write or run an entry, or who owns it. */
const ASKS_ACCESS = /\b(permissions?|chmod|mode bits|(read|written|writ\w*|run|execut\w*)(\s+\w+)?\s+by\b|readable|writ(e)?able|executable|world[- ](read|writ)\w*|owner|owned|ownership|setuid|setgid|sticky)\b/i;
/** An `ls -l` row's mode (type and permission bits), owner and group. */
const LS_ACCESS = /^([-dlcbps])([rwxsStT-]{9}[.+@]?)\s+\d+\s+(\S+)\s+(\S+)\s/;
/** An odd value is held by at most this many rows of its kind, and fewer than a tenth of them. */
const MAX_ODD_ROWS = 3;
const MAX_ACCESS_ROWS = 10;

/**
 * A question about permissions or ownership over an `ls -l` listing names no word
 * of the answer: the entry that differs is it. Among the files (and, apart, the
 * directories), the rows whose permission bits, owner or group few others share are
 * kept, with their directory's heading (`ls -lR`). The mode holds its ACL or
 * security-context mark (`-rw-r--r--+`).
 */
function keepOddAccess(lines: readonly string[], selected: boolean[]): void {
  const rows: Array<{ line: number; kind: string; values: string[] }> = [];
  lines.forEach((l, i) => {
    const m = LS_ACCESS.exec(l);
    if (!m || / \.\.?\/?$/.test(l)) return;
    // Files, directories and links apart: a link's mode is always `lrwxrwxrwx`.
    rows.push({ line: i, kind: m[1] === "d" || m[1] === "l" ? m[1] : "f", values: [`mode ${m[2]}`, `owner ${m[3]}`, `group ${m[4]}`] });
  });
  const ofKind = new Map<string, number>();
  const held = new Map<string, number>();
  for (const r of rows) {
    ofKind.set(r.kind, (ofKind.get(r.kind) ?? 0) + 1);
    for (const v of r.values) held.set(`${r.kind} ${v}`, (held.get(`${r.kind} ${v}`) ?? 0) + 1);
  }
  const odd = rows.filter((r) => r.values.some((v) => {
    const c = held.get(`${r.kind} ${v}`)!;
    return c <= MAX_ODD_ROWS && c * 10 < ofKind.get(r.kind)!;
  }));
  if (odd.length === 0 || odd.length > MAX_ACCESS_ROWS) return;
  const blocks = blocksOf(lines);
  for (const r of odd) keepRow(blocks, r.line, selected);
}

/**
 * The newest (or oldest) entries of `ls -l` listings by their date. `.` and `..` are the
 * directory and its parent, not entries of the tree; a question about directories reads
 * the directories, others the files. A date with a time is within the last six months,
 * newer than any date with a year (and across New Year, January's after December's).
 */
function keepDatedRows(lines: readonly string[], blocks: Blocks, query: string, newest: boolean, selected: boolean[]): boolean {
  const dirs = ASKS_DIRECTORY.test(query);
  const rows: number[] = [];
  const dates: Array<{ year: number | undefined; month: number; day: number; minutes: number }> = [];
  lines.forEach((l, i) => {
    const m = LS_ROW.exec(l);
    const iso = m ? undefined : LS_ISO_ROW.exec(l);
    const entry = m ?? iso;
    if (!entry || entry[7] === "." || entry[7] === ".." || (entry[1] === "d") !== dirs) return;
    rows.push(i);
    if (m) dates.push({ year: m[4] !== undefined ? Number(m[4]) : undefined, month: MONTHS.indexOf(m[2]!), day: Number(m[3]), minutes: m[5] !== undefined ? Number(m[5]) * 60 + Number(m[6]) : 0 });
    else dates.push({ year: Number(iso![2]), month: Number(iso![3]) - 1, day: Number(iso![4]), minutes: Number(iso![5]) * 60 + Number(iso![6]) });
  });
  if (rows.length < MIN_ROWS) return false;
  // Dates with a time have no year: they are the last six months. When those months
  // cross New Year (Nov, Dec, Jan), the window starts after the widest gap between them,
  // and the months before its start are the later year.
  const recent = [...new Set(dates.filter((d) => d.year === undefined).map((d) => d.month))].sort((a, b) => a - b);
  let start = recent[0] ?? 0;
  let widest = -1;
  recent.forEach((mo, k) => {
    const next = recent[(k + 1) % recent.length]!;
    const gap = (next - mo + 12) % 12 || 12;
    if (gap > widest) {
      widest = gap;
      start = next;
    }
  });
  const values = dates.map((d) => ((d.year ?? (d.month >= start ? 9998 : 9999)) * 12 + d.month) * 31 * 1440 + d.day * 1440 + d.minutes);
  keepTop(blocks, rows, values, newest, rowsAsked(query), selected);
  return true;
}

/**
 * Keeps the rows a question asks for by their values rather than their words. Asked
 * for an extreme: the rows with the largest (or smallest) values of the listing's
 * numeric columns. A column whose header the question names (`%CPU` for "CPU", `RSS`)
 * is read alone; otherwise every numeric column of the listings that hold a word of
 * the question (or of every listing, when none does). A question about the newest or
 * oldest reads the dates of `ls -l` rows instead. Asked about permissions or owners:
 * the odd rows of `ls -l` (keepOddAccess).
 */
export function keepAskedRows(lines: readonly string[], query: string, hits: ReadonlyArray<readonly number[]> | undefined, selected: boolean[]): void {
  if (ASKS_ACCESS.test(query)) keepOddAccess(lines, selected);
  const newest = ASKS_NEWEST.test(query);
  const oldest = ASKS_OLDEST.test(query);
  const most = ASKS_MOST.test(query) || ASKS_MORE_THAN_OTHERS.test(query);
  const least = ASKS_LEAST.test(query) || ASKS_LESS_THAN_OTHERS.test(query);
  if (newest === oldest && most === least) return;
  const blocks = blocksOf(lines);
  if (newest !== oldest && keepDatedRows(lines, blocks, query, newest, selected)) return;
  if (most === least) return;
  const cols = [...columns(lines, blocks), ...diffStatColumns(lines)];
  const asked = new Set(queryTerms(query));
  // A field a log names on each line (`rt=0.912`, `"dur_ms": 900`) is a column wherever it
  // sits on the line; it is read when the question names it, or asks how long and the
  // field is a duration.
  const timeAsked = ASKS_DURATION.test(query);
  const keyed = keyedColumns(lines).filter((c) => {
    const key = c.header!;
    if (NAMING_KEY.test(key) && !query.includes(`${key}=`)) return false;
    return terms(key).some((t) => asked.has(t)) || (timeAsked && DURATION_KEY.test(key));
  });
  const named = [...cols.filter((c) => c.header !== undefined && terms(c.header).some((t) => asked.has(t))), ...keyed];
  const onTopic = cols.filter((c) => hits !== undefined && c.rows.some((i) => hits[i]!.length > 0));
  const chosen = (named.length > 0 ? named : onTopic.length > 0 ? onTopic : cols).sort((a, b) => b.rows.length - a.rows.length).slice(0, MAX_COLUMNS);
  if (chosen.length === 0) return;
  const count = rowsAsked(query);
  for (const c of chosen) {
    for (const [rows, values] of byDepth(lines, c)) keepTop(blocks, rows, values, most, count, selected);
    // The header says what the numbers are.
    if (c.header !== undefined && !c.known) selected[c.rows[0]! - 1] = true;
  }
}
