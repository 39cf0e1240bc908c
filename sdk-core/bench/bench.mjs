// Benchmarks of the core: the cost of many setString calls with the number of platform writes
// they cause. Prints figures; asserts nothing. Needs a build. (The browser script's size is
// browser-script's bench.)
import { performance } from 'node:perf_hooks';
import { createSdk } from '../dist/index.js';

let writes = 0;
const platform = {
  id: 'bench',
  create: () => ({
    id: 'bench',
    supports: { data: true },
    initialize: async () => {},
    storage: { limitBytes: 1_000_000, load: async () => ({}), save: async () => void writes++ },
    player: { getPlayer: () => ({ id: 'p', mode: 'lite', name: null, photo: null }) },
  }),
};
const quiet = { info() {}, warn() {}, error() {} };
const sdk = createSdk({ platforms: [platform], url: 'https://bench.test/?sdk_platform=bench', logger: quiet });
await sdk.initializeAsync();

for (const [label, keys] of [['1 key', 1], ['100 keys', 100], ['1,000 keys', 1000]]) {
  const rounds = 50;
  writes = 0;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < 1000; i++) sdk.data.setString(`key-${i % keys}`, `value-${round}-${i}`);
    await sdk.data.flushAsync();
  }
  const perBatch = (performance.now() - started) / rounds;
  console.log(`1,000 setString calls in one tick over ${label}: ${perBatch.toFixed(3)} ms per batch, ${writes / rounds} platform write(s) per batch`);
}
