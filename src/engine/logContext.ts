import { definedName } from "./codeUnits.js";
import { isErrorLine } from "./failures.js";
import { DIAGNOSTIC } from "./grepLines.js";
import { COMMIT_LINE, CONFLICT_END, CONFLICT_START, EMITTER, GCC_CONTEXT } from "./logBlocks.js";
import { STAT_ROW, STAT_SUMMARY } from "./listings.js";

// Lines a kept line of command output is read with, wherever they sit: the other side
// of a change in a diff, the commit a change belongs to, the function a compiler's
// diagnostic is in, the work an error was part of.

/** A diff's added or removed line (not its `+++`/`---` file header). */
const CHANGED = /^([+-])(?![+-]{2}( |$))/;
/** A file's section of a diff: `diff --git a/x b/x`, or the `+++ b/x` header. */
const DIFF_FILE = /^(?:diff --git a\/\S+ b\/(\S+)|\+\+\+ (?:b\/)?(\S+))/;
/** A name defined on more lines than this on the other side is too common to pair. */
const MAX_COUNTERPARTS = 2;
/** A name this short, or a language's own (`__init__`), is paired only within one file. */
const MIN_MOVED_NAME = 6;
const DUNDER = /^__\w+__$/;

/**
 * In a diff, a removed definition and the added one of the same name are one change
 * read in two places (a signature edited, a constant's value changed, a function moved
 * to another file): a kept side keeps the other. A short or a language's own name
 * (`__init__`, `main`) pairs only within its file: across files it names different things.
 */
export function keepDiffCounterparts(lines: readonly string[], selected: boolean[]): void {
  const sides = { "+": new Map<string, number[]>(), "-": new Map<string, number[]>() };
  const named: Array<[number, "+" | "-", string]> = [];
  let file = "";
  for (let i = 0; i < lines.length; i++) {
    const f = DIFF_FILE.exec(lines[i]!);
    if (f) {
      file = f[1] ?? f[2]!;
      continue;
    }
    const m = CHANGED.exec(lines[i]!);
    if (!m) continue;
    const name = definedName(lines[i]!.slice(1));
    if (name === undefined) continue;
    const key = name.length >= MIN_MOVED_NAME && !DUNDER.test(name) ? name : `${file}\0${name}`;
    const side = m[1] as "+" | "-";
    const at = sides[side].get(key);
    if (at) at.push(i);
    else sides[side].set(key, [i]);
    named.push([i, side, key]);
  }
  for (const [i, side, key] of named) {
    if (!selected[i]) continue;
    const other = sides[side === "+" ? "-" : "+"].get(key);
    if (other && other.length <= MAX_COUNTERPARTS) for (const j of other) selected[j] = true;
  }
}

/** The lines of a commit's header and message. */
const COMMIT_HEADER = /^(Merge|Author|AuthorDate|Commit|CommitDate|Date):/;
const MESSAGE_LINE = /^( {4}|$)/;
const DIFF_START = /^diff --git /;

/**
 * In `git log -p`, `git log --stat` or `git show`, a change belongs to a commit: a kept
 * line of a commit's diff or diffstat keeps the commit's line, header and message
 * (which commit, who, when, why), not its file list.
 */
export function keepCommitOfChange(lines: readonly string[], selected: boolean[]): void {
  let commit = -1;
  let inDiff = false;
  let done = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (COMMIT_LINE.test(l)) {
      commit = i;
      inDiff = false;
      done = false;
      continue;
    }
    if (commit === -1) continue;
    if (DIFF_START.test(l) || STAT_ROW.test(l) || STAT_SUMMARY.test(l)) inDiff = true;
    if (!inDiff || done || !selected[i]) continue;
    let end = commit + 1;
    while (end < i && (COMMIT_HEADER.test(lines[end]!) || MESSAGE_LINE.test(lines[end]!))) end++;
    while (end > commit + 1 && lines[end - 1] === "") end--;
    for (let j = commit; j < end; j++) selected[j] = true;
    done = true;
  }
}

/** How far above its diagnostic a context line is looked for. */
const MAX_CONTEXT_DISTANCE = 60;

/**
 * gcc names the function its diagnostics are in once, on a line of its own above
 * them (`src/io.c: In function 'load':`): a kept diagnostic keeps that line. The
 * nearest context line above is the diagnostic's; `At top level:` says it is in none.
 */
export function keepFunctionContext(lines: readonly string[], selected: boolean[]): void {
  for (let i = 0; i < lines.length; i++) {
    if (!selected[i]) continue;
    const d = DIAGNOSTIC.exec(lines[i]!);
    if (!d) continue;
    for (let j = i - 1; j >= 0 && i - j <= MAX_CONTEXT_DISTANCE; j--) {
      const c = GCC_CONTEXT.exec(lines[j]!);
      if (c) {
        if (c[1] === d[1] && c[2]!.startsWith("In ")) selected[j] = true;
        break;
      }
      // Another file's diagnostics: this one's context line is not above them.
      const other = DIAGNOSTIC.exec(lines[j]!);
      if (other && other[1] !== d[1]) break;
    }
  }
}

/** A log line announcing work it starts: the job, the file, the step that an error later in the log was part of. */
const STARTS = /\b(started|starting|begin(ning|s)?|running|processing|importing|handling|executing|loading|compiling)\b/i;
const MAX_START_DISTANCE = 400;

/**
 * An error in an application's log is about the work in progress: the last line of the
 * same emitter before it that announced starting something (a job, a file, a request),
 * and no error since, is kept with it. One pass, remembering each emitter's last start.
 */
export function keepWorkInProgress(lines: readonly string[], selected: boolean[]): void {
  const lastStart = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const emitter = EMITTER.exec(l)?.[1] ?? "";
    if (isErrorLine(l)) {
      const s = lastStart.get(emitter);
      if (selected[i] && s !== undefined && i - s <= MAX_START_DISTANCE) selected[s] = true;
      // The work before an error is that error's: a later error does not reach back past it.
      lastStart.delete(emitter);
    } else if (STARTS.test(l)) lastStart.set(emitter, i);
  }
}

/**
 * An id: a name that holds digits and starts with a letter (`APT-5271`, `job_77`,
 * `step09`, `req-3fa9c2`), not part of a path, a file name, a version or an address.
 */
const ENTITY_ID = /(?<![\w./-])[A-Za-z][A-Za-z_]*[-_#]?\d[\w-]*(?![\w/]|\.\w)/g;
const MIN_ID_LENGTH = 4;
/** An id on more lines than this is a common name of the output, not one thing's. */
const MAX_ID_LINES = 4;
/** Ids are followed from this many error lines at most: a question about more failures than that asks about them, not one thing's story. */
const MAX_ERRORS_FOLLOWED = 3;

/**
 * An error names the thing it failed on by its id (an appointment, a job, a request);
 * that thing's story (what it was, what was done to it) is on the other lines holding
 * the same id. For the error lines among the records the question chose, the other
 * lines holding one of their rare ids are kept.
 */
export function keepEntityHistory(lines: readonly string[], chosen: readonly boolean[], selected: boolean[]): void {
  const ids = new Set<string>();
  let errors = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!chosen[i] || !isErrorLine(lines[i]!)) continue;
    const found = [...lines[i]!.matchAll(ENTITY_ID)].map((m) => m[0]).filter((id) => id.length >= MIN_ID_LENGTH);
    if (found.length === 0) continue;
    if (++errors > MAX_ERRORS_FOLLOWED) return;
    for (const id of found) ids.add(id);
  }
  if (ids.size === 0) return;
  const holders = new Map<string, number[]>();
  for (let i = 0; i < lines.length; i++) {
    for (const m of lines[i]!.matchAll(ENTITY_ID)) {
      if (!ids.has(m[0])) continue;
      let h = holders.get(m[0]);
      if (!h) holders.set(m[0], (h = []));
      if (h[h.length - 1] !== i) h.push(i);
    }
  }
  for (const h of holders.values()) if (h.length <= MAX_ID_LINES) for (const i of h) selected[i] = true;
}

/**
 * strace's line for a call that gives a descriptor: its process (`[pid 42] `, `42 `),
 * the call, and the descriptor it returned (`openat(AT_FDCWD, "a.conf", O_RDONLY) = 3`).
 */
const OPENS_DESCRIPTOR = /^(?:\[pid\s+\d+\] |\d+ +)?(?:openat2?|open|creat|socket|accept4?|dup[23]?|memfd_create|eventfd2?|timerfd_create|signalfd4?|inotify_init1?|epoll_create1?)\(.*\)\s+= (\d+)(?:\s|$)/;
/** A call on a descriptor, its first argument (`read(3, …)`, `close(3)`): calls whose first argument is one. */
const ON_DESCRIPTOR = /^(?:\[pid\s+\d+\] |\d+ +)?(read|write|pread64|pwrite64|readv|writev|preadv2?|pwritev2?|close|fstat|lseek|ioctl|fcntl|getdents64|getdents|sendto|recvfrom|sendmsg|recvmsg|sendmmsg|recvmmsg|connect|bind|listen|shutdown|fsync|fdatasync|flock|ftruncate|fchmod|fchown|sendfile|splice|getsockopt|setsockopt|getsockname|getpeername)\((\d+)[,)]/;
/** The calls on a descriptor after its open: what was read from the file, written to it, and its close. At most this many, within this many lines. */
const MAX_DESCRIPTOR_CALLS = 8;
const MAX_DESCRIPTOR_DISTANCE = 200;

/**
 * strace: a file's content and fate are in the calls on the descriptor its open
 * returned (`read(3, "depot=Elm Street\n…", 256) = 28`, `close(3)`), on the lines after
 * it. A kept call that opened a descriptor keeps them, up to its close or the next call
 * that returns the same number (threads share descriptors: any process's). One pass.
 */
export function keepDescriptorCalls(lines: readonly string[], selected: boolean[]): void {
  /** For each descriptor number, the kept open it belongs to and how many of its calls were kept. */
  const open = new Map<string, { at: number; calls: number }>();
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const opened = OPENS_DESCRIPTOR.exec(l);
    if (opened) {
      // An open is never selected here (only calls on a descriptor are): `selected` says what was kept before.
      if (selected[i]) open.set(opened[1]!, { at: i, calls: 0 });
      else open.delete(opened[1]!);
      continue;
    }
    const on = ON_DESCRIPTOR.exec(l);
    if (!on) continue;
    const fd = on[2]!;
    const o = open.get(fd);
    if (!o) continue;
    if (i - o.at > MAX_DESCRIPTOR_DISTANCE || o.calls >= MAX_DESCRIPTOR_CALLS) {
      open.delete(fd);
      continue;
    }
    selected[i] = true;
    o.calls++;
    if (on[1] === "close") open.delete(fd);
  }
}

/** pytest's explanation of a failure: every line of it starts with `E` and spaces (`E       AssertionError: …`, `E         - II`, `E         + III`). */
const PYTEST_EXPLANATION = /^E(\s|$)/;
const MAX_EXPLANATION_LINES = 20;

/**
 * pytest writes one failure's explanation over several `E` lines (the assertion, the
 * diff of expected and actual, a `where` line): a kept one keeps its run, at most 20
 * lines on each side.
 */
export function keepExplanation(lines: readonly string[], selected: boolean[]): void {
  const kept = selected.slice();
  for (let i = 0; i < lines.length; i++) {
    if (!kept[i] || !PYTEST_EXPLANATION.test(lines[i]!)) continue;
    for (let j = i - 1; j >= 0 && i - j <= MAX_EXPLANATION_LINES && PYTEST_EXPLANATION.test(lines[j]!); j--) selected[j] = true;
    for (let j = i + 1; j < lines.length && j - i <= MAX_EXPLANATION_LINES && PYTEST_EXPLANATION.test(lines[j]!); j++) selected[j] = true;
  }
}

/** A question about a merge's conflicts: what the sides disagree about is inside the markers. */
const ASKS_CONFLICT = /\bconflict|\bdisagree|\b(both|two|each) sides?\b|\bours\b|\btheirs\b/i;
const HUNK = /^@@+ /;
const MAX_CONFLICT_LINES = 60;
const MAX_CONFLICTS = 6;
/** How far above a conflict its diff hunk's header may be (the file's lines it is at). */
const MAX_HUNK_DISTANCE = 12;

/**
 * A question about a merge's conflicts keeps the conflicts themselves: each block from
 * `<<<<<<<` to `>>>>>>>` (the two sides), with the hunk header above it in a diff (where
 * in the file it is), at most six, whatever words they hold: the sides are code, and the
 * question names neither.
 */
export function keepAskedConflicts(lines: readonly string[], query: string, selected: boolean[]): void {
  if (!ASKS_CONFLICT.test(query)) return;
  let kept = 0;
  for (let i = 0; i < lines.length && kept < MAX_CONFLICTS; i++) {
    if (!CONFLICT_START.test(lines[i]!)) continue;
    let end = -1;
    for (let j = i + 1; j < lines.length && j - i < MAX_CONFLICT_LINES && !CONFLICT_START.test(lines[j]!); j++) {
      if (CONFLICT_END.test(lines[j]!)) {
        end = j;
        break;
      }
    }
    if (end === -1) continue;
    for (let j = i; j <= end; j++) selected[j] = true;
    for (let j = i - 1; j >= 0 && i - j <= MAX_HUNK_DISTANCE; j--) {
      if (!HUNK.test(lines[j]!)) continue;
      selected[j] = true;
      break;
    }
    kept++;
    i = end;
  }
}

/** unittest's verdict (`OK`, `FAILED (failures=2, errors=1, skipped=3)`), and the count above it: `Ran 148 tests in 0.010s`. */
const UNITTEST_VERDICT = /^(OK|FAILED)( \(.*\))?\s*$/;
const UNITTEST_RAN = /^Ran \d+ tests? in /;

/** unittest prints its verdict in two lines a blank line apart (how many ran, then how it went): a kept verdict keeps its count. */
export function keepRunCount(lines: readonly string[], selected: boolean[]): void {
  for (let i = 0; i < lines.length; i++) {
    if (!selected[i] || !UNITTEST_VERDICT.test(lines[i]!)) continue;
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      if (!UNITTEST_RAN.test(lines[j]!)) continue;
      for (let k = j; k < i; k++) selected[k] = true;
      break;
    }
  }
}

/**
 * A section's title at the margin, ending in a colon: `ls -R`'s directory
 * (`music/ep06/master:`), `git status`'s `Untracked files:`, `Caused by:`.
 */
const SECTION_TITLE = /^\S[^\t]{0,118}:\r?$/;
/** How far below its title a section's first kept line may be for the title to be kept. */
const MAX_TITLE_DISTANCE = 400;
/**
 * Titles kept at most, those of the sections whose kept lines score best: every title
 * splits a removed run in two, and a listing of hundreds of sections would come back
 * in pieces (or whole, once the markers are limited).
 */
const MAX_TITLES = 8;

/**
 * A listing printed in sections, each a title line ending in a colon over its rows up to
 * a blank line (`ls -lR`'s directories, `git status`'s staged, unstaged and untracked
 * files): a row says what it is only under its title, so a kept row keeps the title.
 * The title is the section's first line, or its second after one line of preamble (the
 * echoed command above `ls -R`'s first directory, `On branch main` above `Changes to
 * be committed:`).
 */
export function keepSectionTitles(lines: readonly string[], score: ArrayLike<number> | undefined, selected: boolean[]): void {
  const titles: Array<{ line: number; best: number }> = [];
  let start = 0;
  let firstKept = -1;
  let best = 0;
  const close = () => {
    if (firstKept === -1) return;
    for (const t of [start, start + 1]) {
      if (t >= firstKept || !SECTION_TITLE.test(lines[t]!)) continue;
      if (firstKept - t <= MAX_TITLE_DISTANCE && !selected[t]) titles.push({ line: t, best });
      return;
    }
  };
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === "") {
      close();
      start = i + 1;
      firstKept = -1;
      best = 0;
    } else if (selected[i] && i > start) {
      if (firstKept === -1) firstKept = i;
      best = Math.max(best, score?.[i] ?? 0);
    }
  }
  close();
  titles.sort((a, b) => b.best - a.best || a.line - b.line);
  for (const t of titles.slice(0, MAX_TITLES)) selected[t.line] = true;
}

/**
 * go test -v: a test (or subtest) starts, is resumed after a pause, or its output
 * resumes after another test's (`=== NAME`, Go 1.20 on); a test fails.
 */
const GO_RUN = /^=== (RUN|CONT|NAME)\s+(\S+)\s*$/;
const GO_FAIL = /^\s*--- FAIL: (\S+) \(/;
/** What a test writes while it runs (`t.Errorf`, `t.Log`): indented lines, `clock_test.go:100: …` first; a blank line of a message is indented too. */
const GO_TEST_OUTPUT = /^[ \t]+/;
const MAX_GO_OUTPUT_LINES = 20;

/**
 * go test -v streams a test's messages (`clock_test.go:100: Buy(63, 250) = 16458, want
 * 16459`) under its `=== RUN` line, while its `--- FAIL` verdict comes later with its
 * parent's: a verdict the question reached (`verdicts`; every FAIL line is an error line,
 * kept whatever the question) keeps what its test wrote, under its latest `=== RUN` and
 * the `=== CONT`/`=== NAME` lines after it, at most 20 lines each. One pass: a name run
 * again (`-count=N`, another package's test of the same name) is another test.
 */
export function keepGoTestOutput(lines: readonly string[], verdicts: readonly boolean[], selected: boolean[]): void {
  const heads = new Map<string, number[]>();
  const keepWritten = (h: number) => {
    let j = h + 1;
    while (j < lines.length && j - h <= MAX_GO_OUTPUT_LINES && GO_TEST_OUTPUT.test(lines[j]!) && !GO_FAIL.test(lines[j]!)) j++;
    // A test that wrote nothing there says nothing there.
    if (j === h + 1) return;
    for (let k = h; k < j; k++) selected[k] = true;
  };
  for (let i = 0; i < lines.length; i++) {
    const run = GO_RUN.exec(lines[i]!);
    if (run) {
      if (run[1] === "RUN") heads.set(run[2]!, [i]);
      else heads.get(run[2]!)?.push(i);
      continue;
    }
    const fail = GO_FAIL.exec(lines[i]!);
    if (!fail) continue;
    if (verdicts[i]) for (const h of heads.get(fail[1]!) ?? []) keepWritten(h);
    heads.delete(fail[1]!);
  }
}
