// A fresh database on the test run's PostgreSQL server, so suites never share tables.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export async function freshDatabaseUrl(): Promise<string> {
  const url = inject('postgresUrl');
  const name = `ledger_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return url.replace(/\/postgres$/, `/${name}`);
}
