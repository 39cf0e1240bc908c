import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApiKey, listApiKeys, revokeApiKey } from '../records/api-keys.js';
import { openUploadDatabase } from '../records/database.js';

/** Where the keys command writes: stdout gets only what scripts capture (the secret, the list). */
export interface KeysCommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

const USAGE = `usage:
  keys create --team <team> --name <name>   create a key; prints its secret once, on stdout
  keys revoke <prefix>                      revoke a key for good (takes effect at once)
  keys list                                 list keys (prefixes only)`;

function create(args: string[], dataDir: string, io: KeysCommandOutput): number {
  const { values } = parseArgs({ args, options: { team: { type: 'string' }, name: { type: 'string' } } });
  if (!values.team || !values.name) throw new RangeError('keys create needs --team and --name');
  const db = openUploadDatabase(dataDir);
  try {
    const key = createApiKey(db, values.team, values.name, new Date());
    io.err(`API key "${key.name}" created for team ${key.team_id}, prefix ${key.prefix}.\n`);
    io.err('The secret below is shown this once: store it as a CI secret (e.g. GAMESDK_API_KEY).\n');
    // Keys live in one data folder: a service started on another folder does not know this one.
    io.err(`It works with a mock platform whose data folder is ${resolve(dataDir)} (npm start and \`mock-platform serve\` use .data/mock-platform, or MOCK_PLATFORM_DATA_DIR).\n`);
    io.out(`${key.secret}\n`);
    return 0;
  } finally {
    db.close();
  }
}

function revoke(args: string[], dataDir: string, io: KeysCommandOutput): number {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new RangeError('keys revoke needs exactly one key prefix');
  const db = openUploadDatabase(dataDir);
  try {
    const key = revokeApiKey(db, positionals[0]!, new Date());
    if (!key) {
      io.err(`no API key with prefix ${positionals[0]}\n`);
      return 1;
    }
    io.err(`API key ${key.prefix} ("${key.name}", team ${key.team_id}) is revoked since ${key.revoked_at}.\n`);
    return 0;
  } finally {
    db.close();
  }
}

function list(dataDir: string, io: KeysCommandOutput): number {
  const db = openUploadDatabase(dataDir);
  try {
    for (const key of listApiKeys(db)) {
      io.out(`${key.prefix}\t${key.team_id}\t${key.name}\t${key.created_at}\t${key.revoked_at ? `revoked ${key.revoked_at}` : 'active'}\n`);
    }
    return 0;
  } finally {
    db.close();
  }
}

/** Runs `keys <create|revoke|list|--help> ...`; a usage error prints the usage and returns 2. */
export function keysCommand(argv: string[], dataDir: string, io: KeysCommandOutput): number {
  const [command, ...args] = argv[0] === 'keys' ? argv.slice(1) : argv;
  try {
    if (command === 'create') return create(args, dataDir, io);
    if (command === 'revoke') return revoke(args, dataDir, io);
    if (command === 'list') return list(dataDir, io);
    if (command === '--help' || command === '-h') {
      io.out(`${USAGE}\n`);
      return 0;
    }
    throw new RangeError(command ? `unknown keys command: ${command}` : 'missing keys command');
  } catch (error) {
    if (!(error instanceof RangeError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) throw error;
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
}
