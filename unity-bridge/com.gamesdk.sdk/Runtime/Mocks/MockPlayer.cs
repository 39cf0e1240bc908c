namespace Sdk.Mocks
{
    /// <summary>The mocks' current player, as <see cref="MockPlatform.GetPlayer"/> answers it.</summary>
    public sealed class MockPlayer
    {
        /// <summary>Creates a value (the mocks fill these).</summary>
        public MockPlayer(string id, bool registered)
        {
            Id = id;
            Registered = registered;
        }

        /// <summary>The player's id (<c>player-1</c> at the start, or the one <see cref="MockPlatform.SetPlayer"/> switched to).</summary>
        public string Id { get; private set; }

        /// <summary>True for a registered player, false for a guest.</summary>
        public bool Registered { get; private set; }
    }
}
