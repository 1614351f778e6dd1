import { randomBytes } from "node:crypto";

// One JSON-RPC message as the bytes of one line. A tool result carries its text twice
// (`content[0].text` and `structuredContent`): escaping that text once and encoding it
// to UTF-8 once, then splicing the bytes in both places, halves the cost of the
// largest thing this server does per call (measured in docs/benchmarks.md). The
// output is byte for byte what `JSON.stringify(message) + "\n"` gives.

/** Strings at least this long are escaped once and spliced in as bytes. */
const SPLICE_MIN_CHARS = 8 * 1024;

// A placeholder no text can forge: it holds NULs and a per-process random nonce, so a
// string that merely looks like it (tool output is arbitrary) cannot be taken for one.
const NONCE = randomBytes(8).toString("hex");
const PLACEHOLDER = new RegExp(`"\\\\u0000${NONCE}:(\\d+)\\\\u0000"`, "g");

/**
 * The line as byte chunks to be written in order (one `writev`): the escaped large
 * strings appear as the same Buffer wherever they occur, so they are neither copied
 * into one buffer nor encoded twice.
 */
export function serializeChunks(message: unknown): Buffer[] {
  let large: string[] | undefined;
  let index: Map<string, number> | undefined;
  const json = JSON.stringify(message, (_key, value: unknown) => {
    if (typeof value !== "string" || value.length < SPLICE_MIN_CHARS) return value;
    large ??= [];
    index ??= new Map();
    let i = index.get(value);
    if (i === undefined) {
      i = large.length;
      large.push(value);
      index.set(value, i);
    }
    return `\u0000${NONCE}:${i}\u0000`;
  });
  if (large === undefined) return [Buffer.from(`${json}\n`, "utf8")];
  const escaped = large.map((s) => Buffer.from(JSON.stringify(s), "utf8"));
  const parts: Buffer[] = [];
  let last = 0;
  for (const m of json.matchAll(PLACEHOLDER)) {
    parts.push(Buffer.from(json.slice(last, m.index), "utf8"), escaped[Number(m[1])]!);
    last = m.index + m[0].length;
  }
  parts.push(Buffer.from(`${json.slice(last)}\n`, "utf8"));
  return parts;
}
