using System;
using System.Threading.Tasks;
using Sdk.Internal;

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
