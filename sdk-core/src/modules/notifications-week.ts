import type { SdkError } from '../errors/sdk-error.js';
import type { NotificationOptions, WeekNotification } from '../types/values.js';
import { describe, invalid, validateNotificationOptions, validateOptions } from '../validation/validate.js';
import { RULE_MESSAGES as say, WEEK_DAYS, WEEK_ID_PREFIX } from '../validation/rules.generated.js';

/**
 * The week's notifications, checked against launch checklist item 5: exactly seven entries, the
 * entry at index i for day i + 1 under the stable id `gamesdk-week-d<day>`, each with an image,
 * no title or body repeated. A broken rule throws INVALID_PARAM naming the day, the entry and the
 * rule (every engine's mock checks in the same order, so the shared vectors agree).
 */
export function weekOf(context: string, entries: unknown): NotificationOptions[] {
  if (!Array.isArray(entries) || entries.length !== WEEK_DAYS) {
    throw invalid(context, say.weekCount(Array.isArray(entries) ? entries.length : describe(entries)));
  }
  // The day each title and body was first used on, keyed by field and text (so never a key of
  // Object.prototype: every key starts with 'title' or 'body').
  const seen: Record<string, number> = {};
  return entries.map((entry: unknown, index) => {
    const day = index + 1;
    try {
      const given = validateOptions(context, entry) as Partial<WeekNotification & NotificationOptions>;
      if ('id' in given || 'scheduledInDays' in given) throw invalid(context, say.weekSetsIdAndDay());
      if (given.imageAssetId === undefined && given.imageDataUrl === undefined) throw invalid(context, say.weekImageMissing());
      const options = validateNotificationOptions(context, { ...given, id: WEEK_ID_PREFIX + day, scheduledInDays: day });
      for (const field of ['title', 'body'] as const) {
        const earlier = seen[field + options[field]];
        if (earlier) throw invalid(context, say.weekCopyRepeated(field, earlier));
        seen[field + options[field]] = day;
      }
      return options;
    } catch (error) {
      // Every check above throws INVALID_PARAM; its message gains the day and the entry.
      throw invalid(context, say.weekEntry(day, index, (error as SdkError).message));
    }
  });
}
