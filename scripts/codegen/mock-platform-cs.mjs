// Emits the Unity mocks' share of the mock platform's data: its identities, the choices of each
// kind of step the player decides and the events (MockPlatform's verbs check against them).
import { csString as quote } from './languages/literal.mjs';
import { mockPlatformBanner, readMockPlatform } from './tables/mock-platform.mjs';

export const from = 'mockPlatform';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/MockData.generated.cs';

export function emit(data = readMockPlatform()) {
  const choices = Object.entries(data.outcomes).map(([kind, list]) => `            { ${quote(kind)}, new[] { ${list.map(quote).join(', ')} } },`);
  return `// ${mockPlatformBanner}
using System.Collections.Generic;

namespace Sdk.Mocks
{
    // The mock platform's behaviour every engine's mock shares: who the player is, what signed
    // values say, the player's scripted choices and the events.
    internal static class MockData
    {
        // The player every mock starts with, a guest.
        internal const string FirstPlayerId = ${quote(data.firstPlayerId)};

        // A purchase token is this and a number counting from 1.
        internal const string PurchaseTokenPrefix = ${quote(data.purchaseTokenPrefix)};

        // Every signed value: nothing is signed outside the mock platform server.
        internal const string Unsigned = ${quote(data.unsigned)};

        // The choices of each kind of step the player decides (MockPlatform.SetOutcome).
        internal static readonly Dictionary<string, string[]> Outcomes = new Dictionary<string, string[]>
        {
${choices.join('\n')}
        };

        // The events MockPlatform.Fire raises, by the mock platform's names.
        internal static readonly string[] Events = { ${data.events.map(quote).join(', ')} };
    }
}
`;
}
