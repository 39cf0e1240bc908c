import { randomUUID } from 'node:crypto';
import type { DecisionChoices, DecisionKind, MockClock, MockPendingDecision } from '../types.js';
import { isoTime } from './clock.js';
import { ControlError } from './failure.js';
import { OUTCOME_CHOICES } from '../mock-data.generated.js';

interface Waiting {
  view: MockPendingDecision;
  resolve(choice: string): void;
  reject(error: Error): void;
}

/**
 * Interactive steps held by the server. A scripted outcome set beforehand is used at once;
 * otherwise the step waits until the shell (or a test) posts the player's choice.
 */
export class Decisions {
  private readonly presets: { [K in DecisionKind]: Array<DecisionChoices[K]> } = { checkout: [], registration: [], share: [] };
  private readonly waiting = new Map<string, Waiting>();

  /** `clock` dates each waiting step (`since`). */
  constructor(private readonly clock: Pick<MockClock, 'now'>) {}

  /** Queues the outcome of the next `times` steps of `kind`; throws a ControlError for a choice `kind` does not offer. */
  preset<K extends DecisionKind>(kind: K, choice: string, times = 1): void {
    const valid = checkChoice(kind, choice);
    for (let i = 0; i < times; i++) this.presets[kind].push(valid);
  }

  /** Drops every queued outcome. */
  clearPresets(): void {
    for (const kind of Object.keys(this.presets) as DecisionKind[]) this.presets[kind].length = 0;
  }

  /**
   * The player's choice for a step: a queued outcome, or the one posted later. When `signal`
   * aborts (the page left), the step is withdrawn and the wait rejects with `signal.reason`.
   */
  decide<K extends DecisionKind>(kind: K, session: string | null, player: string, details: Record<string, unknown>, signal?: AbortSignal): Promise<DecisionChoices[K]> {
    const preset = this.presets[kind].shift();
    if (preset !== undefined) return Promise.resolve(preset);
    return new Promise((resolve, reject) => {
      const view: MockPendingDecision = { id: randomUUID(), kind, session, player, details, since: isoTime(this.clock) };
      this.waiting.set(view.id, { view, resolve: resolve as (choice: string) => void, reject });
      signal?.addEventListener('abort', () => this.waiting.delete(view.id) && reject(signal.reason), { once: true });
    });
  }

  /** Steps waiting for the player. */
  pending(): MockPendingDecision[] {
    return [...this.waiting.values()].map((w) => w.view);
  }

  /** Posts the player's choice and answers the step's kind; throws a ControlError when no such step waits (404) or it does not offer `choice`. */
  answer(id: string, choice: string): DecisionKind {
    const waiting = this.waiting.get(id);
    if (!waiting) throw new ControlError('no decision with that id is waiting', 404);
    checkChoice(waiting.view.kind, choice);
    this.waiting.delete(id);
    waiting.resolve(choice);
    return waiting.view.kind;
  }

  /** Ends every wait (server closing). */
  abandon(error: Error): void {
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/** The valid choices of each kind, for validating posted answers. */
const CHOICES: { [K in DecisionKind]: ReadonlyArray<DecisionChoices[K]> } = OUTCOME_CHOICES;

/** `value` as a kind of step; throws a ControlError naming the kinds otherwise. */
export function decisionKind(value: string): DecisionKind {
  if (!Object.hasOwn(CHOICES, value)) throw new ControlError(`kind must be one of ${Object.keys(CHOICES).join(', ')}`);
  return value as DecisionKind;
}

function checkChoice<K extends DecisionKind>(kind: K, choice: string): DecisionChoices[K] {
  if (!(CHOICES[kind] as readonly string[]).includes(choice)) throw new ControlError(`choice for ${kind} must be one of ${CHOICES[kind].join(', ')}`);
  return choice as DecisionChoices[K];
}
