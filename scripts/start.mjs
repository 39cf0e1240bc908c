// `npm start`: serves the example page with the SDK's browser script on 127.0.0.1 (PORT, default
// 8080). The page runs on the local fallback platform.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { root } from './workspaces.mjs';

const port = Number(process.env.PORT ?? 8080);
const folder = join(root, 'examples/hello');
const browserScript = join(root, 'sdk-core/dist/gamesdk.js');
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css', '.png': 'image/png', '.json': 'application/json' };

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = path === '/gamesdk.js' ? browserScript : join(folder, normalize(path === '/' ? '/index.html' : path));
  if (!file.startsWith(folder) && file !== browserScript) return void response.writeHead(403).end();
  if (!existsSync(file) || !statSync(file).isFile()) return void response.writeHead(404).end('not found');
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`example game: http://127.0.0.1:${port}/`));
