import fs, { constants as fsc } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { ToolFailure, ToolOutcome } from "../../machines/types.js";
import { fsErrorToResult, isWithin } from "./paths.js";
import { byteLength, truncateUtf8, utf8Prefix } from "../shared/text.js";
import { DEFAULT_OUTPUT_BYTES, FOCUS_DESCRIPTION, MAX_OUTPUT_BYTES_MAX, focusQuestion, maxOutputBytes, rootedPath } from "./common.js";
import type { ApplyPrunedResult, ToolContext, ToolDefinition } from "./types.js";

// Tool `read` (design.md §3). The file is opened first, without blocking, and every
// check is made on what was actually opened, so a name swapped for a symlink between
// a check and the open can never leak a byte of a file outside the root.
// The open, the checks and the reading of a file up to SYNC_READ_MAX_BYTES are
// synchronous system calls on a local file: each asynchronous step would cost a
// thread-pool round trip (about a quarter of a millisecond per read in all). Larger
// files (a line range of one included) are read asynchronously, so the server keeps
// answering while they are read.

export type ReadErrorCode = "not_found" | "permission_denied" | "invalid_path" | "io_error";

/** Argument schema of `read`, with the lexical root check bound to `root` (decision 13). */
export function readArgsSchema(root: string) {
  return z.strictObject({
    file_path: rootedPath(root).describe("File path, relative to the project root."),
    encoding: z.literal("utf-8").default("utf-8"),
    max_output_bytes: maxOutputBytes
      .optional()
      .describe(
        `Read at most this many UTF-8 bytes from the start of the file (cut on a character boundary; truncated=true when the file has more). ` +
          `Without it, files over ${DEFAULT_OUTPUT_BYTES} bytes are refused.`,
      ),
    offset: z.number().int().min(1).optional().describe("First line to return (1-based)."),
    limit: z.number().int().min(1).max(100_000).optional().describe("How many lines from offset."),
    context_focus_question: focusQuestion
      .optional()
      .describe(FOCUS_DESCRIPTION),
  });
}

export type ReadArgs = z.output<ReturnType<typeof readArgsSchema>>;

/** Fields of a successful `read` (structuredContent minus `pruning`). */
export interface ReadFields {
  tool: "read";
  file_path: string;
  encoding: "utf-8";
  content: string;
  truncated: boolean;
  bytes: number;
  duration_ms: number;
  start_line?: number;
  end_line?: number;
}

// O_NONBLOCK: opening a FIFO must not wait for a writer. O_NOCTTY: opening a terminal
// device must never make it the server's controlling terminal.
const OPEN_FLAGS = fsc.O_RDONLY | (fsc.O_NONBLOCK ?? 0) | (fsc.O_NOCTTY ?? 0);

class ReadFailure extends Error {
  constructor(
    readonly code: ReadErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function fromFsError(err: unknown, filePath: string): ReadFailure {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  // open(2) on a socket (and on a device without its driver) fails with ENXIO: not a
  // regular file either way.
  if (code === "ENXIO" || code === "EOPNOTSUPP") return notRegular(filePath);
  const r = fsErrorToResult(err, filePath);
  const mapped: ReadErrorCode = r.reason === "outside_root" ? "invalid_path" : r.reason;
  return new ReadFailure(mapped, r.message);
}

function notRegular(filePath: string): ReadFailure {
  return new ReadFailure("invalid_path", `${filePath} is not a regular file`);
}

function outsideRoot(filePath: string): ReadFailure {
  // Never name the target, never include file bytes: only the path the caller gave.
  return new ReadFailure("invalid_path", `${filePath} resolves outside the root directory`);
}

/** Files up to this size (by fstat) are read with synchronous calls. */
const SYNC_READ_MAX_BYTES = 1024 * 1024;

/** Reads into `buf` at a file position; the number of bytes read. */
type ReadAt = (buf: Buffer, offset: number, length: number, position: number) => number | Promise<number>;

const syncReadAt =
  (fd: number): ReadAt =>
  (buf, offset, length, position) =>
    fs.readSync(fd, buf, offset, length, position);

const asyncReadAt =
  (fd: number): ReadAt =>
  (buf, offset, length, position) =>
    new Promise((resolve, reject) => fs.read(fd, buf, offset, length, position, (err, n) => (err ? reject(err) : resolve(n))));

/**
 * True when the open file `fd` (opened by the name `abs`) lies inside `root`.
 * Linux: the kernel's own record of the opened file, `/proc/self/fd/N`. Elsewhere
 * (or without /proc): the real path of the name must be inside the root and be the
 * very file that was opened (same device and inode), which a swap after the open
 * cannot fake.
 */
function openedFileIsWithin(root: string, fd: number, abs: string, opened: { dev: number; ino: number }): boolean {
  if (process.platform === "linux") {
    try {
      const real = fs.readlinkSync(`/proc/self/fd/${fd}`);
      if (path.isAbsolute(real)) return isWithin(root, real);
    } catch {
      // /proc not mounted (some containers): fall through to the portable check.
    }
  }
  let real: string;
  try {
    real = fs.realpathSync(abs);
  } catch {
    return false; // the name changed under us: refuse rather than guess
  }
  if (!isWithin(root, real)) return false;
  try {
    const st = fs.statSync(real);
    return st.dev === opened.dev && st.ino === opened.ino;
  } catch {
    return false;
  }
}

/**
 * Reads at most `max` bytes from the start of the file. The buffer starts at the size
 * fstat gave (+1 to see growth) and grows only if the file did; a short read of a
 * regular file is its end, so no extra read is needed to find it.
 */
async function readUpTo(readAt: ReadAt, max: number, sizeHint: number, signal: AbortSignal): Promise<Buffer> {
  let buf = Buffer.allocUnsafe(Math.max(1, Math.min(max, sizeHint + 1)));
  let filled = 0;
  for (;;) {
    signal.throwIfAborted();
    const want = buf.length - filled;
    const bytesRead = await readAt(buf, filled, want, filled);
    filled += bytesRead;
    if (bytesRead < want || filled >= max) break;
    const grown = Buffer.allocUnsafe(Math.min(max, buf.length * 2));
    buf.copy(grown, 0, 0, filled);
    buf = grown;
  }
  return buf.subarray(0, filled);
}

function tooLargeMessage(filePath: string, size: string): string {
  return (
    `${filePath} is ${size} bytes, over the ${DEFAULT_OUTPUT_BYTES}-byte limit of a read without max_output_bytes; ` +
    `pass max_output_bytes (up to ${MAX_OUTPUT_BYTES_MAX}) to read the beginning, or use grep/bash to look at parts`
  );
}

/**
 * The prefix of `buf` to decode when the output is capped at `cap` bytes. Valid
 * UTF-8 is cut before the character that would straddle the cap; a character is at
 * most 4 bytes, so stepping back further means the tail is not valid UTF-8 (it will
 * decode to U+FFFD anyway) and a plain cut is kept instead.
 */
function cutAtBoundary(buf: Buffer, cap: number): Buffer {
  if (buf.length <= cap) return buf;
  const prefix = utf8Prefix(buf, cap);
  return cap - prefix.length <= 3 ? prefix : buf.subarray(0, cap);
}

/**
 * Lines `offset`..`offset+limit-1` (1-based), scanned in chunks so any file size keeps
 * memory bounded; at most `cap` bytes are kept (cut on a character boundary).
 */
async function readLineRange(
  readAt: ReadAt,
  offset: number,
  limit: number,
  cap: number,
  signal: AbortSignal,
): Promise<{ content: string; truncated: boolean; start_line: number; end_line: number }> {
  const chunk = Buffer.allocUnsafe(64 * 1024);
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let line = 1;
  let position = 0;
  let truncated = false;
  const last = offset + limit - 1;
  let lastSeen = 0;
  outer: for (;;) {
    signal.throwIfAborted();
    const bytesRead = await readAt(chunk, 0, chunk.length, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    const data = chunk.subarray(0, bytesRead);
    let start = 0;
    while (start < data.length) {
      const nl = data.indexOf(0x0a, start);
      const end = nl === -1 ? data.length : nl + 1;
      if (line >= offset) {
        const piece = data.subarray(start, end);
        lastSeen = line;
        if (keptBytes + piece.length > cap) {
          kept.push(Buffer.from(piece.subarray(0, cap - keptBytes)));
          keptBytes = cap;
          truncated = true;
          break outer;
        }
        kept.push(Buffer.from(piece));
        keptBytes += piece.length;
      }
      if (nl === -1) break; // the line goes on in the next chunk
      line++;
      if (line > last) break outer;
      start = end;
    }
  }
  const content = utf8Prefix(Buffer.concat(kept), cap).toString("utf8");
  return { content, truncated, start_line: offset, end_line: Math.max(lastSeen, offset - 1) };
}

async function readFile(
  args: ReadArgs,
  ctx: ToolContext,
): Promise<{ content: string; truncated: boolean; start_line?: number; end_line?: number }> {
  const filePath = args.file_path;
  const abs = path.resolve(ctx.root, filePath);
  let fd: number;
  try {
    fd = fs.openSync(abs, OPEN_FLAGS);
  } catch (err) {
    throw fromFsError(err, filePath);
  }
  try {
    let st;
    try {
      st = fs.fstatSync(fd);
    } catch (err) {
      throw fromFsError(err, filePath);
    }
    // Containment first: for a file outside the root, say nothing about what it is.
    if (!openedFileIsWithin(ctx.root, fd, abs, st)) throw outsideRoot(filePath);
    if (!st.isFile()) throw notRegular(filePath);
    const readAt = st.size <= SYNC_READ_MAX_BYTES ? syncReadAt(fd) : asyncReadAt(fd);

    const cap = args.max_output_bytes;
    if (args.offset !== undefined || args.limit !== undefined) {
      try {
        return await readLineRange(readAt, args.offset ?? 1, args.limit ?? Number.MAX_SAFE_INTEGER, cap ?? DEFAULT_OUTPUT_BYTES, ctx.signal);
      } catch (err) {
        if (ctx.signal.aborted) throw err;
        throw fromFsError(err, filePath);
      }
    }
    if (cap === undefined && st.size > DEFAULT_OUTPUT_BYTES) throw new ReadFailure("io_error", tooLargeMessage(filePath, String(st.size)));
    const limit = cap ?? DEFAULT_OUTPUT_BYTES;

    // One byte past the limit tells whether the file has more (and, with a cap,
    // whether the cut falls inside a character); the file's size is not trusted,
    // it may grow after fstat.
    let buf: Buffer;
    try {
      buf = await readUpTo(readAt, limit + 1, st.size, ctx.signal);
    } catch (err) {
      if (ctx.signal.aborted) throw err;
      throw fromFsError(err, filePath);
    }
    if (cap === undefined) {
      if (buf.length > limit) throw new ReadFailure("io_error", tooLargeMessage(filePath, `more than ${limit}`));
      return { content: buf.toString("utf8"), truncated: false };
    }
    let truncated = buf.length > cap;
    let content = cutAtBoundary(buf, cap).toString("utf8");
    // Invalid bytes decode to U+FFFD (3 bytes each): the cap bounds the output text.
    const capped = truncateUtf8(content, cap);
    if (capped.truncated) {
      content = capped.text;
      truncated = true;
    }
    return { content, truncated };
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
      // Nothing was written: a failed close loses nothing.
    }
  }
}

async function execute(rawArgs: Record<string, unknown>, ctx: ToolContext): Promise<ToolOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const args = rawArgs as ReadArgs;
  try {
    const { content, truncated, start_line, end_line } = await readFile(args, ctx);
    const bytes = byteLength(content);
    const fields: ReadFields = {
      tool: "read",
      file_path: args.file_path,
      encoding: "utf-8",
      content,
      truncated,
      bytes,
      duration_ms: elapsed(),
      // Extra fields (consumers ignore unknown ones): which lines a range read returned.
      ...(start_line !== undefined ? { start_line, end_line } : {}),
    };
    return {
      ok: true,
      raw: { fields: { ...fields }, prune_input: content, prune_input_bytes: bytes, bytes, duration_ms: fields.duration_ms },
    };
  } catch (err) {
    if (err instanceof ReadFailure) {
      const failure: ToolFailure = { code: err.code, message: err.message };
      return { ok: false, failure, duration_ms: elapsed() };
    }
    throw err; // aborted, or a bug: the request machine turns it into internal_error
  }
}

function applyPruned(fields: Record<string, unknown>, prunedText: string): ApplyPrunedResult {
  return { ok: true, fields: { ...fields, content: prunedText } };
}

function renderText(fields: Record<string, unknown>): string {
  const error = fields.error as { code?: unknown; message?: unknown } | undefined;
  if (error !== undefined && error !== null) return `error ${String(error.code)}: ${String(error.message)}`;
  const content = typeof fields.content === "string" ? fields.content : "";
  if (fields.truncated !== true) return content;
  const note = `[truncated: showing the first ${String(fields.bytes)} bytes]`;
  return content === "" || content.endsWith("\n") ? `${content}${note}` : `${content}\n${note}`;
}

export const readTool: ToolDefinition = {
  name: "read",
  description:
    "Read a UTF-8 text file under the project root (over 512 KiB: pass max_output_bytes, or offset/limit for a line range).",
  focusNote:
    "For a long file, pass context_focus_question to get only the parts that answer it; each removed run shows as " +
    "`[N lines A-B omitted]`, which offset/limit reads back.",
  // The file name picks the grammar, and says docs or logs.
  pruneHint: (fields) => ({ source: "code", ...(typeof fields.file_path === "string" ? { path: fields.file_path } : {}) }),
  annotations: { title: "Read file", readOnlyHint: true, openWorldHint: false },
  argsSchema: readArgsSchema,
  execute,
  applyPruned,
  renderText,
};
