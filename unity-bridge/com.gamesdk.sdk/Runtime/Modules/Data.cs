// Hand-written: the Data module's class and doc comment; its methods are generated
// (Operations.generated.cs, from sdk-core/api/operations.json).
namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>Key-value saves in the player store; follows the player across devices. Guests save too.</summary>
        public static partial class Data
        {
        }
    }
}
