// WebKitGTK (Safari's engine and JavaScriptCore) through W3C WebDriver classic: Debian's
// WebKitWebDriver drives the MiniBrowser of libwebkit2gtk, in a virtual display since WebKitGTK
// has no headless mode. WebdriverIO is the client.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import type { BrowserEngine } from './engine';
import { startVirtualDisplay } from './virtual-display';

/** engine.ts's runSource, its value answered as `{ result }` (it crosses as source, so it is whole here). */
function runSourceWrapped({ source, arg }: { source: string; arg: unknown }): Promise<{ result: unknown }> {
  // eslint-disable-next-line no-new-func
  return Promise.resolve(new Function(`return (${source})`)()(arg)).then((result) => ({ result }));
}

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export async function launchWebKit(): Promise<BrowserEngine> {
  const screen = await startVirtualDisplay();
  let driver: ChildProcess | undefined;
  // Whatever happens to the run, the driver and the display end with it.
  const stop = () => {
    if (driver?.exitCode === null) driver.kill();
    screen.stop();
  };
  process.once('exit', stop);
  try {
    const port = await freePort();
    driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { env: { ...process.env, DISPLAY: screen.display }, stdio: 'ignore' });
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
      async resize(width, height) {
        // WebDriver sizes the window; the viewport is what is left of it, so the window grows by the difference.
        await browser.setWindowSize(width, height);
        const [innerWidth, innerHeight] = await browser.execute(() => [window.innerWidth, window.innerHeight]);
        await browser.setWindowSize(2 * width - innerWidth, 2 * height - innerHeight);
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
