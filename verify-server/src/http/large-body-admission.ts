// Large bodies are counted from the moment their headers arrive, not once they are read: a
// client's burst of 250 KB bodies cost the server receiving and holding every one of them (and
// delayed other clients past 250 ms) before any cap applied. Here each large body is admitted
// before a byte of it is read: past the client's share of bodies in flight it answers 429 at once,
// past the server's 503, both without reading the body. And a client has only a few large bodies
// active at a time (being read, or read and not yet answered); its others wait unread, their
// sockets paused, so their bytes stay with the sender and the kernel, not in this process.
import { VerifyError } from '../errors.js';
import { LARGE_BODY_RECEIVE_WINDOW, MAX_QUEUED_LARGE_BODIES, MAX_QUEUED_LARGE_BODIES_PER_CLIENT } from '../limits.js';

/** Seconds a client refused for too many large bodies in flight is asked to wait (Retry-After). */
export const LARGE_BODY_RETRY_AFTER_SECONDS = 1;

/** How many large bodies may be in flight (arrived, not yet answered) and active at once. */
export interface LargeBodyAdmissionLimits {
  /** In flight from all clients; past it, 503 verification_unavailable. */
  maxInFlight: number;
  /** In flight from one client; past it, 429 rate_limited with Retry-After. */
  maxInFlightPerClient: number;
  /** Active (being read, or held until answered) from one client; its others wait unread. */
  activePerClient: number;
}

/** One admitted body. */
export interface LargeBodyTicket {
  /** Resolves when the body may be read: its client has a free active place (or it was abandoned). */
  readonly turn: Promise<void>;
  /** The request is over (answered, refused or abandoned): its places are given back. */
  done(): void;
}

/**
 * Counts `client`'s large body on arrival.
 * @throws VerifyError rate_limited (the client's share is in flight) or verification_unavailable (the server's).
 */
export type LargeBodyAdmission = (client: string) => LargeBodyTicket;

/** The defaults: MAX_QUEUED_LARGE_BODIES, MAX_QUEUED_LARGE_BODIES_PER_CLIENT, LARGE_BODY_RECEIVE_WINDOW. */
export const DEFAULT_LARGE_BODY_ADMISSION: Readonly<LargeBodyAdmissionLimits> = Object.freeze({
  maxInFlight: MAX_QUEUED_LARGE_BODIES,
  maxInFlightPerClient: MAX_QUEUED_LARGE_BODIES_PER_CLIENT,
  activePerClient: LARGE_BODY_RECEIVE_WINDOW,
});

interface ClientState {
  inFlight: number;
  active: number;
  /** Bodies waiting for an active place, first come first served. */
  waiting: Array<() => void>;
}

/**
 * Creates the admission of one router.
 * @example
 * const admit = createLargeBodyAdmission();
 * const ticket = admit(clientKeyOf(req)); // throws 429 or 503 before the body is read
 * res.once('close', ticket.done);
 * await ticket.turn;
 */
export function createLargeBodyAdmission(limits: LargeBodyAdmissionLimits = DEFAULT_LARGE_BODY_ADMISSION): LargeBodyAdmission {
  const clients = new Map<string, ClientState>();
  let inFlight = 0;

  return (client) => {
    const state = clients.get(client) ?? { inFlight: 0, active: 0, waiting: [] };
    if (state.inFlight >= limits.maxInFlightPerClient) {
      throw new VerifyError('rate_limited', `too many large requests from this client are waiting; retry after ${LARGE_BODY_RETRY_AFTER_SECONDS} s`, { retryAfterSeconds: LARGE_BODY_RETRY_AFTER_SECONDS });
    }
    if (inFlight >= limits.maxInFlight) throw new VerifyError('verification_unavailable', 'too many large requests are waiting to be verified; retry later');
    clients.set(client, state);
    state.inFlight++;
    inFlight++;

    let stage: 'waiting' | 'active' | 'done' = 'waiting';
    let start!: () => void;
    const turn = new Promise<void>((resolve) => (start = resolve));
    const activate = () => {
      stage = 'active';
      state.active++;
      start();
    };
    if (state.active < limits.activePerClient) activate();
    else state.waiting.push(activate);

    return {
      turn,
      done: () => {
        if (stage === 'done') return;
        if (stage === 'active') {
          state.active--;
          state.waiting.shift()?.();
        } else {
          // Abandoned before its turn: out of the queue, and whoever awaits the turn let go.
          state.waiting.splice(state.waiting.indexOf(activate), 1);
          start();
        }
        stage = 'done';
        state.inFlight--;
        inFlight--;
        if (state.inFlight === 0) clients.delete(client);
      },
    };
  };
}
