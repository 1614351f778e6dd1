import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToolOutcome } from "../machines/types.js";
import { DEFAULT_OUTPUT_BYTES } from "../src/tools/common.js";
import { readArgsSchema, readTool } from "../src/tools/read.js";
import type { ToolContext } from "../src/tools/types.js";

// Real files in a fresh temp directory per test: <base>/root is the server root,
// <base>/outside.txt and <base>/root_evil/secret sit next to it.

const SECRET = "TOP-SECRET-4f1c9a";

let base: string;
let root: string;
let ctx: ToolContext;

beforeEach(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "read-test-")));
  root = path.join(base, "root");
  fs.mkdirSync(root);
  fs.writeFileSync(path.join(base, "outside.txt"), `${SECRET}\n`);
  fs.mkdirSync(path.join(base, "root_evil"));
  fs.writeFileSync(path.join(base, "root_evil", "secret"), `${SECRET}\n`);
  ctx = { root, signal: new AbortController().signal, grepEngine: "grep" };
});

afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(base, { recursive: true, force: true });
});

const write = (rel: string, data: string | Buffer) => {
  const p = path.join(root, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, data);
  return p;
};

/** Parses like the server does, then executes. */
async function read(args: Record<string, unknown>): Promise<ToolOutcome> {
  const parsed = readArgsSchema(root).parse(args) as Record<string, unknown>;
  return readTool.execute(parsed, ctx);
}

function ok(outcome: ToolOutcome) {
  if (!outcome.ok) throw new Error(`expected success, got ${JSON.stringify(outcome.failure)}`);
  return outcome.raw;
}

function failure(outcome: ToolOutcome) {
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome.raw.fields).slice(0, 200)}`);
  return outcome.failure;
}

function issueCodes(args: unknown): Array<[string, string]> {
  const r = readArgsSchema(root).safeParse(args);
  if (r.success) return [];
  return r.error.issues.map((i) => [i.path.join("."), i.code]);
}

describe("read: success", () => {
  it("reads a regular file with the contract fields", async () => {
    const text = "export const x = 1;\nconsole.log('héllo');\n";
    write("src/app.ts", text);
    const raw = ok(await read({ file_path: "src/app.ts" }));
    const bytes = Buffer.byteLength(text);
    expect(raw.fields).toEqual({
      tool: "read",
      file_path: "src/app.ts",
      encoding: "utf-8",
      content: text,
      truncated: false,
      bytes,
      duration_ms: expect.any(Number),
    });
    expect(raw.prune_input).toBe(text);
    expect(raw.prune_input_bytes).toBe(bytes);
    expect(raw.bytes).toBe(bytes);
    expect(raw.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("file_path is reported as given; an absolute path inside the root works", async () => {
    const p = write("a/b.txt", "abc");
    expect(ok(await read({ file_path: p })).fields).toMatchObject({ file_path: p, content: "abc" });
    expect(ok(await read({ file_path: "./a/../a/b.txt" })).fields).toMatchObject({ file_path: "./a/../a/b.txt", content: "abc" });
  });

  it("an empty file is an empty success", async () => {
    write("empty", "");
    expect(ok(await read({ file_path: "empty" })).fields).toMatchObject({ content: "", bytes: 0, truncated: false });
  });

  it("a symlink to a file inside the root is followed", async () => {
    write("real/target.txt", "inside\n");
    fs.symlinkSync("real/target.txt", path.join(root, "link.txt"));
    expect(ok(await read({ file_path: "link.txt" })).fields).toMatchObject({ file_path: "link.txt", content: "inside\n" });
  });

  it("a root reached through a symlinked path component still works (ctx.root is real)", async () => {
    write("dir/f.txt", "x");
    fs.symlinkSync("dir", path.join(root, "alias"));
    expect(ok(await read({ file_path: "alias/f.txt" })).fields).toMatchObject({ content: "x" });
  });

  it("invalid UTF-8 decodes with U+FFFD and bytes counts the returned text", async () => {
    write("bad.bin", Buffer.from([0x61, 0xff, 0x62, 0xc3]));
    const raw = ok(await read({ file_path: "bad.bin" }));
    expect(raw.fields.content).toBe("a\uFFFDb\uFFFD");
    expect(raw.fields.bytes).toBe(Buffer.byteLength("a\uFFFDb\uFFFD"));
    expect(raw.prune_input_bytes).toBe(8);
  });

  it("a file of exactly DEFAULT_OUTPUT_BYTES is read whole without a cap", async () => {
    write("limit.txt", "a".repeat(DEFAULT_OUTPUT_BYTES));
    const raw = ok(await read({ file_path: "limit.txt" }));
    expect(raw.fields).toMatchObject({ bytes: DEFAULT_OUTPUT_BYTES, truncated: false });
  });
});

describe("read: max_output_bytes", () => {
  it("cuts on a character boundary: 'é' × 1000 with max 1025 returns 1024 bytes of valid UTF-8", async () => {
    write("e.txt", "é".repeat(1000));
    const raw = ok(await read({ file_path: "e.txt", max_output_bytes: 1025 }));
    expect(raw.fields).toMatchObject({ truncated: true, bytes: 1024, content: "é".repeat(512) });
    expect(raw.prune_input_bytes).toBe(1024);
    expect(String(raw.fields.content)).not.toContain("\uFFFD");
  });

  it.each([
    ["€", 3, 1024, 1023],
    ["😀", 4, 1027, 1024],
    ["😀", 4, 1026, 1024],
    ["😀", 4, 1025, 1024],
  ])("never splits %s (%i bytes) at cap %i → %i bytes", async (ch, _w, cap, expected) => {
    write("m.txt", ch.repeat(2000));
    const raw = ok(await read({ file_path: "m.txt", max_output_bytes: cap }));
    expect(raw.fields).toMatchObject({ truncated: true, bytes: expected });
    expect(String(raw.fields.content)).not.toContain("\uFFFD");
  });

  it("truncated is true only when the file has more", async () => {
    write("exact.txt", "x".repeat(1024));
    write("plus1.txt", "x".repeat(1025));
    expect(ok(await read({ file_path: "exact.txt", max_output_bytes: 1024 })).fields).toMatchObject({ truncated: false, bytes: 1024 });
    expect(ok(await read({ file_path: "plus1.txt", max_output_bytes: 1024 })).fields).toMatchObject({ truncated: true, bytes: 1024 });
    // A capped read of a small file is the whole file.
    expect(ok(await read({ file_path: "exact.txt", max_output_bytes: 4096 })).fields).toMatchObject({ truncated: false, bytes: 1024 });
  });

  it("binary data: the returned text stays within the cap even though U+FFFD takes 3 bytes", async () => {
    write("ff.bin", Buffer.alloc(4000, 0xff));
    const raw = ok(await read({ file_path: "ff.bin", max_output_bytes: 1024 }));
    expect(raw.fields.truncated).toBe(true);
    expect(raw.fields.bytes).toBeLessThanOrEqual(1024);
    expect(raw.fields.bytes).toBeGreaterThan(1000);
    expect(Buffer.byteLength(String(raw.fields.content))).toBe(raw.fields.bytes);
  });

  it("a run of continuation bytes at the cut does not empty the output", async () => {
    write("cont.bin", Buffer.alloc(4000, 0x80));
    const raw = ok(await read({ file_path: "cont.bin", max_output_bytes: 1024 }));
    expect(raw.fields.bytes).toBeGreaterThan(1000);
  });

  it("a 300 MB sparse file with max_output_bytes 1024 returns 1024 bytes, truncated", async () => {
    const big = write("big.bin", "");
    fs.truncateSync(big, 300 * 1024 * 1024);
    // Over the synchronous size: read asynchronously, and only the bytes needed.
    const readSpy = vi.spyOn(fs, "read");
    const readSyncSpy = vi.spyOn(fs, "readSync");
    const raw = ok(await read({ file_path: "big.bin", max_output_bytes: 1024 }));
    expect(raw.fields).toMatchObject({ truncated: true, bytes: 1024 });
    expect(String(raw.fields.content)).toBe("\0".repeat(1024));
    expect(readSpy).toHaveBeenCalled();
    expect(readSyncSpy).not.toHaveBeenCalled();
    const requested = readSpy.mock.calls.reduce((n, c) => n + Number((c as unknown[])[3]), 0);
    expect(requested).toBeLessThanOrEqual(1025);
  });

  it("a file over the synchronous size is read asynchronously and whole, byte for byte", async () => {
    const text = Array.from({ length: 60_000 }, (_, i) => `line ${i} é€😀`).join("\n");
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024 * 1024);
    write("large.txt", text);
    const readSyncSpy = vi.spyOn(fs, "readSync");
    const raw = ok(await read({ file_path: "large.txt", max_output_bytes: 10 * 1024 * 1024 }));
    expect(raw.fields.content).toBe(text);
    expect(raw.fields).toMatchObject({ truncated: false, bytes: Buffer.byteLength(text) });
    expect(readSyncSpy).not.toHaveBeenCalled();
  });

  it("the same 300 MB file without a cap is an io_error naming the size, the limit and what to do", async () => {
    const big = write("big.bin", "");
    fs.truncateSync(big, 300 * 1024 * 1024);
    const f = failure(await read({ file_path: "big.bin" }));
    expect(f.code).toBe("io_error");
    expect(f.message).toContain(String(300 * 1024 * 1024));
    expect(f.message).toContain(String(DEFAULT_OUTPUT_BYTES));
    expect(f.message).toContain("pass max_output_bytes (up to 10485760) to read the beginning, or use grep/bash to look at parts");
  });

  it("never reads past limit+1 bytes, even when the file grows after fstat", async () => {
    const p = write("grows.txt", "small\n");
    let bytesRead = 0;
    const realFstat = fs.fstatSync.bind(fs);
    const realReadSync = fs.readSync.bind(fs) as (...r: unknown[]) => number;
    vi.spyOn(fs, "fstatSync").mockImplementation(((...a: Parameters<typeof fs.fstatSync>) => {
      const st = realFstat(...a);
      fs.appendFileSync(p, "y".repeat(2 * DEFAULT_OUTPUT_BYTES)); // grows after fstat
      return st;
    }) as typeof fs.fstatSync);
    vi.spyOn(fs, "readSync").mockImplementation(((...r: unknown[]) => {
      const n = realReadSync(...r);
      bytesRead += n;
      return n;
    }) as typeof fs.readSync);

    const uncapped = failure(await read({ file_path: "grows.txt" }));
    expect(uncapped.code).toBe("io_error");
    expect(uncapped.message).toContain(`more than ${DEFAULT_OUTPUT_BYTES}`);
    expect(bytesRead).toBeLessThanOrEqual(DEFAULT_OUTPUT_BYTES + 1);

    bytesRead = 0;
    const capped = ok(await read({ file_path: "grows.txt", max_output_bytes: 2048 }));
    expect(capped.fields).toMatchObject({ truncated: true, bytes: 2048 });
    expect(bytesRead).toBeLessThanOrEqual(2049);
  });
});

describe("read: tool errors", () => {
  it("a missing file is not_found", async () => {
    expect(failure(await read({ file_path: "nope.txt" }))).toEqual({ code: "not_found", message: expect.stringContaining("nope.txt") });
  });

  it("a path through a regular file (ENOTDIR) is not_found", async () => {
    write("file.txt", "x");
    expect(failure(await read({ file_path: "file.txt/child" })).code).toBe("not_found");
  });

  it("a directory is invalid_path", async () => {
    fs.mkdirSync(path.join(root, "src"));
    expect(failure(await read({ file_path: "src" })).code).toBe("invalid_path");
    expect(failure(await read({ file_path: "." })).code).toBe("invalid_path");
  });

  it("a FIFO is invalid_path, promptly (the open never blocks)", async () => {
    execFileSync("mkfifo", [path.join(root, "pipe")]);
    const started = Date.now();
    const outcome = await Promise.race([
      read({ file_path: "pipe" }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("read of a FIFO blocked")), 3000).unref()),
    ]);
    expect(failure(outcome).code).toBe("invalid_path");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("a unix socket is invalid_path", async () => {
    const sock = path.join(root, "s.sock");
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(sock, resolve));
    try {
      expect(failure(await read({ file_path: "s.sock" })).code).toBe("invalid_path");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a dangling symlink is not_found", async () => {
    fs.symlinkSync("missing-target", path.join(root, "dangling"));
    expect(failure(await read({ file_path: "dangling" })).code).toBe("not_found");
  });

  it("a symlink to a file outside the root is invalid_path and leaks no byte of it", async () => {
    fs.symlinkSync(path.join(base, "outside.txt"), path.join(root, "link-out.txt"));
    const outcome = await read({ file_path: "link-out.txt" });
    expect(failure(outcome)).toEqual({ code: "invalid_path", message: "link-out.txt resolves outside the root directory" });
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
    expect(JSON.stringify(outcome)).not.toContain("outside.txt");
  });

  it("a symlinked directory leading outside the root is invalid_path", async () => {
    fs.symlinkSync(base, path.join(root, "up"));
    const outcome = await read({ file_path: "up/outside.txt" });
    expect(failure(outcome).code).toBe("invalid_path");
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });

  it("a symlink to a directory or FIFO outside the root says outside, not what it is", async () => {
    fs.symlinkSync(path.join(base, "root_evil"), path.join(root, "dir-out"));
    expect(failure(await read({ file_path: "dir-out" })).message).toMatch(/outside the root/);
  });

  it("the sibling directory named like the root (root_evil) is outside", async () => {
    // The schema refuses it (below); the executor refuses it on its own too.
    for (const file_path of ["../root_evil/secret", path.join(base, "root_evil", "secret")]) {
      const outcome = await readTool.execute({ file_path, encoding: "utf-8" }, ctx);
      expect(failure(outcome).code).toBe("invalid_path");
      expect(JSON.stringify(outcome)).not.toContain(SECRET);
    }
  });

  const canDropPrivileges = process.getuid?.() !== 0 || typeof process.seteuid === "function";
  it.skipIf(!canDropPrivileges)("an unreadable file is permission_denied and leaks nothing", async () => {
    write("private.txt", `${SECRET}\n`);
    fs.chmodSync(path.join(root, "private.txt"), 0o000);
    fs.chmodSync(base, 0o755);
    fs.chmodSync(root, 0o755);
    // Root ignores file modes: become `nobody` (effective ids only, restored after).
    const asRoot = process.getuid?.() === 0;
    let outcome: ToolOutcome;
    if (asRoot) {
      process.setegid!(65534);
      process.seteuid!(65534);
    }
    try {
      outcome = await read({ file_path: "private.txt" });
    } finally {
      if (asRoot) {
        process.seteuid!(0);
        process.setegid!(0);
      }
    }
    expect(failure(outcome)).toEqual({ code: "permission_denied", message: "private.txt: permission denied" });
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });
});

describe("read: containment is checked on the opened file (TOCTOU)", () => {
  /** Makes the open of the file run `afterOpen` right after the real open succeeds. */
  function swapAfterOpen(afterOpen: () => void) {
    const realOpen = fs.openSync.bind(fs);
    return vi.spyOn(fs, "openSync").mockImplementation(((...a: Parameters<typeof fs.openSync>) => {
      const fd = realOpen(...a);
      afterOpen();
      return fd;
    }) as typeof fs.openSync);
  }

  const relink = (link: string, target: string) => {
    const tmp = `${link}.tmp`;
    fs.symlinkSync(target, tmp);
    fs.renameSync(tmp, link); // atomic replace, like an attacker would
  };

  it("the name is swapped to point inside after the open of an outside file: invalid_path, nothing leaks", async () => {
    write("inside.txt", "harmless\n");
    const link = path.join(root, "swap");
    fs.symlinkSync(path.join(base, "outside.txt"), link);
    const spy = swapAfterOpen(() => relink(link, path.join(root, "inside.txt")));
    const outcome = await read({ file_path: "swap" });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(fs.readFileSync(link, "utf8")).toBe("harmless\n"); // the name now looks innocent
    expect(failure(outcome).code).toBe("invalid_path");
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });

  it("the same swap is caught without /proc (realpath + dev/ino fallback)", async () => {
    write("inside.txt", "harmless\n");
    const link = path.join(root, "swap");
    fs.symlinkSync(path.join(base, "outside.txt"), link);
    swapAfterOpen(() => relink(link, path.join(root, "inside.txt")));
    const realReadlink = fs.readlinkSync.bind(fs);
    const readlinkSpy = vi.spyOn(fs, "readlinkSync").mockImplementation(((p: fs.PathLike, o?: unknown) => {
      if (String(p).startsWith("/proc/")) throw Object.assign(new Error("ENOENT: no /proc"), { code: "ENOENT" });
      return realReadlink(p, o as undefined);
    }) as typeof fs.readlinkSync);
    const outcome = await read({ file_path: "swap" });
    expect(readlinkSpy).toHaveBeenCalled();
    expect(failure(outcome).code).toBe("invalid_path");
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });

  it("without /proc a plain inside read and an inside symlink still work", async () => {
    write("inside.txt", "harmless\n");
    fs.symlinkSync("inside.txt", path.join(root, "ln"));
    vi.spyOn(fs, "readlinkSync").mockImplementation(() => {
      throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
    });
    expect(ok(await read({ file_path: "inside.txt" })).fields.content).toBe("harmless\n");
    expect(ok(await read({ file_path: "ln" })).fields.content).toBe("harmless\n");
  });

  it("the name is swapped to point outside after the open of an inside file: the opened (inside) file is returned", async () => {
    write("inside.txt", "harmless\n");
    const link = path.join(root, "swap");
    fs.symlinkSync(path.join(root, "inside.txt"), link);
    swapAfterOpen(() => relink(link, path.join(base, "outside.txt")));
    const outcome = await read({ file_path: "swap" });
    expect(ok(outcome).fields.content).toBe("harmless\n");
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });

  it("a symlink inside that is replaced by one to outside between two reads", async () => {
    write("inside.txt", "harmless\n");
    const link = path.join(root, "ln");
    fs.symlinkSync("inside.txt", link);
    expect(ok(await read({ file_path: "ln" })).fields.content).toBe("harmless\n");
    relink(link, path.join(base, "outside.txt"));
    const outcome = await read({ file_path: "ln" });
    expect(failure(outcome).code).toBe("invalid_path");
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });
});

describe("read: argument schema", () => {
  it("defaults encoding to utf-8 and keeps the common fields", () => {
    expect(readArgsSchema(root).parse({ file_path: "a.txt" })).toEqual({ file_path: "a.txt", encoding: "utf-8" });
    expect(
      readArgsSchema(root).parse({ file_path: "a.txt", encoding: "utf-8", max_output_bytes: 1024, context_focus_question: " why? " }),
    ).toEqual({ file_path: "a.txt", encoding: "utf-8", max_output_bytes: 1024, context_focus_question: " why? " });
    expect(readArgsSchema(root).safeParse({ file_path: "a.txt", max_output_bytes: 10_485_760 }).success).toBe(true);
    expect(readTool.argsSchema(root).safeParse({ file_path: root }).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>, Array<[string, string]>]>([
    ["missing file_path", {}, [["file_path", "invalid_type"]]],
    ["empty file_path", { file_path: "" }, [["file_path", "too_small"]]],
    ["NUL in file_path", { file_path: "a\0b" }, [["file_path", "custom"]]],
    ["../ escaping the root", { file_path: "../outside.txt" }, [["file_path", "custom"]]],
    ["an absolute path outside the root", { file_path: "/etc/passwd" }, [["file_path", "custom"]]],
    ["the sibling named like the root", { file_path: "../root_evil/secret" }, [["file_path", "custom"]]],
    ["encoding other than utf-8", { file_path: "a", encoding: "latin1" }, [["encoding", "invalid_value"]]],
    ["encoding utf8 (no dash)", { file_path: "a", encoding: "utf8" }, [["encoding", "invalid_value"]]],
    ["unknown key", { file_path: "a", path: "a" }, [["", "unrecognized_keys"]]],
    ["max_output_bytes 1023", { file_path: "a", max_output_bytes: 1023 }, [["max_output_bytes", "too_small"]]],
    ["max_output_bytes 10485761", { file_path: "a", max_output_bytes: 10_485_761 }, [["max_output_bytes", "too_big"]]],
    ["max_output_bytes 1.5", { file_path: "a", max_output_bytes: 1.5 }, [["max_output_bytes", "invalid_type"]]],
    ["max_output_bytes as a string", { file_path: "a", max_output_bytes: "2048" }, [["max_output_bytes", "invalid_type"]]],
    ["blank focus question", { file_path: "a", context_focus_question: " \n\t " }, [["context_focus_question", "custom"]]],
    ["1001-char focus question", { file_path: "a", context_focus_question: "q".repeat(1001) }, [["context_focus_question", "too_big"]]],
  ])("%s", (_name, args, expected) => {
    expect(issueCodes(args)).toEqual(expected);
  });

  it("an absolute path into the sibling named like the root fails", () => {
    expect(issueCodes({ file_path: path.join(base, "root_evil", "secret") })).toEqual([["file_path", "custom"]]);
  });

  it("a 1000-char focus question is accepted", () => {
    expect(readArgsSchema(root).safeParse({ file_path: "a", context_focus_question: "q".repeat(1000) }).success).toBe(true);
  });
});

describe("read: applyPruned and renderText", () => {
  const fields = {
    tool: "read",
    file_path: "a.txt",
    encoding: "utf-8",
    content: "one\ntwo\nthree\n",
    truncated: false,
    bytes: 14,
    duration_ms: 1,
  };

  it("applyPruned replaces content and nothing else", () => {
    const r = readTool.applyPruned(fields, "two\n");
    expect(r).toEqual({ ok: true, fields: { ...fields, content: "two\n" } });
    expect(fields.content).toBe("one\ntwo\nthree\n"); // input not mutated
  });

  it("renders the content itself", () => {
    expect(readTool.renderText(fields)).toBe("one\ntwo\nthree\n");
  });

  it("adds a final line when truncated", () => {
    expect(readTool.renderText({ ...fields, truncated: true, content: "abc", bytes: 1024 })).toBe(
      "abc\n[truncated: showing the first 1024 bytes]",
    );
    expect(readTool.renderText({ ...fields, truncated: true, content: "abc\n", bytes: 1024 })).toBe(
      "abc\n[truncated: showing the first 1024 bytes]",
    );
  });

  it("renders error fields as `error <code>: <message>`", () => {
    expect(readTool.renderText({ tool: "read", error: { code: "not_found", message: "x.txt: no such file or directory" } })).toBe(
      "error not_found: x.txt: no such file or directory",
    );
  });

  it("renders a real truncated read", async () => {
    write("e.txt", "é".repeat(1000));
    const raw = ok(await read({ file_path: "e.txt", max_output_bytes: 1025 }));
    expect(readTool.renderText(raw.fields)).toBe(`${"é".repeat(512)}\n[truncated: showing the first 1024 bytes]`);
  });
});

describe("read: offset/limit line ranges", () => {
  it("returns exactly the requested lines, with start_line/end_line, on a file of any size", async () => {
    const { mkdtempSync, writeFileSync, realpathSync, rmSync } = await import("node:fs");
    const os = await import("node:os");
    const p = await import("node:path");
    const root = realpathSync(mkdtempSync(p.join(os.tmpdir(), "read-range-")));
    try {
      // Lines long enough to cross 64 KiB chunk boundaries.
      const lines = Array.from({ length: 5000 }, (_, i) => `line ${i + 1} ${"x".repeat(i % 97)}`);
      writeFileSync(p.join(root, "big.txt"), lines.join("\n") + "\n");
      const run = (args: Record<string, unknown>) =>
        readTool.execute(readTool.argsSchema(root).parse({ file_path: "big.txt", ...args }) as Record<string, unknown>, { root, signal: new AbortController().signal, grepEngine: "rg" });
      const r = await run({ offset: 1200, limit: 3 });
      expect(r.ok && r.raw.fields).toMatchObject({ content: `${lines[1199]}\n${lines[1200]}\n${lines[1201]}\n`, start_line: 1200, end_line: 1202, truncated: false });
      const tail = await run({ offset: 4999 });
      expect(tail.ok && tail.raw.fields).toMatchObject({ content: `${lines[4998]}\n${lines[4999]}\n`, end_line: 5000 });
      const past = await run({ offset: 9000, limit: 5 });
      expect(past.ok && past.raw.fields).toMatchObject({ content: "", start_line: 9000, end_line: 8999 });
      const capped = await run({ offset: 1, limit: 5000, max_output_bytes: 1024 });
      expect(capped.ok && capped.raw.fields).toMatchObject({ truncated: true, bytes: 1024 });
      expect(readTool.argsSchema(root).safeParse({ file_path: "big.txt", offset: 0 }).success).toBe(false);
      expect(readTool.argsSchema(root).safeParse({ file_path: "big.txt", limit: 100_001 }).success).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("a line range of a file over the synchronous size is read asynchronously, the same lines", async () => {
    const lines = Array.from({ length: 30_000 }, (_, i) => `line ${i + 1} ${"y".repeat(i % 89)}`);
    const file = path.join(root, "large.txt");
    fs.writeFileSync(file, lines.join("\n") + "\n");
    expect(fs.statSync(file).size).toBeGreaterThan(1024 * 1024);
    const readSpy = vi.spyOn(fs, "read");
    const readSyncSpy = vi.spyOn(fs, "readSync");
    const r = ok(await read({ file_path: "large.txt", offset: 29_000, limit: 2 }));
    expect(r.fields).toMatchObject({ content: `${lines[28_999]}\n${lines[29_000]}\n`, start_line: 29_000, end_line: 29_001, truncated: false });
    expect(readSpy).toHaveBeenCalled();
    expect(readSyncSpy).not.toHaveBeenCalled();
  });
});
