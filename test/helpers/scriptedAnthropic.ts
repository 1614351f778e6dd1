import type { ServerResponse } from "node:http";
import { readRequest, roughTokens, sendJson, serveLocal, type RecordedRequestBase } from "./scriptedHttp.js";

// A scripted stand-in for the Anthropic Messages API on 127.0.0.1, for running the
// real `claude` CLI offline. The "model" plays a fixed list of assistant turns;
// every request is recorded, so a test can read the exact `tool_result` blocks
// Claude Code sent back for each tool call.
//
// Which request plays which turn: the turn index is derived from the conversation
// the request carries (how many of this script's tool_use ids it already holds),
// not from a counter, so a retried request gets the same answer again. A request
// is a "main" one when its `tools` list names a tool the script calls (or, for a
// script with no tool calls, when it has any tools); anything else (title
// generation, summaries, quota probes) is a "side" request and gets a short text
// answer without touching the script.

export type ScriptTurn =
  | { toolUse: { name: string; input: Record<string, unknown> } }
  | { text: string };

export type RequestKind = "main" | "side" | "count_tokens" | "other";

export interface RecordedRequest extends RecordedRequestBase {
  kind: RequestKind;
  /** For a main request: the script turn it was answered with (script.length when past the end). */
  turn?: number;
  /** What was answered, for a messages request: the content blocks and stop reason. */
  answered?: { stop_reason: string; content: unknown[] };
}

export interface ToolResultRecord {
  tool_use_id: string;
  /** The scripted tool call this result answers (undefined when the id is not one of the script's). */
  turn: number | undefined;
  name: string | undefined;
  input: Record<string, unknown> | undefined;
  /** Exactly what Claude Code sent as the block's `content`: a string, an array of blocks, or undefined. */
  content: unknown;
  is_error: boolean | undefined;
  /** The whole `tool_result` block as sent. */
  block: Record<string, unknown>;
  /** seq of the first request that carried this result. */
  requestSeq: number;
}

export interface ScriptedAnthropic {
  /** Base URL for ANTHROPIC_BASE_URL, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Every request received, in order (live array). */
  requests: RecordedRequest[];
  /** The tool_result blocks of the main conversation, one per tool_use id, in the order first sent. */
  toolResults(): ToolResultRecord[];
  /** Main requests that arrived after the script was used up (a text answer was improvised). */
  exhausted(): RecordedRequest[];
  close(): Promise<void>;
}

export interface ScriptedAnthropicOptions {
  /** Decides which messages requests play the script (default: see the file comment). */
  isMain?: (body: any) => boolean;
  /** Text answered to side requests (default "OK"). */
  sideText?: string;
  /** The model name reported in answers (default: the request's own `model`). */
  model?: string;
}

const TOOL_ID_PREFIX = "toolu_scripted_";

function scriptedToolUseId(turn: number): string {
  return `${TOOL_ID_PREFIX}${String(turn).padStart(4, "0")}`;
}

function turnOfToolUseId(id: string): number | undefined {
  if (!id.startsWith(TOOL_ID_PREFIX)) return undefined;
  const n = Number(id.slice(TOOL_ID_PREFIX.length));
  return Number.isInteger(n) ? n : undefined;
}

type Block = Record<string, unknown> & { type?: string };

function blocksOf(message: any): Block[] {
  if (!message || typeof message !== "object") return [];
  const c = message.content;
  if (Array.isArray(c)) return c.filter((b): b is Block => b !== null && typeof b === "object");
  return [];
}

/** The next script turn for a main request: one past the highest scripted tool_use id its history holds. */
function turnFor(body: any): number {
  let next = 0;
  for (const m of Array.isArray(body?.messages) ? body.messages : []) {
    if (m?.role !== "assistant") continue;
    for (const b of blocksOf(m)) {
      if (b.type !== "tool_use" || typeof b.id !== "string") continue;
      const t = turnOfToolUseId(b.id);
      if (t !== undefined) next = Math.max(next, t + 1);
    }
  }
  return next;
}

function sendMessage(res: ServerResponse, body: any, model: string, content: Block[], stopReason: string, inputTokens: number): void {
  const id = `msg_scripted_${Math.random().toString(36).slice(2, 12)}`;
  const outputTokens = Math.max(1, roughTokens(JSON.stringify(content)));
  const usage = { input_tokens: inputTokens, output_tokens: outputTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
  if (body?.stream !== true) {
    sendJson(res, 200, { id, type: "message", role: "assistant", model, content, stop_reason: stopReason, stop_sequence: null, usage });
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", connection: "keep-alive" });
  const event = (type: string, data: Record<string, unknown>) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event("message_start", {
    message: { id, type: "message", role: "assistant", model, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } },
  });
  event("ping", {});
  content.forEach((block, index) => {
    if (block.type === "tool_use") {
      event("content_block_start", { index, content_block: { type: "tool_use", id: block.id, name: block.name, input: {} } });
      const json = JSON.stringify(block.input ?? {});
      // Two deltas, as a real stream splits the JSON: the client must concatenate.
      const cut = Math.floor(json.length / 2);
      for (const part of [json.slice(0, cut), json.slice(cut)]) {
        event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: part } });
      }
    } else {
      event("content_block_start", { index, content_block: { type: "text", text: "" } });
      event("content_block_delta", { index, delta: { type: "text_delta", text: String(block.text ?? "") } });
    }
    event("content_block_stop", { index });
  });
  event("message_delta", { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: outputTokens } });
  event("message_stop", {});
  res.end();
}

export async function startScriptedAnthropic(script: readonly ScriptTurn[], options: ScriptedAnthropicOptions = {}): Promise<ScriptedAnthropic> {
  const requests: RecordedRequest[] = [];
  const scriptToolNames = new Set(script.flatMap((t) => ("toolUse" in t ? [t.toolUse.name] : [])));
  const isMain =
    options.isMain ??
    ((body: any) => {
      const tools: unknown[] = Array.isArray(body?.tools) ? body.tools : [];
      if (scriptToolNames.size === 0) return tools.length > 0;
      return tools.some((t) => scriptToolNames.has((t as { name?: string })?.name ?? ""));
    });
  const sideText = options.sideText ?? "OK";

  let seq = 0;
  const server = await serveLocal(
    async (req, res) => {
      const { pathname, ...read } = await readRequest(req, seq++);
      const rec: RecordedRequest = { ...read, kind: "other" };
      requests.push(rec);
      const { raw, body } = rec;
      const model = options.model ?? (typeof body?.model === "string" ? body.model : "claude-scripted");
      const inputTokens = roughTokens(raw);

      if (req.method === "POST" && pathname === "/v1/messages/count_tokens") {
        rec.kind = "count_tokens";
        sendJson(res, 200, { input_tokens: inputTokens });
        return;
      }
      if (req.method === "POST" && pathname === "/v1/messages") {
        if (!isMain(body)) {
          rec.kind = "side";
          const content = [{ type: "text", text: sideText }];
          rec.answered = { stop_reason: "end_turn", content };
          sendMessage(res, body, model, content, "end_turn", inputTokens);
          return;
        }
        rec.kind = "main";
        const turn = turnFor(body);
        rec.turn = turn;
        const step = script[turn];
        let content: Block[];
        let stop: string;
        if (step === undefined) {
          content = [{ type: "text", text: `[scripted model: script of ${script.length} turns is used up]` }];
          stop = "end_turn";
        } else if ("toolUse" in step) {
          content = [{ type: "tool_use", id: scriptedToolUseId(turn), name: step.toolUse.name, input: step.toolUse.input }];
          stop = "tool_use";
        } else {
          content = [{ type: "text", text: step.text }];
          stop = "end_turn";
        }
        rec.answered = { stop_reason: stop, content };
        sendMessage(res, body, model, content, stop, inputTokens);
        return;
      }
      if (pathname === "/api/hello") {
        // Claude Code's connectivity probe (HEAD), sent unless nonessential traffic is disabled.
        res.writeHead(200, { "content-type": "application/json" });
        res.end(req.method === "HEAD" ? undefined : "{}");
        return;
      }
      sendJson(res, 404, { type: "error", error: { type: "not_found_error", message: `scripted Anthropic API: no ${req.method} ${pathname}` } });
    },
    (err) => ({ type: "error", error: { type: "api_error", message: String(err) } }),
  );

  function toolResults(): ToolResultRecord[] {
    const seen = new Map<string, ToolResultRecord>();
    for (const rec of requests) {
      if (rec.kind !== "main") continue;
      for (const m of Array.isArray(rec.body?.messages) ? rec.body.messages : []) {
        if (m?.role !== "user") continue;
        for (const b of blocksOf(m)) {
          if (b.type !== "tool_result" || typeof b.tool_use_id !== "string" || seen.has(b.tool_use_id)) continue;
          const turn = turnOfToolUseId(b.tool_use_id);
          const step = turn === undefined ? undefined : script[turn];
          const call = step !== undefined && "toolUse" in step ? step.toolUse : undefined;
          seen.set(b.tool_use_id, {
            tool_use_id: b.tool_use_id,
            turn,
            name: call?.name,
            input: call?.input,
            content: b.content,
            is_error: typeof b.is_error === "boolean" ? b.is_error : undefined,
            block: b,
            requestSeq: rec.seq,
          });
        }
      }
    }
    return [...seen.values()].sort((a, b) => a.requestSeq - b.requestSeq || (a.turn ?? 0) - (b.turn ?? 0));
  }

  return {
    url: server.url,
    requests,
    toolResults,
    exhausted: () => requests.filter((r) => r.kind === "main" && (r.turn ?? 0) >= script.length),
    close: server.close,
  };
}

/** The text a tool_result's content carries: the string itself, or its text blocks joined with "\n". */
export function toolResultText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((b) => (b && typeof b === "object" && (b as Block).type === "text" ? String((b as Block).text ?? "") : ""))
      .filter((s) => s !== "")
      .join("\n");
  }
  return "";
}
