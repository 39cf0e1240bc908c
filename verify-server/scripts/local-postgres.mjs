// A throwaway PostgreSQL server (Debian's postgresql package) in a temp dir on a free port, for
// the tests and the benchmark. PostgreSQL refuses to run as root, so as root it runs as the
// `postgres` system user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)).at(-1) : undefined;
  const bin = version ? join(base, version, 'bin') : '';
  if (!bin || !existsSync(join(bin, 'initdb'))) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql: install the postgresql package');
  return bin;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the server; resolves `{ url, stop }` (`url` to its `postgres` database). `stop` is also
 * registered for process exit, so a crashed run leaves no server behind.
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startLocalPostgres() {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'verify-server-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  const data = join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    process.removeListener('exit', stop);
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    started = true;
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
