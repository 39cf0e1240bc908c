// Starts one real PostgreSQL server (Debian's postgresql package) for the whole test run, and
// always stops it at the end (scripts/local-postgres.mjs, shared with the benchmark).
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../scripts/local-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { url, stop } = await startLocalPostgres();
  project.provide('postgresUrl', url);
  return stop;
}
