import { safeJson } from './safe-text.js';

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

/** Shortest piece of a key that is redacted on its own (an echo cut mid-key leaves a piece). */
const MIN_REDACTED_PIECE = 8;

/**
 * `text` with `secret` and every piece of it of MIN_REDACTED_PIECE characters or more replaced by
 * `[redacted]`: a server that echoes the key and cuts its echo (at 500 characters, say) leaves
 * the key's first characters, which must not show either.
 * @example
 * redact('echo: gsk_abcd1234_SEC', 'gsk_abcd1234_SECRET'); // 'echo: [redacted]'
 */
export function redact(text: string, secret: string): string {
  if (secret.length < MIN_REDACTED_PIECE) return text.split(secret).join('[redacted]');
  const pieces = new Set<string>();
  for (let i = 0; i + MIN_REDACTED_PIECE <= secret.length; i++) pieces.add(secret.slice(i, i + MIN_REDACTED_PIECE));
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (!pieces.has(text.slice(i, i + MIN_REDACTED_PIECE))) {
      out += text[i++];
      continue;
    }
    // Extend the match while it is still a piece of the secret.
    let end = i + MIN_REDACTED_PIECE;
    while (end < text.length && secret.includes(text.slice(i, end + 1))) end++;
    out += '[redacted]';
    i = end;
  }
  return out;
}

/**
 * Wraps `io` so that no write can contain `secret` or a piece of it, whatever produced the text
 * (a server echoing a header, an error quoting a request). The CLI never formats the key into
 * output in the first place; this is the second line of defence.
 */
export function redacting(io: CliIo, secret: string | undefined): CliIo {
  if (!secret) return io;
  const scrub = (text: string) => redact(text, secret);
  return { stdout: (text) => io.stdout(scrub(text)), stderr: (text) => io.stderr(scrub(text)), interactive: io.interactive };
}

/** Prints `value` as one JSON document on stdout, no control character in it shown raw. */
export const printJson = (io: CliIo, value: unknown): void => io.stdout(`${safeJson(value)}\n`);
