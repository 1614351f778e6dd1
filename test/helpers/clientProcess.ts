import { spawn } from "node:child_process";

// Runs a client binary (claude, codex) in a process group of its own, collects its
// output, and ends it on a timeout; shared by claudeRun.ts and codexRun.ts, which say
// how their client is stopped.

export interface ClientRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

export interface ClientProcessOptions {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  uid?: number;
  gid?: number;
  timeoutMs: number;
  /** How to stop the client when the time is up (`signalGroup` signals its whole group); may return what to undo once it has exited. */
  onTimeout(pid: number, signalGroup: (sig: NodeJS.Signals) => void): (() => void) | void;
  /** What is sent to the group once the client has exited, for anything it left behind. */
  afterExit: NodeJS.Signals;
}

export async function runClientProcess(opts: ClientProcessOptions): Promise<ClientRun> {
  const child = spawn(opts.command, opts.args, {
    cwd: opts.cwd,
    env: opts.env,
    // stdin /dev/null: a client may read it to EOF (codex exec: "Reading additional input from stdin...").
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a timeout also ends what it started.
    detached: true,
    ...(opts.uid !== undefined ? { uid: opts.uid, gid: opts.gid ?? opts.uid } : {}),
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
  child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
  const signalGroup = (sig: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, sig);
    } catch {
      // the group is gone
    }
  };
  let timedOut = false;
  const undo: Array<() => void> = [];
  const timer = setTimeout(() => {
    timedOut = true;
    const u = child.pid === undefined ? undefined : opts.onTimeout(child.pid, signalGroup);
    if (u) undo.push(u);
  }, opts.timeoutMs);
  try {
    const { exitCode, signal } = await new Promise<{ exitCode: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", (code, sig) => resolve({ exitCode: code, signal: sig }));
    });
    return { exitCode, signal, timedOut, stdout, stderr };
  } finally {
    clearTimeout(timer);
    for (const u of undo) u();
    signalGroup(opts.afterExit);
  }
}
