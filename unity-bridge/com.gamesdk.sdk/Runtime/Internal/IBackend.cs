namespace Sdk.Internal
{
    /// <summary>
    /// Where calls go: the browser script through the .jslib in a WebGL player, the Play Mode mocks
    /// elsewhere. A backend answers each call exactly once through <see cref="Bridge.Deliver"/>
    /// with the call's id (synchronously for the synchronous operations) and raises events through
    /// <see cref="Bridge.RaiseEvent"/>.
    /// </summary>
    internal interface IBackend
    {
        /// <summary>Starts <paramref name="operation"/> (the TypeScript name, for example <c>iap.purchaseAsync</c>) with a JSON object of arguments.</summary>
        void Call(int callId, string operation, string args);
    }
}
