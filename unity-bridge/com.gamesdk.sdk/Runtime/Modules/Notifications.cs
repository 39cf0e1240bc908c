using System;
using System.Threading.Tasks;
using Sdk.Internal;

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
