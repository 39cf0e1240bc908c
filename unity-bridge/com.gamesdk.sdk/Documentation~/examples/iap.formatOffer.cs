Subscription[] plans = await Sdk.Sdk.Iap.GetSubscriptionsAsync(); // empty for guests
foreach (var plan in plans)
    if (!plan.IsActive) Debug.Log(Sdk.Sdk.Iap.FormatOffer(plan, Sdk.Sdk.Session.GetLocale())); // "7-day free trial, then $2.99 a month"
