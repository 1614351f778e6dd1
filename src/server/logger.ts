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

export interface EventLog {
  logger: Logger;
  log(level: EventLevel, event: string, data?: object): void;
  /** Writes out what is buffered; before the process exits. */
  flushSync(): void;
}

/**
 * The server's event log on stderr. Writes are batched (one syscall per ~4 KiB
 * instead of per line) and flushed at least every 50 ms, so a quiet server's last
 * lines are not held back.
 */
export function openEventLog(level: EventLevel, eventsFile?: string): EventLog {
  const stderr = pino.destination({ dest: 2, sync: false, minLength: 4096 });
  // MCP_PRUNER_EVENTS_FILE: the same lines appended to a file, for a runner that does
  // not see the server's stderr (a provider spawned it).
  const file = eventsFile === undefined ? undefined : pino.destination({ dest: eventsFile, append: true, mkdir: true, sync: false, minLength: 4096 });
  const destinations = file === undefined ? [stderr] : [stderr, file];
  setInterval(() => destinations.forEach((d) => d.flush()), 50).unref();
  const logger = createLogger(level, file === undefined ? stderr : pino.multistream(destinations.map((stream) => ({ level, stream }))));
  return { logger, log: (lvl, event, data) => logEvent(logger, lvl, event, data), flushSync: () => destinations.forEach((d) => d.flushSync()) };
}
