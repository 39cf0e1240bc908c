// What the platform serves on its own origin: its SDK (the mock implementation of the contract),
// the API that SDK talks to, and bot avatars.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Router, type Request, type Response } from 'express';
import { PLATFORM_SDK_DEFAULT_PATH } from '@gamesdk/adapter-partner';
import { PlatformFailure, SessionEnded } from './failure.js';
import { mockSdkFile } from '../serving/paths.js';
import { MessageOrder, SEQUENCE_HEADER, sequenceOf } from './message-order.js';
import { OPS, type OpCall } from './ops.js';
import type { SessionRecord } from './records.js';
import { REGISTRATION_OPS } from './registration-ops.js';
import { callBody, observationBody } from './request-bodies.js';
import type { MockState } from './state.js';
import { summarise } from './summarise.js';

/** Where the platform's own paths live: the folder of its SDK script. */
export const PLATFORM_BASE = PLATFORM_SDK_DEFAULT_PATH.slice(0, PLATFORM_SDK_DEFAULT_PATH.lastIndexOf('/'));

/** The header that carries the page session id of a platform SDK call. */
export const SESSION_HEADER = 'x-partner-session';

/** How long an event long poll stays open before answering an empty list. */
const EVENT_POLL_MS = 20_000;

const ALL_OPS: Record<string, (call: OpCall) => Promise<unknown>> = { ...OPS, ...REGISTRATION_OPS };

/** What the platform's routes know of the games served. */
export interface PlatformRouteOptions {
  /**
   * Games proxied to a dev server: a dev server writes its base into its module URLs
   * (`/play/<name>/@vite/client`), which a build made with a relative base does not, so the
   * root-absolute URLs their pages write are not item 10 findings.
   */
  devServerGames?: readonly string[];
}

/** Whether the page that sent a request (its Referer) is one of `games`' pages. */
function fromGamePage(referrer: string | undefined, games: readonly string[]): boolean {
  if (!referrer || !URL.canParse(referrer)) return false;
  const path = new URL(referrer).pathname;
  return games.some((name) => path.startsWith(`/play/${name}/`));
}

export function platformRoutes(state: MockState, options: PlatformRouteOptions = {}): Router {
  const devServerGames = options.devServerGames ?? [];
  const router = Router();
  const orders = new WeakMap<SessionRecord, MessageOrder>();

  router.get(PLATFORM_SDK_DEFAULT_PATH, (_req, res) => {
    const file = mockSdkFile();
    if (!existsSync(file)) {
      res.status(503).type('text/plain').send('the mock platform SDK is not built: run `npm run build -w mock-platform`');
      return;
    }
    res.set('cache-control', 'no-store').sendFile(file);
  });

  router.get(`${PLATFORM_BASE}/avatars/:name`, (req, res) => {
    const username = req.params.name.replace(/\.svg$/, '');
    res.type('image/svg+xml').set('cache-control', 'public, max-age=86400').send(avatarSvg(username));
  });

  // Every answer of the API is fresh: a DOM shim's fetch cache must never replay one.
  router.use(`${PLATFORM_BASE}/api`, (_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });

  // A long poll, as POST so no cache anywhere can answer it.
  router.post(`${PLATFORM_BASE}/api/events`, (req, res) => {
    const session = state.sessions.get(req.get(SESSION_HEADER) ?? '');
    if (!session) return void failure(res, new PlatformFailure('BAD_ARGUMENT', 'unknown session: call init first'));
    const { signal } = session.ended;
    if (signal.aborted) return void failure(res, signal.reason as PlatformFailure);
    if (session.queue.length > 0) return void res.json({ value: session.queue.splice(0) });
    const deliver = (events: string[]) => {
      clearTimeout(timer);
      if (!res.headersSent) res.json({ value: events });
    };
    const timer = setTimeout(() => {
      session.listeners.delete(deliver);
      deliver([]);
    }, EVENT_POLL_MS);
    // The platform ended the session (sent the player home): the poll fails at once.
    const end = () => {
      clearTimeout(timer);
      session.listeners.delete(deliver);
      if (!res.headersSent) failure(res, signal.reason as PlatformFailure);
    };
    session.listeners.add(deliver);
    signal.addEventListener('abort', end, { once: true });
    res.on('close', () => {
      clearTimeout(timer);
      session.listeners.delete(deliver);
      signal.removeEventListener('abort', end);
    });
  });

  router.post(`${PLATFORM_BASE}/api/observe`, async (req, res) => {
    // A body of the wrong shape is refused before it takes a place in the page's order: the mock
    // SDK never sends one, and a later message waits MESSAGE_GAP_WAIT_MS at most for a lost number.
    const observation = edge(res, () => observationBody(req.body));
    if (!observation) return;
    // Still taken in its turn (it holds a place in the page's order), only not recorded.
    const devServerUrl = observation.kind === 'rootAbsoluteUrl' && fromGamePage(req.get('referer'), devServerGames);
    const session = state.sessions.get(req.get(SESSION_HEADER) ?? '') ?? null;
    let started = () => {};
    try {
      started = await inTurn(session, req);
      if (!devServerUrl) state.record(session?.id ?? null, `observed.${observation.kind}`, summarise('observe', observation), 'observed');
      res.json({ value: null });
    } catch (error) {
      if (!(error instanceof PlatformFailure)) throw error;
      failure(res, error);
    } finally {
      started();
    }
  });

  router.post(`${PLATFORM_BASE}/api/:op`, async (req: Request<{ op: string }>, res) => {
    const name = req.params.op;
    const op = Object.hasOwn(ALL_OPS, name) ? ALL_OPS[name] : undefined;
    // Refused before taking a place in the page's order, as an observation of the wrong shape is.
    if (!op) return void failure(res, new PlatformFailure('BAD_ARGUMENT', `the platform has no '${name}' call`));
    const body = edge(res, () => callBody(name, req.body));
    if (!body) return;
    const session = state.sessions.get(req.get(SESSION_HEADER) ?? '') ?? null;
    const call: OpCall = { state, session, body, origin: `${req.protocol}://${req.get('host')}` };
    let started = () => {};
    try {
      if (name !== 'init' && !session) throw new PlatformFailure('BAD_ARGUMENT', 'unknown session: call init first');
      if (state.network.silent) state.record(session?.id ?? null, name, summarise(name, body), 'held: platform silent');
      const ended = session?.ended.signal;
      // A session the platform ended (sent home) gets no more answers: held or new, its calls fail.
      await untilAborted(state.network.wait(), ended);
      started = await inTurn(session, req);
      ended?.throwIfAborted();
      // A page that leaves stops waiting: its checkout or share sheet is withdrawn from the shell,
      // as it is when the platform ends the session.
      const left = new AbortController();
      res.on('close', () => res.writableFinished || left.abort(new PlatformFailure('UNAVAILABLE', 'the page left before the player chose')));
      call.signal = ended ? AbortSignal.any([left.signal, ended]) : left.signal;
      const answered = op(call);
      // The operation has done what it does at once (a progress report, gameReady, a save): the
      // page's next message may start; none waits for this one's answer.
      started();
      const value = await answered;
      state.record(call.session?.id ?? null, name, { ...summarise(name, body), ...call.observed }, call.outcome ?? 'ok');
      res.json({ value: value ?? null });
    } catch (error) {
      if (!(error instanceof PlatformFailure)) throw error;
      if (name === 'init' || session) state.record(call.session?.id ?? null, name, { ...summarise(name, body), ...call.observed }, call.outcome ?? error.code);
      failure(res, error);
    } finally {
      started();
    }
  });

  /**
   * Waits for the turn of a numbered message of `session` (see message-order.ts); answers what to
   * call once it started (calling it again does nothing). Unnumbered requests and requests without
   * a session start at once.
   */
  async function inTurn(session: SessionRecord | null, req: Request): Promise<() => void> {
    const seq = sequenceOf(req.get(SEQUENCE_HEADER));
    if (seq === null || !session) return () => {};
    let order = orders.get(session);
    if (!order) orders.set(session, (order = new MessageOrder()));
    await order.turn(seq);
    let done = false;
    return () => {
      if (!done) order.started(seq);
      done = true;
    };
  }

  return router;
}

// An outcome, not a transport error: 200, so the game's console shows no failed request.
function failure(res: Response, error: PlatformFailure): void {
  res.status(200).json({ error: { code: error.code, message: error.message, ...(error instanceof SessionEnded ? { sessionEnded: true } : {}) } });
}

/**
 * The checked body, or undefined after answering 400 BAD_ARGUMENT: a body of the wrong type is
 * a broken or hostile client, not a call the platform takes, so nothing of it is logged.
 */
function edge<T>(res: Response, check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof PlatformFailure)) throw error;
    res.status(400).json({ error: { code: error.code, message: error.message } });
    return undefined;
  }
}

/** `work`, or the abort reason of `signal` when it aborts first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A picture that depends only on the username: same name, same picture. */
function avatarSvg(username: string): string {
  const hash = createHash('sha256').update(username).digest();
  const hue = (hash[0]! * 360) / 256;
  const cells = Array.from({ length: 15 }, (_, i) => ((hash[1 + i]! & 1) === 1 ? i : -1)).filter((i) => i >= 0);
  const rects = cells
    .flatMap((i) => {
      const x = Math.floor(i / 5);
      const y = i % 5;
      return x === 2 ? [[x, y]] : [[x, y], [4 - x, y]];
    })
    .map(([x, y]) => `<rect x="${x! * 20 + 10}" y="${y! * 20 + 10}" width="20" height="20"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${hue},40%,92%)"/><g fill="hsl(${hue},55%,45%)">${rects}</g></svg>`;
}
