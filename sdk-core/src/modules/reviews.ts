import type { Runtime } from '../runtime/runtime.js';
import { notOfferedModule } from './not-offered.js';

/** Store reviews. Not offered on the partner platform: isSupported() is false and calls reject FEATURE_NOT_SUPPORTED. */
export interface ReviewsModule {
  /** Whether reviews are offered. */
  isSupported(): boolean;
  /**
   * Asks the platform to show its review prompt; completes once it closed.
   * @example if (Sdk.reviews.isSupported()) await Sdk.reviews.requestReviewAsync();
   */
  requestReviewAsync(): Promise<void>;
}

export function createReviewsModule(runtime: Runtime): ReviewsModule {
  return notOfferedModule<ReviewsModule>(runtime, 'reviews', ['requestReviewAsync']);
}
