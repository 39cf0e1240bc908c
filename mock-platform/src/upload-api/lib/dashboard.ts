import express, { type Router } from 'express';
import { listApiKeys, teamOfApiKey } from './api-keys.js';
import { DashboardSessions } from './dashboard-session.js';
import { refuseApiKey } from './authenticate.js';
import { listBuilds, type StoredBuild } from './builds.js';
import type { UploadApiContext } from './context.js';
import { listGames, type Game } from './games.js';

const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface NotificationRow {
  build_id: string;
  message: string;
  notes: string;
  created_at: string;
}

function launchReview(analysis: StoredBuild['analysis']): string {
  // Builds stored before the launch review existed have none.
  const check = analysis.launch_check as StoredBuild['analysis']['launch_check'] | undefined;
  if (!check) return '';
  const findings = check.findings.map(
    (finding) => `<li>${escapeHtml(finding.severity)} ${escapeHtml(finding.rule)}: ${escapeHtml(finding.file ?? '')}${finding.line ? `:${finding.line}` : ''} ${escapeHtml(finding.message)}</li>`,
  );
  const firstLoad = check.first_load ? `first load ${(check.first_load.bytes / 1e6).toFixed(1)} MB, about ${check.first_load.estimated_seconds} s at ${check.first_load.mbps} Mbit/s` : '';
  return `${findings.length ? `<ul>${findings.join('')}</ul>` : 'nothing found'}${firstLoad ? `<br>${escapeHtml(firstLoad)}` : ''}`;
}

/** Where uploaded builds are served: their own origin, apart from the dashboard and the control surface. */
export type ContentOrigin = () => string | undefined;

/** The shell URL that opens `build` from the content origin on the partner platform. */
function inspectorLink(build: StoredBuild, contentOrigin: ContentOrigin): string {
  const origin = contentOrigin();
  if (!origin) return '';
  const page = `${origin}/uploads/${build.game_id}/${build.id}/index.html`;
  return `<a href="/shell/?game=${escapeHtml(encodeURIComponent(page))}">open in the Inspector</a>`;
}

function buildRow(build: StoredBuild, notification: NotificationRow | undefined, contentOrigin: ContentOrigin): string {
  const { analysis } = build;
  const sdk = analysis.sdk_marker_file ? `integrated (${escapeHtml(analysis.sdk_marker_file)})` : 'not detected';
  const platformSdk = analysis.platform_sdk_files.length
    ? `<strong>platform SDK bundled: ${escapeHtml(analysis.platform_sdk_files.join(', '))}</strong>`
    : 'not bundled';
  return `<tr>
  <td>${escapeHtml(build.version ?? '(dashboard upload)')}</td>
  <td>${escapeHtml(build.original_filename)}, ${build.original_size_bytes} bytes</td>
  <td>${analysis.file_count} files, ${escapeHtml(analysis.compression)}, largest ${escapeHtml(analysis.largest_file_name)} (${analysis.largest_file_bytes} bytes)</td>
  <td>SDK ${sdk}; ${platformSdk}</td>
  <td>${launchReview(analysis)}</td>
  <td>${notification ? `${escapeHtml(notification.message)}${notification.notes ? `: ${escapeHtml(notification.notes)}` : ''}` : ''}</td>
  <td>${inspectorLink(build, contentOrigin)}</td>
  <td>${escapeHtml(build.created_at)}</td>
</tr>`;
}

function gameSection(context: UploadApiContext, game: Game, notifications: Map<string, NotificationRow>, contentOrigin: ContentOrigin): string {
  const builds = listBuilds(context.db, game.id);
  const progress = context.db.prepare('SELECT onboarding_stage, qa_passed_build_id FROM games WHERE id = ?').get(game.id) as {
    onboarding_stage: number;
    qa_passed_build_id: string | null;
  };
  const rows = builds.map((build) => buildRow(build, notifications.get(build.id), contentOrigin)).join('\n');
  return `<section>
<h3>${escapeHtml(game.name)} <small>${escapeHtml(game.id)} · team ${escapeHtml(game.team_id)} · ${escapeHtml(game.engine ?? 'engine not set')} · ${escapeHtml(game.orientation)}</small></h3>
<p>Onboarding stage ${progress.onboarding_stage}${progress.onboarding_stage >= 3 ? ' (test the build in the Inspector)' : ' (upload a build)'} · QA pass: ${progress.qa_passed_build_id ? escapeHtml(progress.qa_passed_build_id) : 'none (a new build clears it)'}</p>
${builds.length ? `<table><tr><th>version</th><th>zip</th><th>analysis</th><th>SDK check</th><th>launch review (gamesdk check)</th><th>team notification</th><th>Inspector</th><th>uploaded</th></tr>\n${rows}</table>` : '<p>No builds yet.</p>'}
</section>`;
}

const STYLE = '<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}small{color:#666;font-weight:normal}</style>';

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>\n${STYLE}\n</head><body>\n${body}\n</body></html>`;

function signInPage(message = ''): string {
  return page(
    'Mock platform dashboard: sign in',
    `<h1>Mock platform dashboard</h1>
<p>Sign in as a team to see its keys, games and builds. Use one of the team's API keys (<code>npm run mock-platform -- keys create --team &lt;team&gt; --name &lt;name&gt;</code>).</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/dashboard/sign-in"><label>Team API key <input name="key" type="password" autocomplete="off" required></label> <button type="submit">Sign in</button></form>`,
  );
}

/**
 * The dashboard, one team at a time: GET /dashboard shows the signed-in team's keys (prefixes
 * only), games, builds and their post-upload effects, or the sign-in form; POST
 * /dashboard/sign-in and /dashboard/sign-out. Inspector links open builds from `contentOrigin`.
 */
export function dashboardRoutes(context: UploadApiContext, contentOrigin: ContentOrigin): Router {
  const router = express.Router();
  const sessions = new DashboardSessions();
  router.post('/dashboard/sign-in', refuseApiKey, express.urlencoded({ extended: false, limit: '4kb' }), (request, response) => {
    const key = typeof request.body?.key === 'string' ? request.body.key.trim() : '';
    const team = key ? teamOfApiKey(context.db, key) : undefined;
    if (!team) return void response.status(401).type('html').send(signInPage('That is not an active API key.'));
    sessions.signIn(response, team);
    response.redirect(303, '/dashboard');
  });
  router.post('/dashboard/sign-out', refuseApiKey, (request, response) => {
    sessions.signOut(request, response);
    response.redirect(303, '/dashboard');
  });
  router.get('/dashboard', refuseApiKey, (request, response) => {
    const team = sessions.teamOf(request);
    if (!team) return void response.type('html').send(signInPage());
    const notifications = new Map(
      (context.db.prepare('SELECT build_id, message, notes, created_at FROM notifications').all() as NotificationRow[]).map((row) => [row.build_id, row]),
    );
    const keys = listApiKeys(context.db, team)
      .map((key) => `<tr><td>${escapeHtml(key.name)}</td><td><code>${escapeHtml(key.prefix)}</code></td><td>${escapeHtml(key.created_at)}</td><td>${key.revoked_at ? `revoked ${escapeHtml(key.revoked_at)}` : 'active'}</td></tr>`)
      .join('\n');
    const games = listGames(context.db, team).map((game) => gameSection(context, game, notifications, contentOrigin)).join('\n');
    response.type('html').send(
      page(
        'Mock platform dashboard',
        `<h1>Mock platform dashboard</h1>
<p>Signed in as team <strong data-testid="team">${escapeHtml(team)}</strong>. <form method="post" action="/dashboard/sign-out" style="display:inline"><button type="submit">Sign out</button></form></p>
<h2>Team API keys</h2>
${keys ? `<table><tr><th>name</th><th>prefix</th><th>created</th><th>state</th></tr>\n${keys}</table>` : '<p>No keys.</p>'}
<h2>Games and builds</h2>
${games || '<p>No games yet.</p>'}`,
      ),
    );
  });
  return router;
}
