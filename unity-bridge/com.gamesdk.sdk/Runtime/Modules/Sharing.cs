// Hand-written: the Context and Referrals modules' classes and doc comments; their methods are
// generated (Operations.generated.cs, from sdk-core/api/operations.json).
namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Image sharing. On the partner platform IsSupported() is false but ShareAsync works: do not gate on it.</summary>
        public static partial class Context
        {
        }

        /// <summary>Referrals: only invited players who complete registration are counted.</summary>
        public static partial class Referrals
        {
        }
    }
}
