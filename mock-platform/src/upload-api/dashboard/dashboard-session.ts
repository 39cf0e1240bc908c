// The dashboard's local sign-in: a team member signs in with their team, name and password (an
// account the `members` command creates); the browser then holds an unguessable session id in an
// HttpOnly, SameSite=Strict cookie. A team API key is never a dashboard credential: a Bearer
// header, or a key typed into any dashboard form, is refused (spec: Authentication, rule 3).
//
// Uploaded builds run on the content origin: the same host on another port, and cookies are not
// kept apart by port. So the session cookie is one a build cannot set or shadow: on a loopback
// host (a secure context, so browsers keep Secure cookies over http there) it is
// `__Host-mock_dashboard`, Secure and Path=/, which a page may not set with another path, and which
// script may not overwrite while the HttpOnly one is held; on any host, only a live session id is
// read, whichever cookie of the name carries it, so a cookie a build planted is never taken for the
// session and never hides it.
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { UploadDatabase } from '../records/database.js';
import { UploadApiError } from '../routes/errors.js';
import { findMember, type Member } from '../records/members.js';
import { hostName, LOOPBACK_HOSTS } from '../../serving/local-guard.js';

/** Name of the dashboard's session cookie on a host that is not a secure context (a name given to `--host`). */
export const SESSION_COOKIE = 'mock_dashboard';

/** Name of the dashboard's session cookie on a loopback host: a `__Host-` cookie, Secure, Path=/, set only by the dashboard itself. */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session cookie's name and attributes for the host `request` was sent to. */
function sessionCookie(request: Request): { name: string; options: { httpOnly: true; sameSite: 'strict'; path: '/'; secure: boolean } } {
  const secure = LOOPBACK_HOSTS.includes(hostName(request.headers.host));
  return { name: secure ? HOST_SESSION_COOKIE : SESSION_COOKIE, options: { httpOnly: true, sameSite: 'strict', path: '/', secure } };
}

/** Signed-in dashboard sessions: session id to member id. */
export class DashboardSessions {
  private readonly members = new Map<string, string>();

  constructor(private readonly db: UploadDatabase) {}

  /** Signs `member` in on this browser. */
  signIn(request: Request, response: Response, member: Member): void {
    const id = randomBytes(32).toString('base64url');
    this.members.set(id, member.id);
    const cookie = sessionCookie(request);
    response.cookie(cookie.name, id, cookie.options);
  }

  /** Signs this browser out. */
  signOut(request: Request, response: Response): void {
    const id = this.liveSession(request);
    if (id) this.members.delete(id);
    const cookie = sessionCookie(request);
    response.clearCookie(cookie.name, cookie.options);
  }

  /** The member signed in on this browser, read again at each request (a removed member is signed out), or undefined. */
  memberOf(request: Request): Member | undefined {
    const id = this.liveSession(request);
    const memberId = id ? this.members.get(id) : undefined;
    const member = memberId ? findMember(this.db, memberId) : undefined;
    if (id && memberId && !member) this.members.delete(id);
    return member;
  }

  /** The first value of this host's session cookie that is a session this server issued: a planted or stale one is passed over. */
  private liveSession(request: Request): string | undefined {
    return cookieValues(request, sessionCookie(request).name).find((id) => this.members.has(id));
  }
}

/** Every value of cookie `name` in the request, in the order the browser sent them (the most specific path first). */
function cookieValues(request: Request, name: string): string[] {
  const values: string[] = [];
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) values.push(value.join('='));
  }
  return values;
}

// The shape of a team API key, wherever it appears (a key is `gsk_` and 8 + 43 characters).
const API_KEY_SHAPE = /\bgsk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}\b/;

/**
 * Dashboard routes refuse team API keys (spec: Authentication, rule 3): a Bearer header, or a
 * key typed into a form field (the sign-in form included), answers 403. Mount after the body parser.
 */
export function refuseApiKey(request: Request, _response: Response, next: NextFunction): void {
  if (/^Bearer\s/i.test(request.headers.authorization ?? '')) {
    return next(new UploadApiError('FORBIDDEN', 'team API keys are not accepted on dashboard routes'));
  }
  const fields = request.body && typeof request.body === 'object' ? Object.values(request.body as Record<string, unknown>) : [];
  if (fields.some((value) => typeof value === 'string' && API_KEY_SHAPE.test(value))) {
    return next(new UploadApiError('FORBIDDEN', 'a team API key is not a dashboard credential: sign in as a team member (`mock-platform members create`); keys work only on the three /api/v1 endpoints'));
  }
  next();
}
