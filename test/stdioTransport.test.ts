import { PassThrough } from "node:stream";
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { readLeadingId, StdioTransport } from "../src/server/stdioTransport.js";

function setup(limit = 1024) {
  const input = new PassThrough();
  const output = new PassThrough();
  const t = new StdioTransport(input, output, limit);
  const messages: unknown[] = [];
  const written: any[] = [];
  t.onmessage = (m) => void messages.push(m);
  output.setEncoding("utf8").on("data", (chunk: string) => {
    for (const line of chunk.split("\n")) if (line) written.push(JSON.parse(line));
  });
  return { input, t, messages, written };
}

const tick = () => new Promise((r) => setTimeout(r, 10));

describe("StdioTransport", () => {
  it("delivers messages split across chunks and several per chunk, tolerating CRLF", async () => {
    const { input, t, messages } = setup();
    await t.start();
    input.write('{"jsonrpc":"2.0","id":1,"method":"a"}\n{"jsonrpc":"2.0","me');
    input.write('thod":"b"}\r\n\n');
    await tick();
    expect(messages).toEqual([
      { jsonrpc: "2.0", id: 1, method: "a" },
      { jsonrpc: "2.0", method: "b" },
    ]);
  });

  it("answers -32700 for a line that is not JSON and -32600 for a non-JSON-RPC value", async () => {
    const { input, t, messages, written } = setup();
    await t.start();
    input.write("{oops\n");
    input.write('{"id":7,"method":"x"}\n');
    input.write("[1,2]\n");
    await tick();
    input.write('{"jsonrpc":"2.0","id":{"no":1},"method":"x"}\n');
    await tick();
    expect(messages).toEqual([]);
    // An id that cannot be read is left out (never null): MCP 2025-11-25, the SDK's schema.
    expect(written.map((w) => [w.id, w.error.code, w.error.message])).toEqual([
      [undefined, -32700, "Parse error"],
      [7, -32600, "Invalid Request"],
      [undefined, -32600, "Invalid Request"],
      [undefined, -32600, "Invalid Request"],
    ]);
    for (const w of written) expect(JSONRPCMessageSchema.safeParse(w).success, JSON.stringify(w)).toBe(true);
  });

  it("discards an oversize line without buffering it, answers with its id, and keeps going", async () => {
    const { input, t, messages, written } = setup(100);
    await t.start();
    input.write('{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"x":"');
    for (let i = 0; i < 50; i++) input.write("y".repeat(1000));
    input.write('"}}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n');
    await tick();
    expect(written).toEqual([{ jsonrpc: "2.0", id: "big", error: { code: -32600, message: "Request too large", data: { jeeves: { schemaVersion: 1 }, limit_bytes: 100 } } }]);
    expect(JSONRPCMessageSchema.safeParse(written[0]).success).toBe(true);
    expect(messages).toEqual([{ jsonrpc: "2.0", id: 2, method: "ping" }]);
  });

  it("reads the id of an oversize request only from its top level", () => {
    expect(readLeadingId('{"jsonrpc":"2.0","id":12,"method":"x"')).toBe(12);
    expect(readLeadingId('{"id":"a\\"b","jsonrpc":"2.0"')).toBe('a"b');
    expect(readLeadingId('{"jsonrpc":"2.0","params":{"id":3}')).toBeUndefined();
  });

  it("closes when stdin ends", async () => {
    const { input, t } = setup();
    let closed = 0;
    t.onclose = () => void closed++;
    await t.start();
    input.end();
    await tick();
    expect(closed).toBe(1);
  });
});
