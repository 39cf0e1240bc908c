// Types of test/vectors/control.json (its $comment is the format) and of the data file its verbs
// come from, sdk-core/api/mock-platform.json.
import { readFileSync } from 'node:fs';

/** Where a control verb exists: the server and every engine's mock, the engines' mocks only, or the server only. */
export type VerbWhere = 'everywhere' | 'engines' | 'server';

/** One control verb of sdk-core/api/mock-platform.json. */
export interface ControlVerb {
  name: string;
  where: VerbWhere;
  args: Array<{ name: string; type: string; optional?: boolean; default?: unknown }>;
  doc: string;
}

/** What a control or call step expects (behaviour.json's expectations and control.json's own). */
export interface ControlExpect {
  ok?: true;
  value?: unknown;
  error?: string;
  message?: string;
  fields?: Record<string, unknown>;
  each?: Record<string, unknown>;
  length?: number;
  refused?: true;
  count?: number;
  closed?: { registered: boolean };
  path?: Array<string | number>;
}

/** One step of a control case. */
export type ControlStep =
  | { control: string; args: unknown[]; expect?: ControlExpect }
  | { call: string; args: unknown[]; expect?: ControlExpect }
  | { events: string[] };

/** One case of test/vectors/control.json. */
export interface ControlCase {
  name: string;
  verbs: string[];
  where?: 'everywhere' | 'engines';
  drift?: string;
  steps: ControlStep[];
}

const read = <T>(url: URL): T => JSON.parse(readFileSync(url, 'utf8')) as T;

/** The control cases, in file order. */
export const controlCases = read<{ cases: ControlCase[] }>(new URL('./control.json', import.meta.url)).cases;

/** The mock platform's data: identities, outcomes, events and control verbs. */
export const mockPlatformData = read<{
  identities: Record<string, string>;
  outcomes: { kinds: Record<string, { choices: string[] }> };
  events: string[];
  control: ControlVerb[];
}>(new URL('../../sdk-core/api/mock-platform.json', import.meta.url));
