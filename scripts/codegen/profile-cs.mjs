// Emits the Unity mocks' platform profile from the operation manifest: per operation the C# bridge
// sends, its error context, what the partner platform does with it (the partner column), when the
// answer arrives, and how the mocks answer it (the mock column). The mocks dispatch on this table
// and run a feature of the mock platform by its name, so no hand-written C# spells an operation.
import { unityRow } from './bridge-host-operations.mjs';
import { operationsBanner, readOperations, contextOf, isPlain, isModuleCheck, pathOf } from './tables/operations.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/Profile.generated.cs';

const PARTNER = { offered: 'Partner.Offered', quiet: 'Partner.Quiet', notOffered: 'Partner.NotOffered' };

/** A C# string literal; each UTF-16 unit outside printable ASCII is escaped, so no JSON text breaks the line. */
const csString = (text) => `"${Array.from({ length: text.length }, (_, i) => {
  const unit = text[i];
  if (unit === '"' || unit === '\\') return `\\${unit}`;
  const code = text.charCodeAt(i);
  return code >= 0x20 && code < 0x7f ? unit : `\\u${code.toString(16).padStart(4, '0')}`;
}).join('')}"`;


// What returns (or throws) in the call itself: a module's isSupported, a sync or void operation,
// and a callback operation that returns a value (the registration prompt).
const answersNow = (op) => isModuleCheck(op) || (isPlain(op) && op.kind !== 'async') || (op.kind === 'callback' && op.result !== 'void');

// A module's isSupported answers as {"supports": B} does, B whether the manifest offers it (before
// initialisation too when the row says anytime); the answer passes through Unity's result shape.
function answerOf(op) {
  const named = [];
  const { mock } = op;
  if (isModuleCheck(op)) named.push(`supports: ${op.partner === 'offered'}`, ...(op.anytime ? ['anytime: true'] : []));
  else if (typeof mock === 'string') named.push(`feature: ${csString(mock)}`);
  else if (mock && 'value' in mock) named.push(`valueJson: ${csString(JSON.stringify(mock.value))}`);
  else if (mock) named.push(`supports: ${mock.supports}`);
  const { result } = unityRow(op);
  if (result) named.push(`shape: ${csString(result)}`);
  return named.map((arg) => `, ${arg}`).join('');
}

export function emit(operations = readOperations()) {
  const rows = operations
    .filter((op) => ['sync', 'void', 'async', 'callback'].includes(op.kind))
    .map((op) => `            { ${csString(pathOf(op))}, new MockOperation(${csString(contextOf(op))}, ${PARTNER[op.partner ?? 'offered']}, ${answersNow(op) ? 'Reply.Now' : 'Reply.NextFrame'}${answerOf(op)}) },`);
  return `// ${operationsBanner}
using System.Collections.Generic;

namespace Sdk.Mocks
{
    /// <summary>The partner platform as the mocks play it: every operation the C# bridge sends, with its error context, the platform's behaviour, when it answers and the mock's answer.</summary>
    internal static class Profile
    {
        /// <summary>By the operation name the bridge sends (the TypeScript name, for example <c>iap.purchaseAsync</c>).</summary>
        internal static readonly Dictionary<string, MockOperation> Operations = new Dictionary<string, MockOperation>
        {
${rows.join('\n')}
        };
    }
}
`;
}
