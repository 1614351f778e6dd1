import type { ServerResponse } from "node:http";
import { readRequest, roughTokens, sendJson, serveLocal, type RecordedRequestBase } from "./scriptedHttp.js";

// A scripted stand-in for the OpenAI Responses API on 127.0.0.1, for running the
// real `codex exec` offline (./codexRun.ts). The "model" plays a fixed list of
// turns; every request is recorded, so a test can read byte for byte the
// `function_call_output` items Codex sent back for each tool call.
//
// What codex-cli 0.169 needs, found by logging every request it made:
//  - only `POST /v1/responses` (no GET /v1/models or anything else), with
//    `stream: true`, `store: false`: each request carries the whole conversation in
//    `input`, so a call's output appears in every later request.
//  - the SSE events response.created, response.output_item.added,
//    response.output_item.done and response.completed are enough; the deltas a real
//    stream carries are sent too.
//  - MCP tools are offered as one `{"type":"namespace","name":"mcp__<server>",
//    "tools":[{"type":"function","name":"read",…},…]}` entry of `tools`, and the
//    model calls one with a function_call item carrying `namespace: "mcp__<server>"`
//    and `name: "<tool>"`. A flat `name: "mcp__pruner__read"` is answered
//    "unsupported call: mcp__pruner__read". With a model Codex has metadata for
//    (e.g. gpt-5.5) MCP tools are deferred behind `tool_search` instead and absent
//    from `tools`, but a direct namespaced call still runs.
//
// Which request plays which turn: the turn index is derived from the conversation
// the request carries (one past the highest scripted call id in its `input`), not
// from a counter, so a retried request gets the same answer again. A `{ text }` turn
// ends `codex exec`'s turn, so nothing after it is played.

/** A function call the scripted model makes. `arguments` is sent JSON-encoded (a string is sent as is). */
export interface ScriptedCall {
  name: string;
  /** `mcp__<server>` for an MCP tool (see mcpCall); absent for Codex's own tools. */
  namespace?: string;
  arguments: Record<string, unknown> | string;
}

export type ScriptTurn =
  | { call: ScriptedCall }
  /** Several function_call items in one response (parallel tool calls). */
  | { calls: ScriptedCall[] }
  | { text: string };

/** The call of MCP tool `tool` of server `server`, as Codex 0.169 exposes it to the model. */
export function mcpCall(server: string, tool: string, args: Record<string, unknown>): { call: ScriptedCall } {
  return { call: { namespace: `mcp__${server}`, name: tool, arguments: args } };
}

export type RequestKind = "responses" | "other";

export interface RecordedRequest extends RecordedRequestBase {
  kind: RequestKind;
  /** For a responses request: the script turn it was answered with (script.length when past the end). */
  turn?: number;
  /** For a responses request: the output items answered. */
  answered?: unknown[];
}

export interface CallOutputRecord {
  call_id: string;
  /** The script turn whose call this answers (undefined when the id is not one of the script's). */
  turn: number | undefined;
  /** The scripted call this answers. */
  namespace: string | undefined;
  name: string | undefined;
  arguments: Record<string, unknown> | string | undefined;
  /**
   * Exactly what Codex sent as the item's `output`: a string (an MCP result with
   * structuredContent, Codex's own errors) or an array of `{type:"input_text",text}`
   * items (an MCP result without structuredContent, an MCP error).
   */
  output: unknown;
  /** `output` as one string: the string itself, or the items' texts joined with "\n". */
  text: string;
  /** The whole `function_call_output` item as sent. */
  item: Record<string, unknown>;
  /** seq of the first request that carried this output. */
  requestSeq: number;
}

export interface ScriptedResponses {
  /** Base URL without `/v1`, e.g. `http://127.0.0.1:40123`; the provider's base_url is `${url}/v1`. */
  url: string;
  /** Every request received, in order (live array). */
  requests: RecordedRequest[];
  /** The function_call_output items of the conversation, one per call id, in the order first sent. */
  callOutputs(): CallOutputRecord[];
  /** Responses requests that arrived after the script was used up (a text answer was improvised). */
  exhausted(): RecordedRequest[];
  close(): Promise<void>;
}

export interface ScriptedResponsesOptions {
  /** The model name reported in answers (default: the request's own `model`). */
  model?: string;
}

const CALL_ID_PREFIX = "call_scripted_";

/** `call_scripted_<turn>_<index>`: the id of the index-th call of a turn. */
function scriptedCallId(turn: number, index = 0): string {
  return `${CALL_ID_PREFIX}${String(turn).padStart(4, "0")}_${index}`;
}

function parseCallId(id: string): { turn: number; index: number } | undefined {
  const m = /^call_scripted_(\d+)_(\d+)$/.exec(id);
  return m ? { turn: Number(m[1]), index: Number(m[2]) } : undefined;
}

type Item = Record<string, unknown> & { type?: string };

function inputItems(body: any): Item[] {
  const input = body?.input;
  return Array.isArray(input) ? input.filter((i): i is Item => i !== null && typeof i === "object") : [];
}

/** The next script turn: one past the highest scripted call id the conversation holds. */
function turnFor(body: any): number {
  let next = 0;
  for (const item of inputItems(body)) {
    if (item.type !== "function_call" || typeof item.call_id !== "string") continue;
    const id = parseCallId(item.call_id);
    if (id) next = Math.max(next, id.turn + 1);
  }
  return next;
}

function callsOf(turn: ScriptTurn): ScriptedCall[] {
  if ("call" in turn) return [turn.call];
  if ("calls" in turn) return turn.calls;
  return [];
}

function scriptedCall(script: readonly ScriptTurn[], callId: string): ScriptedCall | undefined {
  const id = parseCallId(callId);
  const step = id ? script[id.turn] : undefined;
  return step && id ? callsOf(step)[id.index] : undefined;
}

/** The text of a function_call_output's `output`: the string itself, or its items' texts joined with "\n". */
export function callOutputText(output: unknown): string {
  if (typeof output === "string") return output;
  if (Array.isArray(output)) {
    return output
      .map((i) => (i && typeof i === "object" && typeof (i as Item).text === "string" ? String((i as Item).text) : ""))
      .filter((s) => s !== "")
      .join("\n");
  }
  return "";
}

let responseCounter = 0;

/** Answers one responses request with the given output items, as SSE (or JSON when not streaming). */
function sendResponse(res: ServerResponse, body: any, model: string, items: Item[], inputTokens: number): void {
  const id = `resp_scripted_${++responseCounter}`;
  const createdAt = Math.floor(Date.now() / 1000);
  const outputTokens = roughTokens(JSON.stringify(items));
  const usage = {
    input_tokens: inputTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: outputTokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: inputTokens + outputTokens,
  };
  const response = (status: string, output: Item[], withUsage: boolean) => ({
    id,
    object: "response",
    created_at: createdAt,
    status,
    model,
    output,
    ...(withUsage ? { usage } : {}),
  });
  if (body?.stream !== true) {
    sendJson(res, 200, response("completed", items, true));
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", connection: "keep-alive" });
  let sequence = 0;
  const event = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`);
  event("response.created", { response: response("in_progress", [], false) });
  event("response.in_progress", { response: response("in_progress", [], false) });
  items.forEach((item, outputIndex) => {
    const itemId = String(item.id);
    if (item.type === "function_call") {
      const args = String(item.arguments ?? "");
      event("response.output_item.added", { output_index: outputIndex, item: { ...item, arguments: "", status: "in_progress" } });
      // Two deltas, as a real stream splits the JSON.
      const cut = Math.floor(args.length / 2);
      for (const delta of [args.slice(0, cut), args.slice(cut)]) {
        event("response.function_call_arguments.delta", { item_id: itemId, output_index: outputIndex, delta });
      }
      event("response.function_call_arguments.done", { item_id: itemId, output_index: outputIndex, arguments: args });
    } else {
      const part = (item.content as Item[])[0]!;
      const text = String(part.text ?? "");
      event("response.output_item.added", { output_index: outputIndex, item: { ...item, content: [], status: "in_progress" } });
      event("response.content_part.added", { item_id: itemId, output_index: outputIndex, content_index: 0, part: { ...part, text: "" } });
      event("response.output_text.delta", { item_id: itemId, output_index: outputIndex, content_index: 0, delta: text });
      event("response.output_text.done", { item_id: itemId, output_index: outputIndex, content_index: 0, text });
      event("response.content_part.done", { item_id: itemId, output_index: outputIndex, content_index: 0, part });
    }
    event("response.output_item.done", { output_index: outputIndex, item });
  });
  event("response.completed", { response: response("completed", items, true) });
  res.end();
}

function messageItem(turn: number, text: string): Item {
  return {
    type: "message",
    id: `msg_scripted_${turn}`,
    role: "assistant",
    status: "completed",
    content: [{ type: "output_text", text, annotations: [] }],
  };
}

export async function startScriptedResponses(script: readonly ScriptTurn[], options: ScriptedResponsesOptions = {}): Promise<ScriptedResponses> {
  const requests: RecordedRequest[] = [];

  let seq = 0;
  const server = await serveLocal(
    async (req, res) => {
      const { pathname, ...read } = await readRequest(req, seq++);
      const rec: RecordedRequest = { ...read, kind: "other" };
      requests.push(rec);

      if (req.method === "POST" && pathname === "/v1/responses") {
        rec.kind = "responses";
        const body = rec.body;
        const model = options.model ?? (typeof body?.model === "string" ? body.model : "scripted-model");
        const turn = turnFor(body);
        rec.turn = turn;
        const step = script[turn];
        let items: Item[];
        if (step === undefined) {
          items = [messageItem(turn, `[scripted model: script of ${script.length} turns is used up]`)];
        } else if ("text" in step) {
          items = [messageItem(turn, step.text)];
        } else {
          items = callsOf(step).map((c, index) => ({
            type: "function_call",
            id: `fc_scripted_${turn}_${index}`,
            call_id: scriptedCallId(turn, index),
            ...(c.namespace !== undefined ? { namespace: c.namespace } : {}),
            name: c.name,
            arguments: typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments),
            status: "completed",
          }));
        }
        rec.answered = items;
        sendResponse(res, body, model, items, roughTokens(rec.raw));
        return;
      }
      sendJson(res, 404, { error: { type: "invalid_request_error", code: "not_found", message: `scripted Responses API: no ${req.method} ${pathname}` } });
    },
    (err) => ({ error: { type: "server_error", message: String(err) } }),
  );

  function callOutputs(): CallOutputRecord[] {
    const seen = new Map<string, CallOutputRecord>();
    for (const rec of requests) {
      if (rec.kind !== "responses") continue;
      for (const item of inputItems(rec.body)) {
        if (item.type !== "function_call_output" || typeof item.call_id !== "string" || seen.has(item.call_id)) continue;
        const call = scriptedCall(script, item.call_id);
        seen.set(item.call_id, {
          call_id: item.call_id,
          turn: parseCallId(item.call_id)?.turn,
          namespace: call?.namespace,
          name: call?.name,
          arguments: call?.arguments,
          output: item.output,
          text: callOutputText(item.output),
          item,
          requestSeq: rec.seq,
        });
      }
    }
    return [...seen.values()];
  }

  return {
    url: server.url,
    requests,
    callOutputs,
    exhausted: () => requests.filter((r) => r.kind === "responses" && (r.turn ?? 0) >= script.length),
    close: server.close,
  };
}
