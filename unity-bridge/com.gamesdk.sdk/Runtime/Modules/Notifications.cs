// Hand-written: the Notifications module's class and doc comment; its methods are generated
// (Operations.generated.cs, from sdk-core/api/operations.json).
namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Scheduled notifications: players return through messages, so schedule D1 to D7 once registered.</summary>
        public static partial class Notifications
        {
        }
    }
}
