// Tools name a situation in their own words, and the asker names it in theirs: git
// lists a merge's conflicted files under "Unmerged paths", pytest's timings are its
// "slowest durations", the kernel's out-of-memory kill is "Killed" or "OOMKilled".
// For command output, a question in the asker's words also looks for the tool's.
// Each entry is one fact of a common tool's output.

const TOOL_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  // git status: a merge's conflicted files are "Unmerged paths", each "both modified", "both added", "deleted by them".
  [/\bconflict/i, "unmerged"],
  // pytest --durations: "slowest N durations"; go test and cargo print a test's time after it.
  [/\b(slow\w*|longest|took (the )?(longest|most|\d)|how long|duration)\b/i, "slowest durations"],
  // Out of memory: the shell's "Killed", a container's "OOMKilled", exit code 137.
  [/\b(out of memory|oom|memory limit)\b/i, "killed oomkilled 137"],
  // A segfault: "Segmentation fault (core dumped)", SIGSEGV, exit code 139.
  [/\bsegfault|\bsegv\b/i, "segmentation sigsegv 139"],
  // Permission: "Permission denied", EACCES, EPERM.
  [/\b(permission|not allowed|forbidden)\b/i, "denied eacces eperm"],
  // A file that is not there: "No such file or directory", ENOENT (a failed `open` in strace: `= -1 ENOENT`).
  [/\b(not (be )?found|\w*n(o|')t be (found|opened|read|loaded|accessed)|(was|were)n't found|(doesn't|does not|didn't|did not) exist|missing|(fail\w*|unable|could ?n[o']t|can ?n[o']t) (to )?(be )?(open|read|load|find|access)\w*)\b/i, "enoent"],
  // A timeout: "timed out", "deadline exceeded", ETIMEDOUT.
  [/\btime[sd]?[ -]?out\b/i, "timeout timed deadline exceeded etimedout"],
  // Coverage reports: coverage.py's "Miss" and "Missing", istanbul's "Uncovered Line #s".
  [/\b(uncovered|not covered|untested)\b/i, "miss missing uncovered"],
  // Dead code: rustc's and gcc's "unused variable", pyflakes' "imported but unused", where the asker says "never used".
  [/(\bnever|\bnot|n't) (been |ever )?(used|referenced)\b/i, "unused"],
  // npm's dependency resolution failure: ERESOLVE, "Could not resolve dependency", "peer".
  [/\b(eresolve|peer dep\w*|resolv\w* (the )?dependenc\w*|dependency conflict)\b/i, "eresolve peer"],
];

/** The question with the tool words its asker's words stand for, for scoring command output. */
export function withToolWords(question: string): string {
  const extra = TOOL_WORDS.filter(([asks]) => asks.test(question)).map(([, words]) => words);
  return extra.length === 0 ? question : `${question} ${extra.join(" ")}`;
}
