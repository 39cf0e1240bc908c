// Runs the example game backend: `node server.js` (from this folder, with express and
// @gamesdk/verify-client installed), next to a verify server (`npx verify-server --development`).
// VERIFY_URL, PORT, SAVES_DIR and ALLOWED_ORIGINS (comma-separated; default the mock platform's
// http://127.0.0.1:8080) configure it.
import { createVerifyClient } from '@gamesdk/verify-client';
import { createGameBackend } from './src/app.js';
import { createSaveStore } from './src/save-store.js';

const port = Number(process.env.PORT ?? 8788);
const client = createVerifyClient({ baseUrl: process.env.VERIFY_URL ?? 'http://127.0.0.1:8787' });
const saves = await createSaveStore(process.env.SAVES_DIR ?? '.data/game-saves');
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? 'http://127.0.0.1:8080').split(',').map((origin) => origin.trim()).filter(Boolean);
const server = createGameBackend({ client, saves, allowedOrigins }).listen(port, '127.0.0.1', () => {
  console.log(JSON.stringify({ level: 'info', msg: 'game backend listening', url: `http://127.0.0.1:${server.address().port}`, allowedOrigins }));
});
