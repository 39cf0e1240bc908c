Sdk.Sdk.Data.SetString("progress", JsonUtility.ToJson(save));
if (!Sdk.Sdk.Auth.IsAuthenticated())
{
    var prompt = Sdk.Sdk.Auth.ShowRegistrationPrompt(
        new RegistrationPromptOptions("Text {{registrationCode}} to keep your farm"),
        closed => Debug.Log("registered: " + closed.Registered),
        error => Debug.LogWarning(error));
    if (prompt != null) prompt.Login(() => { }, Debug.LogWarning);
}
