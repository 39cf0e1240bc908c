// One server process for a benchmark: the real bin (in development mode, --development: the
// benches sign with the development key) or the baseline script, listening on a free port, its
// request log drained unread.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** Starts `script` as its own process (so the load generator does not share its event loop); resolves its port. */
export async function startServer(dir, { script = '../bin/verify-server.js', args = ['--development'], env = {} } = {}) {
  const bin = fileURLToPath(new URL(script, import.meta.url));
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', LEDGER_PATH: join(dir, 'ledger.sqlite'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    lines.on('line', (line) => {
      const entry = JSON.parse(line);
      if (entry.msg === 'listening') {
        clearTimeout(timer);
        // From here on the request log is drained unread, so parsing it costs the load nothing.
        lines.removeAllListeners('line');
        lines.close();
        child.stdout.resume();
        resolve(entry.port);
      }
    });
  });
  return { port, child };
}

/** Stops a server started by startServer and waits for it to exit. */
export async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
}

