// Hand-written: the Session module's class and doc comment; its methods are generated
// (Operations.generated.cs, from sdk-core/api/operations.json).
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
