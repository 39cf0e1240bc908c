// Emits sdk-core's table of each ad's callbacks (the manifest's callbacks column, by the ad's
// path): the keys its callbacks object may hold, so the SDK refuses any other at run time (an
// interstitial given adViewed), as every engine does.
import { operationsBanner, readOperations, pathOf } from './tables/operations.mjs';
import { tsString } from './languages/literal.mjs';

export const from = 'operations';
export const target = 'sdk-core/src/modules/ad-callbacks.generated.ts';

export function emit(operations = readOperations()) {
  const ads = operations.filter((op) => op.callbacks);
  if (ads.length === 0) throw new Error('operations.json: no operation has a callbacks column, but sdk-core\'s ads module reads one per ad');
  const rows = ads.map((op) => `  ${tsString(pathOf(op))}: [${op.callbacks.map(tsString).join(', ')}],`);
  return `// ${operationsBanner}

/** Each ad's callbacks by its path, by their TypeScript names: the keys its callbacks object may hold. */
export const AD_CALLBACKS: Readonly<Record<string, readonly string[]>> = {
${rows.join('\n')}
};
`;
}
