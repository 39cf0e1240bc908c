// Emits the browser script's bridge host table (browser-script/src/bridge/operations.generated.ts):
// every plain operation an engine bridge may call through Sdk.bridge, whether it answers at once,
// the names of the arguments the bridges pass (in order), and the context its errors name where
// the host cannot derive it.
import { operationsBanner, readOperations, isPlain, pathOf, contextOf, bridgedArgs } from './lib/operations.mjs';

export const from = 'operations';
export const target = 'browser-script/src/bridge/operations.generated.ts';

export function emit(operations = readOperations()) {
  const rows = operations
    .filter((op) => isPlain(op) && !op.bridgeOnly)
    .map((op) => {
      const names = bridgedArgs(op).map((arg) => `'${arg.name}'`).join(', ');
      // The context only where it is not the one the host derives from the path (it costs bytes).
      const context = op.context ? `, '${contextOf(op)}'` : '';
      return `  '${pathOf(op)}': [${op.kind === 'async' ? 1 : 0}, [${names}]${context}],`;
    });
  return `// ${operationsBanner}
import type { BridgeOperation } from './operation.js';

/** The operations Sdk.bridge runs, by SDK path; no other name runs. */
export const BRIDGE_OPERATIONS: Readonly<Record<string, BridgeOperation>> = {
${rows.join('\n')}
};
`;
}
