import http from "node:http";
import { countTokens } from "../shared/tokens.js";
import { z } from "zod";
import { isJsonRpcId } from "../shared/jsonrpc.js";
import { PACKAGE_VERSION } from "../shared/version.js";
import { prune as pruneText, type PruneOutcome } from "../engine/engine.js";
import { COMPRESSION_LEVELS } from "../shared/compression.js";
import { RecoveryStore } from "../engine/recoveryStore.js";

// The embedded engine's two HTTP faces (local-pruner.md): the swe-pruner compatible
// `POST /prune` + `GET /health`, and MCP over HTTP JSON-RPC on `POST /rpc`.

export const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** Larger texts are returned unchanged with `input_too_large` (fail-open). */
export const MAX_TEXT_BYTES = 8 * 1024 * 1024;

const CAPABILITIES = ["prune_text", "recover_text", "annotations", "markers"];

const pruneBody = z.object({ code: z.string(), query: z.string(), threshold: z.number().min(0).max(1).optional() });

const pruneTextArgs = z.strictObject({
  text: z.string(),
  goal_hint: z.string(),
  source_type: z.enum(["code", "logs", "docs"]),
  options: z.strictObject({
    max_prune_ratio: z.number().min(0).max(1),
    min_keep_lines: z.number().int().min(0),
    timeout_ms: z.number().int().min(1),
    annotate_lines: z.boolean(),
    include_markers: z.boolean(),
    /** An addition to local-pruner.md: trade recall for tokens (default recall). */
    compression: z.enum(COMPRESSION_LEVELS).optional(),
  }),
});

const recoverArgs = z.strictObject({
  prune_id: z.string().min(1),
  ranges: z.array(z.strictObject({ start_line: z.number().int(), end_line: z.number().int() })).min(1),
  include_line_numbers: z.boolean(),
});

const TOOLS = [
  { name: "prune_text", description: "Prune a text to the lines relevant to goal_hint; removed runs become marker lines and stay recoverable.", inputSchema: z.toJSONSchema(pruneTextArgs) },
  { name: "recover_text", description: "Return original lines of an earlier prune by prune_id and line ranges.", inputSchema: z.toJSONSchema(recoverArgs) },
  { name: "recover_range", description: "Alias of recover_text.", inputSchema: z.toJSONSchema(recoverArgs) },
  { name: "health", description: "Service health.", inputSchema: { type: "object", properties: {}, additionalProperties: false } },
];

function health() {
  return { status: "healthy", server: "mcp-pruner", version: PACKAGE_VERSION, capabilities: CAPABILITIES, timestamp: new Date().toISOString() };
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export interface PrunerService {
  server: http.Server;
  store: RecoveryStore;
  listen(port: number, host?: string): Promise<{ port: number; host: string }>;
  close(): Promise<void>;
}

export function createPrunerService(store = new RecoveryStore()): PrunerService {
  async function prune(text: string, query: string, source: "code" | "logs" | "docs", options: z.output<typeof pruneTextArgs>["options"]): Promise<PruneOutcome & { tokens_before: number; tokens_after: number }> {
    let r: PruneOutcome;
    if (Buffer.byteLength(text) > MAX_TEXT_BYTES) {
      r = { prune_id: store.put(text.split("\n")), pruned_text: text, annotations: [], stats: { original_lines: text.split("\n").length, kept_lines: text.split("\n").length, pruned_lines: 0, pruned_ratio: 0, elapsed_ms: 0, used_fallback: true }, warnings: ["input_too_large"] };
    } else {
      r = await pruneText(text, query, source, options, store);
      if (r.stats.elapsed_ms > options.timeout_ms) {
        // Fail-open: past its time budget the result is not trusted to be timely.
        r = { ...r, pruned_text: text, annotations: [], stats: { ...r.stats, kept_lines: r.stats.original_lines, pruned_lines: 0, pruned_ratio: 0, used_fallback: true }, warnings: [...r.warnings, "timeout"] };
      }
    }
    return { ...r, tokens_before: countTokens(text), tokens_after: countTokens(r.pruned_text) };
  }

  async function rpcCall(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case "initialize":
        return { protocolVersion: (params as { protocolVersion?: string })?.protocolVersion ?? "2025-06-18", serverInfo: { name: "mcp-pruner", version: PACKAGE_VERSION }, capabilities: { tools: {} } };
      case "tools/list":
        return { tools: TOOLS };
      case "resources/list":
        return { resources: [] };
      case "resources/templates/list":
        return { resourceTemplates: [] };
      case "prompts/list":
        return { prompts: [] };
      case "health":
        return health();
      case "tools/call":
        return toolCall(params);
      default:
        throw new RpcError(-32601, "Method not found");
    }
  }

  async function toolCall(params: unknown): Promise<unknown> {
    const p = params as { name?: unknown; arguments?: unknown } | undefined;
    const text = (value: unknown) => ({ content: [{ type: "text", text: JSON.stringify(value) }] });
    switch (p?.name) {
      case "prune_text": {
        const a = pruneTextArgs.safeParse(p.arguments);
        if (!a.success) throw new RpcError(-32602, "Invalid params", { issues: a.error.issues.map((i) => ({ path: i.path.join("."), code: i.code })) });
        const r = await prune(a.data.text, a.data.goal_hint, a.data.source_type, a.data.options);
        return text({
          prune_id: r.prune_id,
          pruned_text: r.pruned_text,
          annotations: r.annotations,
          stats: { ...r.stats, tokens_est_before: r.tokens_before, tokens_est_after: r.tokens_after },
          warnings: r.warnings,
        });
      }
      case "recover_text":
      case "recover_range": {
        const a = recoverArgs.safeParse(p.arguments);
        if (!a.success) throw new RpcError(-32602, "Invalid params", { issues: a.error.issues.map((i) => ({ path: i.path.join("."), code: i.code })) });
        const r = store.recover(a.data.prune_id, a.data.ranges, a.data.include_line_numbers);
        if (!r.ok && r.code === "prune_id_not_found") throw new RpcError(-32004, "prune_id_not_found", { code: "prune_id_not_found", prune_id: r.prune_id });
        if (!r.ok) throw new RpcError(-32005, "invalid_range", { code: "invalid_range" });
        return text({ raw_text: r.raw_text, metadata: r.metadata });
      }
      case "health":
        return text(health());
      default:
        throw new RpcError(-32602, "Invalid params", { issues: [{ path: "name", code: "invalid_value" }] });
    }
  }

  function send(res: http.ServerResponse, status: number, body?: unknown): void {
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    const json = JSON.stringify(body);
    res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(json) }).end(json);
  }

  function readJson(req: http.IncomingMessage, res: http.ServerResponse, then: (body: unknown) => Promise<void> | void): void {
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/json") {
      req.resume();
      return send(res, 415, { error: "content-type must be application/json" });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(c);
    });
    req.on("end", () => {
      if (over) return send(res, 413, { error: `request body larger than ${MAX_BODY_BYTES} bytes` });
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return send(res, 400, { error: "body is not valid JSON" });
      }
      Promise.resolve(then(body)).catch((err: Error) => send(res, 500, { error: err.message }));
    });
  }

  const server = http.createServer((req, res) => {
    const url = (req.url ?? "/").split("?")[0];
    if (req.method === "GET" && url === "/health") return send(res, 200, health());
    if (req.method === "POST" && url === "/prune") {
      return readJson(req, res, async (body) => {
        const b = pruneBody.safeParse(body);
        if (!b.success) return send(res, 400, { error: "body must be { code: string, query: string, threshold?: number }" });
        // threshold (0..1, as the SWE-Pruner service takes it) bounds how much may go.
        const ratio = b.data.threshold === undefined ? 0.9 : 1 - b.data.threshold;
        const r = await prune(b.data.code, b.data.query, "code", { max_prune_ratio: ratio, min_keep_lines: 1, timeout_ms: 5000, annotate_lines: false, include_markers: true });
        const removed = new Set(r.annotations.flatMap((a) => Array.from({ length: a.pruned_line_count }, (_, i) => a.original_start_line + i)));
        send(res, 200, {
          pruned_code: r.pruned_text,
          score: r.stats.original_lines > 0 ? r.stats.kept_lines / r.stats.original_lines : 1,
          kept_frags: Array.from({ length: r.stats.original_lines }, (_, i) => i + 1).filter((n) => !removed.has(n)),
          origin_token_cnt: r.tokens_before,
          left_token_cnt: r.tokens_after,
          error_msg: r.warnings.length > 0 && r.stats.used_fallback ? r.warnings.join(", ") : null,
          prune_id: r.prune_id,
        });
      });
    }
    if (req.method === "POST" && url === "/rpc") {
      return readJson(req, res, async (msg) => {
        const m = msg as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
        if (typeof m !== "object" || m === null || m.jsonrpc !== "2.0" || typeof m.method !== "string") {
          const id = (m as { id?: unknown } | null)?.id;
          return send(res, 200, { jsonrpc: "2.0", ...(isJsonRpcId(id) ? { id } : {}), error: { code: -32600, message: "Invalid Request" } });
        }
        if (m.id === undefined) return send(res, 202); // a notification: nothing to answer
        try {
          send(res, 200, { jsonrpc: "2.0", id: m.id, result: await rpcCall(m.method, m.params) });
        } catch (err) {
          const e = err instanceof RpcError ? err : new RpcError(-32603, "Internal error", { message: (err as Error).message });
          send(res, 200, { jsonrpc: "2.0", id: m.id, error: { code: e.code, message: e.message, ...(e.data !== undefined ? { data: e.data } : {}) } });
        }
      });
    }
    // A Streamable HTTP client opens GET /rpc for server-sent events first; this
    // service offers none, which the transport spec says is 405 (the client then goes on).
    if (url === "/rpc") {
      req.resume();
      res.setHeader("allow", "POST");
      return send(res, 405, { error: "method not allowed: POST /rpc (no server-sent events)" });
    }
    send(res, 404, { error: "not found: use POST /prune, POST /rpc or GET /health" });
  });

  return {
    server,
    store,
    listen: (port, host = "127.0.0.1") =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          const addr = server.address() as { port: number; address: string };
          resolve({ port: addr.port, host: addr.address });
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeIdleConnections();
        server.close(() => resolve());
      }),
  };
}
