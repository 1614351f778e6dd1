import { spawn, type ChildProcess } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createActor, type Actor } from "xstate";
import { runMachine, type RunConfigDecision, type RunEmitted } from "../../machines/runMachine.js";
import { StdioTransport } from "../server/stdioTransport.js";
import { PRUNER_SERVER_NAME, type BuildResult, type McpServerConfig } from "./mcpConfig.js";
import { eventLines, reportOf, type ServerEvent, type ServerReport } from "./serverEvents.js";

// For runners that own the server process (runner.md §1): spawn it, confirm it with a
// real MCP initialize + tools/list, watch it, stop it with SIGTERM then SIGKILL. It
// drives the run lifecycle machine, so the same mcp_pruner.* events come out as when
// a provider owns the process.

export interface SupervisorOptions {
  /** Readiness deadline (initialize + tools/list answered). Default 30000. */
  startTimeoutMs?: number;
  /** SIGTERM → SIGKILL grace period at shutdown. Default 5000. */
  shutdownTimeoutMs?: number;
  /** Health probe (MCP ping) period while running; 0 disables probes. Default 10000. */
  probeIntervalMs?: number;
  /** A probe not answered within this counts as failed. Default 5000. */
  probeTimeoutMs?: number;
  /** Consecutive failed probes that make the server unreachable. Default 3. */
  maxProbeFailures?: number;
  /** Every mcp_pruner.* event of the run machine. */
  onEvent?: (event: RunEmitted) => void;
  /** Where the server's stderr (its JSON event lines) goes; default: dropped. */
  onServerStderr?: (chunk: string) => void;
  /** Each event line of the server (pruner.recovered, mcp_pruner.summary…), parsed. */
  onServerEvent?: (event: ServerEvent) => void;
}

const decisionOf = (built: BuildResult): RunConfigDecision =>
  built.enabled ? { enabled: true } : built.reason === "config_disabled" ? { enabled: false, reason: "config_disabled" } : { enabled: false, reason: "config_invalid", message: built.message };

const exitedPromise = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/** After the exit, the last stderr lines (the run summary) may still be in the pipe: wait for it to close, briefly. */
const drainedPromise = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (!child.stderr || child.stderr.readableEnded || child.stderr.destroyed) return resolve();
    const t = setTimeout(resolve, 1000);
    child.stderr.once("close", () => {
      clearTimeout(t);
      resolve();
    });
  });

export class Supervisor {
  readonly actor: Actor<typeof runMachine>;
  private child: ChildProcess | undefined;
  private mcp: Client | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private readonly started = Date.now();
  private stopping = false;
  /** The server's event lines so far (its stderr, parsed). */
  readonly serverEvents: ServerEvent[] = [];

  /** The run summary the server wrote when it stopped (after shutdown), and its recoveries so far. */
  get serverReport(): ServerReport {
    return reportOf(this.serverEvents);
  }

  private constructor(
    private readonly built: BuildResult,
    private readonly opts: SupervisorOptions,
  ) {
    this.actor = createActor(runMachine, {
      input: {
        config: decisionOf(built),
        start_timeout_ms: opts.startTimeoutMs ?? 30_000,
        max_probe_failures: opts.maxProbeFailures ?? 3,
      },
    });
    this.actor.on("*", (e) => opts.onEvent?.(e as RunEmitted));
    // Leaving `starting` or `running` for disabled/degraded: the child must not linger.
    this.actor.subscribe((snap) => {
      if (snap.value === "mcp_pruner_disabled" || snap.value === "mcp_pruner_degraded") this.killNow();
    });
  }

  /** Starts the phase: spawns and confirms the server when the config enables it. */
  static async start(built: BuildResult, opts: SupervisorOptions = {}): Promise<Supervisor> {
    const s = new Supervisor(built, opts);
    s.actor.start();
    if (built.enabled) await s.launch(built.servers[PRUNER_SERVER_NAME]!);
    return s;
  }

  /** The run machine's state: `mcp_pruner_running` means `client` is connected. */
  get state(): string {
    return String(this.actor.getSnapshot().value);
  }

  /** A connected MCP client while the server runs. */
  get client(): Client | undefined {
    return this.state === "mcp_pruner_running" ? this.mcp : undefined;
  }

  /** The stdio config, for a provider that should spawn its own copy instead. */
  get config(): BuildResult {
    return this.built;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private async launch(config: McpServerConfig): Promise<void> {
    const child = spawn(config.command, [...(config.args ?? [])], {
      env: { ...process.env, ...config.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.child = child;
    // If the runner's process exits without shutting down, the server goes with it.
    const killOnExit = () => this.killNow();
    process.once("exit", killOnExit);
    child.once("exit", () => process.off("exit", killOnExit));
    let pending = "";
    child.stderr?.setEncoding("utf8").on("data", (s: string) => {
      this.opts.onServerStderr?.(s);
      pending += s;
      const nl = pending.lastIndexOf("\n");
      if (nl === -1) return;
      const events = eventLines(pending.slice(0, nl));
      pending = pending.slice(nl + 1);
      for (const e of events) {
        this.serverEvents.push(e);
        this.opts.onServerEvent?.(e);
      }
    });
    let spawnFailed: Error | undefined;
    child.on("error", (err) => {
      spawnFailed = err;
      this.report({ type: "provider.spawn_error", message: err.message });
    });
    child.on("exit", (code, signal) => {
      const detail = { ...(code !== null ? { exit_code: code } : {}), ...(signal !== null ? { signal } : {}) };
      if (this.state === "mcp_pruner_starting") {
        this.report({ type: "provider.spawn_error", message: `server exited before it was ready (${JSON.stringify(detail)})` });
      } else if (this.state === "mcp_pruner_running" && !this.stopping) {
        this.report({ type: "provider.exited", ...detail });
      }
    });

    const transport = new StdioTransport(child.stdout!, child.stdin!, 64 * 1024 * 1024);
    const client = new Client({ name: "mcp-pruner-supervisor", version: "1" });
    this.mcp = client;
    const left = new Promise<void>((resolve) => {
      const sub = this.actor.subscribe((snap) => {
        if (snap.value !== "mcp_pruner_starting") {
          sub.unsubscribe();
          resolve();
        }
      });
    });
    const ready = (async () => {
      await client.connect(transport);
      const { tools } = await client.listTools();
      return tools.map((t) => t.name);
    })();
    // Whichever comes first: the server answers, or the machine gives up (timer, spawn error).
    const outcome = await Promise.race([ready.then((tools) => ({ tools }), (err: Error) => ({ err })), left.then(() => ({ left: true }))]);
    ready.catch(() => {});
    if ("tools" in outcome && !spawnFailed && this.state === "mcp_pruner_starting") {
      this.report({ type: "provider.ready", root: config.env?.MCP_PRUNER_CWD });
      this.startProbes();
    } else if ("err" in outcome && this.state === "mcp_pruner_starting") {
      this.report({ type: "provider.spawn_error", message: outcome.err.message });
    }
  }

  private startProbes(): void {
    const every = this.opts.probeIntervalMs ?? 10_000;
    if (every <= 0) return;
    const timeoutMs = this.opts.probeTimeoutMs ?? 5_000;
    let busy = false;
    this.probeTimer = setInterval(() => {
      if (busy || this.state !== "mcp_pruner_running") return;
      busy = true;
      this.mcp!.ping({ timeout: timeoutMs })
        .then(
          () => this.report({ type: "provider.probe_ok" }),
          () => this.report({ type: "provider.probe_failed" }),
        )
        .finally(() => (busy = false));
    }, every);
    this.probeTimer.unref();
  }

  private report(event: Parameters<Actor<typeof runMachine>["send"]>[0]): void {
    if (this.actor.getSnapshot().status === "active") this.actor.send(event);
  }

  private killNow(): void {
    const c = this.child;
    if (c && c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  }

  /**
   * Ends the phase: SIGTERM, `shutdownTimeoutMs` of grace, then SIGKILL
   * (`kill_escalated`); the machine then reaches `shutdown`. Safe to call twice.
   */
  async shutdown(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    clearInterval(this.probeTimer);
    let graceful = true;
    const c = this.child;
    if (c && c.exitCode === null && c.signalCode === null && c.pid !== undefined) {
      const grace = this.opts.shutdownTimeoutMs ?? 5_000;
      c.kill("SIGTERM");
      const exited = exitedPromise(c);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((r) => (timer = setTimeout(() => r(true), grace))),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        graceful = false;
        c.kill("SIGKILL");
        this.report({ type: "supervisor.kill_escalated", pid: c.pid, timeout_ms: grace });
        await exited;
      }
    } else if (c) {
      await exitedPromise(c);
    }
    if (c) await drainedPromise(c);
    await this.mcp?.close().catch(() => {});
    this.report({ type: "phase.end", graceful, duration_ms: Date.now() - this.started });
    this.actor.stop();
  }
}

/** Runs `phase` with a supervised server and always shuts it down, also when `phase` throws. */
export async function withSupervisor<T>(built: BuildResult, opts: SupervisorOptions, phase: (s: Supervisor) => Promise<T>): Promise<T> {
  const s = await Supervisor.start(built, opts);
  try {
    return await phase(s);
  } finally {
    await s.shutdown();
  }
}
