// The network faults the control surface sets: a delay before every platform SDK answer, or
// silence, which holds every answer until it ends (the SDK's calls then run into TIMEOUT).
import type { MockNetwork } from '../types.js';

/** The current faults, and the answers held while the platform is silent. */
export class NetworkFaults {
  private faults: MockNetwork = { delayMs: 0, silent: false };
  private silenceEnded: Array<() => void> = [];

  /** The current faults (a copy). */
  get current(): MockNetwork {
    return { ...this.faults };
  }

  /** Whether every answer is held. */
  get silent(): boolean {
    return this.faults.silent;
  }

  /** Changes the faults; ending silence releases every held answer. */
  set(changes: Partial<MockNetwork>): MockNetwork {
    this.faults = { ...this.faults, ...changes };
    if (!this.faults.silent) this.releaseAll();
    return this.current;
  }

  /** Waits as the faults say before an answer: the delay, and while silent, until silence ends. */
  async wait(): Promise<void> {
    if (this.faults.delayMs > 0) await new Promise((done) => setTimeout(done, this.faults.delayMs));
    while (this.faults.silent) await new Promise<void>((done) => this.silenceEnded.push(done));
  }

  /** Ends silence and releases every held answer (server closing). */
  close(): void {
    this.faults.silent = false;
    this.releaseAll();
  }

  private releaseAll(): void {
    for (const release of this.silenceEnded.splice(0)) release();
  }
}
