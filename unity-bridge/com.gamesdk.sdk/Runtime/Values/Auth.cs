using System;
using UnityEngine;

namespace Sdk
{
    /// <summary>
    /// Options of <see cref="Sdk.Auth.ShowRegistrationPrompt"/>: a <see cref="Message"/> of 1 to 140
    /// characters containing <c>{{registrationCode}}</c> exactly once, and optional <see cref="Data"/>.
    /// </summary>
    [Serializable]
    public sealed class RegistrationPromptOptions
    {
        [SerializeField] private string message;
        [SerializeField] private string dataJson;

        /// <summary>Options with <paramref name="message"/>.</summary>
        public RegistrationPromptOptions(string message)
        {
            this.message = message;
        }

        /// <summary>1 to 140 characters with exactly one <c>{{registrationCode}}</c>.</summary>
        public string Message { get { return message; } set { message = value; } }
        /// <summary>JSON object text the platform keeps with the registration; null or empty for none.</summary>
        public string Data { get { return dataJson; } set { dataJson = value; } }
    }

    /// <summary>How a registration prompt closed.</summary>
    [Serializable]
    public sealed class RegistrationPromptCloseResult
    {
        [SerializeField] private bool registered;

        /// <summary>Creates a value (the SDK fills these).</summary>
        public RegistrationPromptCloseResult(bool registered)
        {
            this.registered = registered;
        }

        /// <summary>True when the player completed registration (the game then reloads).</summary>
        public bool Registered { get { return registered; } }
    }
}
