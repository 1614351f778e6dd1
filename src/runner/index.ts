// `@jeeves/mcp-pruner/runner`: what a runner imports to put the pruner into its runs.
export { buildMcpServers, isEnabled, resolveEntrypoint, PRUNER_SERVER_NAME } from "./mcpConfig.js";
export type { BuildResult, McpServerConfig, McpServers } from "./mcpConfig.js";
export { PRUNER_TOOLS, toClaudeAgentSdkMcpServers, toClaudeAgentSdkOptions, toCodexConfigArgs, tomlString, tomlValue } from "./providers.js";
export type { AnyServer, ClaudeRemoteServer, ClaudeStdioServer } from "./providers.js";
export { DEFAULT_MODES, expandVars, filterMcpServersByMode, parseMcpServers, parseMcpServersJsonc } from "./configuredServers.js";
export type { ConfiguredServer, ModeFilter, ParseResult, RemoteEntry, ServerEntry, StdioEntry } from "./configuredServers.js";
export { runMachine, RUN_STATES } from "../../machines/runMachine.js";
export type { RunConfigDecision, RunContext, RunEmitted, RunEvent, RunEventData, RunEventName, RunInput } from "../../machines/runMachine.js";
export { Supervisor, withSupervisor } from "./supervisor.js";
export type { SupervisorOptions } from "./supervisor.js";
export { parseServerEvents, readServerEvents } from "./serverEvents.js";
export type { RunSummary, ServerEvent, ServerReport } from "./serverEvents.js";
