import { EventEmitter } from 'eventemitter3';
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
  /** Holds the listeners; the SDK calls them itself, since the emitter's own emit stops at the first throw. */
  private readonly emitter = new EventEmitter<SdkEventName>();
  private paused = false;

  constructor(private readonly logger: Logger) {}

  /** Adds `listener` for `name` once (adding it again changes nothing); returns its removal. */
  on(name: SdkEventName, listener: SdkEventListener): () => void {
    if (!this.emitter.listeners(name).includes(listener)) this.emitter.on(name, listener);
    return () => this.off(name, listener);
  }

  off(name: SdkEventName, listener: SdkEventListener): void {
    this.emitter.off(name, listener);
  }

  /** Raises `name`; returns false when it was a repeated pause or resume and so not raised. */
  emit(name: SdkEventName): boolean {
    if (name === 'pause' || name === 'resume') {
      const pausing = name === 'pause';
      if (this.paused === pausing) return false;
      this.paused = pausing;
    }
    // A copy: a listener removing itself or another does not skip one of this round.
    for (const listener of this.emitter.listeners(name)) {
      try {
        listener();
      } catch (error) {
        this.logger.error(`a '${name}' listener threw: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return true;
  }
}
