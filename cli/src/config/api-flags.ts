/** Flags shared by every command that calls the API (parseArgs option specs). */
export const API_FLAGS = {
  'site-url': { type: 'string' },
  retries: { type: 'string' },
  timeout: { type: 'string' },
  insecure: { type: 'boolean' },
} as const;
