// The call sequence block of sdk-core/README.md as a program a page runs: the README's own code,
// with the game state and recovery callbacks it expects defined around it. It answers the
// platform, the save and what was granted. Run by e2e/core/readme-sequence.spec.ts in Chromium and
// by browsers/call-sequence.ts on every engine.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const readme = readFileSync(fileURLToPath(new URL('../../sdk-core/README.md', import.meta.url)), 'utf8');
const section = readme.slice(readme.indexOf('## The call sequence'));
const block = /```js\n([\s\S]*?)```/.exec(section)![1]!;

// What the README's block expects the game to have defined: its state and the recovery callbacks.
const game = `
  const state = { level: 3 };
  const granted = [];
  const hasToken = (token) => granted.includes(token);
  const claim = async (purchase) => ({ productId: purchase.productId });
  const grant = (purchase, verified) => {
    granted.push(purchase.purchaseToken);
    Sdk.data.setString('granted', JSON.stringify({ tokens: granted, product: verified.productId }));
  };
`;

/** An expression whose value is a promise of `{ platform, save, granted }`. */
export const readmeCallSequence = `(async () => {
  ${game}
  ${block}
  return { platform: Sdk.session.getPlatform(), save: Sdk.data.getString('save'), granted: Sdk.data.getString('granted') };
})()`;
