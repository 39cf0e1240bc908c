// Node side of the relay: loads the emcc-linked relay program (relay.c + library_gamesdk.js) into
// a happy-dom page at the given URL, where the JS library injects the real browser script itself,
// then runs the native test host's calls (JSON lines on stdin) and writes every answer, delivery
// and event as JSON lines on stdout. Console output of the SDK goes to stderr.
//
// usage: node relay-runner.mjs <page-url>
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import { openRelayPage, withStrings } from './relay-page.mjs';

const pageUrl = process.argv[2];
if (!pageUrl) {
  console.error('usage: node relay-runner.mjs <page-url>');
  process.exit(2);
}
for (const level of ['log', 'info', 'warn', 'debug']) console[level] = (...args) => console.error(...args);

const out = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
const { relay, page } = await openRelayPage(pageUrl, out);

// A fresh connection per control request (no keep-alive pool shared with anything else).
function control({ method, path, body }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(`/__mock/api${path}`, pageUrl), {
      method,
      agent: false,
      headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
      timeout: 5000,
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => (response.statusCode < 400 ? resolve(text || 'null') : reject(new Error(`${method} ${path}: ${response.statusCode} ${text}`))));
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 5000 ms`)));
    request.on('error', reject);
    request.end(body || undefined);
  });
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const message = JSON.parse(line);
  switch (message.type) {
    case 'start':
      relay._relay_start();
      break;
    case 'call':
      withStrings(relay, [message.method, message.args], (method, args) => relay._relay_call(message.id, method, args));
      break;
    case 'sync': {
      const answer = withStrings(relay, [message.method, message.args], (method, args) => relay._relay_call_sync(message.id, method, args));
      try {
        out({ type: 'answer', json: relay.UTF8ToString(answer) });
      } finally {
        relay._relay_free(answer);
      }
      break;
    }
    case 'control':
      // The mock platform's control surface, on the page's origin. Answered in order with the
      // host's wait; deliveries that arrive meanwhile are read by the host as usual.
      control(message).then(
        (json) => out({ type: 'answer', json }),
        (error) => out({ type: 'answer', json: JSON.stringify({ error: { code: 'OPERATION_FAILED', message: String(error), context: 'control' } }) }),
      );
      break;
    case 'stop':
      relay._relay_stop();
      break;
    default:
      console.error(`relay-runner: unknown message ${line}`);
  }
});
lines.on('close', async () => {
  await page.happyDOM.close();
  process.exit(0);
});
