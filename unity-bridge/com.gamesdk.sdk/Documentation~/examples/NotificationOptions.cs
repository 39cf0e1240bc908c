var day1 = new NotificationOptions("day-1", "Your crops are ready", "Come back and harvest!", 1) { ImageAssetId = "farm-day-1" };
