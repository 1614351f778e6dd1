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
        // No result format: it follows the client (clientFormats.ts).
        compression: "recall",
        fullOutputDir: ".mcp-pruner/outputs",
        logLevel: "info",
      },
    });
    expect(DEFAULT_PRUNER_URL).toBe("http://localhost:8000/prune");
  });

  it("MCP_PRUNER_RESULT_FORMAT forces a format (auto: follow the client); MCP_PRUNER_COMPRESSION picks a level", () => {
    expect(parseConfig({ MCP_PRUNER_RESULT_FORMAT: "text" }, "/")).toMatchObject({ ok: true, config: { resultFormat: "text" } });
    expect(parseConfig({ MCP_PRUNER_RESULT_FORMAT: "Structured" }, "/")).toMatchObject({ ok: true, config: { resultFormat: "structured" } });
    const auto = parseConfig({ MCP_PRUNER_RESULT_FORMAT: "auto" }, "/");
    expect(auto.ok).toBe(true);
    expect(auto.ok && "resultFormat" in auto.config).toBe(false);
    expect(parseConfig({ MCP_PRUNER_COMPRESSION: "aggressive" }, "/")).toMatchObject({ ok: true, config: { compression: "aggressive" } });
  });

  it("PRUNER_URL set to the default URL (what a runner forwards by default) keeps the embedded fallback; another URL is explicit", () => {
    expect(parseConfig({ PRUNER_URL: DEFAULT_PRUNER_URL }, "/")).toMatchObject({ ok: true, config: { prunerUrl: DEFAULT_PRUNER_URL, prunerUrlExplicit: false } });
    expect(parseConfig({ PRUNER_URL: "http://localhost:8001/prune" }, "/")).toMatchObject({ ok: true, config: { prunerUrlExplicit: true } });
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
    [{ MCP_PRUNER_RESULT_FORMAT: "json" }, /MCP_PRUNER_RESULT_FORMAT must be one of structured, text, auto/],
    [{ MCP_PRUNER_COMPRESSION: "max" }, /MCP_PRUNER_COMPRESSION must be one of recall, balanced, aggressive/],
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
