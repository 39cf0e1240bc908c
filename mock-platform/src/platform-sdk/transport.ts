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

export class Transport {
  session = '';
  /** Set once the platform answered that it ended the session (it sent the player home). */
  sessionEnded = false;

  constructor(
    private readonly base: URL,
    private readonly fetcher: typeof fetch = globalThis.fetch.bind(globalThis),
  ) {}

  // The platform's channel delivers a page's messages in the order it sent them: each request
  // leaves once the signals before it were answered, so parallel connections cannot reorder
  // a progress report and the gameReady after it.
  private signalsSent: Promise<unknown> = Promise.resolve();

  post<T>(call: string, body: unknown = {}): Promise<T> {
    return this.signalsSent.then(() => this.send<T>(call, { method: 'POST', body: JSON.stringify(body) }));
  }

  /** A one-way message (loading progress): sent in order with every later call; its failure is dropped. */
  signal(call: string, body: unknown = {}): void {
    this.signalsSent = this.post(call, body).catch(() => undefined);
  }

  private async send<T>(call: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await this.fetcher(new URL(`api/${call}`, this.base), {
        ...init,
        cache: 'no-store',
        headers: { 'content-type': 'application/json', ...(this.session ? { [SESSION_HEADER]: this.session } : {}) },
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
