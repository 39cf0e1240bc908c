// The standalone server: configuration from the environment, listen, and a clean stop on SIGTERM
// or SIGINT (in-flight requests finish; the ledger closes).
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { jsonLineLogger } from './logger.js';
import { configFromEnv } from './server-config.js';

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
