import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { TOKEN_KINDS, type ClaimsByKind, type TokenKind } from '@gamesdk/verify-server';
import { issueToken } from './platform/tokens.js';

/** Where the command writes. */
export interface CommandOutput {
  stdout(line: string): void;
  stderr(line: string): void;
}

const consoleOutput: CommandOutput = { stdout: (line) => console.log(line), stderr: (line) => console.error(line) };

export const TOKEN_USAGE = `usage: token --kind <player|purchase|subscription|referrals> --player <id> --game <platformGameId> [--product <id>] [--purchase-token <t>] [--issued-at <ISO time>] [--sandbox] [--json]
  --json   print {"kind", "token"} as JSON, with "purchaseToken" for a purchase (the value a claim needs)
  --help   print this help`;

/**
 * `mock-platform token ...`: prints one signed value exactly as the mock platform issues it, for
 * testing a game backend. `argv` are the arguments after `token`. Resolves the exit code: 0, or
 * 2 for bad arguments (with the reason and the usage on stderr).
 * @example
 * await runTokenCommand(['--kind', 'purchase', '--player', 'p1', '--game', 'farm', '--product', 'gems_100', '--sandbox']);
 */
export async function runTokenCommand(argv: readonly string[], output: CommandOutput = consoleOutput): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        kind: { type: 'string' },
        player: { type: 'string' },
        game: { type: 'string' },
        product: { type: 'string' },
        'purchase-token': { type: 'string' },
        'issued-at': { type: 'string' },
        sandbox: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return usage(output, (error as Error).message);
  }
  if (values.help) {
    output.stdout(TOKEN_USAGE);
    return 0;
  }
  const kind = values.kind as TokenKind;
  if (!TOKEN_KINDS.includes(kind)) return usage(output, `--kind must be one of ${TOKEN_KINDS.join(', ')}`);
  if (!values.player) return usage(output, '--player is required');
  if (!values.game) return usage(output, '--game is required');
  if ((kind === 'purchase' || kind === 'subscription') && !values.product) return usage(output, `--product is required for --kind ${kind}`);
  const issuedAt = values['issued-at'] === undefined ? new Date() : new Date(values['issued-at']);
  if (Number.isNaN(issuedAt.getTime())) return usage(output, '--issued-at must be an ISO 8601 time');
  const sandbox = values.sandbox === true;
  const product = values.product ?? '';
  const claims: { [K in TokenKind]: () => ClaimsByKind[K] } = {
    player: () => ({ mode: 'authorized' }),
    purchase: () => ({ productId: product, purchaseToken: values['purchase-token'] ?? `pt-${randomUUID()}`, purchaseTime: issuedAt.toISOString(), isSandbox: sandbox }),
    subscription: () => ({ productId: product, status: 'active', isActive: true, trialEligible: false, isSandbox: sandbox }),
    referrals: () => ({ referrals: [] }),
  };
  const signed = claims[kind]();
  const token = await issueToken(kind, { platformGameId: values.game, playerId: values.player, issuedAt }, signed as never);
  if (!values.json) output.stdout(token);
  else output.stdout(JSON.stringify({ kind, token, ...('purchaseToken' in signed ? { purchaseToken: signed.purchaseToken } : {}) }));
  return 0;
}

function usage(output: CommandOutput, reason: string): number {
  output.stderr(`mock-platform token: ${reason}`);
  output.stderr(TOKEN_USAGE);
  return 2;
}
