// What the grant handler tells the developer's log hook: outcomes and codes, never a signed value
// or a purchase token (a message that quotes one, such as a save hook's error, is redacted).

/** One entry for the `log` option of {@link createGrantHandler}. */
export interface GrantLogEntry {
  level: 'info' | 'warn' | 'error';
  /** `granted` (this call granted), `already_granted` (the save held the purchase: only consume), `refused` (4xx) or `failed` (5xx). */
  event: 'granted' | 'already_granted' | 'refused' | 'failed';
  /** The HTTP status answered. */
  status: number;
  /** The error code answered, for `refused` and `failed`. */
  code?: string;
  /** The player the request named, once the body was read. */
  playerId?: string;
  /** The verified product, once the purchase was verified. */
  productId?: string;
  /** What failed, with every signed value and token of the request replaced by `[redacted]`. */
  message?: string;
}

/** Replaces each of `secrets` in `text` with `[redacted]`. */
export function redact(text: string, secrets: ReadonlyArray<string | undefined>): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join('[redacted]');
  return out;
}
