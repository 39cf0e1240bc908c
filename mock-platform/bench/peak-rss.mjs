// Preloaded into a measured process (node --import): writes its peak resident memory, in KiB, to
// the file named by BENCH_PEAK_RSS_FILE when it exits.
import { writeFileSync } from 'node:fs';

process.on('exit', () => writeFileSync(process.env.BENCH_PEAK_RSS_FILE, String(process.resourceUsage().maxRSS)));
