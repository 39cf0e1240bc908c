import mitt from 'mitt';
import type { PlatformEvents } from '../port/adapter.js';
import type { Logger } from './logger.js';

/** A name of an event the game can listen to with `Sdk.on`. */
export type SdkEventName = keyof PlatformEvents;

/** A listener of an SDK event. */
export type SdkEventListener = () => void;

/**
 * The SDK's events. Every listener runs inside its own try/catch, so one throwing listener
 * neither stops the others nor breaks the SDK. `pause`/`resume` are raised only on a change of
 * state, so the platform and page visibility reporting the same hide give one event.
 */
export class SdkEvents {
  private readonly emitter = mitt<Record<SdkEventName, undefined>>();
  private readonly wrapped = new Map<SdkEventListener, Map<SdkEventName, SdkEventListener>>();
  private paused = false;

  constructor(private readonly logger: Logger) {}

  on(name: SdkEventName, listener: SdkEventListener): () => void {
    let byName = this.wrapped.get(listener);
    if (!byName) this.wrapped.set(listener, (byName = new Map()));
    if (!byName.has(name)) {
      const safe = () => {
        try {
          listener();
        } catch (error) {
          this.logger.error(`a '${name}' listener threw: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      byName.set(name, safe);
      this.emitter.on(name, safe);
    }
    return () => this.off(name, listener);
  }

  off(name: SdkEventName, listener: SdkEventListener): void {
    const byName = this.wrapped.get(listener);
    const safe = byName?.get(name);
    if (!byName || !safe) return;
    this.emitter.off(name, safe);
    byName.delete(name);
    if (byName.size === 0) this.wrapped.delete(listener);
  }

  /** Raises `name`; returns false when it was a repeated pause or resume and so not raised. */
  emit(name: SdkEventName): boolean {
    if (name === 'pause' || name === 'resume') {
      const pausing = name === 'pause';
      if (this.paused === pausing) return false;
      this.paused = pausing;
    }
    this.emitter.emit(name);
    return true;
  }
}
