// Structured logs: one JSON object per line. Callers pass fields, never tokens or request bodies.

/** Fields of one log entry; values must be JSON-serialisable and must never hold a token. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Where the server writes its logs; inject one to capture or silence them. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/**
 * A logger writing JSON lines (`{ time, level, msg, ...fields }`) to a stream, stdout by default.
 * @example
 * const logger = jsonLineLogger();
 * logger.info('listening', { port: 8787 });
 */
export function jsonLineLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const entry = (level: string) => (message: string, fields: LogFields = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
  return { info: entry('info'), warn: entry('warn'), error: entry('error') };
}

/** A logger that drops everything (tests). */
export const silentLogger: Logger = Object.freeze({ info() {}, warn() {}, error() {} });
