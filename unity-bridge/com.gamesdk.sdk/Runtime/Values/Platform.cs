namespace Sdk
{
    /// <summary>The platform the game runs on, from <see cref="Sdk.Session.GetPlatform"/> (package 2.11.0 and later).</summary>
    public enum Platform
    {
        /// <summary>A platform this package version has no member for.</summary>
        Unknown,
        /// <summary>The partner mobile-first web game platform (id <c>partner</c>).</summary>
        Partner,
        /// <summary>The offline local fallback, active when no <c>sdk_platform</c> is given (id <c>local</c>).</summary>
        Local,
    }

    internal static class Platforms
    {
        /// <summary>The member of a platform id; never throws.</summary>
        internal static Platform FromId(string id)
        {
            switch (id)
            {
                case "partner": return Platform.Partner;
                case "local": return Platform.Local;
                default: return Platform.Unknown;
            }
        }
    }
}
