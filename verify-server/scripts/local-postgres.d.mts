/** Starts a throwaway PostgreSQL server; `url` reaches its `postgres` database. */
export function startLocalPostgres(): Promise<{ url: string; stop: () => void }>;
