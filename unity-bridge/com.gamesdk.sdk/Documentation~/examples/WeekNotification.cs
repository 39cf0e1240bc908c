var day1 = new WeekNotification("Your crops are ready", "Come back and harvest!") { ImageAssetId = "farm-day-1" };
