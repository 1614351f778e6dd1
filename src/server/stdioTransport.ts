import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { SCHEMA_VERSION } from "../../machines/types.js";
import { isJsonRpcId } from "../shared/jsonrpc.js";
import { serializeChunks } from "./serialize.js";

/**
 * Largest incoming message accepted. Requests to this server are small (a bash
 * command is at most 50,000 chars, env at most 200 × 4,000), so 4 MiB is generous.
 */
export const MAX_INCOMING_MESSAGE_BYTES = 4 * 1024 * 1024;

/**
 * Newline-delimited JSON-RPC over stdio, like the SDK's StdioServerTransport but it
 * answers what the SDK's only reports: an unparseable line gets -32700, a message
 * that is not a JSON-RPC object gets -32600, a line over the size limit gets -32600
 * (with the request id when it can be read from the line's start) and is discarded
 * without being buffered. The server keeps serving in every case.
 */
export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private buffered = 0;
  /** While discarding the rest of an oversize line: the first bytes, to find its id. */
  private oversizeHead: Buffer | null = null;
  private closed = false;
  private inputEnded = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly maxMessageBytes = MAX_INCOMING_MESSAGE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on("data", this.onData);
    this.input.on("end", this.onEnd);
    this.input.on("error", this.onStreamError);
    this.output.on("error", this.onStreamError);
  }

  private onData = (chunk: Buffer) => {
    let start = 0;
    while (start < chunk.length) {
      const nl = chunk.indexOf(0x0a, start);
      const end = nl === -1 ? chunk.length : nl;
      this.append(chunk.subarray(start, end));
      if (nl === -1) break;
      this.finishLine();
      start = nl + 1;
    }
  };

  private append(part: Buffer) {
    if (part.length === 0) return;
    if (this.oversizeHead) return;
    if (this.buffered + part.length > this.maxMessageBytes) {
      this.oversizeHead = Buffer.concat([...this.chunks, part]).subarray(0, 256);
      this.chunks = [];
      this.buffered = 0;
      return;
    }
    this.chunks.push(Buffer.from(part));
    this.buffered += part.length;
  }

  private finishLine() {
    if (this.oversizeHead) {
      const id = readLeadingId(this.oversizeHead.toString("utf8"));
      this.oversizeHead = null;
      this.reply(id, -32600, "Request too large", { limit_bytes: this.maxMessageBytes });
      return;
    }
    const line = Buffer.concat(this.chunks).toString("utf8");
    this.chunks = [];
    this.buffered = 0;
    const text = line.endsWith("\r") ? line.slice(0, -1) : line;
    if (text.trim() === "") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.reply(undefined, -32700, "Parse error");
      return;
    }
    if (!isJsonRpcMessage(parsed)) {
      const id = isObject(parsed) && isJsonRpcId(parsed.id) ? parsed.id : undefined;
      this.reply(id, -32600, "Invalid Request");
      return;
    }
    this.onmessage?.(parsed);
  }

  /**
   * stdin ended: no more requests will come, but answers to calls in flight may
   * still be written (the server drains them before it closes the transport).
   */
  private onEnd = () => {
    if (this.inputEnded || this.closed) return;
    this.inputEnded = true;
    this.input.off("data", this.onData);
    this.input.off("end", this.onEnd);
    this.onclose?.();
  };

  private onStreamError = (error: Error) => {
    this.onerror?.(error);
    // A broken stdout or stdin means the client is gone.
    void this.close();
  };

  /**
   * An error answer. When the request's id cannot be read, `id` is left out: MCP
   * (2025-11-25) makes it optional and never null, and the SDK's client rejects null.
   */
  private reply(id: string | number | undefined, code: number, message: string, extra?: Record<string, unknown>) {
    const error = { code, message, data: { jeeves: { schemaVersion: SCHEMA_VERSION }, ...extra } };
    void this.send({ jsonrpc: "2.0", ...(id === undefined ? {} : { id }), error } as JSONRPCMessage).catch(() => {});
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.reject(new Error("transport closed"));
    const chunks = serializeChunks(message);
    return new Promise((resolve, reject) => {
      const done = (err?: Error | null) => (err ? reject(err) : resolve());
      if (chunks.length === 1) {
        this.output.write(chunks[0]!, done);
        return;
      }
      // Corked: the chunks of one line go out together (one writev), never interleaved.
      this.output.cork();
      for (let i = 0; i < chunks.length - 1; i++) this.output.write(chunks[i]!);
      this.output.write(chunks[chunks.length - 1]!, done);
      this.output.uncork();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off("data", this.onData);
    this.input.off("end", this.onEnd);
    this.input.pause();
    if (!this.inputEnded) this.onclose?.();
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Enough of JSON-RPC 2.0 for routing: a request, a notification, or a response. */
function isJsonRpcMessage(v: unknown): v is JSONRPCMessage {
  if (!isObject(v) || v.jsonrpc !== "2.0") return false;
  if (typeof v.method === "string") return v.id === undefined || isJsonRpcId(v.id);
  return isJsonRpcId(v.id) && ("result" in v || "error" in v);
}

/** The id of a request whose line is too large, when it comes before any nested object. */
export function readLeadingId(head: string): string | number | undefined {
  const m = /^\s*\{[^{}]*?"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/.exec(head);
  if (!m) return undefined;
  const raw = m[1]!;
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : Number(raw);
}
