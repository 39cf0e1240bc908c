using Sdk.Internal;

namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Facts about this session.</summary>
        public static partial class Session
        {
        }
    }
}
