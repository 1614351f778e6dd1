import { spawn, type ChildProcess } from "node:child_process";
import { constants } from "node:os";
import { trimIncompleteUtf8 } from "../shared/text.js";

// Child processes for `bash` and `grep` (decision 6). Each child leads its own
// process group (`detached`), so one `kill(-pgid)` reaches grandchildren too. stdin
// is empty ("ignore": /dev/null) and stdout/stderr are pipes: a child must never see
// the server's own stdio, which carries the MCP protocol. A timeout, an abort or the
// output cap kills the whole group. Spawn failures are results, never exceptions.

export interface RunOptions {
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
  /**
   * Capture mode: cap on stdout + stderr bytes together, in arrival order; the first
   * byte over it kills the group (`truncated`). Line mode: cap on stderr only, and
   * extra stderr is dropped without a kill (the line consumer decides when to stop).
   */
  maxOutputBytes: number;
  /**
   * Line mode: every stdout line (without its "\n") goes to this consumer instead of
   * being captured. `cut` is true when the line was longer than `maxLineBytes` and
   * only its first bytes are given. Returning true stops the run (group killed).
   */
  onStdoutLine?: (line: string, cut: boolean) => boolean | void;
  /** Line mode: longest line held in memory (default 1 MiB); the rest is dropped. */
  maxLineBytes?: number;
}

export interface RunResult {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  aborted: boolean;
  /** Capture mode: the output cap was reached and the group killed. */
  truncated: boolean;
  /** Line mode: the consumer asked to stop and the group was killed. */
  stopped: boolean;
  /** Set when the child could not be started (ENOENT, bad cwd, bad arguments). */
  spawnError?: string;
  duration_ms: number;
}

/** After the main child exits, how long to wait for pipes a background process holds open. */
const DRAIN_MS = 50;
/**
 * When no member of the group is left, nobody in it holds the pipes: their end of file
 * is on its way, only late when the event loop is busy (many calls at once). It is
 * waited for, up to this bound (a process that left the group could hold them).
 */
const EOF_WAIT_MS = 2000;
/** After our SIGKILL, the longest wait for the exit event (a setuid child may refuse it). */
const KILL_GRACE_MS = 1000;
const DEFAULT_MAX_LINE_BYTES = 1 << 20;

/** Groups whose leader is still running. */
const running = new Set<number>();
/** Groups whose leader is gone but where other members (background jobs) live on. */
const lingering = new Set<number>();

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, "SIGKILL");
  } catch {
    // the group is already gone
  }
}

/** True while any process of the group exists (signal 0 only checks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (e) {
    // EPERM: members exist that we may not signal (a setuid program).
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Kills every group this module started that may still have members: running
 * commands and background jobs left by finished ones (server shutdown).
 */
export function killAllProcessGroups(): void {
  for (const pgid of [...running, ...lingering]) killGroup(pgid);
  running.clear();
  lingering.clear();
}

/** Shell-style exit status: the code, or 128 + the signal number when killed. */
export function exitStatus(r: Pick<RunResult, "exitCode" | "signal">): number {
  if (r.exitCode !== null) return r.exitCode;
  return 128 + (r.signal ? (constants.signals[r.signal] ?? 0) : 0);
}

/**
 * Splits a byte stream into lines without decoding chunk by chunk (a chunk may end
 * inside a multi-byte character). At most `max` bytes of one line are held.
 */
class LineSplitter {
  private parts: Buffer[] = [];
  private len = 0;
  private cut = false;

  constructor(
    private readonly max: number,
    private readonly emit: (line: string, cut: boolean) => boolean,
  ) {}

  /** Feeds a chunk; true when the consumer asked to stop. */
  push(chunk: Buffer): boolean {
    let start = 0;
    while (start < chunk.length) {
      const nl = chunk.indexOf(0x0a, start);
      this.append(chunk.subarray(start, nl === -1 ? chunk.length : nl));
      if (nl === -1) return false;
      if (this.flush()) return true;
      start = nl + 1;
    }
    return false;
  }

  get pending(): boolean {
    return this.len > 0 || this.cut;
  }

  /** Emits the held line; true when the consumer asked to stop. */
  flush(): boolean {
    let buf: Buffer = Buffer.concat(this.parts, this.len);
    if (this.cut) buf = trimIncompleteUtf8(buf);
    const cut = this.cut;
    this.parts = [];
    this.len = 0;
    this.cut = false;
    return this.emit(buf.toString("utf8"), cut);
  }

  private append(piece: Buffer): void {
    const room = this.max - this.len;
    if (piece.length > room) {
      this.cut = true;
      piece = piece.subarray(0, room);
    }
    if (piece.length === 0) return;
    this.parts.push(piece);
    this.len += piece.length;
  }
}

function describeError(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  return err.code ? `${err.code}: ${err.message}` : String(err?.message ?? e);
}

export function runProcess(opts: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Forget background groups that have ended, so a recycled pid is never killed later.
  for (const pgid of lingering) if (!groupAlive(pgid)) lingering.delete(pgid);

  const result: Omit<RunResult, "stdout" | "stderr" | "duration_ms"> = {
    exitCode: null,
    signal: null,
    timedOut: false,
    aborted: false,
    truncated: false,
    stopped: false,
  };
  const empty = () => ({ ...result, stdout: "", stderr: "", duration_ms: elapsed() });

  if (opts.signal?.aborted) return Promise.resolve({ ...empty(), aborted: true });

  return new Promise((resolve, reject) => {
    let child: ChildProcess;
    try {
      child = spawn(opts.command, [...opts.args], {
        cwd: opts.cwd,
        env: opts.env,
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
    } catch (e) {
      // Synchronous refusals, e.g. a NUL byte in an argument.
      resolve({ ...empty(), spawnError: describeError(e) });
      return;
    }
    const pid = child.pid;
    if (pid !== undefined) running.add(pid);
    const stdout = child.stdout!;
    const stderr = child.stderr!;

    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let captured = 0;
    let stderrBytes = 0;
    let done = false;
    let exited = false;
    let consumerError: unknown;
    let drainTimer: NodeJS.Timeout | undefined;
    let graceTimer: NodeJS.Timeout | undefined;

    /** Runs the line consumer; a stop request (or a throw) kills the group. */
    const feedLine = (call: () => boolean) => {
      let stop: boolean;
      try {
        stop = call();
      } catch (e) {
        consumerError = e;
        stop = true;
      }
      if (stop) {
        result.stopped = true;
        stopGroup();
      }
    };
    const consumer = opts.onStdoutLine;
    const splitter = consumer
      ? new LineSplitter(opts.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES, (line, cut) => consumer(line, cut) === true)
      : undefined;

    const finish = () => {
      if (done) return;
      if (splitter?.pending && !result.stopped) feedLine(() => splitter!.flush());
      done = true;
      clearTimeout(timer);
      clearTimeout(drainTimer);
      clearTimeout(graceTimer);
      opts.signal?.removeEventListener("abort", onAbort);
      if (pid !== undefined) {
        running.delete(pid);
        // Members left behind (a backgrounded job) are killed on server shutdown.
        if (groupAlive(pid)) lingering.add(pid);
      }
      // Stop reading: a background process still writing gets EPIPE, not our memory.
      stdout.destroy();
      stderr.destroy();
      if (consumerError !== undefined) return reject(consumerError);
      resolve({
        ...result,
        stdout: trimIncompleteUtf8(Buffer.concat(out)).toString("utf8"),
        stderr: trimIncompleteUtf8(Buffer.concat(err)).toString("utf8"),
        duration_ms: elapsed(),
      });
    };

    const stopGroup = () => {
      if (pid !== undefined) killGroup(pid);
      // Normally the exit event follows at once; don't hang if the kill was refused.
      graceTimer ??= setTimeout(finish, KILL_GRACE_MS);
    };

    const timer = setTimeout(() => {
      result.timedOut = true;
      stopGroup();
    }, opts.timeoutMs);
    const onAbort = () => {
      result.aborted = true;
      stopGroup();
    };
    opts.signal?.addEventListener("abort", onAbort, { once: true });

    /** Capture mode: keeps bytes up to the cap; the first byte over it kills the group. */
    const capture = (into: Buffer[], chunk: Buffer) => {
      if (result.truncated) return;
      const room = opts.maxOutputBytes - captured;
      if (chunk.length > room) {
        into.push(chunk.subarray(0, room)); // may cut a character: trimmed in finish
        captured = opts.maxOutputBytes;
        result.truncated = true;
        stopGroup();
        return;
      }
      into.push(chunk);
      captured += chunk.length;
    };

    stdout.on("data", (chunk: Buffer) => {
      if (done) return;
      if (!splitter) return capture(out, chunk);
      if (!result.stopped) feedLine(() => splitter.push(chunk));
    });

    stderr.on("data", (chunk: Buffer) => {
      if (done) return;
      if (!splitter) return capture(err, chunk);
      // Line mode: stderr is diagnostics only; keep its first bytes, never kill for it.
      const room = opts.maxOutputBytes - stderrBytes;
      if (room <= 0) return;
      err.push(chunk.subarray(0, room));
      stderrBytes += Math.min(room, chunk.length);
    });

    child.on("error", (e) => {
      // Spawn failures (ENOENT, bad cwd). With a pid the child runs: we use no API
      // (kill, send) whose failure would land here, so there is nothing to report.
      if (pid !== undefined) return;
      result.spawnError = describeError(e);
      finish();
    });

    let openPipes = 2;
    const onPipeClosed = () => {
      if (--openPipes === 0 && exited) finish();
    };
    stdout.on("close", onPipeClosed);
    stderr.on("close", onPipeClosed);

    child.on("exit", (code, signal) => {
      exited = true;
      result.exitCode = code;
      result.signal = signal;
      // The timeout bounds the command, not the background jobs it leaves behind.
      clearTimeout(timer);
      if (openPipes === 0) return finish();
      // A background process may hold the pipes open: read what is already there, then answer.
      drainTimer = setTimeout(() => {
        // Finishing now would drop output still in the pipes, unread because the loop was busy.
        if (pid !== undefined && !groupAlive(pid)) drainTimer = setTimeout(finish, EOF_WAIT_MS);
        // A background job holds them: one more turn of the loop reads what is already there.
        else setImmediate(finish);
      }, DRAIN_MS);
    });
  });
}
