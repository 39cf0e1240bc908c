// Emits the Unity mocks' platform profile from the operation manifest: per operation the C# bridge
// sends, its error context, what the partner platform does with it (the partner column), when the
// answer arrives, and how the mocks answer it (the mock column). The mocks dispatch on this table
// and run a feature of the mock platform by its name, so no hand-written C# spells an operation.
import { unityRow } from './bridge-host-operations.mjs';
import { operationsBanner, readOperations, contextOf, isPlain, isModuleCheck, pathOf } from './tables/operations.mjs';

export const from = 'operations';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/Profile.generated.cs';

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

// The row's fields: the context, the partner column's word, whether it answers in the call, and the
// mock column: a feature's name, a constant's JSON, or a capability (a module's isSupported answers
// as {"supports": B} does, B whether the manifest offers it, before initialisation too when the row
// says anytime); then the shape its answer passes through for JsonUtility (the bridge host's Unity row).
function fieldsOf(op) {
  const fields = [`Context = ${csString(contextOf(op))}`, `Partner = ${csString(op.partner ?? 'offered')}`];
  if (answersNow(op)) fields.push('Now = true');
  const { mock } = op;
  if (isModuleCheck(op)) fields.push(`Supports = ${op.partner === 'offered'}`, ...(op.anytime ? ['Anytime = true'] : []));
  else if (typeof mock === 'string') fields.push(`Feature = ${csString(mock)}`);
  else if (mock && 'value' in mock) fields.push(`ValueJson = ${csString(JSON.stringify(mock.value))}`);
  else if (mock) fields.push(`Supports = ${mock.supports}`);
  const { result } = unityRow(op);
  if (result) fields.push(`Shape = ${csString(result)}`);
  return fields.join(', ');
}

export function emit(operations = readOperations()) {
  const rows = operations
    .filter((op) => ['sync', 'void', 'async', 'callback'].includes(op.kind))
    .map((op) => `            { ${csString(pathOf(op))}, new MockOperation { ${fieldsOf(op)} } },`);
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
