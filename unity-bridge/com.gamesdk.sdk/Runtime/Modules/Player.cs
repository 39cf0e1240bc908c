// Hand-written: the Player module's class and doc comment; its methods are generated
// (Operations.generated.cs, from sdk-core/api/operations.json).
namespace Sdk
{
    public static partial class Sdk
    {
        /// <summary>The current player and their data.</summary>
        public static partial class Player
        {
        }
    }
}
