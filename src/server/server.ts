import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  LATEST_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { SCHEMA_VERSION, TOOL_NAMES, type PrunerSettings, type ToolName } from "../../machines/types.js";
import type { ServerConfig } from "./config.js";
import type { Logger } from "./logger.js";
import { formatFor } from "./clientFormats.js";
import type { ResultFormat } from "./response.js";
import type { Pruner } from "./pruners/http.js";
import type { RequestRunner } from "./requestRunner.js";
import { emptyTally, type RunTally } from "./recoveries.js";
import { killAllProcessGroups } from "../tools/process.js";
import { bashTool } from "../tools/bash.js";
import { grepTool } from "../tools/grep.js";
import { readTool } from "../tools/read.js";
import type { ToolContext, ToolDefinition } from "../tools/types.js";
import { invalidParamsThrowable, toContractIssues } from "./validation.js";
import { createFullOutputStore } from "./fullOutput.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "../shared/version.js";

export const TOOLS: Record<ToolName, ToolDefinition> = { read: readTool, bash: bashTool, grep: grepTool };

export interface ServerDeps {
  config: ServerConfig;
  /** Real path of the root directory (checked by main). */
  root: string;
  /** The event logger, loaded on first use. */
  logger: () => Promise<Logger>;
  grepEngine: ToolContext["grepEngine"];
  pruner: Pruner | null;
}

const initializeParams = z.looseObject({
  protocolVersion: z.string(),
  clientInfo: z.looseObject({ name: z.string(), version: z.string().optional() }).optional(),
  capabilities: z.record(z.string(), z.unknown()).optional(),
});

const listToolsParams = z.looseObject({ cursor: z.string().optional() }).optional();

// Handlers are registered with permissive request schemas so that our own zod
// validation decides, and the -32602 answer follows the deterministic contract.
const anyRequest = (method: string) => z.looseObject({ method: z.literal(method), params: z.unknown().optional() });

/**
 * The MCP server: the SDK's `Server` handles the session (initialize, ping,
 * notifications, unknown methods), and `tools/call` is routed past it to one
 * request actor per call, so the request machine's `validating` state decides.
 */
export function createServer(deps: ServerDeps) {
  const { config, root, logger } = deps;
  const capabilities = { tools: { listChanged: false } };
  const server = new Server({ name: PACKAGE_NAME, version: PACKAGE_VERSION }, { capabilities });

  // Decided at initialize from the client's name (clientFormats.ts), unless forced.
  let resultFormat: ResultFormat = formatFor(undefined, config.resultFormat);
  server.setRequestHandler(anyRequest("initialize"), async (request) => {
    const parsed = initializeParams.safeParse(request.params);
    if (!parsed.success) throw invalidParamsThrowable("initialize", toContractIssues(parsed.error.issues));
    const client = parsed.data.clientInfo;
    resultFormat = formatFor(client?.name, config.resultFormat);
    // The same line shape as logEvent (logger.ts), which this module does not import: pino loads after start-up.
    const data = { name: client?.name ?? null, version: client?.version ?? null, result_format: resultFormat, forced: config.resultFormat !== undefined };
    // A logger that failed to load has nothing to log to: the event is dropped, not thrown.
    void logger().then(
      (l) => l.info({ event: "mcp_pruner.client", data }),
      () => {},
    );
    const requested = parsed.data.protocolVersion;
    return {
      protocolVersion: SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION,
      serverInfo: { name: PACKAGE_NAME, version: PACKAGE_VERSION },
      capabilities,
      jeeves: { schemaVersion: SCHEMA_VERSION },
    };
  });

  server.setRequestHandler(anyRequest("tools/list"), async (request) => {
    const parsed = listToolsParams.safeParse(request.params);
    if (!parsed.success) throw invalidParamsThrowable("tools/list", toContractIssues(parsed.error.issues));
    return { tools: toolList };
  });

  const prunerSettings: PrunerSettings = {
    enabled: config.prunerUrl !== "" && deps.pruner !== null,
    endpoint: deps.pruner?.endpoint ?? "",
    timeout_ms: config.prunerTimeoutMs,
    max_input_bytes: config.prunerMaxInputBytes,
  };

  const fullOutput = config.fullOutputDir === "" ? undefined : createFullOutputStore(root, config.fullOutputDir);

  // The descriptions say how to ask for pruning only when it is on, and promise a saved output only where one is written.
  const toolList = TOOL_NAMES.map((name) => {
    const tool = TOOLS[name];
    const { $schema: _drop, ...inputSchema } = z.toJSONSchema(tool.argsSchema(root), { io: "input" }) as Record<string, unknown>;
    const notes = prunerSettings.enabled ? [tool.focusNote, ...(fullOutput && tool.fullOutputNote ? [tool.fullOutputNote] : [])] : [];
    return { name, title: tool.annotations.title, description: [tool.description, ...notes].join(" "), inputSchema, annotations: tool.annotations };
  });
  let transport: Transport | undefined;
  // The request pipeline (xstate and the machine) loads on the first tools/call, so
  // start-up to tools/list pays only for what it uses. Promise callbacks run in
  // registration order, so calls keep their arrival order.
  let runner: Promise<RequestRunner> | undefined;
  const loadRunner = () =>
    (runner ??= Promise.all([import("./requestRunner.js"), logger()]).then(
      ([{ RequestRunner }, logger]) =>
        new RequestRunner({
          tools: TOOLS,
          root,
          grepEngine: deps.grepEngine,
          pruner: deps.pruner,
          prunerSettings,
          ...(fullOutput === undefined ? {} : { fullOutput }),
          resultFormat: () => resultFormat,
          logger,
          send: (message) => (transport ? transport.send(message) : Promise.reject(new Error("not connected"))),
        }),
    ));

  // tools/call requests received but not yet handed to the runner (it may still be loading).
  const dispatch = { pending: 0, settled: [] as Array<() => void> };

  /** Connects over `inner`, routing tools/call (and its cancellation) to the request runner. */
  async function connect(inner: Transport): Promise<void> {
    transport = inner;
    await server.connect(routeToolCalls(inner, loadRunner, dispatch));
  }

  /**
   * Waits until every call received so far has been answered, or `graceMs` passed;
   * true when nothing is left. stdin EOF: the client may still read what it asked for.
   */
  async function drain(graceMs: number): Promise<boolean> {
    const idle = (async () => {
      while (dispatch.pending > 0) await new Promise<void>((r) => dispatch.settled.push(r));
      // A runner that failed to load has answered each call with an error already.
      if (runner) await runner.then((r) => r.whenIdle(), () => {});
    })();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((r) => (timer = setTimeout(() => r(false), graceMs)));
    const done = await Promise.race([idle.then(() => true), timeout]);
    clearTimeout(timer);
    return done;
  }

  /** Ends every request and child process group; safe to call more than once. */
  async function cleanup(reason = "server shutting down"): Promise<void> {
    if (runner) (await runner.catch(() => undefined))?.abortAll(reason);
    killAllProcessGroups();
    await fullOutput?.cleanup();
    await server.close().catch(() => {});
  }

  /** The run's tally (mcp_pruner.summary): zeros when no tool was ever called. */
  async function summary(): Promise<RunTally> {
    if (!runner) return emptyTally();
    return runner.then((r) => r.summary(), () => emptyTally());
  }

  return { server, connect, drain, cleanup, summary };
}

/** Wraps a transport so the SDK sees every message except tools/call requests. */
function routeToolCalls(inner: Transport, runner: () => Promise<RequestRunner>, dispatch: { pending: number; settled: Array<() => void> }): Transport {
  const routed: Transport = {
    start: () => inner.start(),
    send: (message, options) => inner.send(message, options),
    close: () => inner.close(),
  };
  inner.onclose = () => routed.onclose?.();
  inner.onerror = (error) => routed.onerror?.(error);
  inner.onmessage = (message: JSONRPCMessage, extra) => {
    const m = message as { id?: string | number; method?: string; params?: { requestId?: string | number } };
    if (m.method === "tools/call" && m.id !== undefined) {
      const id = m.id;
      dispatch.pending++;
      runner()
        .then(
          (r) => r.handle(id, m.params),
          (err: Error) => inner.send({ jsonrpc: "2.0", id, error: { code: -32603, message: "Internal error", data: { message: err.message } } } as JSONRPCMessage).catch(() => {}),
        )
        .finally(() => {
          dispatch.pending--;
          for (const w of dispatch.settled.splice(0)) w();
        });
      return;
    }
    if (m.method === "notifications/cancelled" && m.params?.requestId !== undefined) {
      const requestId = m.params.requestId;
      void runner().then((r) => r.cancel(requestId));
    }
    routed.onmessage?.(message, extra);
  };
  return routed;
}
