// The standalone server: configuration from the environment, listen, and a clean stop on SIGTERM
// or SIGINT (in-flight requests finish; the ledger closes).
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { jsonLineLogger } from './logger.js';
import { DEFAULT_RATE_LIMIT } from './limits.js';
import { DEFAULT_HOST, DEFAULT_LEDGER_PATH, DEFAULT_PORT, configFromEnv } from './server-config.js';

const USAGE = `usage: verify-server [--development]   (configured by environment variables)
  --development           trust the mock platform's public development key, for local testing only:
                          refused with NODE_ENV=production, with GAMES_CONFIG, or on a HOST other than loopback
  GAMES_CONFIG            JSON file of the games' platform keys (required unless --development)
  PORT                    port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  HOST                    address to listen on (default ${DEFAULT_HOST})
  LEDGER_URL              postgresql://... claim ledger (default: SQLite at LEDGER_PATH)
  LEDGER_PATH             SQLite claim ledger file (default ${DEFAULT_LEDGER_PATH})
  RATE_LIMIT_PER_MINUTE   requests per client and minute (default ${DEFAULT_RATE_LIMIT.limit}; 0 turns it off)
  TRUST_PROXY             Express trust proxy setting, when behind a reverse proxy`;

const args = process.argv.slice(2);
const development = args.includes('--development');
const unexpected = args.filter((arg) => arg !== '--development');
if (unexpected.length > 0) {
  const help = unexpected.length === 1 && args.length === 1 && (args[0] === '--help' || args[0] === '-h');
  (help ? process.stdout : process.stderr).write(`${help ? '' : `verify-server: unexpected argument ${unexpected[0]}\n`}${USAGE}\n`);
  process.exit(help ? 0 : 2);
}

const logger = jsonLineLogger();
try {
  const config = configFromEnv(process.env, process.cwd(), { development });
  if (config.developmentMode) {
    logger.warn('development mode (--development): every game trusts the mock platform\'s public development key; never serve real players this way');
  }
  const app = createApp({ keys: config.keys, ledger: config.ledger, logger, rateLimit: config.rateLimit, trustProxy: config.trustProxy });
  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info('listening', { host: config.host, port, url: `http://${config.host}:${port}`, ledger: config.ledgerDescription, developmentMode: config.developmentMode });
  });
  // Bounded waits for slow or stalled clients (Node's defaults are minutes).
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.on('error', (error) => {
    logger.error('cannot listen', { cause: error.message });
    process.exit(1);
  });
  const stop = (signal: string) => {
    logger.info('stopping', { signal });
    server.close(() => void config.ledger.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  const cause = error instanceof Error ? error.message : String(error);
  logger.error('cannot start', { cause });
  // Also as a sentence on stderr, for whoever started it by hand or reads a service manager's log.
  process.stderr.write(`verify-server: cannot start: ${cause}\n`);
  process.exit(1);
}
