using System;
using System.Threading.Tasks;
using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Scheduled notifications: players return through messages, so schedule D1 to D7 once registered.</summary>
        public static partial class Notifications
        {
            /// <summary>Whether this module is offered.</summary>
            public static bool IsSupported()
            {
                return Bridge.CallSync<bool>("notifications.isSupported", null);
            }

            /// <summary>
            /// Schedules a notification; the same id replaces the earlier one. Only registered players
            /// receive notifications: for a guest it fails with <see cref="ErrorCode.PlayerNotAuthenticated"/>.
            /// A body over 100 characters, a day outside 0 to 7, or both image fields fail with <see cref="ErrorCode.InvalidParam"/>.
            /// </summary>
            /// <example>
            /// <code>
            /// await Sdk.Sdk.Notifications.ScheduleAsync(new NotificationOptions("day-1", "Your crops are ready", "Come back and harvest!", 1) { ImageAssetId = "farm-day-1" });
            /// </code>
            /// </example>
            public static void ScheduleAsync(NotificationOptions options, Action<ScheduledNotification> onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("notifications.scheduleAsync", options, onSuccess, onError);
            }

            /// <inheritdoc cref="ScheduleAsync(NotificationOptions, Action{ScheduledNotification}, Action{SdkError})"/>
            public static Task<ScheduledNotification> ScheduleAsync(NotificationOptions options)
            {
                return Callbacks.AsTask<ScheduledNotification>((done, fail) => ScheduleAsync(options, done, fail));
            }

            /// <summary>Cancels the notification with <paramref name="id"/>.</summary>
            public static void CancelAsync(string id, Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("notifications.cancelAsync", new IdArgs { id = id }, onSuccess, onError);
            }

            /// <inheritdoc cref="CancelAsync(string, Action, Action{SdkError})"/>
            public static Task CancelAsync(string id)
            {
                return Callbacks.AsTask((done, fail) => CancelAsync(id, done, fail));
            }

            /// <summary>Cancels the notifications scheduled in this page session only; use stable ids and <see cref="CancelAsync(string)"/> for the rest.</summary>
            public static void CancelAllAsync(Action onSuccess, Action<SdkError> onError)
            {
                Bridge.Call("notifications.cancelAllAsync", null, onSuccess, onError);
            }

            /// <inheritdoc cref="CancelAllAsync(Action, Action{SdkError})"/>
            public static Task CancelAllAsync()
            {
                return Callbacks.AsTask(CancelAllAsync);
            }
        }
    }
}
