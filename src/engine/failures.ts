// How command output says that something failed, and how a question asks about it:
// the never-prune rule's error lines (local-pruner.md), the tools' own failure marks,
// and success lines that merely name an error case.

/** The contract's error words (local-pruner.md: error, exception, traceback, fail), and panic and fatal. */
const ERROR_LINE = /error|exception|traceback|fail|panic|fatal/i;
/** Crashes that do not say "error": a nonzero exit, a kill, memory exhaustion, a core dump. */
const CRASH_LINE = /\bexit(ed)? (with )?(code|status) [1-9]|\b(killed|oomkilled|out of memory|segmentation fault|core dumped|aborted|crash(ed|loopbackoff)?)\b/i;
/** A line that reports a success (a passed test): it may name an error case, it is not one. */
const SUCCESS_LINE = /^\s*([✓✔√]\s|PASS\b|PASSED\b|ok\s+\d|--- PASS)/;
export const isSuccessLine = (l: string): boolean => SUCCESS_LINE.test(l);

/**
 * A count of none reports that nothing failed: "bytes, 0 CRC errors", "; 0 failed",
 * "found 0 errors", "with no errors", "errors: 0,". It names errors without reporting
 * one. The count must read as one: after a separator or a reporting verb (not "worker 0
 * failed", "postgres-0 failed", "expected 0 errors"), and `: 0` must end there (not
 * "failed: 0 of 12 copied", "error: 0x80070005").
 */
const NONE_COUNTED = /(?:^\s*|[,;(|:[{]\s*|\b(?:found|with|had|has|reported|reports)\s+)(?:0|no|zero)\s+(?:\w+\s+)?(?:errors?|failures?|failed|exceptions?)\b|\b(?:errors|failures|failed|exceptions)\s*[:=]\s*0\s*(?=[,;)\]}|]|$|[\w.-]+\s*[:=])/gi;

/** A line naming an error or a crash: never pruned, with its neighbours. */
export const isErrorLine = (l: string): boolean => {
  if (isSuccessLine(l)) return false;
  // replace() with a global pattern starts from the beginning and leaves lastIndex at 0.
  const said = l.replace(NONE_COUNTED, "");
  return ERROR_LINE.test(said) || CRASH_LINE.test(said);
};

/**
 * How tools mark failure: the error and crash lines, and their own marks (pytest's
 * `E   ` lines, `error[E0308]`-style codes, `npm ERR!`, `Caused by:`, `✖`/`×`, a
 * refused or denied access, a back-off, a conflict, TAP's `not ok`, npm ls's `invalid:`,
 * `UNMET DEPENDENCY` and `extraneous` on the tree's own line).
 */
const FAILURE_MARK = new RegExp(
  [ERROR_LINE.source, CRASH_LINE.source, String.raw`npm ERR!|^Caused by:|denied|refused|^E {3}|✖|×|✗|\bbackoff\b|\bconflict\b|<{7}|\bnot ok\b|\bunresolved\b|\bE\d{3,4}\b|\binvalid: |\bUNMET (PEER )?DEPENDENCY\b|\bextraneous\b`].join("|"),
  "i",
);
/**
 * A log line's level saying something went wrong without an error: `WARN`, `WARNING` in
 * capitals (`[WARN]`, `WARNING groundpass…`), or a level field in any case (`level=warn`,
 * `"level":"warn"`, nginx's `[warn]`).
 */
const WARN_LEVEL = /(^|[\s[|:(="])(WARN|WARNING)([\s\]|:)"/]|$)/;
const WARN_FIELD = /\blevel["']?\s*[=:]\s*["']?warn(ing)?\b|\[warn(ing)?\]/i;
export const isFailureMark = (l: string): boolean => (FAILURE_MARK.test(l) || WARN_LEVEL.test(l) || WARN_FIELD.test(l)) && !isSuccessLine(l);

/** Questions about something that went wrong. */
export const FAILURE_QUESTION = /\b(fail\w*|error\w*|crash\w*|why|wrong|broke\w*|exception|panic\w*|abort\w*|exit\w*|status|assert\w*|reject\w*|denied|refused|time[sd]? ?out|killed|segfault|conflict\w*|stopped|stuck|hang\w*|missing|cannot|can't|won't|doesn't|didn't)\b/i;
