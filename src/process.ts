import { spawn } from "node:child_process";
import { trimIncompleteUtf8 } from "./text.js";

// Child processes for `bash` and `grep` (decision 6): each in its own process group,
// stdin empty, stdout/stderr piped (never the server's own stdio, which carries the
// protocol). A timeout, an abort or the output cap kills the whole group.

export interface RunOptions {
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Cap on captured stdout + stderr bytes, counted in arrival order. */
  maxOutputBytes: number;
  /**
   * Line mode for stdout: each complete line goes to the consumer instead of being
   * captured; returning true stops the run (the group is killed).
   */
  onStdoutLine?: (line: string) => boolean | void;
}

export interface RunResult {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  aborted: boolean;
  /** The output cap was reached and the group killed. */
  truncated: boolean;
  /** The line consumer asked to stop and the group was killed. */
  stopped: boolean;
  spawnError?: string;
  duration_ms: number;
}

/** After the main child exits, how long to wait for pipes held open by background processes. */
const DRAIN_MS = 50;

const liveGroups = new Set<number>();

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Kills every process group still running (server shutdown). */
export function killAllProcessGroups(): void {
  for (const pid of liveGroups) killGroup(pid);
  liveGroups.clear();
}

export function runProcess(opts: RunOptions): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let captured = 0;
    let lineRest = "";
    const result: Omit<RunResult, "stdout" | "stderr" | "duration_ms"> = {
      exitCode: null,
      signal: null,
      timedOut: false,
      aborted: false,
      truncated: false,
      stopped: false,
    };
    let done = false;
    let drainTimer: NodeJS.Timeout | undefined;

    const child = spawn(opts.command, opts.args, {
      cwd: opts.cwd,
      env: opts.env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const pid = child.pid;
    if (pid !== undefined) liveGroups.add(pid);

    const stopGroup = () => {
      killGroup(pid);
      if (pid !== undefined) liveGroups.delete(pid);
    };

    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(drainTimer);
      opts.signal?.removeEventListener("abort", onAbort);
      if (pid !== undefined) liveGroups.delete(pid);
      if (lineRest !== "" && opts.onStdoutLine && !result.stopped) opts.onStdoutLine(lineRest);
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve({
        ...result,
        stdout: trimIncompleteUtf8(Buffer.concat(out)).toString("utf8"),
        stderr: trimIncompleteUtf8(Buffer.concat(err)).toString("utf8"),
        duration_ms: Math.round(performance.now() - started),
      });
    };

    const timer = setTimeout(() => {
      result.timedOut = true;
      stopGroup();
    }, opts.timeoutMs);
    const onAbort = () => {
      result.aborted = true;
      stopGroup();
    };
    if (opts.signal?.aborted) onAbort();
    else opts.signal?.addEventListener("abort", onAbort, { once: true });

    /** Captures up to the cap; the first byte over it kills the group. */
    const capture = (into: Buffer[], chunk: Buffer) => {
      if (result.truncated) return;
      const room = opts.maxOutputBytes - captured;
      if (chunk.length > room) {
        into.push(chunk.subarray(0, room));
        captured += room;
        result.truncated = true;
        stopGroup();
        return;
      }
      into.push(chunk);
      captured += chunk.length;
    };

    child.stdout.on("data", (chunk: Buffer) => {
      if (!opts.onStdoutLine) return capture(out, chunk);
      if (result.stopped) return;
      const text = lineRest + chunk.toString("utf8");
      const lines = text.split("\n");
      lineRest = lines.pop()!;
      for (const line of lines) {
        if (opts.onStdoutLine(line) === true) {
          result.stopped = true;
          lineRest = "";
          stopGroup();
          return;
        }
      }
    });
    child.stderr.on("data", (chunk: Buffer) => capture(err, chunk));

    child.on("error", (e: NodeJS.ErrnoException) => {
      result.spawnError = e.code ? `${e.code}: ${e.message}` : e.message;
      finish();
    });

    let open = 2;
    const onClose = () => {
      if (--open === 0 && (result.exitCode !== null || result.signal !== null)) finish();
    };
    child.stdout.on("close", onClose);
    child.stderr.on("close", onClose);

    child.on("exit", (code, signal) => {
      result.exitCode = code;
      result.signal = signal;
      if (open === 0) return finish();
      // A background process may hold the pipes open: don't wait for it.
      drainTimer = setTimeout(finish, DRAIN_MS);
    });
  });
}

/** Shell-style exit status: the code, or 128 + signal number when killed. */
export function exitStatus(r: Pick<RunResult, "exitCode" | "signal">): number {
  if (r.exitCode !== null) return r.exitCode;
  const signals: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGABRT: 6, SIGKILL: 9, SIGSEGV: 11, SIGPIPE: 13, SIGTERM: 15 };
  return 128 + (r.signal ? (signals[r.signal] ?? 0) : 0);
}
