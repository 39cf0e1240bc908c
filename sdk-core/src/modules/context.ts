import type { Runtime } from '../runtime/runtime.js';
import type { ShareOptions } from '../types/values.js';
import { validateShareOptions } from '../validation/validate.js';

/** Image sharing. On the partner platform isSupported() is false but shareAsync works: do not gate on it. */
export interface ContextModule {
  /** Whether this module is offered (false on the partner platform, where sharing still works). */
  isSupported(): boolean;
  /**
   * Opens the platform's share sheet with a picture.
   * @example await Sdk.context.shareAsync({ intent: 'SHARE', image: canvas.toDataURL('image/png'), data: { level: 3 } });
   */
  shareAsync(options: ShareOptions): Promise<void>;
}

export function createContextModule(runtime: Runtime): ContextModule {
  return {
    isSupported: () => runtime.supports('context'),
    async shareAsync(options) {
      const context = 'context.shareAsync';
      runtime.ready(context);
      const valid = validateShareOptions(context, options);
      return runtime.call(context, (adapter) => adapter.context?.share(valid), 'interactive');
    },
  };
}
