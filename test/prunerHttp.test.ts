import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpPruner, pickPrunedText } from "../src/server/pruners/http.js";

// The outbound adapter against real node:http servers on 127.0.0.1 that misbehave
// on purpose. It never throws; each failure maps to the specified error code.

const servers: http.Server[] = [];

async function serve(handler: http.RequestListener): Promise<string> {
  const s = http.createServer(handler);
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/prune`;
}

afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

const json = (body: unknown, status = 200): http.RequestListener => (req, res) => {
  req.resume();
  req.on("end", () => {
    res.statusCode = status;
    res.setHeader("content-type", "application/json");
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  });
};

describe("createHttpPruner", () => {
  it("POSTs JSON {code, query} with the content type and reads pruned_code", async () => {
    let seen: { method?: string; type?: string; body?: unknown } = {};
    const url = await serve((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        seen = { method: req.method, type: req.headers["content-type"], body: JSON.parse(body) };
        res.end(JSON.stringify({ pruned_code: "kept", score: 0.5, kept_frags: [1], origin_token_cnt: 9, left_token_cnt: 1, error_msg: null }));
      });
    });
    const r = await createHttpPruner({ url, timeoutMs: 2000 }).prune("a\nb", "why?");
    expect(seen).toEqual({ method: "POST", type: "application/json", body: { code: "a\nb", query: "why?" } });
    expect(r).toEqual({ ok: true, text: "kept", duration_ms: expect.any(Number) });
  });

  it.each([
    [{ pruned_code: "P", content: "C", text: "T" }, "P"],
    [{ content: "C", text: "T" }, "C"],
    [{ text: "T" }, "T"],
    [{ pruned_code: 5, content: "C" }, "C"],
    [{ pruned_code: "" }, ""],
  ])("field precedence %j → %j", async (body, text) => {
    const url = await serve(json(body));
    expect(await createHttpPruner({ url, timeoutMs: 2000 }).prune("x", "q")).toMatchObject({ ok: true, text });
  });

  it("nothing listening: http_error, flagged as refused", async () => {
    const url = await serve(json({}));
    servers.pop()!.close();
    await new Promise((r) => setTimeout(r, 20));
    const r = await createHttpPruner({ url, timeoutMs: 2000 }).prune("x", "q");
    expect(r).toMatchObject({ ok: false, code: "http_error", message: "ECONNREFUSED", refused: true });
  });

  it("slow past the timeout: timeout, returned near the timeout", async () => {
    const url = await serve((req, res) => void setTimeout(() => res.end('{"pruned_code":"late"}'), 3000));
    const started = Date.now();
    const r = await createHttpPruner({ url, timeoutMs: 200 }).prune("x", "q");
    expect(r).toMatchObject({ ok: false, code: "timeout" });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it.each([500, 404, 302])("HTTP %i: http_error naming the status", async (status) => {
    const url = await serve(json({ pruned_code: "ignored" }, status));
    expect(await createHttpPruner({ url, timeoutMs: 2000 }).prune("x", "q")).toMatchObject({ ok: false, code: "http_error", message: `HTTP ${status}` });
  });

  it.each([
    ["not JSON", "<html>oops</html>"],
    ["a JSON array", "[1,2]"],
    ["JSON without a text field", '{"score":1}'],
    ["JSON null", "null"],
  ])("%s: invalid_response", async (_name, body) => {
    const url = await serve(json(body));
    expect(await createHttpPruner({ url, timeoutMs: 2000 }).prune("x", "q")).toMatchObject({ ok: false, code: "invalid_response" });
  });

  it("connection reset before answering: http_error", async () => {
    const url = await serve((req) => req.socket.destroy());
    expect(await createHttpPruner({ url, timeoutMs: 2000 }).prune("x", "q")).toMatchObject({ ok: false, code: "http_error" });
  });

  it("connection reset mid-body: http_error", async () => {
    const url = await serve((req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('{"pruned_code":"par');
      setTimeout(() => req.socket.destroy(), 20);
    });
    expect(await createHttpPruner({ url, timeoutMs: 2000 }).prune("x", "q")).toMatchObject({ ok: false, code: "http_error" });
  });

  it("an oversize body is invalid_response, read no further", async () => {
    const url = await serve((req, res) => {
      res.write('{"pruned_code":"');
      res.end("y".repeat(2 * 1024 * 1024) + '"}');
    });
    expect(await createHttpPruner({ url, timeoutMs: 5000 }).prune("x", "q")).toMatchObject({ ok: false, code: "invalid_response" });
  });

  it("an external abort ends the call", async () => {
    const url = await serve(() => {});
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 50);
    const r = await createHttpPruner({ url, timeoutMs: 5000 }).prune("x", "q", ac.signal);
    expect(r).toMatchObject({ ok: false, code: "http_error", message: "aborted" });
  });
});

describe("pickPrunedText", () => {
  it("rejects non-objects", () => {
    expect(pickPrunedText("s").ok).toBe(false);
    expect(pickPrunedText([{ pruned_code: "x" }]).ok).toBe(false);
  });
});
