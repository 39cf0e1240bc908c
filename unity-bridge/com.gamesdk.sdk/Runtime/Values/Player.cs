using System;
using UnityEngine;

namespace Sdk
{
    /// <summary>The current player. Every player, guest or registered, has a stable <see cref="Id"/>.</summary>
    [Serializable]
    public sealed class Player
    {
        [SerializeField] private string id;
        [SerializeField] private string mode;
        [SerializeField] private string name;
        [SerializeField] private string photo;

        /// <summary>Creates a player value (the SDK fills these; tests and mocks make their own).</summary>
        public Player(string id, string mode, string name, string photo)
        {
            this.id = id;
            this.mode = mode;
            this.name = name;
            this.photo = photo;
        }

        /// <summary>Stable identifier, the same across sessions and devices.</summary>
        public string Id { get { return id; } }
        /// <summary><c>authorized</c> (registered) or <c>lite</c> (guest).</summary>
        public string Mode { get { return mode; } }
        /// <summary>True for a registered player (<see cref="Mode"/> is <c>authorized</c>).</summary>
        public bool IsRegistered { get { return mode == "authorized"; } }
        /// <summary>Display name; empty when the platform has none (guests).</summary>
        public string Name { get { return name; } }
        /// <summary>Photo URL; empty when there is none.</summary>
        public string Photo { get { return photo; } }
    }

    /// <summary>Proof of the player's identity, to verify on a game server (kind <c>player</c>).</summary>
    [Serializable]
    public sealed class SignedPlayerInfo
    {
        [SerializeField] private string playerId;
        [SerializeField] private string signature;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public SignedPlayerInfo(string playerId, string signature)
        {
            this.playerId = playerId;
            this.signature = signature;
        }

        /// <summary>The player the signature is about.</summary>
        public string PlayerId { get { return playerId; } }
        /// <summary>The signed value; send it to the verify endpoint as <c>token</c>. Never log it.</summary>
        public string Signature { get { return signature; } }
    }

    /// <summary>Bytes the player's data uses, and the platform's limit (1 MB on the partner platform).</summary>
    [Serializable]
    public sealed class DataUsage
    {
        [SerializeField] private long usedBytes;
        [SerializeField] private long limitBytes;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public DataUsage(long usedBytes, long limitBytes)
        {
            this.usedBytes = usedBytes;
            this.limitBytes = limitBytes;
        }

        /// <summary>UTF-8 bytes of the JSON form of the player's data.</summary>
        public long UsedBytes { get { return usedBytes; } }
        /// <summary>The platform's limit in bytes.</summary>
        public long LimitBytes { get { return limitBytes; } }
    }
}
