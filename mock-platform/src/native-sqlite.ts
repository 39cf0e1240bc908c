// better-sqlite3 loads its native binary when the first database opens (the upload API's, the claim
// ledger's). npm puts the binary in place with an install script; when that script did not run
// (npm's allowScripts, --ignore-scripts) or built for another Node, the load fails with the list of
// paths the `bindings` package tried, which names neither the cause nor the fix.

const NATIVE_LOAD_FAILURE = /Could not locate the bindings file|better_sqlite3\.node|NODE_MODULE_VERSION/;

/** What to tell the user when `error` is a failed load of better-sqlite3's native binary, or null. */
export function nativeSqliteFault(error: unknown): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'ERR_DLOPEN_FAILED' && !(typeof message === 'string' && NATIVE_LOAD_FAILURE.test(message))) return null;
  return `the SQLite module better-sqlite3 has no native binary that loads in this Node (${process.version}): its install step did not run (npm's allowScripts or --ignore-scripts) or built for another Node version. Run \`npm rebuild better-sqlite3\` in the project: it downloads a prebuilt binary, or compiles one with python3, make and a C++ compiler.`;
}
