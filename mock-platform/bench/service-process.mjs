// The local build upload service in its own process (the mock platform server, which mounts it),
// so its memory is measured apart from the CLI's. Tells the parent its URL; answers 'peak' with
// its peak resident memory in KiB.
import { startMockPlatform } from '@gamesdk/mock-platform';

const platform = await startMockPlatform({ dataDir: process.argv[2] });
process.send({ url: platform.url, idleKb: process.resourceUsage().maxRSS });
process.on('message', async (message) => {
  if (message === 'peak') process.send({ peakKb: process.resourceUsage().maxRSS });
  if (message === 'stop') {
    await platform.close();
    process.exit(0);
  }
});
