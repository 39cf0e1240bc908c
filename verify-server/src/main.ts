// The standalone server: configuration from the environment, listen, and a clean stop on SIGTERM
// or SIGINT (in-flight requests finish; the ledger closes).
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { jsonLineLogger } from './logger.js';
import { DEFAULT_RATE_LIMIT } from './limits.js';
import { DEFAULT_HOST, DEFAULT_LEDGER_PATH, DEFAULT_PORT, configFromEnv } from './server-config.js';

const USAGE = `usage: verify-server            (no arguments; configured by environment variables)
  PORT                    port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  HOST                    address to listen on (default ${DEFAULT_HOST})
  GAMES_CONFIG            JSON file of the games' platform keys; unset: development mode, trusting the mock platform's key
  LEDGER_URL              postgresql://... claim ledger (default: SQLite at LEDGER_PATH)
  LEDGER_PATH             SQLite claim ledger file (default ${DEFAULT_LEDGER_PATH})
  RATE_LIMIT_PER_MINUTE   requests per client and minute (default ${DEFAULT_RATE_LIMIT.limit}; 0 turns it off)
  TRUST_PROXY             Express trust proxy setting, when behind a reverse proxy`;

const args = process.argv.slice(2);
if (args.length > 0) {
  const help = args.length === 1 && (args[0] === '--help' || args[0] === '-h');
  (help ? process.stdout : process.stderr).write(`${help ? '' : `verify-server: unexpected argument ${args[0]}\n`}${USAGE}\n`);
  process.exit(help ? 0 : 2);
}

const logger = jsonLineLogger();
try {
  const config = configFromEnv(process.env, process.cwd());
  if (config.developmentMode) {
    logger.warn('development mode: every game trusts the mock platform\'s public development key; set GAMES_CONFIG for real games');
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
  logger.error('cannot start', { cause: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
