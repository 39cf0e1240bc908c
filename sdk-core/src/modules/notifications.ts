import { SdkError } from '../errors/sdk-error.js';
import type { Runtime } from '../runtime/runtime.js';
import type { NotificationOptions, ScheduledNotification, WeekNotification } from '../types/values.js';
import { weekOf } from './notifications-week.js';
import { validateNotificationOptions, validateText } from '../validation/validate.js';
import { RULE_MESSAGES as say } from '../validation/rules.generated.js';

/** Scheduled notifications: players return through messages, so schedule D1 to D7 once registered. */
export interface NotificationsModule {
  /** Whether this module is offered. */
  isSupported(): boolean;
  /**
   * Schedules a notification; the same id replaces the earlier one. Only registered players
   * receive notifications: for a guest it fails with PLAYER_NOT_AUTHENTICATED.
   * A body over 100 characters, a day outside 0 to 7, or both image fields fail with INVALID_PARAM.
   * @example
   * await Sdk.notifications.scheduleAsync({ id: 'day-1', title: 'Your crops are ready', body: 'Come back and harvest!', scheduledInDays: 1, imageAssetId: 'farm' });
   */
  scheduleAsync(options: NotificationOptions): Promise<ScheduledNotification>;
  /**
   * Schedules the D1 to D7 week of launch checklist item 5: seven entries, the first for day 1 and the last
   * for day 7, each with its own title and body (no two alike), a body of at most 100 characters and an image
   * (`WeekNotification.imageAssetId` or `WeekNotification.imageDataUrl`). The ids are stable (`gamesdk-week-d1` to `gamesdk-week-d7`),
   * so a later week replaces the earlier one. Completes with what was scheduled. A broken rule fails with
   * INVALID_PARAM naming the day and the rule, before anything is scheduled; a guest's call with PLAYER_NOT_AUTHENTICATED.
   * @example
   * const days = ['Your crops are ready', 'The market opens', 'A storm is coming', 'Harvest festival', 'New seeds', 'The well is full', 'A week on the farm'];
   * await Sdk.notifications.scheduleWeekAsync(days.map((title, i) => ({ title, body: `Day ${i + 1}: come back to the farm!`, imageAssetId: `farm-day-${i + 1}` })));
   */
  scheduleWeekAsync(entries: WeekNotification[]): Promise<ScheduledNotification[]>;
  /** Cancels the notification with `id`. */
  cancelAsync(id: string): Promise<void>;
  /** Cancels the notifications scheduled in this page session only; use stable ids and `notifications.cancelAsync` for the rest. */
  cancelAllAsync(): Promise<void>;
}

export function createNotificationsModule(runtime: Runtime): NotificationsModule {
  const registeredOnly = (context: string) => {
    const adapter = runtime.ready(context);
    if (adapter.notifications && adapter.auth && !adapter.auth.isAuthenticated()) {
      throw new SdkError('PLAYER_NOT_AUTHENTICATED', say.guestNotification(), context);
    }
  };
  return {
    isSupported: () => runtime.supports('notifications'),
    async scheduleAsync(options) {
      const context = 'notifications.scheduleAsync';
      runtime.ready(context);
      const valid = validateNotificationOptions(context, options);
      registeredOnly(context);
      return runtime.call(context, (adapter) => adapter.notifications?.schedule(valid));
    },
    async scheduleWeekAsync(entries) {
      const context = 'notifications.scheduleWeekAsync';
      runtime.ready(context);
      const week = weekOf(context, entries);
      registeredOnly(context);
      return Promise.all(week.map((options) => runtime.call(context, (adapter) => adapter.notifications?.schedule(options))));
    },
    async cancelAsync(id) {
      const context = 'notifications.cancelAsync';
      runtime.ready(context);
      validateText(context, 'id', id);
      registeredOnly(context);
      return runtime.call(context, (adapter) => adapter.notifications?.cancel(id));
    },
    async cancelAllAsync() {
      const context = 'notifications.cancelAllAsync';
      registeredOnly(context);
      return runtime.call(context, (adapter) => adapter.notifications?.cancelAll());
    },
  };
}
