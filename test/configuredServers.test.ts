import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { filterMcpServersByMode, parseMcpServers, parseMcpServersJsonc, toClaudeAgentSdkMcpServers, toCodexConfigArgs } from "../src/runner/index.js";

// runner.md §3: a user's mcpServers with modes. Every schema rule has its error,
// naming the server and the rule.

const errorsOf = (config: unknown, env: Record<string, string> = {}) => {
  const r = parseMcpServers(config, env);
  return r.ok ? [] : r.errors;
};

describe("parseMcpServers", () => {
  it("no mcpServers field means an empty record", () => {
    expect(parseMcpServers({ other: 1 })).toEqual({ ok: true, servers: {} });
  });

  it("a typo such as `comand` fails, naming the key and the server", () => {
    expect(errorsOf({ mcpServers: { fs: { comand: "npx" } } })).toEqual(['mcpServers.fs: unknown key "comand"']);
  });

  it.each([
    [{ fs: {} }, 'mcpServers.fs: a stdio server needs "command"'],
    [{ fs: { type: "stdio" } }, 'mcpServers.fs: a stdio server needs "command"'],
    [{ fs: { command: "x", url: "http://h" } }, 'mcpServers.fs: a stdio server cannot have "url" (set "type": "http" or "sse")'],
    [{ fs: { command: "x", headers: { A: "b" } } }, 'mcpServers.fs: "headers" are for "http"/"sse" servers'],
    [{ web: { type: "http" } }, 'mcpServers.web: a "http" server needs "url"'],
    [{ web: { type: "sse", url: "ws://h" } }, 'mcpServers.web: "url" must be an http(s) URL'],
    [{ web: { type: "http", url: "http://h", command: "x" } }, 'mcpServers.web: a "http" server cannot have "command"'],
    [{ web: { type: "http", url: "http://h", env: { A: "b" } } }, 'mcpServers.web: "args"/"env" are for stdio servers'],
  ])("transport rule %j", (servers, message) => {
    expect(errorsOf({ mcpServers: servers })).toEqual([message]);
  });

  it.each([
    [{ fs: { command: 1 } }, "mcpServers.fs.command"],
    [{ fs: { command: "x", args: "a b" } }, "mcpServers.fs.args"],
    [{ fs: { command: "x", env: { A: 1 } } }, "mcpServers.fs.env.A"],
    [{ fs: { command: "x", type: "ws" } }, "mcpServers.fs.type"],
    [{ fs: { command: "x", modes: [] } }, "mcpServers.fs.modes"],
  ])("type rule %j names %s", (servers, where) => {
    const errors = errorsOf({ mcpServers: servers });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.startsWith(`${where}: `)).toBe(true);
  });

  it("the whole config and mcpServers must be objects", () => {
    expect(errorsOf([])).toEqual(["config: must be a JSON object"]);
    expect(errorsOf({ mcpServers: ["fs"] })).toEqual(["mcpServers: must be an object of servers"]);
  });

  it("expands ${VAR} and ${VAR:-default} before validation; unset is an error", () => {
    const r = parseMcpServers(
      { mcpServers: { gh: { type: "http", url: "${API:-https://api.example}/mcp", headers: { Authorization: "Bearer ${TOKEN}" } } } },
      { TOKEN: "t0k" },
    );
    expect(r).toEqual({ ok: true, servers: { gh: { type: "http", url: "https://api.example/mcp", headers: { Authorization: "Bearer t0k" } } } });
    expect(errorsOf({ mcpServers: { fs: { command: "${NOPE}" } } })).toEqual(["mcpServers.fs.command: ${NOPE} is not set"]);
  });

  it("parses JSONC with comments and trailing commas, and reports syntax errors", () => {
    const text = `{
      // the user's servers
      "mcpServers": { "fs": { "command": "npx", "args": ["-y", "srv"], }, },
    }`;
    expect(parseMcpServersJsonc(text)).toEqual({ ok: true, servers: { fs: { command: "npx", args: ["-y", "srv"] } } });
    const bad = parseMcpServersJsonc('{ "mcpServers": { "fs": } }');
    expect(bad.ok).toBe(false);
  });
});

describe("filterMcpServersByMode", () => {
  const servers = {
    fs: { command: "fs-server" },
    docker: { command: "d", modes: ["container"] },
    web: { type: "http" as const, url: "https://h/mcp", modes: ["host"] },
    pruner: { command: "mine" },
  };

  it("default modes are host and container; others are listed as filtered; reserved names skipped with a warning", () => {
    expect(filterMcpServersByMode(servers, "host")).toEqual({
      active: { fs: { type: "stdio", command: "fs-server" }, web: { type: "http", url: "https://h/mcp" } },
      filtered: [{ name: "docker", modes: ["container"] }],
      warnings: ['mcpServers.pruner: "pruner" is reserved for the runner\'s own server; skipped'],
    });
    expect(Object.keys(filterMcpServersByMode(servers, "container").active)).toEqual(["fs", "docker"]);
  });

  it("translates the active set for both providers", () => {
    const { active } = filterMcpServersByMode({ ...servers, sse: { type: "sse" as const, url: "https://s/sse" } }, "host");
    expect(toClaudeAgentSdkMcpServers(active)).toEqual({
      fs: { type: "stdio", command: "fs-server" },
      web: { type: "http", url: "https://h/mcp" },
      sse: { type: "sse", url: "https://s/sse" },
    });
    const warnings: string[] = [];
    const argv = toCodexConfigArgs(active, (w) => warnings.push(w));
    const doc = argv.filter((_, i) => i % 2 === 1).map((kv) => kv.replace("=", " = ")).join("\n");
    expect(parse(doc)).toEqual({ mcp_servers: { fs: { command: "fs-server" }, web: { url: "https://h/mcp" } } });
    expect(warnings).toEqual(["mcpServers.sse: Codex does not support SSE servers; skipped"]);
  });
});
