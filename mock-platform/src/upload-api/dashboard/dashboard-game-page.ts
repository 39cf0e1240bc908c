// A game's page: its onboarding stage and publish review (status and the team's feedback), its
// builds (analysis, SDK check, launch review, the Inspector, QA), a hand upload, Request Publish
// and the game's details.
import { listBuilds, type StoredBuild } from '../records/builds.js';
import type { UploadDatabase } from '../records/database.js';
import { gameFieldsForm } from './dashboard-game-form.js';
import { escapeHtml, message, page } from './dashboard-html.js';
import { reviewBadge } from './dashboard-review.js';
import type { Game } from '../records/games.js';
import type { Member } from '../records/members.js';
import { alreadyRequested, gameProgress, PUBLISH_PLATFORMS, publishRequestsOf, type PublishRequest } from '../records/publishing.js';

/** Where uploaded builds are served: their own origin, apart from the dashboard and the control surface. */
export type ContentOrigin = () => string | undefined;

interface NotificationRow {
  build_id: string;
  message: string;
  notes: string;
}

const STAGES: Record<number, string> = {
  1: 'Stage 1: upload a build',
  3: 'Stage 3: test the newest build in the Inspector, then mark it QA passed',
  4: 'Stage 4: Request Publish, choosing the platform',
};

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

const REVIEWED_STAGES: Record<PublishRequest['status'], string> = {
  in_review: 'Stage 4: publish requested; the team is reviewing the build',
  changes_requested: 'Stage 4: the team requested changes; upload a new build',
  approved: 'Stage 4: approved by the team',
};

/** Where the game is: its stage, and once its QA-passed build was requested, where the review is. */
function stageLine(stage: number, qaPassedBuildId: string | null, requests: PublishRequest[]): string {
  const reviewed = requests.find((request) => request.build_id === qaPassedBuildId);
  return stage === 4 && reviewed ? REVIEWED_STAGES[reviewed.status] : (STAGES[stage] ?? `Stage ${stage}`);
}

const buildLabel = (build: Pick<StoredBuild, 'version' | 'created_at'>) => (build.version === null ? `the dashboard upload of ${build.created_at}` : `version ${build.version}`);

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

/** The shell URL that opens `build` from the content origin on the partner platform. */
function inspectorLink(build: StoredBuild, contentOrigin: ContentOrigin): string {
  const origin = contentOrigin();
  if (!origin) return '';
  const target = `${origin}/uploads/${build.game_id}/${build.id}/index.html`;
  return `<a href="/shell/?game=${escapeHtml(encodeURIComponent(target))}">open in the Inspector</a>`;
}

function qaCell(game: Game, build: StoredBuild, newest: boolean, qaPassed: string | null): string {
  if (qaPassed === build.id) return '<span class="badge ok" data-testid="qa-status">QA passed</span>';
  if (!newest) return '<span class="hint">a newer build was uploaded</span>';
  return `<form method="post" action="/dashboard/games/${escapeHtml(game.id)}/builds/${escapeHtml(build.id)}/qa" class="inline"><button type="submit">Mark QA passed</button></form>`;
}

function buildRow(game: Game, build: StoredBuild, newest: boolean, qaPassed: string | null, notification: NotificationRow | undefined, contentOrigin: ContentOrigin): string {
  const { analysis } = build;
  const sdk = analysis.sdk_marker_file ? `integrated (${escapeHtml(analysis.sdk_marker_file)})` : 'not detected';
  const platformSdk = analysis.platform_sdk_files.length ? `<strong>platform SDK bundled: ${escapeHtml(analysis.platform_sdk_files.join(', '))}</strong>` : 'not bundled';
  return `<tr>
  <th scope="row">${escapeHtml(build.version ?? '(dashboard upload)')}</th>
  <td>${escapeHtml(build.created_at)}</td>
  <td>${escapeHtml(build.original_filename)}, ${build.original_size_bytes} bytes; ${analysis.file_count} files, ${escapeHtml(analysis.compression)}, largest ${escapeHtml(analysis.largest_file_name)} (${analysis.largest_file_bytes} bytes)</td>
  <td>SDK ${sdk}; ${platformSdk}</td>
  <td>${launchReview(analysis)}</td>
  <td>${notification ? `${escapeHtml(notification.message)}${notification.notes ? `: ${escapeHtml(notification.notes)}` : ''}` : ''}</td>
  <td>${inspectorLink(build, contentOrigin)}</td>
  <td>${qaCell(game, build, newest, qaPassed)}</td>
</tr>`;
}

function reviewSection(requests: PublishRequest[], builds: StoredBuild[]): string {
  if (!requests.length) return '<p>Not requested yet.</p>';
  const label = (id: string) => {
    const build = builds.find((candidate) => candidate.id === id);
    return build ? buildLabel(build) : 'a removed build';
  };
  const items = requests.map(
    (request) => `<li>${reviewBadge(request.status)} ${escapeHtml(label(request.build_id))} on ${escapeHtml(PUBLISH_PLATFORMS[request.platform] ?? request.platform)}, requested by ${escapeHtml(request.requested_by)} at ${escapeHtml(request.requested_at)}${request.reviewed_at ? `, reviewed at ${escapeHtml(request.reviewed_at)}` : ''}
${request.feedback ? `<p class="feedback" data-testid="review-feedback"><strong>Feedback from the team:</strong> ${escapeHtml(request.feedback)}</p>` : ''}</li>`,
  );
  return `<ol reversed>${items.join('\n')}</ol>`;
}

function publishForm(game: Game, qaPassed: StoredBuild | undefined, requests: PublishRequest[]): string {
  if (requests.some((request) => request.status === 'in_review')) return '<p class="hint">A request is in review: the team answers here.</p>';
  if (!qaPassed) return '<p class="hint">Request Publish needs a build that passed QA: open the newest build in the Inspector, test it, and mark it QA passed.</p>';
  const earlier = requests.find((request) => request.build_id === qaPassed.id);
  if (earlier) return `<p class="hint">${escapeHtml(sentence(alreadyRequested(earlier.status)))}</p>`;
  const platforms = Object.entries(PUBLISH_PLATFORMS).map(([id, name]) => `<option value="${escapeHtml(id)}">${escapeHtml(name)}</option>`).join('');
  return `<form method="post" action="/dashboard/games/${escapeHtml(game.id)}/publish" class="stack">
<p class="hint">Requests publishing ${escapeHtml(buildLabel(qaPassed))} (QA passed). The team builds the bundle, runs the platform's checks and submits; status and feedback appear on this page.</p>
<div class="field"><label for="publish-platform">Platform</label><select id="publish-platform" name="platform" required>${platforms}</select></div>
<fieldset><legend>Tell the team</legend>
<label class="check"><input type="checkbox" name="own_registration_prompt" value="yes"> The game shows its own registration prompt (the team turns the platform's automatic login reminders off)</label>
<label class="check"><input type="checkbox" name="manual_loading" value="yes"> The game needs Manual loading mode</label>
</fieldset>
<div><button type="submit" class="primary">Request Publish</button></div>
</form>`;
}

/** The page of `game` as `member` sees it, with the result of the last action. */
export function gamePage(db: UploadDatabase, member: Member, game: Game, contentOrigin: ContentOrigin, messages: { error?: string; notice?: string } = {}): string {
  const builds = listBuilds(db, game.id);
  const { stage, qaPassedBuildId } = gameProgress(db, game.id);
  const requests = publishRequestsOf(db, game.id);
  const notifications = new Map(
    (db.prepare('SELECT build_id, message, notes FROM notifications WHERE game_id = ?').all(game.id) as NotificationRow[]).map((row) => [row.build_id, row]),
  );
  const rows = builds.map((build, index) => buildRow(game, build, index === 0, qaPassedBuildId, notifications.get(build.id), contentOrigin)).join('\n');
  const qaPassed = builds.find((build) => build.id === qaPassedBuildId);
  return page(
    `${game.name}: mock platform dashboard`,
    `<p><a href="/dashboard">Team ${escapeHtml(member.team_id)}</a> / ${escapeHtml(game.name)}</p>
<h1>${escapeHtml(game.name)}</h1>
${message('alert', messages.error)}${message('notice', messages.notice)}
<section class="card" aria-labelledby="progress">
<h2 id="progress">Onboarding and publish review</h2>
<p data-testid="stage">${escapeHtml(stageLine(stage, qaPassedBuildId, requests))}</p>
<p>QA pass: ${qaPassed ? `<span class="badge ok">${escapeHtml(buildLabel(qaPassed))}</span>` : '<span class="badge">none</span> <span class="hint">(a new build clears it)</span>'}</p>
<h3>Publish review</h3>
${reviewSection(requests, builds)}
</section>
<section class="card" aria-labelledby="request-publish">
<h2 id="request-publish">Request Publish</h2>
${publishForm(game, qaPassed, requests)}
</section>
<section class="card" aria-labelledby="builds">
<h2 id="builds">Builds</h2>
${builds.length ? `<table><thead><tr><th scope="col">version</th><th scope="col">uploaded</th><th scope="col">zip and analysis</th><th scope="col">SDK check</th><th scope="col">launch review (gamesdk check)</th><th scope="col">team notification</th><th scope="col">Inspector</th><th scope="col">QA</th></tr></thead><tbody>\n${rows}</tbody></table>` : '<p>No builds yet.</p>'}
<h3 id="upload">Upload a build</h3>
<form method="post" action="/dashboard/games/${escapeHtml(game.id)}/builds" enctype="multipart/form-data" class="stack" aria-labelledby="upload">
<p class="hint">A build uploaded here carries no version (versions are for pipelines). The zip holds index.html at its root or one level down; at most 500 MB.</p>
<label>Build zip <input type="file" name="build" accept=".zip,application/zip" required></label>
<label>Release notes <span class="hint">optional, up to 500 characters</span><textarea name="notes" rows="2" maxlength="500"></textarea></label>
<div><button type="submit" class="primary">Upload build</button></div>
</form>
</section>
<section class="card" aria-labelledby="details">
<h2 id="details">Game details</h2>
<p class="hint">Id <code>${escapeHtml(game.id)}</code> (the API's :gameId), created ${escapeHtml(game.created_at)}.</p>
${gameFieldsForm(`/dashboard/games/${game.id}`, 'Save details', game)}
</section>`,
    { name: member.name, role: member.role, team: member.team_id },
  );
}
