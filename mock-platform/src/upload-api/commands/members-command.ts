import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openUploadDatabase, type UploadDatabase } from '../records/database.js';
import type { KeysCommandOutput } from './keys-command.js';
import { createMember, listMembers, removeMember, ROLES } from '../records/members.js';

const USAGE = `usage:
  members create --team <team> --name <name> --role <${ROLES.join('|')}>   create a dashboard account; prints its password once, on stdout
  members list                                                 list members (team, name, role; never a password)
  members remove --team <team> --name <name>                   remove a member for good (signs them out)`;

function withDatabase<T>(dataDir: string, work: (db: UploadDatabase) => T): T {
  const db = openUploadDatabase(dataDir);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const teamAndName = (args: string[], extra: Record<string, { type: 'string' }> = {}) =>
  parseArgs({ args, options: { team: { type: 'string' }, name: { type: 'string' }, ...extra } }).values as Record<string, string | undefined>;

function create(args: string[], dataDir: string, io: KeysCommandOutput): number {
  const values = teamAndName(args, { role: { type: 'string' } });
  if (!values.team || !values.name || !values.role) throw new RangeError('members create needs --team, --name and --role');
  const { member, password } = withDatabase(dataDir, (db) => createMember(db, values.team!, values.name!, values.role!, new Date()));
  io.err(`Member "${member.name}" of team ${member.team_id} created, role ${member.role}.\n`);
  io.err('The password below is shown this once: sign in to the dashboard with the team, the name and it.\n');
  io.err(`It works with a mock platform whose data folder is ${resolve(dataDir)} (npm start and \`mock-platform serve\` use .data/mock-platform, or MOCK_PLATFORM_DATA_DIR).\n`);
  io.out(`${password}\n`);
  return 0;
}

function remove(args: string[], dataDir: string, io: KeysCommandOutput): number {
  const values = teamAndName(args);
  if (!values.team || !values.name) throw new RangeError('members remove needs --team and --name');
  if (!withDatabase(dataDir, (db) => removeMember(db, values.team!, values.name!))) {
    io.err(`team ${values.team} has no member named ${JSON.stringify(values.name)}\n`);
    return 1;
  }
  io.err(`Member "${values.name}" of team ${values.team} is removed.\n`);
  return 0;
}

function list(dataDir: string, io: KeysCommandOutput): number {
  for (const member of withDatabase(dataDir, (db) => listMembers(db))) {
    io.out(`${member.team_id}\t${member.name}\t${member.role}\t${member.created_at}\n`);
  }
  return 0;
}

/** Runs `members <create|list|remove|--help> ...`; a usage error prints the usage and returns 2. */
export function membersCommand(argv: string[], dataDir: string, io: KeysCommandOutput): number {
  const [command, ...args] = argv[0] === 'members' ? argv.slice(1) : argv;
  try {
    if (command === 'create') return create(args, dataDir, io);
    if (command === 'remove') return remove(args, dataDir, io);
    if (command === 'list') return list(dataDir, io);
    if (command === '--help' || command === '-h') {
      io.out(`${USAGE}\n`);
      return 0;
    }
    throw new RangeError(command ? `unknown members command: ${command}` : 'missing members command');
  } catch (error) {
    if (!(error instanceof RangeError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))) throw error;
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
}
