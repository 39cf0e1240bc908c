import type { CliIo } from './io.js';

/** Reports bytes sent; draws a bar on a terminal, stays silent otherwise (CI logs stay clean). */
export interface Progress {
  update(sent: number): void;
}

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

/** A progress bar on stderr for `total` bytes, redrawn at most every 100 ms. */
export function progressBar(io: CliIo, total: number, label: string): Progress {
  if (!io.interactive) return { update: () => {} };
  let drawnAt = 0;
  const draw = (sent: number) => {
    const share = total > 0 ? Math.min(sent / total, 1) : 1;
    const filled = Math.round(share * 30);
    io.stderr(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${Math.floor(share * 100)}% ${megabytes(Math.min(sent, total))}/${megabytes(total)} MB`);
  };
  return {
    update(sent) {
      if (Date.now() - drawnAt < 100 && sent < total) return;
      drawnAt = Date.now();
      draw(sent);
    },
  };
}
