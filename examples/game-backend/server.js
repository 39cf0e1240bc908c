// Runs the example game backend: `node examples/game-backend/server.js` (after `npm run build`),
// next to a verify server (`npm run verify-server`). VERIFY_URL, PORT and SAVES_DIR configure it.
import { createVerifyClient } from '@gamesdk/verify-client';
import { createGameBackend } from './src/app.js';
import { createSaveStore } from './src/save-store.js';

const port = Number(process.env.PORT ?? 8788);
const client = createVerifyClient({ baseUrl: process.env.VERIFY_URL ?? 'http://127.0.0.1:8787' });
const saves = await createSaveStore(process.env.SAVES_DIR ?? '.data/game-saves');
const server = createGameBackend({ client, saves }).listen(port, '127.0.0.1', () => {
  console.log(JSON.stringify({ level: 'info', msg: 'game backend listening', url: `http://127.0.0.1:${server.address().port}` }));
});
