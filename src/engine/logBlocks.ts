// Command output as records a reader takes or leaves whole. Tools print one thing per
// record and say where a record starts: a blank line between them, or a head line of
// their own (a compiler diagnostic, a test's section, a commit, a diff hunk, a conflict,
// a log line with its time or level, a build's progress line). What follows a head without a head of its own
// (indented lines, frames, the code excerpt of a diagnostic) belongs to it; after a
// one-line head (a tool's status line, a progress line) only indented lines do.

/** The emitter a multiplexer names before a relayed line, and its stream (a log level in a column of its own is none). */
const EMITTER_NAME = String.raw`(?!(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\b)([A-Za-z][\w.-]*)(?: (?:stdout|stderr))?\s+\|`;
export const EMITTER = new RegExp(`^${EMITTER_NAME}`);
/**
 * `git blame`'s commit, author, date and line number (`^9f5a93a (Noor Haddad
 * 2024-10-30 03:33:20 +0000  346) `, a file name after the commit when the line moved).
 */
const BLAME = String.raw`\^?[0-9a-f]{7,40} (?:\S+ +)?\((?:[^()]*?\s)?\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4} +\d+\)`;
/**
 * valgrind's `==PID== ` before every line, the emitter a multiplexer puts before each
 * line it relays (docker compose's `web-1  | `, supervisord's `prog stderr | `; not a
 * table's row: a relayed line holds no further ` | ` column), and `git blame`'s columns:
 * what follows is the line as the tool (or the blamed file) wrote it (its indentation,
 * its blank lines).
 */
const TOOL_PREFIX = new RegExp(String.raw`^(==\d+== ?|${EMITTER_NAME} (?!.*\s\|\s)|${BLAME} ?)`);
/** A line without its tool's prefix. */
export const unprefixed = (l: string) => l.replace(TOOL_PREFIX, "");

/** A record longer than this is cut into pieces of this size. */
const MAX_BLOCK_LINES = 40;

/** One-line status heads: a tool's own status line, a build's progress. */
const MAVEN = String.raw`^\[(ERROR|WARNING|WARN|INFO)\] `;
const NPM = String.raw`^npm (ERR!|error|warn|verb|sill|http|timing|info) `;
/** A build's progress line (cmake's `[ 45%]`, ninja's `[5/14]`), make's own line, an echoed compiler command (a cross or versioned one, through ccache). */
const BUILD = String.raw`^(\[ *\d+%\] |\[\d+\/\d+\] |g?make(\[\d+\])?: |(\S*\/)?(ccache )?([\w.-]+-)?(cc|gcc|g\+\+|c\+\+|clang|clang\+\+|ld|ar)(-[\d.]+)? )`;

/** ctest's lines: a test started, a test's result (`2/4 Test #2: network ....***Failed`). */
const CTEST = String.raw`^\s*(Start +\d+: |\d+\/\d+ Test +#\d+: )`;
export const PYTEST_REPORT = String.raw`^_{3,} .+ _{3,}$`;
/** tsc's `--pretty` diagnostic: its code frame (at the margin) and related locations (indented) follow after blank lines. */
const TSC_PRETTY = String.raw`^\S+:\d+:\d+ - (error|warning) TS\d+: `;
/** `git log`'s and `git show`'s commit line. */
export const COMMIT_LINE = /^commit [0-9a-f]{7,40}\b/;
const COMMIT = COMMIT_LINE.source;
export const CONFLICT_START = /^[ +]*<{7}( |$)/;
/** gcc's context line above a file's diagnostics: `file: In function 'f':`, `file: In instantiation of …:`, `file: At top level:`. */
export const GCC_CONTEXT = /^(\S+?): (In .+|At top level):$/;

/** Lines that start a record of their own, by tool. */
const HEAD = new RegExp(
  [
    String.raw`^(error|warning)(\[[A-Z]?\d+\])?: `, // rustc, cargo (their help: and note: lines belong to it)
    String.raw`^\S+:\d+(:\d+)?: (fatal )?(error|warning)\b`, // gcc, clang, go vet, javac (file:line: error; its notes follow)
    String.raw`^\S+\(\d+,\d+\): (error|warning) `, // tsc
    TSC_PRETTY, // tsc --pretty
    String.raw`^Found \d+ errors?\b`, // tsc's count
    GCC_CONTEXT.source, // gcc's context line
    PYTEST_REPORT, // pytest: a test's report
    String.raw`^={3,} .+ ={3,}$`, // pytest: session sections and summary
    String.raw`^(FAILED|ERROR|PASSED|SKIPPED|XFAIL|XPASS) \S`, // pytest short summary
    String.raw`^(--- |=== )?(FAIL|PASS|RUN|SKIP|ok|not ok)\b`, // go test, TAP
    String.raw`^\s+(ok|not ok) \d+\b|^\s*# Subtest: `, // TAP's nested subtests (node --test): each result its own record
    String.raw`^ *(×|✗|✕|❯|✓|✔|FAIL|PASS) `, // vitest, jest
    MAVEN, // maven
    NPM, // npm
    String.raw`^(Traceback \(most recent call last\)|Exception in thread |Caused by: |During handling of the above exception|The above exception was the direct cause)`, // Python, Java
    String.raw`^thread '.*' panicked at `, // Rust
    COMMIT, // git log
    String.raw`^(diff --git |diff --cc |@@+ |\+\+\+ |--- a/)`, // diffs
    CONFLICT_START.source, // a conflict (also in combined diffs), up to its end marker
    String.raw`^(CONFLICT|Auto-merging|error: could not apply|hint: )`, // git merge, rebase
    String.raw`^(\d{4}-\d\d-\d\d[T ]\d\d:\d\d|\d\d:\d\d:\d\d|\[\d{4}-\d\d-\d\d|[A-Z][a-z]{2} [ \d]\d \d\d:\d\d)`, // a log line's time
    String.raw`^\s*(TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|CRITICAL)\b[\s:\]|]`, // a log line's level
    String.raw`^(ts|time|timestamp|level|lvl)=\S`, // a logfmt record (key=value pairs, its time or level first)
    String.raw`^\{"[^"]+"\s*:.*\}\s*$`, // a JSON-lines record
    String.raw`^\S+ \S+ \S+ \[\d{1,2}\/[A-Z][a-z]{2}\/\d{4}[: ]\d\d:\d\d`, // an access log's request (Common Log Format)
    BUILD, // a build's progress, make, a compiler command
    CTEST, // ctest
  ].join("|"),
);

/**
 * Heads of one-line records: maven's and npm's status lines, a build's progress, make's
 * own lines, a compiler command. Only indented lines continue them; the next line at the
 * left margin is something else (a dependency tree under npm's warning, the next step).
 * (A log line with its time or level is not among them: a message may run over lines.)
 */
const ONE_LINE_HEAD = new RegExp([MAVEN, NPM, BUILD, CTEST].join("|"));

export interface LogBlock {
  start: number;
  end: number;
}

/**
 * Heads of sections that run to the next head, blank lines included: a test's failure
 * report, a commit, a file's diff.
 */
const SECTION_HEAD = new RegExp([PYTEST_REPORT, COMMIT, String.raw`^diff --(git|cc) `].join("|"));
const TSC_PRETTY_HEAD = new RegExp(TSC_PRETTY);
/** tsc's code frame at the margin: the line's number, then the source. */
const TSC_FRAME = /^\d+ +\S/;
export const CONFLICT_END = /^[ +]*>{7}( |$)/;
const indented = (l: string) => /^\s/.test(l);

/**
 * Records of a command output, in line order, covering every non-blank line. A record
 * that starts with a head runs to the next head or a blank line (after a one-line head,
 * to the first line that is not indented); a blank line does not
 * end it when what follows is indented (a commit's message and stat, a frame list), nor
 * inside a section or a conflict (`<<<<<<<` to `>>>>>>>`). Without a head, each line is
 * a record with the indented lines under it: a listing (`ls`, `pip list`, a dependency
 * tree) is read line by line.
 */
export function logBlocks(lines: readonly string[]): LogBlock[] {
  const blocks: LogBlock[] = [];
  let start = -1;
  let last = -1;
  let inConflict = false;
  let inSection = false;
  /** In a tsc --pretty diagnostic: after a blank line, its code frame (`7   { id: … }`) and indented lines go on. */
  let inTsc = false;
  /** The record began with a head that may run over several lines (not a one-line status or progress head). */
  let multiLine = false;
  const close = () => {
    for (let s = start; s <= last; s += MAX_BLOCK_LINES) blocks.push({ start: s, end: Math.min(last, s + MAX_BLOCK_LINES - 1) });
    start = -1;
  };
  for (let i = 0; i < lines.length; i++) {
    const l = unprefixed(lines[i]!);
    if (l.trim() === "") continue;
    const afterBlank = last !== -1 && last < i - 1;
    const head = HEAD.test(l);
    if (start !== -1 && !inConflict && (head || (afterBlank && !indented(l) && !inSection && !(inTsc && TSC_FRAME.test(l))) || (!multiLine && !indented(l)))) close();
    if (start === -1) {
      start = i;
      multiLine = head && !ONE_LINE_HEAD.test(l);
      inSection = SECTION_HEAD.test(l);
      inTsc = TSC_PRETTY_HEAD.test(l);
    }
    if (CONFLICT_START.test(l)) inConflict = true;
    else if (inConflict && CONFLICT_END.test(l)) inConflict = false;
    last = i;
  }
  if (start !== -1) close();
  return blocks;
}
