using Sdk.Internal;

namespace Sdk.Mocks
{
    // Initialisation, loading progress, the game's start and the session of the mock platform.
    internal sealed partial class MockBackend
    {
        private void OfferLifecycle()
        {
            Offer("lifecycle.initialize", (args, operation) =>
            {
                initialized = true;
                return Json.Success(true);
            });
            Offer("lifecycle.initialized", (args, operation) => Json.Success(initialized));
            Offer("lifecycle.progress", (args, operation) =>
            {
                Check(Rules.SetLoadingProgress(Parse<ProgressArgs>(args).progress));
                return Json.Success(true);
            });
            Offer("lifecycle.start", (args, operation) =>
            {
                started = true;
                return Json.Success(true);
            });
            Offer("session.entryPoint", (args, operation) => Json.Success(new NullableString { present = EntryPointData != null, text = EntryPointData }));
        }
    }
}
