// How the mock platform SDK talks to the mock platform: JSON over fetch to `<base>api/<call>`,
// the page session in a header. Failures come back as the contract's codes.
import type { PartnerFailureCode, PartnerSdkFailure } from '@gamesdk/adapter-partner';

/** The header that carries the page session (the server's SESSION_HEADER). */
const SESSION_HEADER = 'x-partner-session';

/** A failure of the contract, thrown by every mock platform SDK method. */
export class PartnerFailure extends Error implements PartnerSdkFailure {
  constructor(
    readonly code: PartnerFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'PartnerFailure';
  }
}

/** The header that carries a message's place in the page session's sequence (the server's SEQUENCE_HEADER). */
const SEQUENCE_HEADER = 'x-partner-seq';

export class Transport {
  session = '';
  /** Set once the platform answered that it ended the session (it sent the player home). */
  sessionEnded = false;
  // The number of the page session's last message. The platform's channel delivers a page's
  // messages in the order it sent them without a round trip per message: every message leaves at
  // once, numbered, and the platform starts handling each only after the ones numbered before it
  // (message-order.ts), so a progress report can never overtake the gameReady sent after it.
  private sequence = 0;

  constructor(
    private readonly base: URL,
    private readonly fetcher: typeof fetch = globalThis.fetch.bind(globalThis),
  ) {}

  /** A message of the page session, in order with every other; resolves with the platform's answer. */
  post<T>(call: string, body: unknown = {}): Promise<T> {
    return this.send<T>(call, body, this.session ? ++this.sequence : null);
  }

  /** The long poll for platform events: it is no message of the page, so it takes no place in the order. */
  poll<T>(call: string): Promise<T> {
    return this.send<T>(call, {}, null);
  }

  private async send<T>(call: string, body: unknown, seq: number | null): Promise<T> {
    let response: Response;
    try {
      response = await this.fetcher(new URL(`api/${call}`, this.base), {
        method: 'POST',
        body: JSON.stringify(body),
        cache: 'no-store',
        headers: {
          'content-type': 'application/json',
          ...(this.session ? { [SESSION_HEADER]: this.session } : {}),
          ...(seq === null ? {} : { [SEQUENCE_HEADER]: String(seq) }),
        },
      });
    } catch (error) {
      throw new PartnerFailure('UNAVAILABLE', `the platform could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = (await response.json().catch(() => null)) as { value?: T; error?: { code: PartnerFailureCode; message: string; sessionEnded?: boolean } } | null;
    // Outcomes (a closed checkout, a failed consume) come as 200 with `error`; an HTTP error
    // status means the request itself was refused or the platform is down.
    if (answer?.error) {
      if (answer.error.sessionEnded === true) this.sessionEnded = true;
      throw new PartnerFailure(answer.error.code ?? 'UNAVAILABLE', answer.error.message ?? 'the platform refused the call');
    }
    if (response.ok && answer) return answer.value as T;
    throw new PartnerFailure('UNAVAILABLE', `the platform answered HTTP ${response.status}`);
  }
}
