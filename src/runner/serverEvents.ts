import { readFileSync } from "node:fs";
import { emptyTally, type Recovery, type RunTally } from "../server/recoveries.js";

// The server's event lines as a runner reads them (docs/events.md): from its stderr
// (the supervisor), or from MCP_PRUNER_EVENTS_FILE when a provider spawned the server.
// Two of them tell a team whether pruning helps its agents: `pruner.recovered` (the
// agent read back lines a pruned result had removed) and `mcp_pruner.summary` (the run's
// calls, pruned calls, o200k tokens raw and returned, recoveries).

export interface ServerEvent {
  ts: string;
  level: string;
  event: string;
  request_id?: string;
  data?: Record<string, unknown>;
}

/** The run's tally, as `mcp_pruner.summary` carries it (docs/events.md). */
export type RunSummary = RunTally;

export interface ServerReport {
  events: ServerEvent[];
  /** The sum of every `mcp_pruner.summary` (one per server run), if a server stopped cleanly. */
  summary?: RunSummary;
  /** Every `pruner.recovered` event's data, with its request id. */
  recoveries: Array<Recovery & { request_id?: string }>;
}

/** Parses event lines (JSON, one per line); other lines are skipped. */
export function parseServerEvents(text: string): ServerReport {
  return reportOf(eventLines(text));
}

/** The event lines of a text (JSON, one per line); other lines are skipped. */
export function eventLines(text: string): ServerEvent[] {
  const events: ServerEvent[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const e = JSON.parse(line) as ServerEvent;
      if (typeof e.event === "string") events.push(e);
    } catch {
      // not an event line
    }
  }
  return events;
}

/**
 * The report of a run's events: all of them, its summary, its recoveries. Every server
 * that wrote to the events file (a provider may start several in one phase) leaves
 * one summary; each field is a count, so the run's summary is their sum, and matches
 * the recoveries listed from all of them.
 */
export function reportOf(events: ServerEvent[]): ServerReport {
  const summaries = events.filter((e) => e.event === "mcp_pruner.summary").map((e) => e.data as unknown as Partial<RunSummary>);
  let summary: RunSummary | undefined;
  for (const s of summaries) {
    summary ??= emptyTally();
    for (const k of Object.keys(summary) as Array<keyof RunSummary>) summary[k] += s[k] ?? 0;
  }
  return {
    events,
    ...(summary === undefined ? {} : { summary }),
    recoveries: events.filter((e) => e.event === "pruner.recovered").map((e) => ({ request_id: e.request_id, ...(e.data as unknown as Recovery) })),
  };
}

/** Reads MCP_PRUNER_EVENTS_FILE after a phase: its events, the run summary, the recoveries. */
export function readServerEvents(file: string): ServerReport {
  let text = "";
  try {
    text = readFileSync(file, "utf8");
  } catch {
    // no file: the server never started or wrote nothing
  }
  return parseServerEvents(text);
}
