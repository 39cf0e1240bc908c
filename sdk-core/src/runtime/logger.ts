/** Where the SDK writes its console lines; injectable so tests and bridges can capture them. */
export interface Logger {
  /** Something the developer should know once (the active platform). */
  info(message: string): void;
  /** A skipped write or a fallback. */
  warn(message: string): void;
  /** A failure the SDK recovered from (a throwing listener, a failed write). */
  error(message: string): void;
}

const tag = '[gamesdk]';

/** The default logger: one prefixed console line per message. */
export const consoleLogger: Logger = {
  info: (message) => console.info(tag, message),
  warn: (message) => console.warn(tag, message),
  error: (message) => console.error(tag, message),
};
