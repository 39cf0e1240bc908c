// The small harness the page tests here share: each check named and counted, a failing one never
// stopping the rest; run.mjs reads the closing "N passed, N failed" line each test prints.

/** A fresh tally and `test(name, body)`, which runs `body` and prints `ok - name` or `FAIL - name: why`. */
export function createChecks() {
  const counts = { passed: 0, failed: 0 };
  async function test(name, body) {
    try {
      await body();
      counts.passed += 1;
      console.log(`ok - ${name}`);
    } catch (error) {
      counts.failed += 1;
      console.log(`FAIL - ${name}: ${error.message}`);
    }
  }
  return { test, counts };
}
