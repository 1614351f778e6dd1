import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolOutcome } from "../machines/types.js";
import { killAllProcessGroups, runProcess } from "../src/tools/process.js";
import { bashArgsSchema, bashTool } from "../src/tools/bash.js";
import { eventually, isAlive, makeTmpRoot, type TmpRoot } from "./helpers/tmpRoot.js";

// The bash tool and the process runner with real processes: process groups, empty
// stdin, the output cap, timeouts, aborts.

let t: TmpRoot;
beforeEach(() => {
  t = makeTmpRoot();
});
afterEach(() => {
  killAllProcessGroups();
  t.cleanup();
});

function run(args: Record<string, unknown>, signal = new AbortController().signal): Promise<ToolOutcome> {
  const parsed = bashArgsSchema(t.root).parse(args);
  return bashTool.execute(parsed as Record<string, unknown>, { root: t.root, signal, grepEngine: "rg" });
}

function fieldsOf(o: ToolOutcome): Record<string, unknown> {
  if (!o.ok) throw new Error(`tool failed: ${o.failure.code} ${o.failure.message}`);
  return o.raw.fields;
}

describe("bash: success", () => {
  it("returns the contract fields, stdout as the prune input", async () => {
    const o = await run({ command: "echo hello; echo warn >&2" });
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    expect(o.raw.fields).toEqual({
      tool: "bash",
      command: "echo hello; echo warn >&2",
      cwd: ".",
      stdout: "hello\n",
      stderr: "warn\n",
      exit_code: 0,
      timed_out: false,
      truncated: false,
      duration_ms: expect.any(Number),
    });
    expect(o.raw).toMatchObject({ prune_input: "hello\n", prune_input_bytes: 6, bytes: 11 });
  });

  it("runs in the root by default and in a nested cwd, reported relative to the root", async () => {
    mkdirSync(path.join(t.root, "sub", "deeper"), { recursive: true });
    expect(fieldsOf(await run({ command: "pwd" }))).toMatchObject({ stdout: `${t.root}\n`, cwd: "." });
    expect(fieldsOf(await run({ command: "pwd", cwd: "sub/deeper" }))).toMatchObject({
      stdout: `${path.join(t.root, "sub", "deeper")}\n`,
      cwd: "sub/deeper",
    });
    // A symlink that stays inside the root is fine; the real directory is used.
    symlinkSync(path.join(t.root, "sub"), path.join(t.root, "link"));
    expect(fieldsOf(await run({ command: "pwd", cwd: "link" }))).toMatchObject({ stdout: `${path.join(t.root, "sub")}\n`, cwd: "sub" });
  });

  it("env overrides are visible and the server's env (PATH, the temporary HOME) is inherited", async () => {
    const f = fieldsOf(await run({ command: 'echo "$FOO|$HOME"; command -v ls >/dev/null && echo has-path', env: { FOO: "bar baz" } }));
    expect(f.stdout).toBe(`bar baz|${t.home}\nhas-path\n`);
    expect(process.env.FOO).toBeUndefined(); // overrides do not leak into the server
  });

  it("stderr is the prune input when stdout is empty, and applyPruned replaces that stream", async () => {
    const o = await run({ command: "echo only-err >&2" });
    if (!o.ok) throw new Error("unexpected failure");
    expect(o.raw.prune_input).toBe("only-err\n");
    expect(bashTool.applyPruned(o.raw.fields, "PRUNED")).toEqual({ ok: true, fields: { ...o.raw.fields, stderr: "PRUNED" } });
    const both = await run({ command: "echo out; echo err >&2" });
    if (!both.ok) throw new Error("unexpected failure");
    expect(bashTool.applyPruned(both.raw.fields, "P")).toEqual({ ok: true, fields: { ...both.raw.fields, stdout: "P" } });
  });

  it("`cat` with no arguments ends at once: stdin is empty, never the server's", async () => {
    const started = Date.now();
    const f = fieldsOf(await run({ command: "cat; echo done", timeout_ms: 10_000 }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(f.stdout).toBe("done\n");
  });
});

describe("bash: cwd checks", () => {
  it("missing, a file and a symlink leading outside the root are invalid_cwd", async () => {
    writeFileSync(path.join(t.root, "file.txt"), "x");
    mkdirSync(path.join(t.base, "outside"));
    symlinkSync(path.join(t.base, "outside"), path.join(t.root, "out"));
    for (const cwd of ["missing", "file.txt", "out"]) {
      const o = await run({ command: "pwd", cwd });
      expect(o.ok, cwd).toBe(false);
      expect(!o.ok && o.failure.code, cwd).toBe("invalid_cwd");
    }
  });

  it("`../` and absolute paths outside the root are schema issues (-32602), not tool errors", () => {
    for (const cwd of ["../", "..", path.join(t.base, "outside"), `../${path.basename(t.root)}_evil`]) {
      const r = bashArgsSchema(t.root).safeParse({ command: "pwd", cwd });
      expect(r.success, cwd).toBe(false);
      expect(r.error?.issues.map((i) => [i.path.join("."), i.code]), cwd).toEqual([["cwd", "custom"]]);
    }
    expect(bashArgsSchema(t.root).safeParse({ command: "pwd", cwd: "a/../b" }).success).toBe(true);
  });
});

describe("bash: failures", () => {
  it("nonzero_exit keeps stdout and stderr", async () => {
    const o = await run({ command: "echo o; echo e >&2; exit 7" });
    expect(o).toMatchObject({
      ok: false,
      failure: { code: "nonzero_exit", exit_code: 7, message: "command exited with code 7", extra: { stdout: "o\n", stderr: "e\n" } },
    });
  });

  it("a command killed by a signal reports 128 + the signal number", async () => {
    const o = await run({ command: "kill -TERM $$" });
    expect(!o.ok && o.failure).toMatchObject({ code: "nonzero_exit", exit_code: 143 });
  });

  it("spawn_error when bash cannot be started", async () => {
    const o = await run({ command: "true", env: { PATH: path.join(t.base, "no-such-bin") } });
    expect(!o.ok && o.failure.code).toBe("spawn_error");
    expect(!o.ok && o.failure.message).toMatch(/ENOENT/);
  });

  it("timeout kills the whole group; a grandchild holding the pipe does not delay the answer", async () => {
    const pidFile = path.join(t.base, "grandchild.pid");
    const started = Date.now();
    // The grandchild inherits the pipe and would write to it after 30 s.
    const o = await run({ command: `(sleep 30; echo late) & echo $! > ${pidFile}; echo early; sleep 30`, timeout_ms: 300 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
    expect(o).toMatchObject({ ok: false, failure: { code: "timeout", timeout_ms: 300, extra: { stdout: "early\n", stderr: "" } } });
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(pid).toBeGreaterThan(0);
    expect(await eventually(() => !isAlive(pid))).toBe(true);
  });

  it("an abort (request cancelled) kills the group at once", async () => {
    const pidFile = path.join(t.base, "shell.pid");
    const ac = new AbortController();
    const started = Date.now();
    const pending = run({ command: `echo $$ > ${pidFile}; sleep 30`, timeout_ms: 60_000 }, ac.signal);
    expect(await eventually(() => existsSync(pidFile) && readFileSync(pidFile, "utf8").endsWith("\n"))).toBe(true);
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(isAlive(pid)).toBe(true);
    ac.abort();
    await expect(pending).rejects.toThrow("cancelled");
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await eventually(() => !isAlive(pid))).toBe(true);
  });
});

describe("bash: background processes", () => {
  it("`sleep 30 & echo hi` answers at once; the job is left alone until shutdown kills it", async () => {
    const started = Date.now();
    const f = fieldsOf(await run({ command: "sleep 30 & echo $!; echo hi", timeout_ms: 20_000 }));
    expect(Date.now() - started).toBeLessThan(2000);
    const [pidLine, hi] = String(f.stdout).split("\n");
    expect(hi).toBe("hi");
    const pid = Number(pidLine);
    expect(f.exit_code).toBe(0);
    expect(isAlive(pid)).toBe(true);
    killAllProcessGroups();
    expect(await eventually(() => !isAlive(pid))).toBe(true);
  });
});

describe("bash: output after the command exits", () => {
  it("a job that left the process group and holds the pipes: what it writes soon is read, and its own run delays the answer by a bounded wait", async () => {
    // The group is empty once bash exits, so the pipes' end is waited for, up to 2 s:
    // the job's line, written half a second later, is part of the output.
    const soon = fieldsOf(await run({ command: "setsid sh -c 'sleep 0.5; echo late' & echo hi", timeout_ms: 20_000 }));
    expect(soon.stdout).toBe("hi\nlate\n");
    // A wait that were not bounded would last the job's 30 s and end as a timeout (fieldsOf throws).
    // The job's pid goes to a file, so it is killed whatever the answer was.
    const pidFile = path.join(t.root, "sleeper.pid");
    try {
      const f = fieldsOf(await run({ command: "setsid sleep 30 & echo $! > sleeper.pid; echo hi", timeout_ms: 5_000 }));
      expect(f.stdout).toBe("hi\n");
      expect(f.exit_code).toBe(0);
    } finally {
      if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, "utf8")), "SIGKILL");
    }
  });

  it("output written just before exit is all read, with many commands at once", async () => {
    const lines = 2000;
    const outs = await Promise.all(Array.from({ length: 24 }, () => run({ command: `seq 1 ${lines}`, timeout_ms: 20_000 })));
    for (const o of outs) expect(String(fieldsOf(o).stdout).trimEnd().split("\n")).toHaveLength(lines);
  });
});

describe("bash: output cap", () => {
  it("truncates on a character boundary, stops the command, and reports exit_code 137", async () => {
    const started = Date.now();
    const o = await run({ command: "while true; do printf 'é'; done", max_output_bytes: 1025, timeout_ms: 20_000 });
    expect(Date.now() - started).toBeLessThan(5000);
    const f = fieldsOf(o);
    expect(f).toMatchObject({ truncated: true, exit_code: 137, timed_out: false });
    // 1025 bytes would end half-way through an "é": the half is dropped.
    expect(Buffer.byteLength(f.stdout as string)).toBe(1024);
    expect(f.stdout).toBe("é".repeat(512));
    expect(bashTool.renderText(f)).toMatch(/\n\[output truncated at 1025 bytes\]$/);
  });

  it("counts stdout and stderr together, in arrival order", async () => {
    const o = await run({
      command: "printf 'a%.0s' $(seq 600); sleep 0.2; printf 'b%.0s' $(seq 600) >&2; sleep 20",
      max_output_bytes: 1024,
      timeout_ms: 20_000,
    });
    const f = fieldsOf(o);
    expect(f).toMatchObject({ stdout: "a".repeat(600), stderr: "b".repeat(424), truncated: true, exit_code: 137 });
  });

  it("the default cap applies without max_output_bytes", async () => {
    const f = fieldsOf(await run({ command: "head -c 600000 /dev/zero | tr '\\0' x; sleep 20", timeout_ms: 20_000 }));
    expect(f.truncated).toBe(true);
    expect((f.stdout as string).length).toBe(524_288);
  });
});

describe("bash: how the pruner reads the output", () => {
  it("a command that prints one source file is that file's text: the file names the grammar", () => {
    for (const [command, file] of [["cat src/a.py", "src/a.py"], ['cat "my lib.ts"', "my lib.ts"], ["head -n 50 lib/x.go", "lib/x.go"], ["tail -200 a.rs", "a.rs"], ["sed -n '10,80p' pkg/Y.java", "pkg/Y.java"], ["head --lines=5 q.rb", "q.rb"], ["git show HEAD~2:src/app/main.ts", "src/app/main.ts"], ["tail -n +120 a.rs", "a.rs"]]) {
      expect(bashTool.pruneHint({ command, stdout: "x = 1\n", stderr: "" }, "x = 1\n"), command).toEqual({ source: "code", path: file });
    }
  });

  it("a file printed with its line numbers, or a range of it: that file's text (the engine reads past the numbers)", () => {
    for (const command of ["cat -n src/a.py", "nl -ba src/a.py", "nl -b a src/a.py", "nl src/a.py", "nl -ba src/a.py | sed -n '120,220p'", "sed -n '120,220p' src/a.py | nl -ba", "cat -n src/a.py | head -n 80", "git show HEAD:src/a.py | nl -ba | sed -n 5,9p"]) {
      expect(bashTool.pruneHint({ command, stdout: "     1\tx = 1\n", stderr: "" }, "     1\tx = 1\n"), command).toEqual({ source: "code", path: "src/a.py" });
    }
  });

  it("a printed file without an extension is source code when it starts as only code does (a shebang, `#include`)", () => {
    const hint = (command: string, stdout: string) => bashTool.pruneHint({ command, stdout, stderr: "" }, stdout);
    const script = "#!/usr/bin/env python3\nimport sys\n\ndef main():\n    return 0\n";
    expect(hint("cat bin/deploy", script)).toEqual({ source: "code", path: "bin/deploy" });
    const numbered = script.split("\n").slice(0, -1).map((l, i) => `${String(i + 1).padStart(6)}\t${l}`).join("\n") + "\n";
    expect(hint("cat -n bin/deploy", numbered)).toEqual({ source: "code", path: "bin/deploy" });
    const header = "// <vector> -*- C++ -*-\n\n#pragma GCC system_header\n\n#include <bits/stl_algobase.h>\n";
    expect(hint("head -n 80 /usr/include/c++/12/vector", header)).toEqual({ source: "code", path: "/usr/include/c++/12/vector" });
    // A header opens, after its comments, with a directive: an include guard of any name, `#pragma once`; PHP with its tag.
    const guarded = "/*\n * Copyright 2024\n * Licensed under the MIT license\n */\n// -*- C++ -*-\n#ifndef _LIBCPP_VECTOR\n#define _LIBCPP_VECTOR\n/*\n    vector synopsis\n*/\n";
    expect(hint("cat include/vector", guarded)).toEqual({ source: "code", path: "include/vector" });
    expect(hint("cat include/span", "// span\n#pragma once\ntemplate <class T> class span;\n")).toEqual({ source: "code", path: "include/span" });
    expect(hint("cat bin/serve", "\uFEFF<?php\necho 'hi';\n")).toEqual({ source: "code", path: "bin/serve" });
    // Prose, configuration and logs whose lines begin with a keyword of some language are not code.
    const notCode: Array<[string, string]> = [
      ["cat LICENSE", "MIT License\n\nPermission is hereby granted, free of charge\n"],
      ["cat NOTICE", "Apache License\n\nconstructing, various derivative works, and\ntype faces are covered by this notice\n"],
      ["cat Makefile", "export CC=gcc\nall: app\n\tcc -o app main.c\n"],
      ["cat .env", "export DATABASE_URL=postgres://db/app\nconst_limit=3\n"],
      ["tail -n 200 joblog", "INFO step 1 done in 3s\nERROR worker 7 crashed\nTraceback (most recent call last):\n  File \"job.py\", line 3, in <module>\n    import numpy\nModuleNotFoundError: No module named 'numpy'\n"],
      ["cat README", "mylib\n=====\n\nUse it from C:\n\n    #include <mylib.h>\n"],
      ["tail -n 50 buildlog", "cc -c a.c\na.c:1:10: fatal error: 'foo.h' file not found\n#include <foo.h>\n         ^~~~~~~\n"],
      ["cat sudoers", "# This file MUST be edited with the 'visudo' command\nDefaults env_reset\n#include \"/etc/sudoers.local\"\n"],
    ];
    for (const [command, text] of notCode) expect(hint(command, text), command).toEqual({ source: "logs" });
    // Another extension says what the file is, whatever it holds.
    expect(hint("cat run.log", script)).toEqual({ source: "logs" });
  });

  it("two files, an option, a pipe, a variable, a glob, or a file that is not source code: command output", () => {
    for (const command of ["cat build.log", "cat out.txt", "cat notes.md", "cat a.py b.py", "cat -A a.py", "cat a.py | grep x", "nl -ba a.py | wc -l", "cat -n a.py | sort", "cat -n a.py | nl", "nl -ba a.py | sed -n 1,9p | cat -n", "cat $HOME/x", "cat src/*.py", "cat a.py && make", "sed -n '/x/p' a.py", "less a.py", "git show HEAD", "git show --stat HEAD:a.py"]) {
      expect(bashTool.pruneHint({ command, stdout: "x = 1\n", stderr: "" }, "x = 1\n"), command).toEqual({ source: "logs" });
    }
  });

  it("what is pruned is stderr (stdout empty): command output, whatever the command", () => {
    const stderr = "cat: src/a.py: No such file or directory\n";
    expect(bashTool.pruneHint({ command: "cat src/a.py", stdout: "", stderr }, stderr)).toEqual({ source: "logs" });
    const vet = "./main.go:12:5: undefined: limit\n./main.go:14:2: x declared and not used\n";
    expect(bashTool.pruneHint({ command: "rg -n limit . ; go vet .", stdout: "", stderr: vet }, vet)).toEqual({ source: "logs" });
  });

  it("a search tool's output that is grep's and nothing else is read as the grep tool's, in code", () => {
    const hint = (command: string, stdout: string) => bashTool.pruneHint({ command, stdout, stderr: "" }, stdout);
    const matches = "src/a.js:3:retry()\nsrc/b.js:9:  retry(2)\n";
    for (const command of ["rg -n retry src", "grep -rn retry src | head -50", "cd lib && git grep -n retry"]) expect(hint(command, matches), command).toEqual({ source: "code" });
    expect(hint("rg -n retry src 2>&1", "src/a.js:3:retry()\nrg: src/c: Permission denied (os error 13)\n")).toEqual({ source: "logs" });
    // Output shaped like grep's from a tool that is not a search (a linter, `go vet` on stdout): command output.
    expect(hint("golint ./...", "main.go:3:1: exported function Limit should have comment\nmain.go:9:6: error strings should not be capitalized\n")).toEqual({ source: "logs" });
  });
});

describe("bash: renderText", () => {
  it("stdout, then stderr under [stderr], then the exit code and truncation notes", () => {
    expect(bashTool.renderText({ stdout: "a\n", stderr: "b", exit_code: 0, truncated: false })).toBe("a\n[stderr]\nb");
    expect(bashTool.renderText({ stdout: "", stderr: "", exit_code: 0, truncated: false })).toBe("");
    expect(bashTool.renderText({ stdout: "x", stderr: "", exit_code: 3, truncated: true })).toBe("x\n[exit code 3]\n[output truncated at 1 bytes]");
  });

  it("an error result starts with `error <code>: <message>` then the captured streams", () => {
    const text = bashTool.renderText({
      tool: "bash",
      error: { code: "nonzero_exit", message: "command exited with code 2", exit_code: 2 },
      stdout: "out",
      stderr: "err\n",
    });
    expect(text).toBe("error nonzero_exit: command exited with code 2\nout\n[stderr]\nerr");
    expect(bashTool.renderText({ tool: "bash", error: { code: "invalid_cwd", message: "x is not a directory" } })).toBe(
      "error invalid_cwd: x is not a directory",
    );
  });
});

describe("runProcess", () => {
  const base = { cwd: "/", env: process.env, timeoutMs: 10_000, maxOutputBytes: 1 << 20 };

  it("line mode joins a character split across writes and hands over complete lines", async () => {
    const lines: string[] = [];
    const r = await runProcess({
      ...base,
      command: "bash",
      args: ["-c", "printf 'a\\xc3'; sleep 0.1; printf '\\xa9b\\nsecond\\nlast'"],
      onStdoutLine: (line) => void lines.push(line),
    });
    expect(lines).toEqual(["aéb", "second", "last"]);
    expect(r).toMatchObject({ exitCode: 0, stopped: false, stdout: "" });
  });

  it("line mode holds at most maxLineBytes of a line and says the line was cut", async () => {
    const seen: Array<[number, boolean]> = [];
    const r = await runProcess({
      ...base,
      command: "bash",
      args: ["-c", "head -c 100000 /dev/zero | tr '\\0' a; echo; echo short"],
      maxLineBytes: 1000,
      onStdoutLine: (line, cut) => void seen.push([line.length, cut]),
    });
    expect(seen).toEqual([
      [1000, true],
      [5, false],
    ]);
    expect(r.exitCode).toBe(0);
  });

  it("a consumer that asks to stop kills the group without waiting for the end", async () => {
    const started = Date.now();
    let n = 0;
    const r = await runProcess({ ...base, command: "bash", args: ["-c", "while true; do echo x; done"], onStdoutLine: () => ++n === 3 });
    expect(n).toBe(3);
    expect(r).toMatchObject({ stopped: true, signal: "SIGKILL" });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("spawn errors are returned, not thrown", async () => {
    const missing = await runProcess({ ...base, command: "/no/such/program", args: [] });
    expect(missing.spawnError).toMatch(/ENOENT/);
    const nul = await runProcess({ ...base, command: "bash", args: ["-c", "echo a\0b"] });
    expect(nul.spawnError).toBeDefined();
    expect(nul.exitCode).toBeNull();
  });

  it("an already aborted signal starts nothing", async () => {
    const ac = new AbortController();
    ac.abort();
    const r = await runProcess({ ...base, command: "bash", args: ["-c", "echo ran"], signal: ac.signal });
    expect(r).toMatchObject({ aborted: true, stdout: "", exitCode: null });
  });
});
