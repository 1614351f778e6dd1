import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

// What the scripted model APIs (scriptedAnthropic.ts, scriptedResponses.ts) share: a
// server on 127.0.0.1 that records every request, reads bodies as clients send them
// (compressed or not), and answers JSON.

export interface RecordedRequestBase {
  /** 0-based position among all requests the server received. */
  seq: number;
  method: string;
  /** Path and query, as sent (e.g. `/v1/messages?beta=true`). */
  url: string;
  headers: IncomingHttpHeaders;
  /** The body as received, decoded if it was compressed. */
  raw: string;
  /** The body parsed as JSON (undefined when empty or not JSON). */
  body: any;
}

/** A token count good enough for the usage fields of an answer. */
export function roughTokens(raw: string): number {
  return Math.max(1, Math.ceil(raw.length / 4));
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** The request body as text, decoded per its content-encoding (Codex compresses its requests). */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        const buf = Buffer.concat(chunks);
        const enc = String(req.headers["content-encoding"] ?? "").trim().toLowerCase();
        let decoded: Buffer;
        if (enc === "" || enc === "identity") decoded = buf;
        else if (enc === "gzip") decoded = zlib.gunzipSync(buf);
        else if (enc === "deflate") decoded = zlib.inflateSync(buf);
        else if (enc === "br") decoded = zlib.brotliDecompressSync(buf);
        else if (enc === "zstd" && typeof (zlib as any).zstdDecompressSync === "function") decoded = (zlib as any).zstdDecompressSync(buf);
        else throw new Error(`scripted API: cannot decode content-encoding ${enc}`);
        resolve(decoded.toString("utf8"));
      } catch (err) {
        reject(err);
      }
    });
    req.on("error", reject);
  });
}

/** A request as recorded: its place, method, url, headers and body (raw and parsed). */
export async function readRequest(req: IncomingMessage, seq: number): Promise<RecordedRequestBase & { pathname: string }> {
  const url = req.url ?? "/";
  const raw = await readBody(req);
  let body: any;
  try {
    body = raw === "" ? undefined : JSON.parse(raw);
  } catch {
    body = undefined;
  }
  return { seq, method: req.method ?? "", url, pathname: url.split("?")[0]!, headers: req.headers, raw, body };
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `handle` on 127.0.0.1 (a free port). A handler that throws gets `failure`
 * answered as a 500, or its connection cut when the answer had started.
 */
export async function serveLocal(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, failure: (err: unknown) => unknown): Promise<LocalServer> {
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, failure(err));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
