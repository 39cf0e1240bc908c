import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createMockPlatformApp, type MockPlatformOptions } from './app.js';
import { MockControl } from './control.js';

/** A running mock platform. */
export interface RunningMockPlatform {
  /** Origin of the server, such as `http://127.0.0.1:41234`. */
  url: string;
  /** The scripted control surface. */
  control: MockControl;
  /** Stops the server, ending every held answer. */
  close(): Promise<void>;
}

/**
 * Starts the mock platform on `host` (default 127.0.0.1) and `port` (default 0, a free one).
 * @example
 * const platform = await startMockPlatform({ games: { farm: 'examples/web-game' } });
 * await platform.control.setPlayer({ registered: false });
 * console.log(`${platform.url}/play/farm/index.html?sdk_platform=partner`);
 * await platform.close();
 */
export async function startMockPlatform(options: MockPlatformOptions = {}): Promise<RunningMockPlatform> {
  const { app, close } = createMockPlatformApp(options);
  const server = app.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  const url = `http://${host}:${port}`;
  return {
    url,
    control: new MockControl(url),
    async close() {
      await close();
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await closed;
    },
  };
}
