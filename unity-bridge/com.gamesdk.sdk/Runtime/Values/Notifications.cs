using System;
using UnityEngine;

namespace Sdk
{
    /// <summary>
    /// Options of <see cref="Sdk.Notifications.ScheduleAsync(NotificationOptions)"/>. An optional string
    /// left null or empty counts as not given (JsonUtility cannot tell the two apart).
    /// </summary>
    /// <example>
    /// <code>
    /// var day1 = new NotificationOptions("day-1", "Your crops are ready", "Come back and harvest!", 1) { ImageAssetId = "farm-day-1" };
    /// </code>
    /// </example>
    [Serializable]
    public sealed class NotificationOptions
    {
        [SerializeField] private string id;
        [SerializeField] private string title;
        [SerializeField] private string body;
        [SerializeField] private int scheduledInDays;
        [SerializeField] private string imageAssetId;
        [SerializeField] private string imageDataUrl;
        [SerializeField] private string dataJson;

        /// <summary>Options with every required field.</summary>
        public NotificationOptions(string id, string title, string body, int scheduledInDays)
        {
            this.id = id;
            this.title = title;
            this.body = body;
            this.scheduledInDays = scheduledInDays;
        }

        /// <summary>Stable id; scheduling the same id again replaces the earlier notification.</summary>
        public string Id { get { return id; } set { id = value; } }
        /// <summary>Title, non-blank.</summary>
        public string Title { get { return title; } set { title = value; } }
        /// <summary>Body, non-blank, at most 100 characters.</summary>
        public string Body { get { return body; } set { body = value; } }
        /// <summary>Whole number of days from now, 0 to 7; the platform picks the time in that day.</summary>
        public int ScheduledInDays { get { return scheduledInDays; } set { scheduledInDays = value; } }
        /// <summary>An image approved on the platform. Give this or <see cref="ImageDataUrl"/>, never both.</summary>
        public string ImageAssetId { get { return imageAssetId; } set { imageAssetId = value; } }
        /// <summary>A PNG, JPEG or WebP base64 data URL of at most 2 MiB. Give this or <see cref="ImageAssetId"/>, never both.</summary>
        public string ImageDataUrl { get { return imageDataUrl; } set { imageDataUrl = value; } }
        /// <summary>JSON object text handed back as entry point data when the player opens the notification.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
    }

    /// <summary>
    /// One day of <see cref="Sdk.Notifications.ScheduleWeekAsync(WeekNotification[])"/>: the week sets the id
    /// (<c>gamesdk-week-d1</c> to <c>gamesdk-week-d7</c>) and the day from the entry's place. Give an image:
    /// <see cref="ImageAssetId"/> or <see cref="ImageDataUrl"/>, never both.
    /// </summary>
    /// <example>
    /// <code>
    /// var day1 = new WeekNotification("Your crops are ready", "Come back and harvest!") { ImageAssetId = "farm-day-1" };
    /// </code>
    /// </example>
    [Serializable]
    public sealed class WeekNotification
    {
        [SerializeField] private string title;
        [SerializeField] private string body;
        [SerializeField] private string imageAssetId;
        [SerializeField] private string imageDataUrl;
        [SerializeField] private string dataJson;

        /// <summary>A day's copy; set an image before scheduling.</summary>
        public WeekNotification(string title, string body)
        {
            this.title = title;
            this.body = body;
        }

        /// <summary>Title, non-blank; no other day's title is the same.</summary>
        public string Title { get { return title; } set { title = value; } }
        /// <summary>Body, non-blank, at most 100 characters; no other day's body is the same.</summary>
        public string Body { get { return body; } set { body = value; } }
        /// <summary>An image approved on the platform. Give this or <see cref="ImageDataUrl"/>.</summary>
        public string ImageAssetId { get { return imageAssetId; } set { imageAssetId = value; } }
        /// <summary>A PNG, JPEG or WebP base64 data URL of at most 2 MiB. Give this or <see cref="ImageAssetId"/>.</summary>
        public string ImageDataUrl { get { return imageDataUrl; } set { imageDataUrl = value; } }
        /// <summary>JSON object text handed back as entry point data when the player opens the notification.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
    }

    /// <summary>What <see cref="Sdk.Notifications.ScheduleAsync(NotificationOptions)"/> completes with.</summary>
    [Serializable]
    public sealed class ScheduledNotification
    {
        [SerializeField] private string id;
        [SerializeField] private int scheduledInDays;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public ScheduledNotification(string id, int scheduledInDays)
        {
            this.id = id;
            this.scheduledInDays = scheduledInDays;
        }

        /// <summary>The notification's id.</summary>
        public string Id { get { return id; } }
        /// <summary>The day it was scheduled for.</summary>
        public int ScheduledInDays { get { return scheduledInDays; } }
    }
}
