import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolOutcome } from "../machines/types.js";
import { bashArgsSchema, bashTool } from "../src/tools/bash.js";
import { isAlive, makeTempDir } from "./helpers/rawServer.js";

// The bash tool with real processes: process groups, empty stdin, caps, timeouts.

let base: string;
let root: string;
let home: string;

beforeEach(() => {
  base = makeTempDir();
  root = path.join(base, "root");
  mkdirSync(path.join(root, "sub"), { recursive: true });
  home = makeTempDir("mcp-pruner-home-");
  process.env.HOME = home; // decision 14: no user profile in tests
});

afterEach(() => {
  rmSync(base, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

function run(args: Record<string, unknown>, signal = new AbortController().signal): Promise<ToolOutcome> {
  const parsed = bashArgsSchema(root).parse(args);
  return bashTool.execute(parsed as Record<string, unknown>, { root, signal, grepEngine: "rg" });
}

describe("bash tool", () => {
  it("runs in the root by default and in a cwd inside it", async () => {
    const a = await run({ command: "pwd" });
    expect(a.ok && a.raw.fields).toMatchObject({ stdout: `${root}\n`, cwd: ".", exit_code: 0 });
    const b = await run({ command: "pwd", cwd: "sub" });
    expect(b.ok && b.raw.fields).toMatchObject({ stdout: `${path.join(root, "sub")}\n`, cwd: "sub" });
  });

  it("invalid_cwd: missing, a file, a symlink out of the root", async () => {
    writeFileSync(path.join(root, "file"), "x");
    symlinkSync(base, path.join(root, "out"));
    for (const cwd of ["missing", "file", "out"]) {
      const r = await run({ command: "pwd", cwd });
      expect(!r.ok && r.failure.code, cwd).toBe("invalid_cwd");
    }
  });

  it("env overrides are visible; the server's env is inherited", async () => {
    const r = await run({ command: 'echo "$FOO:$HOME"', env: { FOO: "bar baz" } });
    expect(r.ok && r.raw.fields.stdout).toBe(`bar baz:${home}\n`);
  });

  it("nonzero_exit keeps stdout and stderr", async () => {
    const r = await run({ command: "echo o; echo e >&2; exit 7" });
    expect(r).toMatchObject({ ok: false, failure: { code: "nonzero_exit", exit_code: 7, extra: { stdout: "o\n", stderr: "e\n" } } });
  });

  it("stdin is empty: cat ends at once", async () => {
    const r = await run({ command: "cat; echo done", timeout_ms: 5000 });
    expect(r.ok && r.raw.fields.stdout).toBe("done\n");
  });

  it("timeout kills the whole group, grandchildren included, without waiting for them", async () => {
    const pidFile = path.join(base, "gc.pid");
    const started = Date.now();
    const r = await run({ command: `(sleep 20; echo late) & echo $! > ${pidFile}; sleep 20`, timeout_ms: 200 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(r).toMatchObject({ ok: false, failure: { code: "timeout", timeout_ms: 200 } });
    await new Promise((res) => setTimeout(res, 100));
    expect(isAlive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });

  it("a background process holding the pipe does not delay the answer", async () => {
    const started = Date.now();
    const r = await run({ command: "sleep 5 & echo hi", timeout_ms: 10_000 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.ok && r.raw.fields.stdout).toBe("hi\n");
  });

  it("the output cap truncates on a character boundary and stops the command", async () => {
    const started = Date.now();
    const r = await run({ command: "while true; do printf 'é'; done", max_output_bytes: 1025, timeout_ms: 20_000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.ok).toBe(true);
    const f = r.ok ? r.raw.fields : {};
    expect(f).toMatchObject({ truncated: true, exit_code: 137 });
    expect(Buffer.byteLength(f.stdout as string)).toBe(1024);
    expect(f.stdout).not.toContain("\uFFFD");
  });

  it("an abort kills the command (request cancelled)", async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const started = Date.now();
    await expect(run({ command: "sleep 20", timeout_ms: 30_000 }, ac.signal)).rejects.toThrow("cancelled");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("prune input is stdout, else stderr, and applyPruned replaces that stream", async () => {
    const a = await run({ command: "echo out; echo err >&2" });
    expect(a.ok && a.raw.prune_input).toBe("out\n");
    const b = await run({ command: "echo err >&2" });
    expect(b.ok && b.raw.prune_input).toBe("err\n");
    if (!b.ok) throw new Error("unreachable");
    expect(bashTool.applyPruned(b.raw.fields, "E")).toEqual({ ok: true, fields: { ...b.raw.fields, stderr: "E" } });
  });

  it("renders what an agent reads", () => {
    expect(bashTool.renderText({ stdout: "a\n", stderr: "b\n", exit_code: 0, truncated: false })).toBe("a\n[stderr]\nb");
    expect(bashTool.renderText({ error: { code: "nonzero_exit", message: "command exited with code 2" }, stdout: "x", stderr: "" })).toBe(
      "error nonzero_exit: command exited with code 2\nx",
    );
  });
});
