import { escapeHtml } from './dashboard-html.js';
import type { ReviewStatus } from '../records/publishing.js';

const LABELS: Record<ReviewStatus, [string, string]> = {
  in_review: ['in review by the team', 'wait'],
  changes_requested: ['changes requested', 'bad'],
  approved: ['approved', 'ok'],
};

/** A publish request's status as a badge. */
export const reviewBadge = (status: ReviewStatus): string => {
  const [label, kind] = LABELS[status];
  return `<span class="badge ${kind}" data-testid="review-status">${escapeHtml(label)}</span>`;
};
