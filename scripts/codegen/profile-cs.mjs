// Emits the Unity mocks' platform profile from the operation manifest: the modules whose
// isSupported answers true on the partner platform, and the operations that answer at once.
import { operationsBanner, readOperations, pathOf, isPlain } from './lib/operations.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/Profile.generated.cs';

const list = (names) => names.map((name) => `            "${name}",`).join('\n');

export function emit(operations = readOperations()) {
  const offered = operations.filter((op) => op.name === 'isSupported' && op.partner === 'offered').map((op) => op.module);
  // Synchronous: what returns (or throws) in the call itself; a callback operation that returns a
  // value (the registration prompt) answers at once too.
  const synchronous = operations
    .filter((op) => op.name !== 'isSupported' && !op.bridgeOnly)
    .filter((op) => (isPlain(op) && op.kind !== 'async') || (op.kind === 'callback' && op.result !== 'void'))
    .map(pathOf);
  return `// ${operationsBanner}
using System.Collections.Generic;

namespace Sdk.Mocks
{
    /// <summary>The partner platform as the mocks play it: its capability profile and its synchronous operations.</summary>
    internal static class Profile
    {
        /// <summary>Modules whose IsSupported() is true on the partner platform.</summary>
        internal static readonly HashSet<string> OfferedModules = new HashSet<string>
        {
${list(offered)}
        };

        /// <summary>Operations that return in the call itself; the rest answer on the game's next frame.</summary>
        internal static readonly HashSet<string> SynchronousOperations = new HashSet<string>
        {
${list(synchronous)}
        };
    }
}
`;
}
