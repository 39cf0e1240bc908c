/** Where the SDK writes its console lines; injectable so tests and bridges can capture them. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const tag = '[gamesdk]';

/** The default logger: one prefixed console line per message. */
export const consoleLogger: Logger = {
  info: (message) => console.info(tag, message),
  warn: (message) => console.warn(tag, message),
  error: (message) => console.error(tag, message),
};
