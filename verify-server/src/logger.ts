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
export function jsonLineLogger(write: (line: string) => void = stdoutBatched()): Logger {
  // The fixed keys written as text and the fields' own JSON appended, instead of copying every
  // field into a new object to stringify (a request's line is written for every request). A field
  // named like a fixed key comes later in the line, so a parser reads it as before: the last wins.
  const entry = (level: string) => (message: string, fields?: LogFields) => {
    const rest = fields === undefined ? '{}' : JSON.stringify(fields);
    write(`{"time":"${isoNow()}","level":${JSON.stringify(level)},"msg":${JSON.stringify(message)}${rest === '{}' ? '}' : `,${rest.slice(1)}`}\n`);
  };
  return { info: entry('info'), warn: entry('warn'), error: entry('error') };
}

// The time of a line, to the millisecond. Under load many lines fall in the same millisecond, and
// a Date made and formatted per line was about a third of a request line's cost (0.5 of 1.5 µs in a
// loop of its own); the text is made again only when the millisecond changes.
let isoMs = Number.NaN;
let isoText = '';
function isoNow(): string {
  const ms = Date.now();
  if (ms !== isoMs) {
    isoMs = ms;
    isoText = new Date(ms).toISOString();
  }
  return isoText;
}

// A write to a pipe is synchronous on Linux, and its reader (a service manager, a shell, the
// bench) wakes for each one: one system call per request line cost the server about a tenth of its
// time under load, and one per turn of the event loop still one every few requests. Lines go out
// together at most every LOG_FLUSH_MS (or sooner, past 64 KiB); whatever is pending when the
// process exits is written then, so a line logged just before process.exit is not lost. What a
// kill -9 takes with it is at most the last LOG_FLUSH_MS of lines.
const LOG_FLUSH_MS = 20;
const LOG_FLUSH_BYTES = 65_536;
let stdoutWriter: ((line: string) => void) | undefined;
function stdoutBatched(): (line: string) => void {
  if (stdoutWriter) return stdoutWriter;
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const out = pending;
    pending = '';
    process.stdout.write(out);
  };
  process.on('exit', flush);
  stdoutWriter = (line) => {
    // Unreferenced: a pending flush never keeps the process alive (the exit handler writes it).
    if (pending === '') setTimeout(flush, LOG_FLUSH_MS).unref();
    pending += line;
    if (pending.length > LOG_FLUSH_BYTES) flush();
  };
  return stdoutWriter;
}

/** A logger that drops everything (tests). */
export const silentLogger: Logger = Object.freeze({ info() {}, warn() {}, error() {} });
