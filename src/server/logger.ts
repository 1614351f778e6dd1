import { mkdirSync, openSync } from "node:fs";
import path from "node:path";
import pino, { type Logger } from "pino";
// CommonJS: its default export is the module, which carries the class (types and runtime agree on `.SonicBoom`).
import sonicBoom, { type SonicBoom } from "sonic-boom";

export type { Logger };
export type EventLevel = "debug" | "info" | "warn" | "error";

/**
 * One JSON line per event, shaped `{ ts, level, event, request_id?, data? }`
 * (decision 8), to `destination` (the server's: stderr, see openEventLog). stdout is
 * never touched: it carries the MCP protocol.
 */
export function createLogger(level: EventLevel, destination: pino.DestinationStream): Logger {
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
  /** Writes out what is buffered and closes the log, before the process exits; gives up on a reader that takes nothing. */
  close(timeoutMs?: number): Promise<void>;
}

/** A reader that takes nothing for this long (EAGAIN all along) loses the lines instead of stopping the server. */
const STALLED_READER_MS = 1000;
/** What waits for a stalled reader, at most; beyond it new lines are dropped. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/**
 * Retries a write the reader has no room for (EAGAIN), until it has had none for
 * STALLED_READER_MS: a client that never reads the server's stderr must not hold it.
 */
function retryUntilStalled(): () => boolean {
  let first = 0;
  let last = 0;
  return () => {
    const now = Date.now();
    if (now - last > STALLED_READER_MS) first = now;
    last = now;
    return now - first < STALLED_READER_MS;
  };
}

/**
 * A batched, non-blocking destination. SonicBoom itself rather than
 * `pino.destination()`: that one also flushes synchronously on process exit, and
 * SonicBoom's synchronous flush retries any failed write without end (a client that
 * went away gives EPIPE on every try), which held servers alive, blocked, after
 * their client had died. This log is only ever flushed asynchronously, with a bound.
 */
function destination(fd: number): SonicBoom {
  const d = new sonicBoom.SonicBoom({ fd, sync: false, minLength: 4096, maxLength: MAX_BUFFERED_BYTES, retryEAGAIN: retryUntilStalled() });
  // A write given up on (the reader stalled, or went away) costs those lines, nothing more.
  d.on("error", () => {});
  return d;
}

/**
 * Ends `d`: everything it holds is written, then it closes ('close'); gives up on a
 * failed write ('error') or after `timeoutMs` (the reader stalled or went away).
 * (A flush is not enough: it completes with the batch in flight and may leave a
 * smaller remainder unwritten.)
 */
function endWithin(d: SonicBoom, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    d.once("close", done);
    d.once("error", done);
    try {
      d.end();
    } catch {
      done();
    }
  });
}

/**
 * The server's event log: stderr, and MCP_PRUNER_EVENTS_FILE when given. Writes are batched (one syscall per ~4 KiB
 * instead of per line) and flushed at least every 50 ms, so a quiet server's last
 * lines are not held back.
 */
export function openEventLog(level: EventLevel, eventsFile?: string): EventLog {
  const stderr = destination(2);
  // MCP_PRUNER_EVENTS_FILE: the same lines appended to a file, for a runner that does
  // not see the server's stderr (a provider spawned it). Opened here, synchronously,
  // so that even a start failure's line reaches it.
  let unavailable: { file: string; message: string } | undefined;
  let fd: number | undefined;
  if (eventsFile !== undefined) {
    try {
      mkdirSync(path.dirname(eventsFile), { recursive: true });
      fd = openSync(eventsFile, "a");
    } catch (err) {
      unavailable = { file: eventsFile, message: (err as Error).message };
    }
  }
  const file = fd === undefined ? undefined : destination(fd);
  const destinations = file === undefined ? [stderr] : [stderr, file];
  const flusher = setInterval(() => destinations.forEach((d) => d.flush()), 50).unref();
  const logger = createLogger(level, file === undefined ? stderr : pino.multistream(destinations.map((stream) => ({ level, stream }))));
  // The events still go to stderr; the runner reading the file finds none.
  if (unavailable) logEvent(logger, "warn", "mcp_pruner.events_file_unavailable", unavailable);
  return {
    logger,
    log: (lvl, event, data) => logEvent(logger, lvl, event, data),
    close: async (timeoutMs = 2 * STALLED_READER_MS) => {
      clearInterval(flusher);
      await Promise.all(destinations.map((d) => endWithin(d, timeoutMs)));
    },
  };
}
