var recovery = new RecoverPurchasesOptions(
    token => save.Tokens.Contains(token),
    (purchase, answer) => { AddItem(JsonUtility.FromJson<Verified>(answer).productId); save.Tokens.Add(purchase.PurchaseToken); Sdk.Sdk.Data.SetString("save", JsonUtility.ToJson(save)); })
{ ClaimAsync = purchase => backend.GrantAsync(purchase) }; // POST https://api.example-game.com/purchases/grant, your backend's own address (not a path of the platform's origin): it verifies, claims and answers the verified product
var report = await Sdk.Sdk.Iap.RecoverPurchasesAsync(recovery); // at start-up, and after each PurchaseAsync
