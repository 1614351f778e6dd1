import { bestWithinBudget, scoreUnits, type SelectionBudget, type Unit } from "./budget.js";
import { COMMENT, definedName, STRING_LITERAL } from "./codeUnits.js";
import type { Scored } from "./engine.js";
import { FAILURE_QUESTION, isFailureMark } from "./failures.js";
import { logBlocks } from "./logBlocks.js";
import { unquoted } from "./literals.js";
import { queryTerms, terms } from "./terms.js";
import { parseGrepLines, type GrepLine } from "./grepLines.js";

// Command output selection: its records (logBlocks.ts) scored like BM25 documents on
// the question's terms, kept best first until they fill the budget. Two facts of
// command output weigh in beside the words: when the question asks why something went
// wrong, the records in the tool's own failure vocabulary are about it; and a command's
// verdict (its summary, its exit status) sits in its last lines.

/** A failure record counts as much as this share of the best record; the verdict, this share. */
const FAILURE_SHARE = 0.5;
const VERDICT_SHARE = 0.5;

export function selectLogRecords(lines: readonly string[], sc: Scored | undefined, query: string, selected: boolean[], budget: SelectionBudget): void {
  const blocks = logBlocks(lines);
  if (blocks.length === 0) return;
  const units: Unit[] = blocks.map((b) => ({ start: b.start, end: b.end, headerEnd: b.start, kind: "paragraph" }));
  const score = sc ? scoreUnits(units, sc) : new Float64Array(units.length);
  let top = 0;
  for (const s of score) if (s > top) top = s;
  // Without a question word in the text, failure and verdict still have a weight.
  const scale = top > 0 ? top : 1;
  if (FAILURE_QUESTION.test(query)) {
    units.forEach((u, k) => {
      for (let i = u.start; i <= u.end; i++) {
        const l = lines[i]!;
        if (isFailureMark(l)) {
          score[k]! += FAILURE_SHARE * scale;
          return;
        }
      }
    });
  }
  score[units.length - 1]! += VERDICT_SHARE * scale;

  // Ties go to the later record: a command's verdict comes last.
  const kept = keepBest(lines, units, score, selected, budget, "later");
  for (const k of kept) keepParents(lines, units[k]!.start, selected);
  if (ASKS_FIRST.test(unquoted(query))) keepFirstOfKind(lines, units, units.flatMap((_, k) => (score[k]! > 0 ? [k] : [])), kept, selected);
}

/** Asks when something happened first: the earliest of a repeated record answers. */
const ASKS_FIRST = /\b(first|earliest|initial(ly)?)\b/i;
/** A line's shape: its words, a word holding a digit masked whole (ids, counts, times: what changes between lines of one kind, as Drain masks them). */
const shape = (l: string) => l.trim().split(/\s+/).map((w) => (/\d/.test(w) ? "<*>" : w));
/** Two lines of one kind: as many words, most of them (more than half) the same in place. */
function sameKind(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  let same = 0;
  for (let k = 0; k < a.length; k++) if (a[k] === b[k]) same++;
  return same * 2 > a.length;
}
/**
 * Lines of one kind have as many words and the same first word, masked (a log line's
 * leading words are its template's, as log parsers such as Drain assume): a cheap key
 * that parts the lines before any two are compared.
 */
const kindKey = (sh: readonly string[]) => `${sh.length}\u0000${sh[0]}`;
/** Kinds a line is compared with, the latest of its part (Drain caps a leaf's templates alike): a log of unique lines stays one pass. */
const MAX_KINDS_COMPARED = 100;

/**
 * A log repeats a kind of record (`refused: out of stock: cereal`, then hundreds more);
 * the records the question chose may be any of them. Asked for the first time it
 * happened, the earliest record of each chosen record's kind is kept too, with its
 * parents. Only records the question reaches (`candidates`, in order: a word of it, a
 * failure mark) are of a chosen kind. One walk over them: each takes the kind of the
 * first earlier record it is like.
 */
function keepFirstOfKind(lines: readonly string[], units: readonly Unit[], candidates: readonly number[], kept: readonly number[], selected: boolean[]): void {
  const shapes = new Map<number, string[]>();
  const shapeOf = (k: number) => {
    let sh = shapes.get(k);
    if (!sh) shapes.set(k, (sh = shape(lines[units[k]!.start]!)));
    return sh;
  };
  // The candidates sharing a key with a kept record, up to the last kept record of that key.
  const wanted = new Map<string, number>();
  for (const k of kept) {
    const key = kindKey(shapeOf(k));
    wanted.set(key, Math.max(wanted.get(key) ?? -1, k));
  }
  const kinds = new Map<string, Array<{ first: number; shape: string[] }>>();
  const kindOf = new Map<number, number>();
  for (const m of candidates) {
    const sh = shapeOf(m);
    const key = kindKey(sh);
    const last = wanted.get(key);
    if (last === undefined || m > last) continue;
    let list = kinds.get(key);
    if (!list) kinds.set(key, (list = []));
    // The oldest kind it is like, among the latest kinds of its part.
    let first = m;
    for (let j = Math.max(0, list.length - MAX_KINDS_COMPARED); j < list.length; j++) {
      if (sameKind(list[j]!.shape, sh)) {
        first = list[j]!.first;
        break;
      }
    }
    if (first === m) list.push({ first: m, shape: sh });
    kindOf.set(m, first);
  }
  for (const k of kept) {
    const first = kindOf.get(k);
    if (first === undefined || first >= k) continue;
    for (let i = units[first]!.start; i <= units[first]!.end; i++) selected[i] = true;
    keepParents(lines, units[first]!.start, selected);
  }
}

/** Grep matches at most this many lines apart in one file read as one snippet, up to a size. */
const MAX_HUNK_GAP = 3;
const MAX_HUNK_LINES = 15;
/**
 * Every grep line holds the grepped word; what tells the asked-for matches apart is
 * the question's other words, so a snippet scores by the share of the question's
 * evidence it holds (scoreUnits' coverage), not only by its strongest words. Chosen on
 * dev (docs/engine.md): code units and log records lost recall with it.
 */
const GREP_COVERAGE = 1;

/**
 * Grep output (`path:line:column:text`): snippets (matches close together in one file)
 * scored on the question's terms, kept best first until they fill the budget. The
 * grepped word is on every line and weighs nothing; the path and the rest of each
 * line tell the matches apart.
 */
export function selectGrepRecords(lines: readonly string[], sc: Scored, selected: boolean[], budget: SelectionBudget, query: string): void {
  const parsed = parseGrepLines(lines);
  const units: Unit[] = [];
  let prev: GrepLine | undefined;
  for (let i = 0; i < lines.length; i++) {
    const cur = parsed[i];
    // A separator between context groups belongs to no snippet.
    if (!cur && lines[i] === "--") continue;
    const last = units[units.length - 1];
    const joins = cur && prev && last && cur.file === prev.file && cur.line > prev.line && cur.line - prev.line <= MAX_HUNK_GAP && i - last.start < MAX_HUNK_LINES;
    if (joins) last.end = i;
    else if (lines[i]!.trim() !== "") units.push({ start: i, end: i, headerEnd: i, kind: "paragraph" });
    prev = cur;
  }
  if (units.length === 0) return;
  const score = scoreUnits(units, sc, GREP_COVERAGE);
  grepRoles(lines, parsed, units, score, query);
  // Ties go to the later snippet too: no fact of grep output picks a side, and on dev
  // the later measured better (earlier: 4.24× @ 0.990 against 4.25× @ 0.997).
  keepBest(lines, units, score, selected, budget, "later");
}

/** A match in a test file: its path names a test directory or a test file. */
const TEST_PATH = /(^|\/)(tests?|__tests__|testing|testdata|spec)\/|_test\.\w+$|(^|\/)test_[^/]*\.py$|\.(test|spec)\.[cm]?[jt]sx?$|Tests?\.java$/;
const ASKS_TESTS = /\btest/i;
/** "outside of tests", "not in the tests", "excluding tests", "non-test code", "tests aside": the question rules test files out. */
const EXCLUDES_TESTS = /\b(outside|excluding|exclude|except|besides|ignoring|ignore|without|not|other than|apart from|beyond)\s+(of\s+|in\s+|the\s+|any\s+|counting\s+)*(unit\s+)?tests?\b|\bnon-?tests?\b|\btests?\s+aside\b/i;
/** Questions about where something is defined, declared or given its default. */
const ASKS_DEFINITION = /\b(defin\w*|declar\w*|defaults?|initiali[sz]\w*)\b/i;

/** Questions about where something is checked or branched on: they want the conditionals that test it. */
const CHECK_WORDS = "check|checks|checked|checking|branch|branches|branched|branching|compare|compares|compared|comparison|condition|conditions|conditional|guard|guards|guarded|verify|verifies|verified|validate|validates|validated|validation";
const ASKS_CHECK = new RegExp(`\\b(${CHECK_WORDS})\\b`, "i");
/** A lock "guards" what it protects: in a question about locking (not a lockfile, `Cargo.lock`, a lockout), guard words ask for no conditional. */
const LOCKING = /(?<![\w.-])(lock(s|ed|ing)?|mutex\w*|semaphores?|synchroni[sz]\w*|critical sections?)\b(?![-.]\w)/i;
const GUARD_WORDS = /\bguard(s|ed|ing)?\b/gi;
/**
 * A conditional: `if`/`elif`/`unless`/`while`/`switch`/`case`/`when`/`match` (not a
 * method of that name), a spaced ternary, a `&&`/`||` chain; words inside strings do
 * not count (`log("retry when idle")`).
 */
const CHECK_LINE = /(?<![.\w])(if|elif|unless|while|switch|case|when|match)\b(?!\s*\()|(?<![.\w])(if|while|switch|match)\s*\(|\s\?\s[^:?]+\s:\s|&&|\|\|/;
const isCheck = (text: string) => CHECK_LINE.test(text.replace(STRING_LITERAL, '""'));
/** Questions about what the documentation says. */
const ASKS_DOC = /\b(document\w*|docs?|docstrings?|comments?)\b/i;
/** The words that only say which role a question asks for. */
const ROLE_WORDS = new RegExp(`${ASKS_DEFINITION.source}|${ASKS_DOC.source}`, "gi");
/** `name: value` in an object literal, a struct field `Name Type` (an assignment `name = value` is definedName's). */
const PROPERTY = [/^\s*['"]?([A-Za-z_$][\w$]*)['"]?\s*:\s*[^:\s]/, /^\s*([A-Z]\w*)\s+\*?[\w.[\]]+\s*$/];
/** A match in the role the question asks for gains this share of the best snippet's score. */
const ROLE_SHARE = 0.25;
/** A test file's match counts this share of its score when the question does not mention tests (none when it rules them out). */
const TEST_DISCOUNT = 0.5;
/** A snippet of comments only counts this share, as code's paragraphs of comments do, unless the question asks about docs, a default or a definition. */
const COMMENT_DISCOUNT = 0.5;

/**
 * A grep line's text that is a comment: COMMENT's, less a typed private field
 * (`#pending: Map<…>`, which only a whole file's grammar tells from a `#TODO:` comment)
 * and a docstring's quotes (a docstring is often the answer: round 16).
 */
const NOT_A_COMMENT = /^\s*(#[A-Za-z_$][\w$]*\s*[?!]?:|"""|''')/;
const isGrepComment = (t: string) => COMMENT.test(t) && !NOT_A_COMMENT.test(t);
/** Files whose `#`, `*` or `--` lines are text (headings, bullets, rules), not comments. */
const PROSE_FILE = /\.(md|markdown|rst|txt|adoc|css|scss|less|html?)$/i;

/** Whether a snippet is comments only: every non-blank line of it (matches and context) in a code file. */
function inComment(lines: readonly string[], parsed: ReadonlyArray<GrepLine | undefined>, u: Unit): boolean {
  let any = false;
  for (let i = u.start; i <= u.end; i++) {
    const p = parsed[i];
    if (!p) continue;
    const t = lines[i]!.slice(p.textStart);
    if (t.trim() === "") continue;
    if (PROSE_FILE.test(p.file) || !isGrepComment(t)) return false;
    any = true;
  }
  return any;
}

/**
 * What a grep match is (a definition, a comment, a conditional, a line of a test) says
 * as much as its words: a question about where something is defined wants the
 * definition, one about its documentation the comment, one about where it is checked
 * the conditional; a question that does not mention tests rarely wants a test file's match,
 * and one that rules tests out ("outside of tests") never does.
 */
function grepRoles(lines: readonly string[], parsed: ReadonlyArray<GrepLine | undefined>, units: readonly Unit[], score: Float64Array, query: string): void {
  let best = 0;
  for (const v of score) if (v > best) best = v;
  if (best === 0) return;
  // The question's own words, less those that only say which role it asks for ("default").
  const roleWords = new Set(terms([...query.matchAll(ROLE_WORDS)].map((m) => m[0]).join(" ")));
  const asked = new Set(queryTerms(query).filter((t) => !roleWords.has(t)));
  // The role is read from the asker's words, not from what the question quotes.
  const own = unquoted(query);
  const wantsDef = ASKS_DEFINITION.test(own);
  const wantsDoc = ASKS_DOC.test(own);
  const noTests = EXCLUDES_TESTS.test(own);
  const wantsTests = !noTests && ASKS_TESTS.test(own);
  // "Where is the validate method defined?" asks for a definition: its check word is a name.
  const wantsCheck = !wantsDef && ASKS_CHECK.test(LOCKING.test(own) ? own.replace(GUARD_WORDS, "") : own);
  units.forEach((u, k) => {
    let def = false;
    let doc = false;
    let check = false;
    for (let i = u.start; i <= u.end; i++) {
      const text = lines[i]!.slice(parsed[i]?.textStart ?? 0);
      if (wantsDoc && COMMENT.test(text)) doc = true;
      if (wantsCheck && !COMMENT.test(text) && isCheck(text)) check = true;
      if (wantsDef && !COMMENT.test(text)) {
        const names = [definedName(text), ...PROPERTY.map((re) => re.exec(text)?.[1])];
        if (names.some((nm) => nm !== undefined && terms(nm).some((t) => asked.has(t)))) def = true;
      }
    }
    if (def || doc || check) score[k]! += ROLE_SHARE * best;
    // A match in a comment mentions the thing; the code is where it happens (a doc's
    // example is not the library's code). Comments state defaults and definitions too:
    // not discounted then.
    if (!wantsDoc && !wantsDef && inComment(lines, parsed, u)) score[k]! *= COMMENT_DISCOUNT;
    const file = parsed[u.start]?.file;
    if (file !== undefined && !wantsTests && TEST_PATH.test(file)) score[k]! *= noTests ? 0 : TEST_DISCOUNT;
  });
}

/** Keeps the best units within the budget; returns their indexes, best first. */
function keepBest(lines: readonly string[], units: readonly Unit[], score: Float64Array, selected: boolean[], budget: SelectionBudget, ties: "earlier" | "later"): number[] {
  const kept = bestWithinBudget(lines, units, score, budget, ties);
  for (const k of kept) for (let i = units[k]!.start; i <= units[k]!.end; i++) selected[i] = true;
  return kept;
}

/** How deep a line sits in an indented listing: leading spaces and tree-drawing characters. */
const depth = (l: string) => /^[\s│├└─┬┼|`+\\-]*/.exec(l)![0].length;
const MAX_PARENTS = 6;
/**
 * A section label of a drawn tree (`cargo tree`'s `[dev-dependencies]`,
 * `[build-dependencies]`) sits at its owner's column, with no branch of its own (a
 * `├── [slug]` directory is an entry): its parent is the entry above at the same
 * depth, not one less deep.
 */
const SECTION_LABEL = /^[\s│|]*\[[\w-]+\]\s*$/;

/**
 * A line of an indented listing (a dependency tree, a nested report) reads under its
 * parents: the nearest lines above it that sit less deep.
 */
function keepParents(lines: readonly string[], line: number, selected: boolean[]): void {
  let d = depth(lines[line]!);
  let label = SECTION_LABEL.test(lines[line]!);
  for (let j = line - 1, found = 0; j >= 0 && d > 0 && found < MAX_PARENTS; j--) {
    const l = lines[j]!;
    if (l.trim() === "") continue;
    const dj = depth(l);
    const isLabel = SECTION_LABEL.test(l);
    if (dj < d || (label && dj === d && !isLabel)) {
      selected[j] = true;
      d = dj;
      label = isLabel;
      found++;
    }
  }
}
