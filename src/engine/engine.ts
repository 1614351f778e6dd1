import type { RecoveryStore } from "./recoveryStore.js";
import { indentStructure } from "./indentStructure.js";
import { codeStructure, guessLanguage, loadLanguage, type CodeStructure, type LanguageId, type ParsedStructure } from "./syntax.js";
import { forEachWord, queryTerms, stem, STOPWORDS, wordTerms } from "./terms.js";
import { failureBlocks, logUnits, pytestReports, sanitizerReports } from "./logUnits.js";
import { selectCodeUnits } from "./codeSelect.js";
import { selectGrepRecords, selectLogRecords } from "./logSelect.js";
import { isGrepOutput } from "./grepLines.js";
import { isErrorLine, isSuccessLine } from "./failures.js";
import { numberedListing } from "./numberedLines.js";
import { literalLines, questionLiterals } from "./literals.js";
import { keepAskedRows } from "./listings.js";
import { withToolWords } from "./toolWords.js";
import { keepAskedConflicts, keepCommitOfChange, keepDescriptorCalls, keepDiffCounterparts, keepEntityHistory, keepExplanation, keepFunctionContext, keepGoTestOutput, keepRunCount, keepSectionTitles, keepWorkInProgress } from "./logContext.js";
import { compactMarker } from "../shared/markers.js";
import { charsOf, strongestLines, type SelectionBudget } from "./budget.js";
import type { Compression } from "../shared/compression.js";

// The embedded pruning engine (local-pruner.md): query-focused, line-level,
// deterministic. Lines are scored by the rare question terms they contain
// (identifiers split, words stemmed, quoted code as exact evidence); the text is cut
// into the units a reader takes or leaves whole (functions and paragraphs of code,
// records of command output, grep snippets), which are ranked like BM25 documents
// and kept best first within a budget that grows with the text (budget.ts). The
// never-prune lines of the contract stay. Removed runs become one marker line naming
// the original range (decision 9); a run too short to be worth a marker is kept.
// docs/engine.md gives each rule its reason.

export type SourceType = "code" | "logs" | "docs";

export interface PruneOptions {
  max_prune_ratio: number;
  min_keep_lines: number;
  annotate_lines: boolean;
  include_markers: boolean;
  /** How much to keep: `recall` (the default) keeps what the answer may need; the others trade recall for tokens. */
  compression?: Compression;
  /**
   * For readers who pay for markers (MCP agents): markers may cost at most this share of
   * the kept text, small removed runs being kept instead (`limitMarkers`). Unset: no limit.
   */
  marker_share?: number;
}

export type { Compression } from "../shared/compression.js";
/** Each level scales the selection budgets (measured in docs/benchmarks.md). */
const BUDGET_SCALE: Record<Compression, number> = { recall: 1, balanced: 0.6, aggressive: 0.35 };
const scaled = (sel: SelectionBudget, c: Compression | undefined): SelectionBudget => {
  const k = BUDGET_SCALE[c ?? "recall"];
  return { ...sel, minChars: sel.minChars * k, share: sel.share * k };
};

export interface Annotation {
  kind: "pruned_block";
  original_start_line: number;
  original_end_line: number;
  pruned_line_count: number;
  reason: string;
  marker: string;
}

export interface PruneOutcome {
  prune_id: string;
  pruned_text: string;
  annotations: Annotation[];
  stats: {
    original_lines: number;
    kept_lines: number;
    pruned_lines: number;
    pruned_ratio: number;
    elapsed_ms: number;
    used_fallback: boolean;
  };
  warnings: string[];
  /** Why the engine failed, when it did (the text then comes back whole, `internal_error`). */
  error?: string;
}

export interface PruneHints {
  /** `text` split on "\n", when the caller has it already. */
  lines?: string[];
  /** The lines as the engine reads them: a numbered listing's without their numbers (numberedLines.ts). */
  view?: string[];
  /** When the work started (performance.now()), if before this call (parsing). */
  started?: number;
  /** Code structure from the parser; without it, code structure comes from indentation. */
  structure?: CodeStructure;
  /** The line scores for this query (scoredFor), when computed already (null: nothing of the question occurs). */
  scored?: Scored | null;
}

const NO_PRUNE_BEGIN = "⟦NO_PRUNE_BEGIN⟧";
const NO_PRUNE_END = "⟦NO_PRUNE_END⟧";
const REASON = "hors_sujet";

const IMPORT_LINE = /^\s*(import\b|export\s+(\*|\{[^}]*\})\s+from\b|from\s+\S+\s+import\b|#include\b|package\b|using\s+[\w.]+\s*;|use\s+[\w:]+|(const|let|var)\s+[\w{}\s,:]+=\s*require\()/;
const HEADING = /^\s{0,3}#{1,6}\s/;
const FENCE = /^\s*(```|~~~)/;

/**
 * Code selection (codeSelect.ts): units are kept, best first, until they fill 6,000
 * characters plus 10% of the rest, leaving out those whose evidence (scored with the
 * lines' idf) is under 5% of the best unit's. An answer is
 * about as large in a long file as in a short one: a file's length adds candidates,
 * not answer, so the budget is mostly a fixed amount (a short file is kept nearly
 * whole) and grows slowly with the text. Chosen by a grid on the dev set (round 9,
 * docs/engine.md): the most compression whose dev recall is at least 0.95.
 */
export const CODE_SELECTION: SelectionBudget = { minChars: 6000, share: 0.1, floor: 0.05 };
/**
 * The file's outline (signatures of its declarations) is kept when it costs at most
 * this share of the text: orientation is worth a small, fixed overhead, not a tenth
 * of the answer's budget. The signatures around kept lines are always kept.
 */
const OUTLINE_BUDGET = 0.05;
/**
 * Command output (logSelect.ts): records kept best first until 1,600 characters plus
 * 3% of the rest, down to a tenth of the best record's score: a short output (a git
 * status, a rebase that stopped) is read nearly whole, a long one keeps its best
 * records. Chosen by a grid search on the dev set (docs/engine.md); the error lines a
 * never-prune rule keeps come on top.
 */
const LOG_SELECTION: SelectionBudget = { minChars: 1600, share: 0.03, floor: 0.1 };
/**
 * Grep output (logSelect.ts): snippets kept best first until 1,500 characters plus 15%
 * of the rest. Chosen on the dev set: the smallest budget whose dev recall stays
 * above 0.95 once matches are ranked by their role as well as their words.
 */
const GREP_SELECTION: SelectionBudget = { minChars: 1500, share: 0.15, floor: 0.05 };
const MAX_FILL_MARKERS = 20;
/** Removed runs of code between kept lines are kept up to 2% of the lines, within 4..16 lines. */
const CODE_GAP_LINES = 16;
const MIN_CODE_GAP_LINES = 4;
const CODE_GAP_SHARE = 0.02;
/** Docs: lines scoring at least this share of the best score are relevant, at most a budget of them. */
const RELEVANT_SHARE = 0.4;
const RELEVANT_BUDGET = 0.04;
const MIN_RELEVANT_BUDGET = 12;

export function marker(pruneId: string, start: number, end: number, reason = REASON): string {
  return `⟦PRUNÉ: prune_id=${pruneId} lignes ${start}-${end} (${end - start + 1}) raison=${reason}⟧`;
}

/** Directive blocks, the never-prune lines of each source type. */
function safetyLines(lines: string[], source: SourceType | "grep", selected: boolean[]): boolean {
  let inside = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.includes(NO_PRUNE_BEGIN)) inside = true;
    if (inside) selected[i] = true;
    if (l.includes(NO_PRUNE_END)) inside = false;
    if (source === "code" && (i < 2 || IMPORT_LINE.test(l))) selected[i] = true;
    if (source === "logs" && isErrorLine(l)) {
      for (let j = Math.max(0, i - 1); j <= Math.min(lines.length - 1, i + 1); j++) selected[j] = true;
    }
    if (source === "docs" && HEADING.test(l)) selected[i] = true;
  }
  return inside;
}

/** Fenced blocks in docs, as [start, end] line indexes: never cut through one. */
function fencedBlocks(lines: string[]): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  let open = -1;
  lines.forEach((l, i) => {
    if (!FENCE.test(l)) return;
    if (open === -1) open = i;
    else {
      blocks.push([open, i]);
      open = -1;
    }
  });
  return blocks;
}

export interface Scored {
  score: Float64Array;
  best: number;
  /** idf of each question term present in the text. */
  idf: Float64Array;
  /** For each line, the indexes (in `idf`) of the question terms it contains. */
  hits: Array<readonly number[]>;
}

const NO_HITS: readonly number[] = [];

/** Scores lines by the idf of the distinct question terms they contain (idf within this text). */
function scoreLines(lines: string[], query: string): Scored | undefined {
  const n = lines.length;
  const all = queryTerms(query);
  const index = new Map(all.map((t, k) => [t, k]));
  const df = new Int32Array(all.length);
  const hitsAll: Array<readonly number[]> = new Array(n);
  // The question terms of each distinct word, looked up once per word, not per occurrence.
  const wordHits = new Map<string, readonly number[]>();
  const termsOfWord = (w: string): readonly number[] => {
    let ks = wordHits.get(w);
    if (ks === undefined) {
      const found: number[] = [];
      for (const t of wordTerms(w)) {
        const k = index.get(t);
        if (k !== undefined && !found.includes(k)) found.push(k);
      }
      ks = found.length === 0 ? NO_HITS : found;
      wordHits.set(w, ks);
    }
    return ks;
  };
  for (let i = 0; i < n; i++) {
    let hit: number[] | undefined;
    forEachWord(lines[i]!, (w) => {
      for (const k of termsOfWord(w)) {
        hit ??= [];
        if (!hit.includes(k)) hit.push(k);
      }
    });
    hitsAll[i] = hit ?? NO_HITS;
    if (hit) for (const k of hit) df[k]!++;
  }
  addShortForms(lines, query, index, wordHits, hitsAll, df);
  // Keep only the question terms the text contains.
  const present = all.map((_, k) => k).filter((k) => df[k]! > 0);
  if (present.length === 0) return undefined;
  const remap = new Map(present.map((k, j) => [k, j]));
  const idf = Float64Array.from(present, (k) => Math.log(1 + n / df[k]!));
  const score = new Float64Array(n);
  const hits = hitsAll.map((h) => (h.length === 0 ? NO_HITS : h.map((k) => remap.get(k)!)));
  let best = 0;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (const k of hits[i]!) s += idf[k]!;
    score[i] = s;
    if (s > best) best = s;
  }
  return { score, best, idf, hits };
}

/** The shortest cut-off form of a word taken for it (`maint`, `sched`, `param`): most shorter ones are words of their own (`main`, `time`, `pass`). */
const MIN_SHORT_FORM = 5;
/**
 * What English adds to a word to make another (state → statement, count → counter,
 * event → eventually, direct → directory): a question's word that is a text's word and
 * one of these is a word of its own, not the long form of the text's.
 */
const DERIVED = /^(e?r|ers|or|ors|ory|ly|ally|ually|ment|ments|wise|wards?|ion|ions|al|ity|ness|able|ive|ing|ings|ed|es|s|y)$/;
const LETTERS = /^[a-z]+$/;

/**
 * Names shorten words by cutting them (`liftops.maint` for maintenance, `sched_` for
 * schedule): a question's word the text never writes whole counts on the lines holding
 * a cut-off form of it, five letters at least and shorter than the word. Only then: a
 * text that writes the word whole names it that way.
 */
function addShortForms(lines: readonly string[], query: string, index: ReadonlyMap<string, number>, wordHits: ReadonlyMap<string, readonly number[]>, hits: Array<readonly number[]>, df: Int32Array): void {
  const absent = new Map<string, number>();
  for (const m of query.toLowerCase().matchAll(/[a-z]+/g)) {
    const w = m[0];
    const k = index.get(stem(w));
    if (w.length > MIN_SHORT_FORM && k !== undefined && df[k] === 0 && !STOPWORDS.has(w)) absent.set(w, k);
  }
  if (absent.size === 0) return;
  const forms = new Map<string, number[]>();
  for (const word of wordHits.keys()) {
    for (const t of wordTerms(word)) {
      if (t.length < MIN_SHORT_FORM || !LETTERS.test(t) || index.has(t)) continue;
      for (const [w, k] of absent) {
        if (w.length <= t.length || !w.startsWith(t) || DERIVED.test(w.slice(t.length))) continue;
        const ks = forms.get(word) ?? [];
        if (!ks.includes(k)) ks.push(k);
        forms.set(word, ks);
      }
    }
  }
  if (forms.size === 0) return;
  for (let i = 0; i < lines.length; i++) {
    let hit: number[] | undefined;
    forEachWord(lines[i]!, (w) => {
      for (const k of forms.get(w) ?? []) if (!hits[i]!.includes(k) && !hit?.includes(k)) (hit ??= []).push(k);
    });
    if (!hit) continue;
    hits[i] = [...hits[i]!, ...hit];
    for (const k of hit) df[k]!++;
  }
}

/** A quoted literal weighs this many times a term of the same rarity: exact text is the strongest evidence. */
const LITERAL_WEIGHT = 2;

/**
 * Adds the question's literals (literals.ts) as terms: a line containing one gains
 * its weight, which grows with its rarity in the text like any term's.
 */
function withLiterals(lines: readonly string[], sc: Scored | undefined, query: string): Scored | undefined {
  const literals = questionLiterals(query);
  if (literals.length === 0) return sc;
  const n = lines.length;
  const extra: Array<{ idf: number; hit: Uint8Array }> = [];
  // Lines lower-cased once for every literal matched ignoring case.
  let lowered: string[] | undefined;
  for (const lit of literals) {
    if (!lit.caseSensitive && !lit.pattern) lowered ??= lines.map((l) => l.toLowerCase());
    const hit = literalLines(lines, [lit], lowered);
    let df = 0;
    for (let i = 0; i < n; i++) df += hit[i]!;
    if (df > 0) extra.push({ idf: LITERAL_WEIGHT * Math.log(1 + n / df), hit });
  }
  if (extra.length === 0) return sc;
  const base = sc ?? { score: new Float64Array(n), best: 0, idf: new Float64Array(0), hits: new Array<readonly number[]>(n).fill(NO_HITS) };
  const offset = base.idf.length;
  const idf = Float64Array.from([...base.idf, ...extra.map((e) => e.idf)]);
  const score = Float64Array.from(base.score);
  const hits = base.hits.slice();
  let best = base.best;
  for (let j = 0; j < extra.length; j++) {
    const { hit, idf: w } = extra[j]!;
    for (let i = 0; i < n; i++) {
      if (!hit[i]) continue;
      hits[i] = [...hits[i]!, offset + j];
      score[i]! += w;
      if (score[i]! > best) best = score[i]!;
    }
  }
  return { score, best, idf, hits };
}

/** The line scores for a question: its terms (for command output, with the tools' words for them), and the literals it quotes. */
export function scoredFor(lines: string[], query: string, source?: SourceType): Scored | undefined {
  return withLiterals(lines, scoreLines(lines, source === "logs" ? withToolWords(query) : query), query);
}

/**
 * Safety rule "keep structural lines (signatures)": the headers of the outline's
 * declarations, when the outline is cheap next to the text. A kept header line may
 * also cost a marker for the run it interrupts, so the cost counts one per header line.
 * A file made mostly of signatures (hundreds of one-line exports) would otherwise
 * keep most of itself; there the signatures that enclose kept lines are kept instead.
 */
function keepOutline(lines: string[], structure: CodeStructure, selected: boolean[], markerLength: number): void {
  const total = charsOf(lines);
  const headers = structure.declarations.filter((d) => d.outline).map((d) => [d.headerStart, Math.min(d.headerEnd, d.headerStart + 2)] as const);
  let cost = 0;
  for (const [s, e] of headers) for (let i = s; i <= e; i++) cost += lines[i]!.length + 1 + markerLength;
  if (cost > total * OUTLINE_BUDGET) return;
  for (const [s, e] of headers) for (let i = s; i <= e; i++) selected[i] = true;
}

/**
 * Short removed runs between kept lines are kept: a marker costs about as many tokens
 * as a few lines of code, and the lines between two kept pieces usually connect them.
 */
function fillInteriorGaps(selected: boolean[], maxGap: number): void {
  const n = selected.length;
  let last = -1;
  for (let i = 0; i < n; i++) {
    if (!selected[i]) continue;
    if (last >= 0 && i - last - 1 > 0 && i - last - 1 <= maxGap) for (let j = last + 1; j < i; j++) selected[j] = true;
    last = i;
  }
}

/**
 * Lines scoring close to the best, best first, at most a budget: when relevance is
 * spread thin over many lines, only the strongest of them are kept.
 */
function relevantLines(score: Float64Array, best: number): number[] {
  return strongestLines(score, best, RELEVANT_SHARE, Math.max(MIN_RELEVANT_BUDGET, Math.ceil(score.length * RELEVANT_BUDGET)));
}

/**
 * Logs: the best records (logSelect.ts), the rows a question about an extreme asks
 * for (listings.ts), the lines kept lines are read with (logContext.ts), and the units
 * (stack traces, failing assertions) they or the errors belong to, less the frames of
 * library code.
 */
function selectLogs(lines: string[], sc: Scored | undefined, query: string, selected: boolean[], budget: SelectionBudget): void {
  /** Lines kept before the question is read: the never-prune error lines. */
  const safety = selected.slice();
  // What the question chose: its best records and the extreme rows it asks for (error
  // lines among them too, when the question's words are on them).
  const chosen = new Array<boolean>(lines.length).fill(false);
  selectLogRecords(lines, sc, query, chosen, budget);
  keepAskedRows(lines, query, sc?.hits, chosen);
  keepAskedConflicts(lines, query, chosen);
  chosen.forEach((c, i) => {
    if (c) selected[i] = true;
  });
  keepDiffCounterparts(lines, selected);
  keepCommitOfChange(lines, selected);
  keepFunctionContext(lines, selected);
  keepWorkInProgress(lines, selected);
  keepEntityHistory(lines, chosen, selected);
  // Judged on the selection before any unit widens it: a trace comes whole with its
  // error line (its frames say where the error came from); a test runner's failure
  // report only when the question reaches it, by a line it chose (its FAIL line too) or
  // one the context rules added: the other reports keep their error lines. (Reaching a
  // report only by a word not every report holds kept less on dev but lost recall on
  // blind-13's command output, 0.974 → 0.948: recall wins.)
  const before = selected.slice();
  /** A line of `kept` the question reached: one it chose, or one a context rule added (not an error line kept whatever the question). */
  const reached = (kept: readonly boolean[], i: number) => chosen[i]! || (kept[i]! && !safety[i]);
  const any = (s: number, e: number, keeps: (i: number) => boolean) => {
    for (let i = s; i <= e; i++) if (keeps(i)) return true;
    return false;
  };
  // A trace's frames in the runtime or a dependency stay out: the reader looks for its own
  // code's frames. A passed test's line in a failure report (go test's `--- PASS`
  // subtests under the failed parent), and what is indented under it, is not the failure.
  const widens = (s: number, e: number) => {
    const out: number[] = [];
    let passDepth = -1;
    for (let i = s; i <= e; i++) {
      const l = lines[i]!;
      const depth = l.length - l.trimStart().length;
      if (passDepth !== -1 && (depth > passDepth || l.trim() === "")) continue;
      passDepth = isSuccessLine(l) ? depth : -1;
      if (passDepth === -1 && !libraryFrame(lines, i)) out.push(i);
    }
    return out;
  };
  // A sanitizer's report, like a trace, comes whole with its error line: where the bad
  // access happened and where its memory came from.
  const widened: Array<readonly [number, number]> = [];
  for (const [s, e] of [...logUnits(lines), ...sanitizerReports(lines)]) if (any(s, e, (i) => before[i]! || isErrorLine(lines[i]!))) widened.push([s, e]);
  for (const [s, e] of [...failureBlocks(lines), ...pytestReports(lines)]) if (any(s, e, (i) => reached(before, i))) widened.push([s, e]);
  // A report printed again word for word (a retry's every failing run, a service's
  // traceback on every request) says nothing new: its first copy comes whole, the later
  // ones keep the lines chosen on their own (their error lines among them).
  const copies = new Set<string>();
  for (const [s, e] of widened.sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
    // What the widening adds: the lines of the report not chosen on their own.
    const adds = widens(s, e).filter((i) => !before[i]);
    const key = adds.map((i) => lines[i]!).join("\n");
    if (copies.has(key)) continue;
    copies.add(key);
    for (const i of adds) selected[i] = true;
  }
  // Lines read with a kept one, after the widening: they are no reason to widen a
  // report (a failure's `E` lines would bring every pytest report whole).
  keepDescriptorCalls(lines, selected);
  keepExplanation(lines, selected);
  keepRunCount(lines, selected);
  // A FAIL line is an error line, kept whatever the question: its test's output only when the question reached it.
  keepGoTestOutput(lines, selected.map((_, i) => reached(selected, i)), selected);
  keepSectionTitles(lines, sc?.score, selected);
}

/** The head line of a stack frame in the language's runtime or a dependency. */
const LIBRARY_FRAME_HEAD = /^\s*(\d+: <?(std|core|alloc|__rustc|test)::|File "[^"]*(site-packages|\/lib\/python\d|<frozen ))/;
/** A frame line that is whole on its own line: Rust's location, a JVM frame, a Node frame. */
const LIBRARY_FRAME_LINE = /^\s*(at \/rustc\/|at (java|javax|jdk|sun|com\.sun|org\.junit|kotlin)\.|at .*(node:internal|node_modules\/))/;
/** What sits under a frame's head: its location or source line, Python's `^^^^` marks. */
const UNDER_FRAME = /^\s+\S/;
const NEXT_FRAME = /^\s*(\d+:|File "|at\s)/;

/**
 * Whether line `i` belongs to a stack frame in the language's runtime or a dependency
 * (Rust std/core/alloc, CPython's lib and site-packages, the JDK and JUnit, Node's
 * internals and node_modules): the frame's head, or a line under it.
 */
function libraryFrame(lines: readonly string[], i: number): boolean {
  if (LIBRARY_FRAME_LINE.test(lines[i]!) || LIBRARY_FRAME_HEAD.test(lines[i]!)) return true;
  // Under a head: up to the next frame (a location, a source line and its carets).
  for (let j = i - 1; j >= 0 && i - j <= 3; j--) {
    const l = lines[j]!;
    if (LIBRARY_FRAME_HEAD.test(l)) return UNDER_FRAME.test(lines[i]!) && !NEXT_FRAME.test(lines[i]!);
    if (NEXT_FRAME.test(l) || !UNDER_FRAME.test(l)) return false;
  }
  return false;
}

function selectPlain(lines: string[], sc: Scored, selected: boolean[]): void {
  for (const i of relevantLines(sc.score, sc.best)) selected[i] = true;
}

/** Adds lines until at least `minKept` are kept: nearest to kept lines first, then by score. */
function fillTo(selected: boolean[], minKept: number, score: Float64Array): number {
  const n = selected.length;
  let kept = selected.filter(Boolean).length;
  if (kept >= minKept) return kept;
  const dist = new Float64Array(n).fill(Infinity);
  let last = -Infinity;
  for (let i = 0; i < n; i++) {
    if (selected[i]) last = i;
    dist[i] = i - last;
  }
  last = Infinity;
  for (let i = n - 1; i >= 0; i--) {
    if (selected[i]) last = i;
    dist[i] = Math.min(dist[i]!, last - i);
  }
  const order = [...Array(n).keys()].filter((i) => !selected[i]).sort((a, b) => dist[a]! - dist[b]! || score[b]! - score[a]! || a - b);
  for (const i of order) {
    if (kept >= minKept) break;
    selected[i] = true;
    kept++;
  }
  return kept;
}

/** Keeps the removed runs of one or two lines whose text is shorter than the marker that would replace them. */
function bridgeShortGaps(lines: string[], selected: boolean[], markerLength: number): void {
  const n = lines.length;
  for (let i = 0; i < n; ) {
    if (selected[i]) {
      i++;
      continue;
    }
    let j = i;
    let chars = 0;
    while (j < n && !selected[j]) chars += lines[j++]!.length + 1;
    if (j - i <= 2 && chars <= markerLength) for (let k = i; k < j; k++) selected[k] = true;
    i = j;
  }
}

/**
 * The reader pays for every marker: while the markers (as an agent sees them, about 9
 * tokens each) would cost more than `share` of the kept text, the cheapest removed run
 * is kept instead of marked. A selection in many small pieces becomes fewer, larger
 * ones. A run worth more than `MAX_FILL_MARKERS` markers stays removed: a small answer
 * in a large text keeps its markers, cheap in tokens however large their share.
 */
function limitMarkers(lines: string[], selected: boolean[], markerChars: number, share: number): void {
  const n = lines.length;
  const runs: Array<{ start: number; end: number; chars: number }> = [];
  let keptChars = 0;
  for (let i = 0; i < n; ) {
    if (selected[i]) {
      keptChars += lines[i]!.length + 1;
      i++;
      continue;
    }
    let j = i;
    let chars = 0;
    while (j < n && !selected[j]) chars += lines[j++]!.length + 1;
    runs.push({ start: i, end: j - 1, chars });
    i = j;
  }
  runs.sort((a, b) => a.chars - b.chars || a.start - b.start);
  let markers = runs.length;
  for (const r of runs) {
    if (markers * markerChars <= share * keptChars || r.chars > MAX_FILL_MARKERS * markerChars) break;
    for (let k = r.start; k <= r.end; k++) selected[k] = true;
    keptChars += r.chars;
    markers--;
  }
}

/**
 * The fail-open result of an engine fault (local-pruner.md invariant 3): the text
 * whole, a prune_id that still recovers it, `used_fallback`, an `internal_error` warning.
 */
function failOpen(text: string, store: RecoveryStore, started: number, err: unknown): PruneOutcome {
  const lines = text.split("\n");
  return {
    prune_id: store.put(lines),
    pruned_text: text,
    annotations: [],
    stats: { original_lines: lines.length, kept_lines: lines.length, pruned_lines: 0, pruned_ratio: 0, elapsed_ms: Math.round(performance.now() - started), used_fallback: true },
    warnings: ["internal_error"],
    error: err instanceof Error ? err.message : String(err),
  };
}

/**
 * Prunes `text` for `query`. Synchronous; code structure comes from `hints.structure`
 * (see `prune`, which parses) or, without it, from indentation. Never throws: a fault
 * anywhere inside gives the text back whole (`failOpen`).
 */
export function pruneLines(text: string, query: string, source: SourceType, options: PruneOptions, store: RecoveryStore, hints: PruneHints = {}): PruneOutcome {
  const started = hints.started ?? performance.now();
  try {
    return selectLines(text, query, source, options, store, hints, started);
  } catch (err) {
    return failOpen(text, store, started, err);
  }
}

function selectLines(text: string, query: string, source: SourceType, options: PruneOptions, store: RecoveryStore, hints: PruneHints, started: number): PruneOutcome {
  const lines = hints.lines ?? text.split("\n");
  // Lines are chosen on what they say (`view`); the reader gets them as given (`lines`).
  const view = hints.view ?? numberedListing(lines) ?? lines;
  const n = lines.length;
  const prune_id = store.put(lines);
  const warnings: string[] = [];
  const noop = (warning: string): PruneOutcome => ({
    prune_id,
    pruned_text: text,
    annotations: [],
    stats: { original_lines: n, kept_lines: n, pruned_lines: 0, pruned_ratio: 0, elapsed_ms: Math.round(performance.now() - started), used_fallback: true },
    warnings: [...warnings, warning],
  });
  if (text === "" || n <= Math.max(1, options.min_keep_lines)) return noop("constraints_unmet");

  const selected: boolean[] = new Array<boolean>(n).fill(false);
  // Grep output is matches, not a file: it has no header or imports to keep. From a
  // shell (logs), grep output is read as grep's when its matches name files and are no
  // compiler's diagnostics (grepLines.ts), and the contract's error lines of command output stay.
  const grep = isGrepOutput(view, source === "logs");
  if (safetyLines(view, grep && source !== "logs" ? "grep" : source, selected)) warnings.push("unbalanced_no_prune");
  // Command and grep output within the fixed part of its budget would be kept whole by
  // its own selection: it is given back whole, not cut by a word the question lacks.
  const selection = grep ? GREP_SELECTION : source === "logs" ? LOG_SELECTION : undefined;
  if (selection && text.length <= scaled(selection, options.compression).minChars) return noop("little_to_prune");

  const sc = hints.scored === undefined ? scoredFor(view, query, source) : (hints.scored ?? undefined);
  // A question about the largest or newest row of a listing names no word of it: the
  // value is the answer.
  if (!sc && source === "logs") keepAskedRows(view, query, undefined, selected);
  // Logs whose words miss the question still have their errors (the safety lines) and
  // extreme rows; other texts with nothing relevant are returned whole.
  const errorsOnly = !sc && source === "logs" && selected.some(Boolean);
  if (!sc && !errorsOnly) return noop("no_relevant_lines");
  if (errorsOnly) warnings.push("no_relevant_lines");
  const scores = sc?.score ?? new Float64Array(n);

  const markerLength = marker(prune_id, n, n).length;
  // What the agent reads instead (the server's compact marker), line break not counted.
  const compactMarkerChars = compactMarker(n, n).length;
  // Command output read as grep whose words miss the question keeps its error lines only (errorsOnly).
  if (grep && sc) selectGrepRecords(view, sc, selected, scaled(GREP_SELECTION, options.compression), query);
  else if (source === "code") {
    const structure = hints.structure ?? indentStructure(view);
    keepOutline(view, structure, selected, compactMarkerChars);
    selectCodeUnits(view, sc!, structure, selected, scaled(CODE_SELECTION, options.compression));
    // The gap a kept piece may bridge grows with the file (a small file has little to save).
    fillInteriorGaps(selected, Math.min(CODE_GAP_LINES, Math.max(MIN_CODE_GAP_LINES, Math.round(n * CODE_GAP_SHARE))));
  } else if (source === "logs") selectLogs(view, sc, query, selected, scaled(LOG_SELECTION, options.compression));
  else selectPlain(view, sc!, selected);
  if (source === "docs") {
    for (const [a, b] of fencedBlocks(view)) {
      if (selected.slice(a, b + 1).some(Boolean)) for (let j = a; j <= b; j++) selected[j] = true;
    }
  }

  // Most of the text kept by the rules (gaps bridged and markers limited as they will be): the
  // few tokens saved are not worth a line the reader may need. Judged before the
  // caller's constraints add lines: a low max_prune_ratio still prunes what it allows.
  const byRules = selected.slice();
  if (options.include_markers) {
    bridgeShortGaps(lines, byRules, markerLength);
    if (options.marker_share !== undefined) limitMarkers(lines, byRules, compactMarkerChars + 1, options.marker_share);
  }
  let keptChars = 0;
  for (let i = 0; i < n; i++) if (byRules[i]) keptChars += lines[i]!.length + 1;
  if (keptChars >= LITTLE_TO_PRUNE * (text.length + 1)) return noop("little_to_prune");

  // Constraints: never remove more than max_prune_ratio, never keep fewer than min_keep_lines.
  const maxRemoved = Math.floor(n * Math.min(1, Math.max(0, options.max_prune_ratio)));
  const minKept = Math.max(n - maxRemoved, Math.min(n, options.min_keep_lines));
  fillTo(selected, minKept, scores);
  if (options.include_markers) {
    bridgeShortGaps(lines, selected, markerLength);
    if (options.marker_share !== undefined) limitMarkers(lines, selected, compactMarkerChars + 1, options.marker_share);
  }
  const kept = selected.filter(Boolean).length;
  if (kept === n) return noop("nothing_to_prune");

  const out: string[] = [];
  const annotations: Annotation[] = [];
  for (let i = 0; i < n; ) {
    if (selected[i]) {
      out.push(options.annotate_lines ? `${i + 1}│ ${lines[i]}` : lines[i]!);
      i++;
      continue;
    }
    let j = i;
    while (j < n && !selected[j]) j++;
    const m = marker(prune_id, i + 1, j);
    annotations.push({ kind: "pruned_block", original_start_line: i + 1, original_end_line: j, pruned_line_count: j - i, reason: REASON, marker: m });
    if (options.include_markers) out.push(m);
    i = j;
  }
  return {
    prune_id,
    pruned_text: out.join("\n"),
    annotations,
    stats: {
      original_lines: n,
      kept_lines: kept,
      pruned_lines: n - kept,
      pruned_ratio: (n - kept) / n,
      elapsed_ms: Math.round(performance.now() - started),
      used_fallback: false,
    },
    warnings,
  };
}

/**
 * A result keeping at least this share of the text's characters comes back whole
 * (warning `little_to_prune`). Chosen on dev (0.6–0.8 and none): recall wins by default.
 */
const LITTLE_TO_PRUNE = 0.8;

/** Texts larger than this are not parsed (indentation is used), to bound latency. */
const MAX_PARSE_BYTES = 1024 * 1024;

/**
 * Prunes with the parser's view of code: loads the grammar for the language (from
 * `language`, else guessed from the text) before pruning, so the same input always
 * gives the same output.
 */
export async function prune(text: string, query: string, source: SourceType, options: PruneOptions, store: RecoveryStore, language?: LanguageId): Promise<PruneOutcome> {
  const started = performance.now();
  let structure: ParsedStructure | undefined;
  try {
    const lines = text.split("\n");
    const view = numberedListing(lines) ?? lines;
    // Scored first: code the question's words and literals never reach is returned whole, unparsed.
    const scored = scoredFor(view, query, source) ?? null;
    if (source === "code" && scored && text.length <= MAX_PARSE_BYTES) {
      const code = view === lines ? text : view.join("\n");
      const lang = language ?? guessLanguage(code);
      if (lang) {
        await loadLanguage(lang);
        structure = codeStructure(code, lang, view);
      }
    }
    return pruneLines(text, query, source, options, store, { structure, started, lines, view, scored });
  } catch (err) {
    return failOpen(text, store, started, err);
  } finally {
    structure?.dispose();
  }
}
