import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRY, makeTempDir } from "./helpers/rawServer.js";

// The built server through the SDK's own Client, as a real MCP host would use it.

let client: Client;
let transport: StdioClientTransport;
let root: string;
let home: string;

beforeAll(async () => {
  root = makeTempDir();
  home = makeTempDir("mcp-pruner-home-");
  mkdirSync(path.join(root, "lib"));
  writeFileSync(path.join(root, "lib", "math.js"), "export const twice = (n) => n * 2;\n");
  transport = new StdioClientTransport({
    command: process.execPath,
    args: [ENTRY],
    env: { PATH: process.env.PATH ?? "", HOME: home, MCP_PRUNER_CWD: root, PRUNER_URL: "" },
    stderr: "ignore",
  });
  client = new Client({ name: "sdk-test", version: "1.0.0" });
  await client.connect(transport);
});

afterAll(async () => {
  await client.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(home, { recursive: true, force: true });
});

describe("SDK Client", () => {
  it("sees the server's identity and the three tools", async () => {
    expect(client.getServerVersion()).toMatchObject({ name: "@jeeves/mcp-pruner" });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {} });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["read", "bash", "grep"]);
  });

  it("calls read, bash and grep", async () => {
    const read = await client.callTool({ name: "read", arguments: { file_path: "lib/math.js" } });
    expect(read.content).toEqual([{ type: "text", text: "export const twice = (n) => n * 2;\n" }]);
    const bash = await client.callTool({ name: "bash", arguments: { command: "node -e 'console.log(6*7)'" } });
    expect((bash.structuredContent as { stdout: string }).stdout).toBe("42\n");
    const grep = await client.callTool({ name: "grep", arguments: { pattern: "twice", fixed_string: true } });
    expect((grep.content as Array<{ text: string }>)[0]!.text).toContain("lib/math.js:1:14:export const twice");
  });

  it("invalid arguments reject with McpError -32602 and the contract's data", async () => {
    const err = await client.callTool({ name: "read", arguments: { file_path: "../x" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(McpError);
    expect((err as McpError).code).toBe(-32602);
    expect((err as McpError).data).toEqual({
      jeeves: { schemaVersion: 1 },
      method: "tools/call",
      tool: "read",
      issues: [{ path: "arguments.file_path", code: "custom", message: "custom" }],
    });
  });

  it("a tool failure is an isError result, not a rejection", async () => {
    const r = await client.callTool({ name: "bash", arguments: { command: "exit 4" } });
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toMatchObject({ error: { code: "nonzero_exit", exit_code: 4 } });
  });
});
