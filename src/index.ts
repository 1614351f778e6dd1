#!/usr/bin/env node
import { accessSync, constants, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { eventsFileOf, parseConfig } from "./server/config.js";
import type { EventLevel, EventLog, Logger } from "./server/logger.js";
import { StdioTransport } from "./server/stdioTransport.js";
import { createBuiltinPruner, withBuiltinFallback } from "./server/pruners/builtin.js";
import { createHttpPruner } from "./server/pruners/http.js";
import { createServer } from "./server/server.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./shared/version.js";

const USAGE = `Usage: mcp-pruner          the stdio MCP server
       mcp-pruner demo     real calls over an installed dependency's source
       mcp-pruner pruner [--port 8000] [--host 127.0.0.1]
                           the embedded engine as an HTTP service (POST /prune, POST /rpc)

Starts the ${PACKAGE_NAME} MCP server on stdio (stdout carries MCP messages only,
logs go to stderr as JSON lines). Configured through the environment:
  PRUNER_URL                pruner endpoint (default http://localhost:8000/prune, or the embedded
                            engine when nothing listens there; "builtin": always the embedded
                            engine; "" disables pruning)
  PRUNER_TIMEOUT_MS         pruner call timeout, 100..300000 (default 30000)
  PRUNER_MAX_INPUT_BYTES    larger outputs are not sent to the pruner, 1024..10485760 (default 262144)
  MCP_PRUNER_CWD            root directory of every tool (default: the current directory)
  MCP_PRUNER_RESULT_FORMAT  auto (default: follow the client) | structured | text (text-only results,
                            metadata in _meta)
  MCP_PRUNER_COMPRESSION    recall (default) | balanced | aggressive: how much the embedded engine keeps
  MCP_PRUNER_FULL_OUTPUT_DIR where pruned bash/grep output is kept whole for read (default
                            .mcp-pruner/outputs; "" keeps none)
  MCP_PRUNER_LOG_LEVEL      debug | info (default) | warn | error
  MCP_PRUNER_EVENTS_FILE    also append the event lines to this file
`;

/** How long calls in flight may still run after stdin ends (docs/choices.md). */
const EOF_GRACE_MS = 2000;

/** `rg` on PATH decides the grep engine (design.md "Execution strategy"). */
function findOnPath(command: string, envPath = process.env.PATH ?? ""): boolean {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not here
    }
  }
  return false;
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes("--version")) {
    process.stderr.write(`${PACKAGE_NAME} ${PACKAGE_VERSION}\n`);
    return;
  }
  if (argv[0] === "demo" && argv.length === 1) {
    const { runDemo } = await import("./demo.js");
    return runDemo();
  }
  if (argv[0] === "pruner") {
    const { runPrunerService } = await import("./service/cli.js");
    return runPrunerService(argv.slice(1));
  }
  if (argv.length > 0) {
    process.stderr.write(USAGE);
    process.exitCode = argv.includes("--help") || argv.includes("-h") ? 0 : 2;
    return;
  }

  const startedAt = Date.now();
  const parsed = parseConfig(process.env, process.cwd());
  // The logger (pino) loads once the server is connected, so that start-up to
  // tools/list pays only for what it uses; events wait for it, in order.
  let eventLog: Promise<EventLog> | undefined;
  const openLog = () =>
    (eventLog ??= import("./server/logger.js").then((m) => m.openEventLog(parsed.ok ? parsed.config.logLevel : "info", eventsFileOf(process.env, process.cwd()))));
  const log = async (level: EventLevel, event: string, data?: object) => (await openLog()).log(level, event, data);

  const fail = async (message: string): Promise<void> => {
    await log("error", "mcp_pruner.start_failed", { message });
    await (await openLog()).close();
    process.stderr.write(`mcp-pruner: ${message}\n`);
    process.exit(1);
  };

  if (!parsed.ok) return fail(`invalid configuration: ${parsed.message}`);
  const config = parsed.config;

  let root: string;
  try {
    root = realpathSync(path.resolve(config.root));
    if (!statSync(root).isDirectory()) throw new Error("not a directory");
  } catch (err) {
    return fail(`invalid configuration: MCP_PRUNER_CWD ${JSON.stringify(config.root)} must be an existing directory (${(err as Error).message})`);
  }

  const pruner =
    config.prunerUrl === ""
      ? null
      : config.prunerUrl === "builtin"
        ? createBuiltinPruner(config.compression)
        : config.prunerUrlExplicit
          ? createHttpPruner({ url: config.prunerUrl, timeoutMs: config.prunerTimeoutMs })
          : withBuiltinFallback(createHttpPruner({ url: config.prunerUrl, timeoutMs: config.prunerTimeoutMs }), createBuiltinPruner(config.compression));
  const grepEngine = findOnPath("rg") ? "rg" : "grep";
  const logger = (): Promise<Logger> => openLog().then((l) => l.logger);
  const { server, connect, drain, cleanup, summary } = createServer({ config, root, logger, grepEngine, pruner });

  let stopping = false;
  const stop = async (graceful: boolean, exitCode: number, graceMs = 0) => {
    if (stopping) return;
    stopping = true;
    // Calls in flight get up to graceMs to finish and be answered; then the rest end.
    if (graceMs > 0) await drain(graceMs);
    await cleanup();
    await log("info", "mcp_pruner.summary", await summary());
    await log("info", "mcp_pruner.stopped", { graceful, duration_ms: Date.now() - startedAt });
    await (await openLog()).close();
    process.exit(exitCode);
  };

  // stdin closed: no more requests. Calls already received are answered if they
  // finish within EOF_GRACE_MS (`printf '…' | mcp-pruner` gets its answers).
  server.onclose = () => void stop(true, 0, EOF_GRACE_MS);
  process.on("SIGTERM", () => void stop(true, 0));
  process.on("SIGINT", () => void stop(true, 0));
  process.on("uncaughtException", (err) => {
    void log("error", "mcp_pruner.uncaught_exception", { message: err.message, stack: err.stack }).then(() => stop(false, 1));
  });

  await connect(new StdioTransport());
  // After the first turn of the event loop, so a waiting initialize is answered first.
  setTimeout(
    () =>
      void log("info", "mcp_pruner.ready", {
        root,
        version: PACKAGE_VERSION,
        pruner: config.prunerUrl === "" ? "disabled" : config.prunerUrl,
        grep_engine: grepEngine,
      }),
    0,
  );
}

main(process.argv.slice(2)).catch((err: Error) => {
  process.stderr.write(`mcp-pruner: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
