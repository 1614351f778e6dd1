// A runner's phase loop with the pruner embedded: build the config from the
// environment, supervise the server, give both providers their options, shut down.
// Run after `npm run build`:  node docs/examples/runner-phase.mjs
import { buildMcpServers, toClaudeAgentSdkMcpServers, toCodexConfigArgs, withSupervisor } from "@jeeves/mcp-pruner/runner";

const env = { JEEVES_PRUNER_ENABLED: "true", ...process.env };
const phases = ["plan", "implement"];

for (const phase of phases) {
  console.log(`\n=== phase ${phase}`);
  const built = buildMcpServers(env, { cwd: process.cwd() });
  const onEvent = (e) => console.log(`event ${e.type} ${JSON.stringify(e.data)}`);

  await withSupervisor(built, { onEvent, probeIntervalMs: 1000 }, async (supervisor) => {
    if (!built.enabled) {
      console.log(`running ${phase} without the pruner (${built.reason})`);
      return;
    }
    // What each provider would receive for this phase.
    console.log("claude options.mcpServers =", JSON.stringify(toClaudeAgentSdkMcpServers(built.servers)));
    console.log("codex argv =", JSON.stringify(toCodexConfigArgs(built.servers)));
    // The supervisor's own client: the server is really up.
    const client = supervisor.client;
    if (client) {
      const { tools } = await client.listTools();
      console.log(`tools: ${tools.map((t) => t.name).join(", ")}`);
      const r = await client.callTool({ name: "grep", arguments: { pattern: "withSupervisor", path: "docs", fixed_string: true } });
      console.log(`grep says:\n${r.content[0].text}`);
    }
  });
}
