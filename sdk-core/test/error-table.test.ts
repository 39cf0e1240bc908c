import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import table from '../src/errors/error-table.json' with { type: 'json' };
import manifest from '../api/operations.json' with { type: 'json' };
import { ErrorCode, SDK_VERSION, isErrorCode, isSdkError, SdkError } from '../src/index.js';

describe('the error table', () => {
  it('has every code the spec names, once, with a meaning and a Unity name', () => {
    const codes = table.codes.map((row) => row.code);
    for (const named of ['FEATURE_NOT_SUPPORTED', 'PLAYER_NOT_AUTHENTICATED', 'INVALID_OPERATION', 'INVALID_PARAM', 'IAP_PURCHASE_CANCELLED', 'NO_FILL', 'NOT_INITIALIZED', 'INITIALIZATION_ERROR', 'NETWORK_FAILURE', 'TIMEOUT', 'OPERATION_FAILED']) {
      expect(codes).toContain(named);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(table.codes.map((row) => row.unity)).size).toBe(codes.length);
    for (const row of table.codes) {
      expect(row.meaning.length).toBeGreaterThan(10);
      expect(row.producedBy.length).toBeGreaterThan(0);
      expect(row.unity).toMatch(/^[A-Z][A-Za-z]+$/);
    }
    expect(table.codes.find((row) => row.code === 'IAP_PURCHASE_CANCELLED')!.unity).toBe('UserCancelled');
    expect(table.codes.find((row) => row.code === 'NO_FILL')!.unity).toBe('NoFill');
  });

  it('names only operations of the manifest where producedBy names one (a path, not prose or a wildcard)', () => {
    const contexts = new Set(manifest.operations.map((op: { module: string; name: string; context?: string }) => op.context ?? (op.module ? `${op.module}.${op.name}` : `Sdk.${op.name}`)));
    const named = table.codes.flatMap((row) => row.producedBy).filter((entry) => /^[A-Za-z]+\.[A-Za-z.]+$/.test(entry));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((entry) => !contexts.has(entry))).toEqual([]);
  });

  it('FEATURE_NOT_SUPPORTED names only operations the partner platform does not offer (haptics resolves quietly: not one of them)', () => {
    type Op = { module: string; name: string; partner?: string };
    const operations = manifest.operations as Op[];
    const named = table.codes.find((row) => row.code === 'FEATURE_NOT_SUPPORTED')!.producedBy.filter((entry) => /^[A-Za-z]+\.[A-Za-z*]+$/.test(entry));
    const covered = operations.filter((op) => op.name !== 'isSupported' && named.some((entry) => entry === `${op.module}.${op.name}` || entry === `${op.module}.*`));
    expect(covered.length).toBeGreaterThan(5);
    expect(covered.filter((op) => op.partner !== 'notOffered').map((op) => `${op.module}.${op.name} is ${op.partner ?? 'offered'}`)).toEqual([]);
    expect(table.codes.flatMap((row) => row.producedBy).filter((entry) => /^[A-Za-z]+$/.test(entry))).toEqual([]); // a bare module name says nothing precise
  });

  it('the TypeScript ErrorCode constants are exactly the table', () => {
    expect(Object.keys(ErrorCode)).toEqual(table.codes.map((row) => row.code));
    expect(Object.values(ErrorCode)).toEqual(table.codes.map((row) => row.code));
  });

  it('SdkError carries code, message and context, and serialises to them', () => {
    const error = new SdkError('INVALID_PARAM', 'body must be at most 100 characters', 'notifications.scheduleAsync');
    expect(error).toBeInstanceOf(Error);
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 'INVALID_PARAM', message: 'body must be at most 100 characters', context: 'notifications.scheduleAsync' });
    expect(isSdkError(error)).toBe(true);
    expect(isSdkError({ name: 'SdkError', code: 'NOT_A_CODE' })).toBe(false);
    expect(isErrorCode('TIMEOUT')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('the version', () => {
  it('is the package version and at least the spec minimum 2.10.0', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(SDK_VERSION).toBe(pkg.version);
    const [major, minor] = SDK_VERSION.split('.').map(Number);
    expect(major! > 2 || (major === 2 && minor! >= 10)).toBe(true);
  });
});
