import pino, { type Logger } from "pino";

export type { Logger };
export type EventLevel = "debug" | "info" | "warn" | "error";

/**
 * One JSON line per event on stderr, shaped `{ ts, level, event, request_id?, data? }`
 * (decision 8). stdout is never touched: it carries the MCP protocol.
 */
export function createLogger(level: EventLevel, destination: pino.DestinationStream = pino.destination({ dest: 2, sync: false })): Logger {
  return pino(
    {
      level,
      base: null,
      messageKey: "message",
      timestamp: () => `,"ts":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** Writes one event line. `logger` may be a per-request child carrying `request_id`. */
export function logEvent(logger: Logger, level: EventLevel, event: string, data?: object): void {
  logger[level](data === undefined ? { event } : { event, data });
}
