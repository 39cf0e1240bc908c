// The local build upload service in its own process (the mock platform server, which mounts it),
// so its memory is measured apart from the CLI's. Tells the parent its URL and a fresh team key;
// answers 'peak' with its peak resident memory in KiB.
import { runKeysCommand, startMockPlatform } from '@gamesdk/mock-platform';

const dataDir = process.argv[2];
const platform = await startMockPlatform({ dataDir });
let key = '';
await runKeysCommand(['keys', 'create', '--team', 'bench', '--name', 'bench'], { dataDir, out: (text) => (key += text), err: () => {} });
process.send({ url: platform.url, key: key.trim(), idleKb: process.resourceUsage().maxRSS });
process.on('message', async (message) => {
  if (message === 'peak') process.send({ peakKb: process.resourceUsage().maxRSS });
  if (message === 'stop') {
    await platform.close();
    process.exit(0);
  }
});
