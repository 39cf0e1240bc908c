// A static file server on 127.0.0.1, port 0, for browser tests that need only files: maps URL
// prefixes to folders or files.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.png': 'image/png', '.css': 'text/css' };

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `routes` (URL prefix to a folder, or exact path to a file). */
export async function serveStatic(routes: Record<string, string>): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = resolve(routes, path);
    if (!file || !existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

function resolve(routes: Record<string, string>, path: string): string | null {
  const exact = routes[path];
  if (exact && !path.endsWith('/')) return exact;
  for (const [prefix, folder] of Object.entries(routes)) {
    if (!prefix.endsWith('/') || !path.startsWith(prefix)) continue;
    const rest = normalize(path.slice(prefix.length) || 'index.html');
    if (rest.startsWith('..')) return null;
    return join(folder, rest);
  }
  return null;
}
