// Figures of the mock platform (from its build): how fast it signs, answers a platform SDK call,
// runs a 120-purchase recovery's platform side, and how long other requests wait while hostile
// deeply nested bodies arrive. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startMockPlatform } from '../dist/index.js';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value) => `${value.toFixed(2)} ms`;

const platform = await startMockPlatform();
const api = `${platform.url}/partner-platform/v1/api`;
let session = '';
const call = async (name, body = {}) => {
  const response = await fetch(`${api}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-partner-session': session }, body: JSON.stringify(body) });
  return (await response.json()).value;
};

try {
  session = (await call('init', { page: '/play/bench/index.html' })).sessionId;

  const seeded = 500;
  let started = performance.now();
  await platform.control.seedPurchases(seeded);
  const seedMs = performance.now() - started;
  console.log(`signed purchases:          ${Math.round((seeded / seedMs) * 1000)} per second (${seeded} in ${ms(seedMs)})`);

  const rounds = 500;
  const times = [];
  await call('saveData', { data: { save: 'x'.repeat(10_000) } });
  for (let i = 0; i < rounds; i++) {
    started = performance.now();
    await call('loadData');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`platform SDK call (10 KB):  p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))} over ${rounds} sequential calls`);

  started = performance.now();
  let consumed = 0;
  while (consumed < 120) {
    const purchases = await call('purchases');
    if (purchases.length === 0) break;
    for (const purchase of purchases.slice(0, 120 - consumed)) {
      await call('consume', { purchaseToken: purchase.purchaseToken });
      consumed++;
    }
  }
  console.log(`list and consume 120:       ${ms(performance.now() - started)} (${consumed} consumed in rounds of 50)`);
  console.log(`event log entries:          ${(await platform.control.getEvents()).length}`);

  // Four 5 MB bodies of nested brackets at once (refused before parsing), five rounds, while a
  // control surface read runs every 10 ms: the worst wait of that read is what one hostile client
  // costs others (the goal: under 250 ms). The bodies are sent from this process, so the figure
  // includes the client's share too; on Linux the worst read's wait is split into this process's
  // main thread on a core and waiting for one (other processes on a shared machine).
  const deep = Buffer.from(`{"data":${'['.repeat(2_500_000)}${']'.repeat(2_500_000)}}`);
  const mainThread = () => {
    try {
      const [onCpuNs, waitingNs] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ').map(Number);
      return { onCpu: onCpuNs / 1e6, waiting: waitingNs / 1e6 };
    } catch {
      return undefined;
    }
  };
  const waits = [];
  const statuses = new Set();
  for (let round = 0; round < 5; round++) {
    let hostileDone = false;
    const hostile = Promise.all(Array.from({ length: 4 }, () => fetch(`${api}/saveData`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-partner-session': session }, body: deep }).then((r) => r.status))).finally(() => (hostileDone = true));
    while (!hostileDone) {
      const before = mainThread();
      started = performance.now();
      await fetch(`${platform.url}/__mock/api/player`);
      const after = mainThread();
      waits.push({ ms: performance.now() - started, onCpu: after && before ? after.onCpu - before.onCpu : undefined, waiting: after && before ? after.waiting - before.waiting : undefined });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const status of await hostile) statuses.add(status);
  }
  const worst = waits.reduce((a, b) => (b.ms > a.ms ? b : a));
  const split = worst.onCpu === undefined ? '' : ` (event loop on a core ${ms(worst.onCpu)}, waiting for one ${ms(worst.waiting)})`;
  console.log(`4 x 5 MB nested bodies:    worst other request ${ms(worst.ms)}${split} over ${waits.length} reads in 5 rounds (answers ${[...statuses].join(', ')}; goal under 250 ms; load average ${loadavg()[0].toFixed(1)})`);
} finally {
  await platform.close();
}
