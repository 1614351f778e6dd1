/**
 * Environment for the `claude` CLI in tests: offline (no telemetry, no update
 * checks, any API call goes to a dead loopback port), a throw-away HOME.
 */
export function offlineClaudeEnv(home: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: home,
    ANTHROPIC_API_KEY: "sk-offline-test",
    ANTHROPIC_BASE_URL: "http://127.0.0.1:9",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_ERROR_REPORTING: "1",
  };
}
