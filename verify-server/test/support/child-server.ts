// Runs the real standalone server (bin/verify-server.js, built code) as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

const BIN = fileURLToPath(new URL('../../bin/verify-server.js', import.meta.url));
const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | NodeJS.Signals | null>;
  stop(): Promise<void>;
}

/**
 * Starts the bin with `env` over this process's environment (NODE_ENV and GAMES_CONFIG removed, so
 * the caller's shell cannot decide the mode). `args` default to `--development`: the suites sign
 * with the development key, and a server trusts it only when told so.
 */
export async function startChildServer(env: Record<string, string>, args: string[] = ['--development']): Promise<ChildServer> {
  if (!existsSync(MAIN)) throw new Error('dist/main.js is missing: the test script builds first (npm test -w verify-server)');
  const { NODE_ENV: _nodeEnv, GAMES_CONFIG: _gamesConfig, ...inherited } = process.env;
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 20 s: ${stderr}`)), 20_000);
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === 'listening' && entry.url) {
        clearTimeout(timer);
        resolve(entry.url);
      }
    });
    void exited.then((status) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${status}) before listening: ${stderr}`));
    });
  });
  return {
    url,
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
