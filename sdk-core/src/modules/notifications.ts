import { SdkError } from '../errors/sdk-error.js';
import type { Runtime } from '../runtime/runtime.js';
import type { NotificationOptions, ScheduledNotification } from '../types/values.js';
import { validateNotificationOptions, validateText } from '../validation/validate.js';
import { RULE_MESSAGES as say } from '../validation/rules.generated.js';

/** Scheduled notifications: players return through messages, so schedule D1 to D7 once registered. */
export interface NotificationsModule {
  /** Whether the active platform offers this module; false before initialisation. */
  isSupported(): boolean;
  /**
   * Schedules a notification; the same `id` replaces the earlier one. Only registered players
   * receive notifications: a guest call rejects with PLAYER_NOT_AUTHENTICATED.
   * @example
   * await Sdk.notifications.scheduleAsync({ id: 'day-1', title: 'Your crops are ready', body: 'Come back and harvest!', scheduledInDays: 1, imageAssetId: 'farm' });
   */
  scheduleAsync(options: NotificationOptions): Promise<ScheduledNotification>;
  /** Cancels the notification with `id`. */
  cancelAsync(id: string): Promise<void>;
  /** Cancels the notifications scheduled in this page session only; use stable ids and cancelAsync for the rest. */
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
