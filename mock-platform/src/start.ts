import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockPlatformApp, type MockPlatformOptions } from './app.js';
import { MockControl } from './control/client.js';

/** How long a client may take to send its headers. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** How long a client may take to send its whole request, a 500 MB build upload on loopback included. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** A running mock platform. */
export interface RunningMockPlatform {
  /** Origin of the server, such as `http://127.0.0.1:41234`. */
  url: string;
  /** Origin that serves uploaded builds (another port), such as `http://127.0.0.1:41235`. */
  contentUrl: string;
  /** The scripted control surface. */
  control: MockControl;
  /** Stops the server, ending every held answer. */
  close(): Promise<void>;
}

/**
 * Starts the mock platform on `host` (default 127.0.0.1) and `port` (default 0, a free one).
 * Rejects with the listener's error (EADDRINUSE for a taken port) after releasing what it made.
 * @example
 * const platform = await startMockPlatform({ games: { farm: 'examples/web-game' } });
 * await platform.control.setPlayer({ registered: false });
 * console.log(`${platform.url}/play/farm/index.html`);
 * await platform.close();
 */
export async function startMockPlatform(options: MockPlatformOptions = {}): Promise<RunningMockPlatform> {
  const { app, contentApp, upgrade, setContentOrigin, close } = createMockPlatformApp(options);
  // Bounded waits for slow or stalled clients (Node's defaults are minutes): a body that never
  // ends cannot hold a connection. Held platform answers are responses, not requests: unaffected.
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const listen = async (handler: typeof app, port: number) => {
    const server = createServer(
      { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout), requestTimeout, connectionsCheckingInterval: Math.min(1000, requestTimeout) },
      handler,
    ).listen(port, options.host ?? '127.0.0.1');
    await once(server, 'listening');
    const { address, port: bound } = server.address() as AddressInfo;
    return { server, url: `http://${address.includes(':') ? `[${address}]` : address}:${bound}` };
  };
  const listening: Server[] = [];
  const closeAll = async () => {
    await close();
    await Promise.all(
      listening.map((listener) => {
        const closed = new Promise<void>((done) => listener.close(() => done()));
        listener.closeAllConnections();
        return closed;
      }),
    );
  };
  let main, content;
  try {
    main = await listen(app, options.port ?? 0);
    listening.push(main.server);
    main.server.on('upgrade', upgrade);
    content = await listen(contentApp, options.contentPort ?? 0);
    listening.push(content.server);
  } catch (error) {
    // A port already taken: release what was made (the temporary data folder, the other listener).
    await closeAll();
    throw error;
  }
  setContentOrigin(content.url);
  return { url: main.url, contentUrl: content.url, control: new MockControl(main.url), close: closeAll };
}
