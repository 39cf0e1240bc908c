// The dashboard's local sign-in: a team member signs in with their team, name and password (an
// account the `members` command creates); the browser then holds an unguessable session id in an
// HttpOnly, SameSite=Strict cookie. A team API key is never a dashboard credential: a Bearer
// header, or a key typed into any dashboard form, is refused (spec: Authentication, rule 3).
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { UploadDatabase } from '../records/database.js';
import { UploadApiError } from '../routes/errors.js';
import { findMember, type Member } from '../records/members.js';

/** Name of the dashboard's session cookie. */
export const SESSION_COOKIE = 'mock_dashboard';

/** Signed-in dashboard sessions: session id to member id. */
export class DashboardSessions {
  private readonly members = new Map<string, string>();

  constructor(private readonly db: UploadDatabase) {}

  /** Signs `member` in on this browser. */
  signIn(response: Response, member: Member): void {
    const id = randomBytes(32).toString('base64url');
    this.members.set(id, member.id);
    response.cookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'strict', path: '/' });
  }

  /** Signs this browser out. */
  signOut(request: Request, response: Response): void {
    const id = sessionId(request);
    if (id) this.members.delete(id);
    response.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** The member signed in on this browser, read again at each request (a removed member is signed out), or undefined. */
  memberOf(request: Request): Member | undefined {
    const id = sessionId(request);
    const memberId = id ? this.members.get(id) : undefined;
    const member = memberId ? findMember(this.db, memberId) : undefined;
    if (id && memberId && !member) this.members.delete(id);
    return member;
  }
}

function sessionId(request: Request): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
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
