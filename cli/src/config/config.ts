import { UsageError } from '../output/errors.js';
import { isLoopbackHostname } from './loopback.js';

/** Environment variables the CLI reads. */
export const ENV = {
  apiKey: 'GAMESDK_API_KEY',
  siteUrl: 'GAMESDK_SITE_URL',
  retryDelayMs: 'GAMESDK_RETRY_DELAY_MS',
} as const;

/** What an API command needs: where the service is and the key to present. */
export interface ApiConfig {
  /** {site_url}/api/v1, without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  /** Retries after a 5xx or a network failure. */
  retries: number;
  /** First backoff delay; each retry doubles it. */
  retryDelayMs: number;
  /** Limit for one attempt, in milliseconds. */
  timeoutMs: number;
}

/**
 * Reads the site URL (flag, else environment) and the API key (environment only). A plain
 * `http://` site URL is refused unless it is loopback or `--insecure` is given.
 */
export function apiConfig(
  env: NodeJS.ProcessEnv,
  flags: { 'site-url'?: string; retries?: string; timeout?: string; insecure?: boolean },
  defaultTimeoutSeconds: number,
): ApiConfig {
  const site = flags['site-url'] ?? env[ENV.siteUrl];
  if (!site) throw new UsageError(`set the site URL with --site-url or ${ENV.siteUrl} (for the local service: http://127.0.0.1:<PORT>)`);
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new UsageError(`the site URL is not a URL: ${site}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError('the site URL must start with http:// or https://');
  // Checked before the key is read: over plain http anyone on the way can read the bearer key.
  if (url.protocol === 'http:' && !isLoopbackHostname(url.hostname) && flags.insecure !== true) {
    throw new UsageError(
      `refusing to send the team API key over plain http:// to ${url.hostname}: anyone on the network path could read it and use it; use https://, or pass --insecure to send it anyway (only on a network you trust)`,
    );
  }
  // The key is read from the environment only, so it never lands in shell history or `ps`.
  const apiKey = env[ENV.apiKey]?.trim();
  if (!apiKey) throw new UsageError(`set the team API key in the environment variable ${ENV.apiKey} (from your CI's secrets)`);
  const tracing = headerTracingSection(env.NODE_DEBUG);
  if (tracing) {
    throw new UsageError(
      `NODE_DEBUG=${tracing} makes Node print every request's headers on stderr, which would show the API key in the log: the key is not sent; unset NODE_DEBUG (or leave http, https, http2, net, tls and undici out of it) and run again`,
    );
  }
  return {
    baseUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}/api/v1`,
    apiKey,
    retries: wholeNumber('--retries', flags.retries ?? '3', 0, 10),
    retryDelayMs: wholeNumber(ENV.retryDelayMs, env[ENV.retryDelayMs] ?? '1000', 0, 60_000),
    timeoutMs: wholeNumber('--timeout', flags.timeout ?? String(defaultTimeoutSeconds), 1, 86_400) * 1000,
  };
}

// Node's debug sections that print requests (headers included) or socket traffic.
const TRACING_SECTIONS = ['http', 'https', 'http2', 'net', 'tls', 'undici', 'fetch'];

/**
 * The entry of NODE_DEBUG that turns on a section printing request headers, or undefined. Node
 * reads the variable as a comma-separated list of section names, `*` matching any characters,
 * case-insensitively.
 */
export function headerTracingSection(nodeDebug: string | undefined): string | undefined {
  if (!nodeDebug) return undefined;
  return nodeDebug
    .split(/[\s,]+/)
    .filter(Boolean)
    .find((entry) => {
      const pattern = new RegExp(`^${entry.replace(/[|\\{}()[\]^$+?.]/g, '\\$&').replaceAll('*', '.*')}$`, 'i');
      return TRACING_SECTIONS.some((section) => pattern.test(section));
    });
}

/** Parses a whole number within [min, max] or names the option that is wrong. */
export function wholeNumber(label: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`${label} must be a whole number from ${min} to ${max}`);
  return value;
}
