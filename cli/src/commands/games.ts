import { parseArgs } from 'node:util';
import { callApi, type Sleep } from '../api/call-api.js';
import { reportOutcome } from '../api/report.js';
import { API_FLAGS } from '../config/api-flags.js';
import { apiConfig } from '../config/config.js';
import { UsageError } from '../output/errors.js';
import type { CliIo } from '../output/io.js';

const GAME_FLAGS = {
  ...API_FLAGS,
  name: { type: 'string' },
  description: { type: 'string' },
  engine: { type: 'string' },
  category: { type: 'string' },
  tag: { type: 'string', multiple: true },
  orientation: { type: 'string' },
  unset: { type: 'string', multiple: true },
} as const;

// Fields `--unset` can clear: the nullable ones become null, tags becomes the empty list.
const CLEARABLE: Record<string, null | []> = { description: null, engine: null, category: null, tags: [] };

type GameFlagValues = ReturnType<typeof parseArgs<{ options: typeof GAME_FLAGS; allowPositionals: true }>>['values'];

/** The JSON body from the field flags: only the fields given (the service validates them). */
function gameBody(values: GameFlagValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of ['name', 'description', 'engine', 'category', 'orientation'] as const) {
    if (values[field] !== undefined) body[field] = values[field];
  }
  if (values.tag) body.tags = values.tag;
  for (const field of values.unset ?? []) {
    if (!(field in CLEARABLE)) throw new UsageError(`--unset accepts ${Object.keys(CLEARABLE).join(', ')} (got ${field})`);
    if (body[field] !== undefined) throw new UsageError(`--unset ${field} contradicts a value given for ${field}`);
    body[field] = CLEARABLE[field];
  }
  return body;
}

/** `gamesdk games create --name <name> [field flags]` and `gamesdk games update <gameId> [field flags]`. */
export async function gamesCommand(argv: string[], env: NodeJS.ProcessEnv, io: CliIo, sleep?: Sleep): Promise<number> {
  const [action, ...rest] = argv;
  const { values, positionals } = parseArgs({ args: rest, options: GAME_FLAGS, allowPositionals: true, strict: true });
  const body = gameBody(values);
  if (action === 'create') {
    if (positionals.length) throw new UsageError(`games create takes no arguments besides flags (got ${positionals.join(' ')})`);
    if (values.name === undefined) throw new UsageError('games create needs --name');
    const outcome = await callApi(apiConfig(env, values, 60), io, async () => jsonRequest('POST', '/games', body), sleep);
    return reportOutcome(io, outcome, (game) => `created game ${String(game.name)} with id ${String(game.id)}`, { requires: ['id'] });
  }
  if (action === 'update') {
    const [gameId, ...extra] = positionals;
    if (!gameId || extra.length) throw new UsageError('games update needs exactly one <gameId>');
    if (Object.keys(body).length === 0) throw new UsageError('games update needs at least one field flag (--name, --description, --engine, --category, --tag, --orientation, --unset)');
    const outcome = await callApi(apiConfig(env, values, 60), io, async () => jsonRequest('PATCH', `/games/${encodeURIComponent(gameId)}`, body), sleep);
    return reportOutcome(io, outcome, (game) => `updated game ${String(game.id)}`, { requires: ['id'] });
  }
  throw new UsageError(action ? `unknown games command: ${action} (create or update)` : 'games needs create or update');
}

function jsonRequest(method: string, path: string, body: Record<string, unknown>) {
  return { method, path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
