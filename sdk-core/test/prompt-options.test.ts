// The registration prompt's onClose, as rules.json's notAFunction words it on every engine: a value
// that is not a function could never be called, so it is refused, not dropped.
import { describe, expect, it } from 'vitest';
import { validateRegistrationPromptOptions } from '../src/index.js';

const message = 'Keep your farm: text {{registrationCode}}';

describe('a registration prompt\'s onClose', () => {
  it('is refused with INVALID_PARAM when it is not a function', () => {
    expect(() => validateRegistrationPromptOptions('auth.showRegistrationPrompt', { message, onClose: 5 as never })).toThrowError(
      expect.objectContaining({ code: 'INVALID_PARAM', message: 'onClose must be a function', context: 'auth.showRegistrationPrompt' }),
    );
  });

  it('may be a function or left out', () => {
    expect(() => validateRegistrationPromptOptions('auth.showRegistrationPrompt', { message, onClose: () => {} })).not.toThrow();
    expect(() => validateRegistrationPromptOptions('auth.showRegistrationPrompt', { message })).not.toThrow();
  });
});
