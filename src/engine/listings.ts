import { queryTerms, terms } from "./terms.js";

// A question that asks for the largest or the smallest of something over a listing
// (`du`, `ps aux`, `ls -l`, pytest's durations, a table of sizes) is answered by the
// rows holding the extreme values of a column: no word of the question is on them, the
// number is the answer. Those rows are kept, a few per column, beside what the words found.

/** Asks for the most of something ("most" as in "most likely" or "most recent" is not a quantity). */
const ASKS_MOST = /\b(largest|biggest|highest|heaviest|greatest|maximum|slowest|longest|(?<!\bat )most(?!\s+(likely|recent\w*|probabl\w*|common\w*|important|relevant|often|of)\b))\b/i;
/** "at least" is a bound, not a quantity asked for; bare `max`/`min` are mostly names (`--max-old-space-size`, "5 min"). */
const ASKS_LEAST = /\b(smallest|lowest|lightest|(?<!\bat )least|fewest|minimum|fastest|shortest)\b/i;

/** A number with an optional size, time or share unit: `330M`, `4.0K`, `2Gi`, `46.5`, `0.25s`, `12ms`, `87%` (not `m`: minutes or millicores). */
const VALUE = /^[+-]?(\d+(?:\.\d+)?)([KMGTP]i?B?|[kMGT]?B|%|s|ms|µs|us)?,?$/;
const UNIT_SCALE: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, ms: 1e-3, µs: 1e-6, us: 1e-6 };
/** Fields read per line: a listing's numbers sit in its first columns. */
const MAX_FIELDS = 12;

/** A listing has at least this many rows with a number in the same column. */
const MIN_ROWS = 4;
/** Rows kept per column: the extreme and its runners-up, so the reader sees the margin. */
const ROWS_PER_COLUMN = 3;
/** At most this many columns are read: a wide table does not flood the selection. */
const MAX_COLUMNS = 6;

function valueOf(token: string): number | undefined {
  const m = VALUE.exec(token);
  if (!m) return undefined;
  const unit = m[2] ?? "";
  return Number(m[1]) * (UNIT_SCALE[unit.replace(/i?B?$/, "")] ?? UNIT_SCALE[unit] ?? 1) * (token.startsWith("-") ? -1 : 1);
}

interface Column {
  /** The rows (line indexes) of one run of consecutive lines with a number in this field. */
  rows: number[];
  values: number[];
  /** The header's word over this field, when the line above the run has one. */
  header: string | undefined;
}

/** Runs of consecutive non-blank lines whose `field`-th whitespace-separated token is a number. */
function columns(lines: readonly string[]): Column[] {
  const fields = lines.map((l) => l.trim().split(/\s+/, MAX_FIELDS));
  const out: Column[] = [];
  let widest = 0;
  for (const f of fields) if (f.length > widest) widest = f.length;
  for (let f = 0; f < widest; f++) {
    let run: Column | undefined;
    const close = () => {
      if (run && run.rows.length >= MIN_ROWS) out.push(run);
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
        run = { rows: [], values: [], header: above !== undefined && valueOf(above) === undefined ? above : undefined };
      }
      run.rows.push(i);
      run.values.push(v);
    }
    close();
  }
  return out;
}

/**
 * Keeps the rows with the largest (or smallest) values of the listing's numeric
 * columns when the question asks for an extreme. A column whose header the question
 * names (`%CPU` for "CPU", `RSS`) is read alone; otherwise every numeric column of the
 * listings that hold a word of the question (or of every listing, when none does).
 */
export function keepExtremeRows(lines: readonly string[], query: string, hits: ReadonlyArray<readonly number[]> | undefined, selected: boolean[]): void {
  const most = ASKS_MOST.test(query);
  const least = ASKS_LEAST.test(query);
  if (most === least) return;
  const cols = columns(lines);
  if (cols.length === 0) return;
  const asked = new Set(queryTerms(query));
  const named = cols.filter((c) => c.header !== undefined && terms(c.header).some((t) => asked.has(t)));
  const onTopic = cols.filter((c) => hits !== undefined && c.rows.some((i) => hits[i]!.length > 0));
  const chosen = (named.length > 0 ? named : onTopic.length > 0 ? onTopic : cols).sort((a, b) => b.rows.length - a.rows.length).slice(0, MAX_COLUMNS);
  for (const c of chosen) {
    const order = c.rows.map((_, k) => k).sort((a, b) => (most ? c.values[b]! - c.values[a]! : c.values[a]! - c.values[b]!) || a - b);
    for (const k of order.slice(0, ROWS_PER_COLUMN)) selected[c.rows[k]!] = true;
    // The header says what the numbers are.
    if (c.header !== undefined) selected[c.rows[0]! - 1] = true;
  }
}
