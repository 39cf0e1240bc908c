namespace Sdk
{
    // C#'s own member of the generated Player (Values.generated.cs, from sdk-core/api/values.json).
    public sealed partial class Player
    {
        /// <summary>True for a registered player (<see cref="Mode"/> is <c>authorized</c>).</summary>
        public bool IsRegistered { get { return mode == "authorized"; } }
    }
}
