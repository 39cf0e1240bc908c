Sdk.Sdk.Ads.ShowInterstitial(Pause, Resume, error => Resume()); // no-fill: resume in onError
