import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir, RawServer } from "./helpers/rawServer.js";

// Every row of design.md's "Tool argument validation" table, sent over a real
// stdio connection, gets the exact deterministic -32602 object.

let server: RawServer;
let base: string;
let root: string;

beforeAll(async () => {
  base = makeTempDir();
  root = path.join(base, "root");
  mkdirSync(root);
  mkdirSync(path.join(base, "root_evil"));
  writeFileSync(path.join(base, "root_evil", "secret.txt"), "TOP-SECRET\n");
  writeFileSync(path.join(root, "a.txt"), "hello\n");
  server = new RawServer({ MCP_PRUNER_CWD: root, PRUNER_URL: "" });
  await server.initialize();
});

afterAll(async () => {
  await server.close();
  rmSync(base, { recursive: true, force: true });
});

type Issue = [path: string, code: string];

function expected(method: string, issues: Issue[], tool?: string) {
  return {
    code: -32602,
    message: "Invalid params",
    data: {
      jeeves: { schemaVersion: 1 },
      method,
      ...(tool !== undefined ? { tool } : {}),
      issues: issues.map(([p, code]) => ({ path: p, code, message: code })),
    },
  };
}

const long = (n: number) => "x".repeat(n);

// [title, tool, arguments, expected issues]
const ROWS: Array<[string, string, Record<string, unknown>, Issue[]]> = [
  // read.file_path: required; non-empty; no \0; within root
  ["read.file_path missing", "read", {}, [["arguments.file_path", "invalid_type"]]],
  ["read.file_path empty", "read", { file_path: "" }, [["arguments.file_path", "too_small"]]],
  ["read.file_path with NUL", "read", { file_path: "a\0b" }, [["arguments.file_path", "custom"]]],
  ["read.file_path not a string", "read", { file_path: 7 }, [["arguments.file_path", "invalid_type"]]],
  ["read.file_path escapes via ..", "read", { file_path: "../outside.txt" }, [["arguments.file_path", "custom"]]],
  ["read.file_path absolute outside", "read", { file_path: "/etc/passwd" }, [["arguments.file_path", "custom"]]],
  ["read.file_path into a sibling named like the root", "read", { file_path: "../root_evil/secret.txt" }, [["arguments.file_path", "custom"]]],
  // read.encoding
  ["read.encoding other than utf-8", "read", { file_path: "a.txt", encoding: "latin1" }, [["arguments.encoding", "invalid_value"]]],
  // read.context_focus_question
  ["read.context_focus_question blank", "read", { file_path: "a.txt", context_focus_question: "   " }, [["arguments.context_focus_question", "custom"]]],
  ["read.context_focus_question too long", "read", { file_path: "a.txt", context_focus_question: long(1001) }, [["arguments.context_focus_question", "too_big"]]],
  ["read.context_focus_question not a string", "read", { file_path: "a.txt", context_focus_question: 3 }, [["arguments.context_focus_question", "invalid_type"]]],
  // read.max_output_bytes
  ["read.max_output_bytes below 1024", "read", { file_path: "a.txt", max_output_bytes: 1023 }, [["arguments.max_output_bytes", "too_small"]]],
  ["read.max_output_bytes above 10485760", "read", { file_path: "a.txt", max_output_bytes: 10_485_761 }, [["arguments.max_output_bytes", "too_big"]]],
  ["read.max_output_bytes not an integer", "read", { file_path: "a.txt", max_output_bytes: 2048.5 }, [["arguments.max_output_bytes", "invalid_type"]]],
  ["read.max_output_bytes as a string", "read", { file_path: "a.txt", max_output_bytes: "2048" }, [["arguments.max_output_bytes", "invalid_type"]]],
  ["read unknown argument", "read", { file_path: "a.txt", path: "a.txt" }, [["arguments.path", "unrecognized_keys"]]],
  // bash.command
  ["bash.command missing", "bash", {}, [["arguments.command", "invalid_type"]]],
  ["bash.command empty", "bash", { command: "" }, [["arguments.command", "too_small"]]],
  ["bash.command too long", "bash", { command: long(50_001) }, [["arguments.command", "too_big"]]],
  // bash.cwd
  ["bash.cwd escapes", "bash", { command: "pwd", cwd: "../" }, [["arguments.cwd", "custom"]]],
  ["bash.cwd absolute outside", "bash", { command: "pwd", cwd: "/tmp" }, [["arguments.cwd", "custom"]]],
  // bash.env
  ["bash.env lowercase key", "bash", { command: "true", env: { lower: "x" } }, [["arguments.env.lower", "invalid_key"]]],
  ["bash.env value too long", "bash", { command: "true", env: { FOO: long(4001) } }, [["arguments.env.FOO", "too_big"]]],
  ["bash.env value with NUL", "bash", { command: "true", env: { FOO: "a\0b" } }, [["arguments.env.FOO", "custom"]]],
  ["bash.env value not a string", "bash", { command: "true", env: { FOO: 1 } }, [["arguments.env.FOO", "invalid_type"]]],
  [
    "bash.env more than 200 entries",
    "bash",
    { command: "true", env: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`K${i}`, "v"])) },
    [["arguments.env", "custom"]],
  ],
  // bash.timeout_ms
  ["bash.timeout_ms below 100", "bash", { command: "true", timeout_ms: 99 }, [["arguments.timeout_ms", "too_small"]]],
  ["bash.timeout_ms above 300000", "bash", { command: "true", timeout_ms: 300_001 }, [["arguments.timeout_ms", "too_big"]]],
  ["bash.context_focus_question blank", "bash", { command: "true", context_focus_question: "" }, [["arguments.context_focus_question", "custom"]]],
  ["bash.max_output_bytes too small", "bash", { command: "true", max_output_bytes: 0 }, [["arguments.max_output_bytes", "too_small"]]],
  // grep
  ["grep.pattern missing", "grep", {}, [["arguments.pattern", "invalid_type"]]],
  ["grep.pattern empty", "grep", { pattern: "" }, [["arguments.pattern", "too_small"]]],
  ["grep.pattern too long", "grep", { pattern: long(10_001) }, [["arguments.pattern", "too_big"]]],
  ["grep.path escapes", "grep", { pattern: "x", path: "../root_evil" }, [["arguments.path", "custom"]]],
  ["grep.paths empty", "grep", { pattern: "x", paths: [] }, [["arguments.paths", "too_small"]]],
  ["grep.paths over 100", "grep", { pattern: "x", paths: Array.from({ length: 101 }, () => ".") }, [["arguments.paths", "too_big"]]],
  ["grep.paths entry escapes", "grep", { pattern: "x", paths: [".", "/etc"] }, [["arguments.paths.1", "custom"]]],
  ["grep.path with paths", "grep", { pattern: "x", path: ".", paths: ["."] }, [["arguments.paths", "custom"]]],
  ["grep.cwd escapes", "grep", { pattern: "x", cwd: ".." }, [["arguments.cwd", "custom"]]],
  ["grep.fixed_string not boolean", "grep", { pattern: "x", fixed_string: "yes" }, [["arguments.fixed_string", "invalid_type"]]],
  ["grep.case_sensitive not boolean", "grep", { pattern: "x", case_sensitive: 0 }, [["arguments.case_sensitive", "invalid_type"]]],
  ["grep.timeout_ms too big", "grep", { pattern: "x", timeout_ms: 300_001 }, [["arguments.timeout_ms", "too_big"]]],
  ["grep.max_matches 0", "grep", { pattern: "x", max_matches: 0 }, [["arguments.max_matches", "too_small"]]],
  ["grep.max_matches 5001", "grep", { pattern: "x", max_matches: 5001 }, [["arguments.max_matches", "too_big"]]],
  ["grep.context_focus_question too long", "grep", { pattern: "x", context_focus_question: long(1001) }, [["arguments.context_focus_question", "too_big"]]],
  ["grep.max_output_bytes too big", "grep", { pattern: "x", max_output_bytes: 20_000_000 }, [["arguments.max_output_bytes", "too_big"]]],
  // several issues come back sorted by (path, code)
  [
    "several issues, sorted",
    "read",
    { max_output_bytes: 1, file_path: "", context_focus_question: " ", zz: 1, aa: 2 },
    [
      ["arguments.aa", "unrecognized_keys"],
      ["arguments.context_focus_question", "custom"],
      ["arguments.file_path", "too_small"],
      ["arguments.max_output_bytes", "too_small"],
      ["arguments.zz", "unrecognized_keys"],
    ],
  ],
];

describe("tools/call argument validation over stdio", () => {
  it.each(ROWS)("%s", async (_title, tool, args, issues) => {
    const r = await server.call(tool, args);
    expect(r.result).toBeUndefined();
    expect(r.error).toEqual(expected("tools/call", issues, tool));
  });

  it("no validation failure ran a tool: every row logged request_invalid, none exec_start", async () => {
    await server.call("read", { file_path: "" });
    // Log lines are written asynchronously: wait until all the rows' lines are in.
    for (let i = 0; i < 200 && server.logs.filter((l) => l.event === "tool.request_invalid").length < ROWS.length + 1; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(server.logs.filter((l) => l.event === "tool.request_invalid").length).toBe(ROWS.length + 1);
    expect(server.logs.filter((l) => l.event === "tool.exec_start")).toEqual([]);
  });
});

describe("tools/call params", () => {
  it("an unknown tool is -32602 on `name`, naming the tool", async () => {
    const r = await server.call("write", { file_path: "a.txt" });
    expect(r.error).toEqual(expected("tools/call", [["name", "invalid_value"]], "write"));
  });

  it("a missing name is -32602 without `tool`", async () => {
    const r = await server.request("tools/call", { arguments: {} });
    expect(r.error).toEqual(expected("tools/call", [["name", "invalid_type"]]));
  });

  it("arguments that are not an object", async () => {
    const r = await server.request("tools/call", { name: "read", arguments: ["a.txt"] });
    expect(r.error).toEqual(expected("tools/call", [["arguments", "invalid_type"]], "read"));
  });

  it("params that are not an object fail in `received` (parse failure)", async () => {
    const r = await server.request("tools/call", "read a.txt");
    expect(r.error).toEqual(expected("tools/call", [["", "invalid_type"]]));
    await server.waitForEvent("tool.request_parse_failed");
  });

  it("missing arguments mean {}", async () => {
    const r = await server.request("tools/call", { name: "grep" });
    expect(r.error).toEqual(expected("tools/call", [["arguments.pattern", "invalid_type"]], "grep"));
  });
});

describe("other methods", () => {
  it("initialize without protocolVersion is -32602", async () => {
    const r = await server.request("initialize", { capabilities: {} });
    expect(r.error).toEqual(expected("initialize", [["protocolVersion", "invalid_type"]]));
  });

  it("tools/list with a non-object params is -32602", async () => {
    const r = await server.request("tools/list", { cursor: 5 });
    expect(r.error).toEqual(expected("tools/list", [["cursor", "invalid_type"]]));
  });

  it("an unknown method is -32601", async () => {
    const r = await server.request("resources/list", {});
    expect(r.error).toMatchObject({ code: -32601, message: "Method not found" });
  });

  it("stdout carried only JSON-RPC lines", () => {
    expect(server.stdoutLines.length).toBeGreaterThan(ROWS.length);
    expect(server.stdoutIsProtocolOnly()).toBe(true);
  });
});
