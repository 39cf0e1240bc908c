// WebKitGTK (Safari's engine and JavaScriptCore) through W3C WebDriver classic: Debian's
// WebKitWebDriver drives the MiniBrowser of libwebkit2gtk, in a virtual display (Xvfb) since
// WebKitGTK has no headless mode. WebdriverIO is the client.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import type { BrowserEngine } from './engine';

/** engine.ts's runSource, its value answered as `{ result }` (it crosses as source, so it is whole here). */
function runSourceWrapped({ source, arg }: { source: string; arg: unknown }): Promise<{ result: unknown }> {
  // eslint-disable-next-line no-new-func
  return Promise.resolve(new Function(`return (${source})`)()(arg)).then((result) => ({ result }));
}

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';

export async function launchWebKit(): Promise<BrowserEngine> {
  const started: ChildProcess[] = [];
  // Whatever happens to the run, the display and the driver end with it.
  const stop = () => started.forEach((child) => child.exitCode === null && child.kill());
  process.once('exit', stop);
  try {
    const display = await startDisplay(started);
    const port = await freePort();
    started.push(spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' }));
    await driverReady(port);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks WebDriver classic only; WebdriverIO would ask for BiDi by default.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    return {
      name: 'webkit',
      version: `WebKitGTK ${browser.capabilities.browserVersion}`,
      async open(url) {
        await browser.url(url);
      },
      async evaluate(work, arg) {
        // Wrapped: WebdriverIO reads any answer whose value has an `error` field as a WebDriver
        // error, and a game's outcome often has one ({ error: { code, message } }).
        const { result } = await browser.execute(runSourceWrapped, { source: work.toString(), arg });
        return result as never;
      },
      async close() {
        await browser.deleteSession().catch(() => undefined);
        stop();
        process.off('exit', stop);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Starts Xvfb on the first free display (it writes the number it took) and answers `:N`. */
async function startDisplay(started: ChildProcess[]): Promise<string> {
  const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(xvfb);
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once('data', (data) => resolve(String(data).trim()));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it took a display`)));
  });
  return `:${number}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function driverReady(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
