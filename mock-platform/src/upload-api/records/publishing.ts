// The publishing flow after an upload (spec: partner platform, "Publishing flow"): test the
// build in the Inspector (Stage 3), mark it QA passed, Request Publish in Stage 4 choosing the
// platform, and the service's team reviews it: approves, or requests changes with feedback. When
// changes are requested the team uploads a new build (which clears the QA pass) and requests
// again on that build. The mock's team reviews through the control surface.
import { randomUUID } from 'node:crypto';
import type { UploadDatabase } from './database.js';
import { UploadApiError } from '../routes/errors.js';
import type { Game } from './games.js';

/** Platforms a team can request publishing on (the service's partner platform). */
export const PUBLISH_PLATFORMS = { partner: 'Partner platform (mobile web)' } as const;
export type PublishPlatform = keyof typeof PUBLISH_PLATFORMS;

/** Where a publish request is: with the team, sent back with feedback, or approved. */
export type ReviewStatus = 'in_review' | 'changes_requested' | 'approved';

/** A Request Publish and its review. */
export interface PublishRequest {
  id: string;
  game_id: string;
  build_id: string;
  platform: PublishPlatform;
  /** What the team is told (flow step 4): the game shows its own registration prompt. */
  own_registration_prompt: boolean;
  /** What the team is told (flow step 4): the game needs Manual loading mode. */
  manual_loading: boolean;
  status: ReviewStatus;
  /** The reviewers' feedback; "" when none. */
  feedback: string;
  /** The member who requested it. */
  requested_by: string;
  requested_at: string;
  reviewed_at: string | null;
}

/** Longest review feedback, in characters. */
const MAX_FEEDBACK_CHARS = 2000;

interface PublishRow extends Omit<PublishRequest, 'own_registration_prompt' | 'manual_loading'> {
  own_registration_prompt: number;
  manual_loading: number;
}

const toRequest = (row: PublishRow): PublishRequest => ({ ...row, own_registration_prompt: row.own_registration_prompt === 1, manual_loading: row.manual_loading === 1 });
const COLUMNS = 'id, game_id, build_id, platform, own_registration_prompt, manual_loading, status, feedback, requested_by, requested_at, reviewed_at';

/** The game's onboarding stage and the build that passed QA, if any (a newer upload clears it). */
export function gameProgress(db: UploadDatabase, gameId: string): { stage: number; qaPassedBuildId: string | null } {
  const row = db.prepare('SELECT onboarding_stage, qa_passed_build_id FROM games WHERE id = ?').get(gameId) as { onboarding_stage: number; qa_passed_build_id: string | null };
  return { stage: row.onboarding_stage, qaPassedBuildId: row.qa_passed_build_id };
}

/** The game's newest build id, or undefined. */
const newestBuildId = (db: UploadDatabase, gameId: string): string | undefined =>
  (db.prepare('SELECT id FROM builds WHERE game_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(gameId) as { id: string } | undefined)?.id;

/**
 * Marks the game's newest build QA passed (after testing it in the Inspector): the game reaches
 * Stage 4, Request Publish. An older build cannot be marked: a newer upload invalidated it.
 */
export function markQaPassed(db: UploadDatabase, game: Game, buildId: string): void {
  const newest = newestBuildId(db, game.id);
  if (!newest || !db.prepare('SELECT 1 FROM builds WHERE game_id = ? AND id = ?').get(game.id, buildId)) throw new UploadApiError('NOT_FOUND', 'no such build of this game');
  if (newest !== buildId) throw new UploadApiError('VALIDATION_FAILED', 'only the newest build can pass QA: a newer build was uploaded since', { field: 'build' });
  db.prepare('UPDATE games SET onboarding_stage = 4, qa_passed_build_id = ? WHERE id = ?').run(buildId, game.id);
}

/** The game's publish requests, newest first. */
export function publishRequestsOf(db: UploadDatabase, gameId: string): PublishRequest[] {
  return (db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE game_id = ? ORDER BY requested_at DESC, rowid DESC`).all(gameId) as PublishRow[]).map(toRequest);
}

/**
 * Requests publishing the game's QA-passed build on `platform` (Stage 4). Refused without a QA
 * pass, and while an earlier request is still in review.
 */
export function requestPublish(
  db: UploadDatabase,
  game: Game,
  details: { platform: string; ownRegistrationPrompt: boolean; manualLoading: boolean; requestedBy: string },
  now: Date,
): PublishRequest {
  if (!Object.hasOwn(PUBLISH_PLATFORMS, details.platform)) {
    throw new UploadApiError('VALIDATION_FAILED', `platform must be one of ${Object.keys(PUBLISH_PLATFORMS).join(', ')}`, { field: 'platform' });
  }
  const { qaPassedBuildId } = gameProgress(db, game.id);
  if (!qaPassedBuildId) throw new UploadApiError('VALIDATION_FAILED', 'Request Publish needs a build that passed QA: test the newest build in the Inspector and mark it QA passed', { field: 'build' });
  const requests = publishRequestsOf(db, game.id);
  if (requests.some((request) => request.status === 'in_review')) {
    throw new UploadApiError('VALIDATION_FAILED', 'a publish request of this game is already in review', { field: 'build' });
  }
  const earlier = requests.find((request) => request.build_id === qaPassedBuildId);
  if (earlier) throw new UploadApiError('VALIDATION_FAILED', alreadyRequested(earlier.status), { field: 'build' });
  const request: PublishRequest = {
    id: randomUUID(),
    game_id: game.id,
    build_id: qaPassedBuildId,
    platform: details.platform as PublishPlatform,
    own_registration_prompt: details.ownRegistrationPrompt,
    manual_loading: details.manualLoading,
    status: 'in_review',
    feedback: '',
    requested_by: details.requestedBy,
    requested_at: now.toISOString(),
    reviewed_at: null,
  };
  db.prepare(`INSERT INTO publish_requests (${COLUMNS}) VALUES (@id, @game_id, @build_id, @platform, @own_registration_prompt, @manual_loading, @status, @feedback, @requested_by, @requested_at, @reviewed_at)`).run({
    ...request,
    own_registration_prompt: request.own_registration_prompt ? 1 : 0,
    manual_loading: request.manual_loading ? 1 : 0,
  });
  return request;
}

/** Why a build reviewed once cannot be requested again. */
export const alreadyRequested = (status: ReviewStatus): string =>
  status === 'approved'
    ? 'this build was approved already: upload a new build to publish an update'
    : 'the team requested changes on this build: upload a new build, pass QA on it and request publish on that build';

/** Every publish request of every team, newest first, with its game's name and team: the reviewers' queue. */
export function reviewQueue(db: UploadDatabase): Array<PublishRequest & { game_name: string; team_id: string }> {
  const rows = db.prepare(`SELECT ${COLUMNS.split(', ').map((column) => `r.${column}`).join(', ')}, g.name AS game_name, g.team_id AS team_id FROM publish_requests r JOIN games g ON g.id = r.game_id ORDER BY r.requested_at DESC, r.rowid DESC`).all() as Array<PublishRow & { game_name: string; team_id: string }>;
  return rows.map((row) => ({ ...toRequest(row), game_name: row.game_name, team_id: row.team_id }));
}

/**
 * The team's review of a request in review: `approve`, or `request-changes` with feedback (the
 * team then uploads a new build and requests again). Throws NOT_FOUND for an unknown request and
 * VALIDATION_FAILED for one already reviewed or changes without feedback.
 */
export function reviewPublishRequest(db: UploadDatabase, id: string, decision: 'approve' | 'request-changes', feedback: string, now: Date): PublishRequest {
  const row = db.prepare(`SELECT ${COLUMNS} FROM publish_requests WHERE id = ?`).get(id) as PublishRow | undefined;
  if (!row) throw new UploadApiError('NOT_FOUND', 'no publish request with that id');
  if (row.status !== 'in_review') throw new UploadApiError('VALIDATION_FAILED', `this publish request was already reviewed (${row.status})`, { field: 'id' });
  const text = feedback.trim();
  if (decision === 'request-changes' && !text) throw new UploadApiError('VALIDATION_FAILED', 'feedback is required when requesting changes', { field: 'feedback' });
  if ([...text].length > MAX_FEEDBACK_CHARS) throw new UploadApiError('VALIDATION_FAILED', `feedback must be at most ${MAX_FEEDBACK_CHARS} characters`, { field: 'feedback' });
  const status: ReviewStatus = decision === 'approve' ? 'approved' : 'changes_requested';
  db.prepare('UPDATE publish_requests SET status = ?, feedback = ?, reviewed_at = ? WHERE id = ?').run(status, text, now.toISOString(), id);
  return toRequest({ ...row, status, feedback: text, reviewed_at: now.toISOString() });
}
