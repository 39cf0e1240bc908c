// The team page: the team's games (and a form to create one) and, for owners and managers, the
// team's API keys (create, revoke; prefixes only, the secret once at creation).
import { listApiKeys, type CreatedApiKey } from '../records/api-keys.js';
import type { UploadDatabase } from '../records/database.js';
import { escapeHtml, message, page, type Viewer } from './dashboard-html.js';
import { gameFieldsForm } from './dashboard-game-form.js';
import { listGames } from '../records/games.js';
import { managesKeys, type Member } from '../records/members.js';
import { gameProgress, publishRequestsOf } from '../records/publishing.js';
import { reviewBadge } from './dashboard-review.js';

/** What the team page shows besides the team's state: a result of the last action. */
export interface TeamPageMessages {
  error?: string;
  notice?: string;
  /** A key just created: its secret is shown this once. */
  createdKey?: CreatedApiKey;
}

function gamesSection(db: UploadDatabase, team: string): string {
  const rows = listGames(db, team).map((game) => {
    const builds = (db.prepare('SELECT COUNT(*) AS n FROM builds WHERE game_id = ?').get(game.id) as { n: number }).n;
    const latest = publishRequestsOf(db, game.id)[0];
    return `<tr><td><a href="/dashboard/games/${escapeHtml(game.id)}">${escapeHtml(game.name)}</a></td><td>${escapeHtml(game.engine ?? 'not set')}</td><td>${builds}</td><td>Stage ${gameProgress(db, game.id).stage}</td><td>${latest ? reviewBadge(latest.status) : 'not requested'}</td></tr>`;
  });
  return `<section class="card" aria-labelledby="games">
<h2 id="games">Games</h2>
${rows.length ? `<table><thead><tr><th scope="col">game</th><th scope="col">engine</th><th scope="col">builds</th><th scope="col">onboarding</th><th scope="col">publish review</th></tr></thead><tbody>\n${rows.join('\n')}</tbody></table>` : '<p>No games yet.</p>'}
</section>
<section class="card" aria-labelledby="create-game">
<h2 id="create-game">Create a game</h2>
${gameFieldsForm('/dashboard/games', 'Create game')}
</section>`;
}

function keysSection(db: UploadDatabase, member: Member, createdKey: CreatedApiKey | undefined): string {
  if (!managesKeys(member)) {
    return `<section class="card" aria-labelledby="keys"><h2 id="keys">Team API keys</h2>
<p class="hint">Only a team owner or manager can create, list and revoke the team's API keys.</p></section>`;
  }
  const created = createdKey
    ? `<div role="status"><p class="notice">API key "${escapeHtml(createdKey.name)}" created. Copy the secret now: it is shown this once, afterwards only its prefix.</p>
<p class="secret" data-testid="new-key">${escapeHtml(createdKey.secret)}</p></div>`
    : '';
  const rows = listApiKeys(db, member.team_id).map(
    (key) => `<tr><td>${escapeHtml(key.name)}</td><td><code>${escapeHtml(key.prefix)}</code></td><td>${escapeHtml(key.created_at)}</td><td>${key.revoked_at ? `revoked ${escapeHtml(key.revoked_at)}` : 'active'}</td>
<td>${key.revoked_at ? '' : `<form method="post" action="/dashboard/keys/${escapeHtml(key.prefix)}/revoke" class="inline"><button type="submit" aria-label="Revoke key ${escapeHtml(key.name)} (${escapeHtml(key.prefix)})">Revoke</button></form>`}</td></tr>`,
  );
  return `<section class="card" aria-labelledby="keys">
<h2 id="keys">Team API keys</h2>
${created}
${rows.length ? `<table><thead><tr><th scope="col">name</th><th scope="col">prefix</th><th scope="col">created</th><th scope="col">state</th><th scope="col"><span class="hint">revoke (at once, for good)</span></th></tr></thead><tbody>\n${rows.join('\n')}</tbody></table>` : '<p>No keys.</p>'}
<form method="post" action="/dashboard/keys" class="stack">
<label>New key's name (where it runs, e.g. "GitHub Actions") <input name="name" required maxlength="100"></label>
<div><button type="submit">Create key</button></div>
</form>
</section>`;
}

/** The team page of `member`. */
export function teamPage(db: UploadDatabase, member: Member, messages: TeamPageMessages = {}): string {
  const viewer: Viewer = { name: member.name, role: member.role, team: member.team_id };
  return page(
    `Team ${member.team_id}: mock platform dashboard`,
    `<h1>Team ${escapeHtml(member.team_id)}</h1>
${message('alert', messages.error)}${message('notice', messages.notice)}
${gamesSection(db, member.team_id)}
${keysSection(db, member, messages.createdKey)}`,
    viewer,
  );
}
