// Benchmarks of the verify server on loopback. Figures are printed, never asserted; every phase
// is bounded in count and time. Runs the built code (npm run build first; `npm run bench` at the
// root builds).
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { importJWK, jwtVerify } from 'jose';
import { DEV_PLATFORM_PRIVATE_JWK, DEV_PLATFORM_PUBLIC_JWK, signPlatformToken } from '../dist/index.js';

const CONCURRENCY = 50;
const MAX_MS = 10_000;

const sign = (kind, claims, playerId = 'bench-player') =>
  signPlatformToken({ kind, platformGameId: 'bench-game', playerId, claims }, DEV_PLATFORM_PRIVATE_JWK);

async function rawJoseOpsPerSecond(token, count = 5000) {
  const key = await importJWK(DEV_PLATFORM_PUBLIC_JWK, 'ES256');
  for (let i = 0; i < 200; i++) await jwtVerify(token, key, { algorithms: ['ES256'] });
  const started = performance.now();
  let done = 0;
  while (done < count && performance.now() - started < MAX_MS) {
    await jwtVerify(token, key, { algorithms: ['ES256'] });
    done++;
  }
  return done / ((performance.now() - started) / 1000);
}

function post(agent, port, path, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

// Sends `bodies` with CONCURRENCY clients; returns requests/s and per-request latencies (ms).
async function load(port, path, bodies, check) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < bodies.length && performance.now() - started < MAX_MS) {
      const body = bodies[next++];
      const sent = performance.now();
      const answer = await post(agent, port, path, body);
      latencies.push(performance.now() - sent);
      check(answer);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { perSecond: latencies.length / seconds, latencies: latencies.sort((a, b) => a - b), count: latencies.length };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// The server runs as its own process (the real bin, logging JSON lines), so the load generator
// does not share its event loop.
async function startServer(dir) {
  const bin = fileURLToPath(new URL('../bin/verify-server.js', import.meta.url));
  const child = spawn(process.execPath, [bin], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', LEDGER_PATH: join(dir, 'ledger.sqlite') },
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

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'verify-bench-'));
  const { port, child } = await startServer(dir);
  try {
    const playerToken = await sign('player', { mode: 'authorized' });
    const jose = await rawJoseOpsPerSecond(playerToken);
    const verifyBodies = Array.from({ length: 5000 }, () => ({ kind: 'player', token: playerToken }));
    await load(port, '/api/platform/partner/verify', verifyBodies.slice(0, 300), () => {});
    const verify = await load(port, '/api/platform/partner/verify', verifyBodies, (answer) => {
      if (answer.status !== 200) throw new Error(`verify answered ${answer.status}`);
    });

    const purchases = await Promise.all(
      Array.from({ length: 3000 }, async (_, i) => {
        const purchaseToken = `bench-${i}`;
        const token = await sign('purchase', { productId: 'gems', purchaseToken, purchaseTime: new Date().toISOString(), isSandbox: true });
        return { token, purchaseToken };
      }),
    );
    let claimedTrue = 0;
    const claims = await load(port, '/api/platform/partner/purchases/claim', purchases, (answer) => {
      if (answer.status !== 200) throw new Error(`claim answered ${answer.status}`);
      if (answer.body.data.claimed) claimedTrue++;
    });

    const fmt = (n) => n.toFixed(0);
    console.log(`raw jose ES256 jwtVerify, same key, one thread: ${fmt(jose)} ops/s`);
    console.log('(server in its own process with JSON request logs; load from this process; 2 cores shared)');
    console.log(`POST verify on loopback (${CONCURRENCY} clients, ${verify.count} requests): ${fmt(verify.perSecond)} requests/s`);
    console.log(`  ratio verify requests/s : jose verify ops/s = ${(verify.perSecond / jose).toFixed(2)}`);
    console.log(`  verify latency p50 ${percentile(verify.latencies, 50).toFixed(2)} ms, p99 ${percentile(verify.latencies, 99).toFixed(2)} ms`);
    console.log(`durable claims on SQLite (WAL, synchronous=FULL), ${CONCURRENCY} clients, ${claims.count} distinct purchases: ${fmt(claims.perSecond)} claims/s (${claimedTrue} claimed true)`);
    console.log(`  claim latency p50 ${percentile(claims.latencies, 50).toFixed(2)} ms, p99 ${percentile(claims.latencies, 99).toFixed(2)} ms`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
