// The dashboard's local sign-in: one team at a time. A team signs in with one of its API keys
// (typed into the sign-in form, never sent as a Bearer header, which dashboard routes refuse);
// the browser then holds an unguessable session id in an HttpOnly, SameSite=Strict cookie.
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

/** Name of the dashboard's session cookie. */
export const SESSION_COOKIE = 'mock_dashboard';

/** Signed-in dashboard sessions: session id to team. */
export class DashboardSessions {
  private readonly teams = new Map<string, string>();

  /** Signs `team` in on this browser. */
  signIn(response: Response, team: string): void {
    const id = randomBytes(32).toString('base64url');
    this.teams.set(id, team);
    response.cookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'strict', path: '/' });
  }

  /** Signs this browser out. */
  signOut(request: Request, response: Response): void {
    const id = sessionId(request);
    if (id) this.teams.delete(id);
    response.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** The team signed in on this browser, or undefined. */
  teamOf(request: Request): string | undefined {
    const id = sessionId(request);
    return id ? this.teams.get(id) : undefined;
  }
}

function sessionId(request: Request): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=');
  }
  return undefined;
}
