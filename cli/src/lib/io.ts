/** Where the CLI writes. stdout carries JSON for scripts; stderr carries messages for people. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stderr is a terminal (a progress bar is drawn only then). */
  interactive: boolean;
}

/** The process's own streams. */
export const processIo = (): CliIo => ({
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  interactive: Boolean(process.stderr.isTTY),
});

/**
 * Wraps `io` so that no write can contain `secret`, whatever produced the text (a server echoing
 * a header, an error from fetch quoting a request). The CLI never formats the key into output in
 * the first place; this is the second line of defence.
 */
export function redacting(io: CliIo, secret: string | undefined): CliIo {
  if (!secret) return io;
  const scrub = (text: string) => text.split(secret).join('[redacted]');
  return { stdout: (text) => io.stdout(scrub(text)), stderr: (text) => io.stderr(scrub(text)), interactive: io.interactive };
}

/** Prints `value` as one JSON document on stdout. */
export const printJson = (io: CliIo, value: unknown): void => io.stdout(`${JSON.stringify(value, null, 2)}\n`);
