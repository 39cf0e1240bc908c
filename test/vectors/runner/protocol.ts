// The steps the one runner hands an engine's shim and the answers it reads back, one JSON object a
// line. The shims execute steps only: every rule of behaviour.json and recovery.json (arguments'
// generators, stages, repeats, expectations, purchase names, sorting) stays on this side.

/** A step of a behaviour vector. */
export type VectorStep =
  /** A platform for the next call: the player, the profile, how far the game got, and that many pending purchases seeded (answers their tokens as iap.getPurchasesAsync lists them). */
  | { op: 'case'; player: 'guest' | 'registered'; profile: 'partner' | 'no-purchases'; stage: 'loaded' | 'initialized' | 'started'; pending: number }
  /** The player's choice at the next checkout. */
  | { op: 'checkout'; choice: 'buy' | 'close' }
  /**
   * One call in the engine's own API; `callbacks` marks an ad call and how many of its callbacks to
   * wait for; `closes` a registration prompt, answered with what its close hands the game.
   */
  | { op: 'call'; call: string; args: unknown[]; sync: boolean; callbacks?: number; closes?: boolean }
  /** A message of the rules in the engine's own words (Lua: snake_case fields, nil for undefined). */
  | { op: 'dialect'; message: string };

/** A step of a recovery scenario; purchases are named by their tokens. */
export type RecoveryStep =
  /** A fresh platform, initialised and started, with that many pending purchases (answers their tokens in the platform's order). */
  | { op: 'recovery'; pending: number }
  /** The game's save holds `saved`; the claim hook answers per token (or '*'); the faults, a purchase named by its token. */
  | { op: 'setup'; saved: string[]; claim?: Record<string, unknown[]>; faults: Record<string, unknown> }
  | { op: 'recover' }
  | { op: 'finish' }
  | { op: 'restart' }
  | { op: 'waitForClaim'; token: string }
  /** The player buys the first product; answers the purchase's token. */
  | { op: 'buy' }
  /** Every recovery reported: answers what happened. */
  | { op: 'outcome' };

/** A step of a control case (control.json). */
export type ControlStep =
  /** A fresh mock (its reset verb), the game initialised and started and listening to every event (`listen`: each event's listener function, where an engine's TypeScript side names them). */
  | { op: 'controlCase'; listen?: Record<string, string> }
  /** A control verb (its TypeScript name; the shim calls it in the engine's) with the engine's arguments: answers its value, or `refused`. */
  | { op: 'control'; verb: string; args: unknown[] }
  /** Answers the events the game's listeners heard since the case started, once pending deliveries ran. */
  | { op: 'events' };

export type Step = VectorStep | RecoveryStep | ControlStep;

/** An engine's error in TypeScript's terms (the code of the error table). */
export interface EngineError {
  code: string;
  message: string;
  context: string;
}

/** What a shim answers a step with; `skip` says why the engine's API cannot make the call (its types rule the arguments out). */
export interface Answer {
  tokens?: string[];
  token?: string;
  value?: unknown;
  error?: EngineError;
  callbacks?: string[];
  skip?: string;
  message?: string;
  /** Step 'control': the verb refused its arguments (the engine's words). */
  refused?: string;
  /** Step 'events': the events heard, in order. */
  events?: string[];
  /** Step 'outcome': purchases by token, runs in the order they started (finished ones only). */
  claims?: string[];
  grants?: string[];
  pending?: string[];
  runs?: Array<{ granted: string[]; consumed: string[]; failed: Array<{ token: string; step: string; code: string }>; rounds: number }>;
  /** The shim could not execute the step. */
  fault?: string;
}

/** One engine as the runner sees it: where steps go and how its API differs from TypeScript's. */
export interface Engine {
  name: string;
  send(step: Step): Promise<Answer>;
  /** Several steps in one round trip, answered in order (engines whose round trips are dear: a page). */
  sendBatch?(steps: Step[]): Promise<Answer[]>;
  /** The one player, profile and stage the engine runs per process (a page launched on them), if it cannot switch. */
  fixed?: { player: 'guest' | 'registered'; profile: 'partner' | 'no-purchases'; stage: 'loaded' | 'initialized' | 'started' };
  /** Why the engine's API has no way to make this call (null: it has); such cases are skipped with the reason. */
  lacks?(call: string): string | null;
  /** Option keys in snake_case (Lua), except inside a `data` payload; fields are read the same way. */
  snakeKeys?: boolean;
  /** The engine renders the rules' messages in its own words: true asks its shim (step 'dialect'); a function renders them here. */
  dialect?: boolean | ((message: string) => string);
  /** The callbacks the engine calls where TypeScript's are `expected` (Unity: an ad's no-fill is onError). */
  callbacks?(expected: string[]): string[];
  /** An empty table is an empty list as much as an empty object (Lua): an answer's {} stands for the [] expected. */
  tables?: boolean;
  /** A lone UTF-16 code unit ($codeUnit, and a $concat holding one) is left for the shim to build: no JSON line can carry it to this engine (Lua holds it as generalised UTF-8). */
  keepsCodeUnits?: boolean;
  /** An error the engine's own language raises before the rules run (a Lua argument-type error): its code counts, not its words. */
  ownError?(error: EngineError, call: string): boolean;
}
