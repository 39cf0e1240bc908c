import { EventEmitter } from 'eventemitter3';
import type { PlatformEvents } from '../port/adapter.js';
import type { Logger } from './logger.js';
import { errorText } from '../errors/error-text.js';

/** A name of an event the game can listen to with `Sdk.on`. */
export type SdkEventName = keyof PlatformEvents;

/** A listener of an SDK event. */
export type SdkEventListener = () => void;

/** The SDK's events (see `sdkEvents`). */
export interface SdkEvents {
  /** Adds `listener` for `name` once (adding it again changes nothing); returns its removal. */
  on(name: SdkEventName, listener: SdkEventListener): () => void;
  /** Removes `listener` from `name`. */
  off(name: SdkEventName, listener: SdkEventListener): void;
  /** Raises `name`; returns false when it was a repeated pause or resume and so not raised. */
  emit(name: SdkEventName): boolean;
}

/**
 * The SDK's events, held by an eventemitter3 emitter. Every listener runs inside its own
 * try/catch, so one throwing listener neither stops the others nor breaks the SDK (the emitter's
 * own emit stops at the first throw, so the SDK calls them itself). `pause`/`resume` are raised
 * only on a change of state, so the platform and page visibility reporting the same hide give one
 * event.
 */
export function sdkEvents(logger: Logger): SdkEvents {
  const emitter = new EventEmitter<SdkEventName>();
  let paused = false;
  const off = (name: SdkEventName, listener: SdkEventListener) => void emitter.off(name, listener);
  return {
    on(name, listener) {
      if (!emitter.listeners(name).includes(listener)) emitter.on(name, listener);
      return () => off(name, listener);
    },
    off,
    emit(name) {
      if (name === 'pause' || name === 'resume') {
        const pausing = name === 'pause';
        if (paused === pausing) return false;
        paused = pausing;
      }
      // A copy: a listener removing itself or another does not skip one of this round.
      for (const listener of emitter.listeners(name)) {
        try {
          listener();
        } catch (error) {
          logger.error(`a '${name}' listener threw: ${errorText(error)}`);
        }
      }
      return true;
    },
  };
}
