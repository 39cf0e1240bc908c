// `npm start`: serves the example game on the mock partner platform on 127.0.0.1 (PORT, default
// 8080) and prints the URL to open: the platform shell with the game inside.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { shellUrl, startMockPlatform } from '@gamesdk/mock-platform';
import { root } from './workspaces.mjs';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got '${process.env.PORT}'`);
  process.exit(2);
}
const webGame = join(root, 'examples/web-game');
const [name, folder] = existsSync(join(webGame, 'index.html')) ? ['web-game', webGame] : ['hello', join(root, 'examples/hello')];

// The same data folder as `npm run mock-platform -- keys ...`, so keys created there work here.
const dataDir = resolve(root, process.env.MOCK_PLATFORM_DATA_DIR ?? '.data/mock-platform');
const platform = await startMockPlatform({ port, host: '127.0.0.1', games: { [name]: folder }, dataDir });
// The example shows its own registration prompt, so the team turns the platform's automatic login
// reminders off for it (checklist item 3); the shell's panel switches them back on.
await platform.control.setLoginReminders(false);
console.log(`example game '${name}' on the mock partner platform`);
console.log(`  open: ${shellUrl(platform.url, name)}`);
console.log(`  the game alone: ${platform.url}/play/${name}/index.html`);
console.log(`  dashboard: ${platform.url}/dashboard (sign in as a team member: npx mock-platform members create --team <team> --name <name> --role owner); uploaded builds are served from ${platform.contentUrl}`);
const stop = () => void platform.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
