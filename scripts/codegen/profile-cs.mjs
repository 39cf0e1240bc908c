// Emits the Unity mocks' platform profile from the operation manifest: per operation the C# bridge
// sends, its error context, what the partner platform does with it (the partner column), when the
// answer arrives, and how the mocks answer it (the mock column). The mocks dispatch on this table
// and run a feature of the mock platform by its name, so no hand-written C# spells an operation.
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
// initialisation too when the row says anytime).
function answerOf(op) {
  if (isModuleCheck(op)) return op.anytime ? `MockAnswer.SupportsAnytime(${op.partner === 'offered'})` : `MockAnswer.Supports(${op.partner === 'offered'})`;
  const { mock } = op;
  if (mock === undefined) return 'null';
  if (typeof mock === 'string') return `MockAnswer.Feature(${csString(mock)})`;
  if ('value' in mock) return `MockAnswer.Value(${csString(JSON.stringify(mock.value))})`;
  return `MockAnswer.Supports(${mock.supports})`;
}

export function emit(operations = readOperations()) {
  const rows = operations
    .filter((op) => ['sync', 'void', 'async', 'callback'].includes(op.kind))
    .map((op) => `            { ${csString(pathOf(op))}, new MockOperation(${csString(contextOf(op))}, ${PARTNER[op.partner ?? 'offered']}, ${answersNow(op) ? 'Reply.Now' : 'Reply.NextFrame'}, ${answerOf(op)}) },`);
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
