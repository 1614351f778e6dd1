import http from "node:http";
import https from "node:https";
import type { PrunerEngine, PrunerErrorCode } from "../../../machines/types.js";
import type { SourceType } from "../../engine/engine.js";
import { byteLength } from "../../shared/text.js";

// The outbound swe-pruner adapter (design.md "Outbound HTTP (swe-pruner)").
// POST {code, query} as JSON; the pruned text is the first string among
// pruned_code, content, text. Every failure is a value, never a throw.

export type PruneAttempt =
  | { ok: true; text: string; duration_ms: number; engine?: PrunerEngine }
  | { ok: false; code: PrunerErrorCode; message: string; duration_ms: number; refused?: true };

/** What kind of text is pruned: the tool's source type, and the file it came from (read). */
export interface PruneHint {
  source: SourceType;
  path?: string;
}

export interface Pruner {
  endpoint: string;
  /** `hint` tells an engine what kind of text it gets; the HTTP contract has no such field. */
  prune(code: string, query: string, signal?: AbortSignal, hint?: PruneHint): Promise<PruneAttempt>;
}

const TEXT_FIELDS = ["pruned_code", "content", "text"] as const;

/** The pruned text of a parsed 200 body, or why there is none. */
export function pickPrunedText(body: unknown): { ok: true; text: string } | { ok: false; message: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, message: "response is not a JSON object" };
  }
  for (const field of TEXT_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === "string") return { ok: true, text: value };
  }
  return { ok: false, message: "response has no string pruned_code, content or text field" };
}

export function createHttpPruner(opts: { url: string; timeoutMs: number }): Pruner {
  const url = new URL(opts.url);
  const client = url.protocol === "https:" ? https : http;
  // Keep-alive: a pruner is called once per focused tool call, often in bursts.
  const agent = new client.Agent({ keepAlive: true, maxSockets: 16 });

  function prune(code: string, query: string, signal?: AbortSignal): Promise<PruneAttempt> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const payload = JSON.stringify({ code, query });
    // A runaway pruner must not exhaust memory: 4 × the input plus 1 MiB is plenty.
    const maxBody = 4 * byteLength(code) + 1024 * 1024;

    return new Promise<PruneAttempt>((resolve) => {
      let settled = false;
      const finish = (attempt: PruneAttempt) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        resolve(attempt);
      };
      const fail = (codeName: PrunerErrorCode, message: string, refused?: boolean) => {
        finish({ ok: false, code: codeName, message, duration_ms: elapsed(), ...(refused ? { refused: true as const } : {}) });
        req.destroy();
      };

      const req = client.request(url, {
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload), Accept: "application/json" },
      });
      const timer = setTimeout(() => fail("timeout", `pruner did not answer within ${opts.timeoutMs} ms`), opts.timeoutMs);
      const onAbort = () => fail("http_error", "aborted");
      if (signal?.aborted) {
        queueMicrotask(onAbort);
      } else {
        signal?.addEventListener("abort", onAbort, { once: true });
      }

      req.on("error", (err: NodeJS.ErrnoException) => {
        fail("http_error", err.code ?? err.message, err.code === "ECONNREFUSED");
      });
      req.on("response", (res) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) {
          res.resume();
          fail("http_error", `HTTP ${status}`);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBody) {
            fail("invalid_response", `response body larger than ${maxBody} bytes`);
            return;
          }
          chunks.push(chunk);
        });
        res.on("error", (err: NodeJS.ErrnoException) => fail("http_error", err.code ?? err.message));
        res.on("aborted", () => fail("http_error", "connection closed mid-response"));
        res.on("end", () => {
          if (settled) return;
          if (!res.complete) {
            fail("http_error", "connection closed mid-response");
            return;
          }
          let body: unknown;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          } catch {
            fail("invalid_response", "response is not JSON");
            return;
          }
          const picked = pickPrunedText(body);
          if (!picked.ok) fail("invalid_response", picked.message);
          else finish({ ok: true, text: picked.text, duration_ms: elapsed() });
        });
      });
      req.end(payload);
    });
  }

  return { endpoint: opts.url, prune };
}
