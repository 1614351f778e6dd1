import { describe, expect, it } from "vitest";
import { DEFAULT_PRUNER_URL, parseConfig } from "../src/server/config.js";

describe("parseConfig", () => {
  it("defaults", () => {
    expect(parseConfig({}, "/srv/project")).toEqual({
      ok: true,
      config: {
        prunerUrl: DEFAULT_PRUNER_URL,
        prunerUrlExplicit: false,
        prunerTimeoutMs: 30_000,
        prunerMaxInputBytes: 262_144,
        root: "/srv/project",
        resultFormat: "structured",
        fullOutputDir: ".mcp-pruner/outputs",
        logLevel: "info",
      },
    });
    expect(DEFAULT_PRUNER_URL).toBe("http://localhost:8000/prune");
  });

  it("an empty PRUNER_URL disables pruning; a URL is kept verbatim", () => {
    expect(parseConfig({ PRUNER_URL: "" }, "/").ok && (parseConfig({ PRUNER_URL: "" }, "/") as any).config.prunerUrl).toBe("");
    const r = parseConfig({ PRUNER_URL: "https://pruner.example:9000/v1/prune?x=1" }, "/");
    expect(r).toMatchObject({ ok: true, config: { prunerUrl: "https://pruner.example:9000/v1/prune?x=1" } });
  });

  it.each([
    [{ PRUNER_URL: "ftp://x" }, /PRUNER_URL/],
    [{ PRUNER_URL: "not a url" }, /PRUNER_URL/],
    [{ PRUNER_URL: "/relative/prune" }, /PRUNER_URL/],
    [{ PRUNER_TIMEOUT_MS: "abc" }, /PRUNER_TIMEOUT_MS must be an integer from 100 to 300000 \(got "abc"\)/],
    [{ PRUNER_TIMEOUT_MS: "99" }, /PRUNER_TIMEOUT_MS/],
    [{ PRUNER_TIMEOUT_MS: "300001" }, /PRUNER_TIMEOUT_MS/],
    [{ PRUNER_TIMEOUT_MS: "1e3" }, /PRUNER_TIMEOUT_MS/],
    [{ PRUNER_TIMEOUT_MS: "100.5" }, /PRUNER_TIMEOUT_MS/],
    [{ PRUNER_MAX_INPUT_BYTES: "1023" }, /PRUNER_MAX_INPUT_BYTES/],
    [{ PRUNER_MAX_INPUT_BYTES: "10485761" }, /PRUNER_MAX_INPUT_BYTES/],
    [{ MCP_PRUNER_RESULT_FORMAT: "json" }, /MCP_PRUNER_RESULT_FORMAT/],
    [{ MCP_PRUNER_LOG_LEVEL: "trace" }, /MCP_PRUNER_LOG_LEVEL/],
    [{ MCP_PRUNER_FULL_OUTPUT_DIR: "/tmp/out" }, /MCP_PRUNER_FULL_OUTPUT_DIR/],
    [{ MCP_PRUNER_FULL_OUTPUT_DIR: "../out" }, /MCP_PRUNER_FULL_OUTPUT_DIR/],
  ])("rejects %j with a message naming the variable", (env, message) => {
    const r = parseConfig(env, "/");
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(message);
  });

  it("accepts the range ends", () => {
    expect(parseConfig({ PRUNER_TIMEOUT_MS: "100", PRUNER_MAX_INPUT_BYTES: "10485760" }, "/")).toMatchObject({
      ok: true,
      config: { prunerTimeoutMs: 100, prunerMaxInputBytes: 10_485_760 },
    });
    expect(parseConfig({ PRUNER_TIMEOUT_MS: "300000", MCP_PRUNER_CWD: "/srv" }, "/")).toMatchObject({
      ok: true,
      config: { prunerTimeoutMs: 300_000, root: "/srv" },
    });
  });
});
