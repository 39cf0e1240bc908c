// Starts the real app on 127.0.0.1, port 0, and posts JSON to it.
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { createApp, silentLogger, type AppOptions } from '@gamesdk/verify-server';

export interface RunningServer {
  url: string;
  server: Server;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; headers: Headers; body: any }>;
  close(): Promise<void>;
}

export async function startServer(options: Partial<AppOptions> & Pick<AppOptions, 'keys' | 'ledger'>): Promise<RunningServer> {
  const app = createApp({ logger: silentLogger, ...options });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    server,
    post: (path, body, headers) => postJson(`${url}${path}`, body, headers),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // non-JSON bodies stay text so a test can show them
  }
  return { status: response.status, headers: response.headers, body: parsed as any };
}
