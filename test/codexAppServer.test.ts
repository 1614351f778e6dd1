import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMcpServers, toCodexConfigArgs } from "../src/runner/index.js";
import { makeTempDir } from "./helpers/rawServer.js";

// Proof with the real Codex CLI, offline: `codex app-server` gets exactly the
// arguments toCodexConfigArgs() produced, a throw-away CODEX_HOME/HOME, a model
// provider on a dead loopback port, and a minimal environment; it must list our tools.

const CODEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../node_modules/.bin/codex");

let home: string;
let cwd: string;
beforeAll(() => {
  home = makeTempDir("codex-home-");
  cwd = makeTempDir("codex-run-");
});
afterAll(() => {
  rmSync(home, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
});

describe("Codex app-server", () => {
  it("mcpServerStatus/list lists read, bash, grep for the pruner server", async () => {
    const built = buildMcpServers({ JEEVES_PRUNER_ENABLED: "1", JEEVES_PRUNER_URL: "" }, { cwd });
    if (!built.enabled) throw new Error("expected enabled");
    const args = [
      "app-server",
      ...["--disable", "plugins", "--disable", "remote_plugin", "--disable", "apps"],
      ...["-c", 'model_provider="dead"', "-c", 'model_providers.dead.name="dead"', "-c", 'model_providers.dead.base_url="http://127.0.0.1:9/v1"'],
      ...toCodexConfigArgs(built.servers),
    ];
    const child = spawn(CODEX, args, { cwd, env: { PATH: process.env.PATH ?? "", HOME: home, CODEX_HOME: home }, stdio: ["pipe", "pipe", "ignore"] });
    const responses = new Map<number, (m: any) => void>();
    let buf = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      buf += d;
      let i: number;
      while ((i = buf.indexOf("\n")) >= 0) {
        const m = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (typeof m.id === "number") responses.get(m.id)?.(m);
      }
    });
    const request = (id: number, method: string, params: unknown) =>
      new Promise<any>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`${method}: no answer`)), 30_000);
        responses.set(id, (m) => (clearTimeout(t), resolve(m)));
        child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
      });
    try {
      const init = await request(1, "initialize", { clientInfo: { name: "mcp-pruner-test", version: "1" } });
      expect(init.result).toBeDefined();
      child.stdin.write(JSON.stringify({ jsonrpc: "2.0", method: "initialized" }) + "\n");
      const list = await request(2, "mcpServerStatus/list", { detail: "toolsAndAuthOnly", serverName: "pruner" });
      const pruner = list.result.data.find((s: { name: string }) => s.name === "pruner");
      expect(pruner.serverInfo.name).toBe("@jeeves/mcp-pruner");
      expect(Object.keys(pruner.tools).sort()).toEqual(["bash", "grep", "read"]);
    } finally {
      child.kill("SIGKILL");
    }
  }, 60_000);
});
