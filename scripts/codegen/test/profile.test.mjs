// The partner adapter's capability profile is the manifest's partner column: each module whose
// isSupported the manifest offers is one the adapter supports, and nothing else (subscriptions
// are iap.isSubscriptionSupported). The adapter is the real platform; the manifest feeds the
// desktop stubs and the Unity mocks, so the three cannot drift apart.
// Run: node --test scripts/codegen/test/   (after npm run build: it loads the built adapter)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { partnerPlatform } from '@gamesdk/adapter-partner';
import { readOperations } from '../lib/operations.mjs';

test('the partner adapter supports exactly the modules the manifest offers on the partner platform', () => {
  const operations = readOperations();
  const offered = (module, name) => operations.some((op) => op.module === module && op.name === name && op.partner === 'offered');
  const manifest = operations.filter((op) => op.name === 'isSupported' && op.partner === 'offered').map((op) => op.module);
  if (offered('iap', 'isSubscriptionSupported')) manifest.push('subscriptions');
  const adapter = Object.entries(partnerPlatform.create().supports).filter(([, on]) => on).map(([module]) => module);
  assert.deepEqual(adapter.sort(), manifest.sort());
});
