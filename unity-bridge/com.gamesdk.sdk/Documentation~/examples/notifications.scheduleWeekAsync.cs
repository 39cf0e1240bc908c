var week = new WeekNotification[7];
for (var day = 1; day <= 7; day++) week[day - 1] = new WeekNotification("Day " + day + " on the farm", "Come back for day " + day + "!") { ImageAssetId = "farm-day-" + day };
ScheduledNotification[] scheduled = await Sdk.Sdk.Notifications.ScheduleWeekAsync(week);
