import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';

/** Store reviews. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface ReviewsModule {
  /** Whether the active platform offers this module; false before initialisation. */
  isSupported(): boolean;
  /**
   * Asks the platform to show its review prompt; resolves once the prompt closed.
   * @example if (Sdk.reviews.isSupported()) await Sdk.reviews.requestReviewAsync();
   */
  requestReviewAsync(): Promise<void>;
}

export function createReviewsModule(runtime: Runtime): ReviewsModule {
  return notOfferedModule<ReviewsModule>(runtime, 'reviews', ['requestReviewAsync']);
}
