using System;
using System.Threading.Tasks;
using Sdk.Internal;

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
