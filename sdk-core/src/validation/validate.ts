// Argument validation for every platform, in one place, before any platform call: the same bad
// input gets the same INVALID_PARAM, naming the argument, whatever the platform.
import { SdkError } from '../errors/sdk-error.js';
import type { NotificationOptions, RegistrationPromptOptions, ShareOptions, ReferralShareOptions } from '../types/values.js';

import {
  AVATAR_SIZE_MAX,
  IMAGE_DATA_URL_MAX_BYTES,
  LOADING_PROGRESS_MAX,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_DAYS_MAX,
  REGISTRATION_CODE_PLACEHOLDER,
  REGISTRATION_MESSAGE_MAX,
  RULE_MESSAGES as say,
  SHARE_INTENTS as INTENTS,
} from './rules.generated.js';

// The limits come from sdk-core/api/rules.json, as every engine's do.
export { REGISTRATION_MESSAGE_MAX, REGISTRATION_CODE_PLACEHOLDER, NOTIFICATION_BODY_MAX, IMAGE_DATA_URL_MAX_BYTES, NOTIFICATION_DAYS_MAX };

const IMAGE_DATA_URL_PREFIX = /^data:image\/(png|jpeg|webp);base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const SHARE_INTENTS: ReadonlySet<string> = new Set(INTENTS);

/** The INVALID_PARAM every validator throws. */
export function invalid(context: string, message: string): SdkError {
  return new SdkError('INVALID_PARAM', message, context);
}

/**
 * Refuses a key of `value` that `keys` lacks (a misspelt or wrongly cased key would otherwise be
 * ignored without a word), naming it as `label`.`key`, as every engine does.
 */
export function knownKeys(context: string, label: string, value: object | undefined, keys: readonly string[]): void {
  for (const key in value) if (!keys.includes(key)) throw invalid(context, say.unknownOption(label, key, keys.join(', ')));
}

/**
 * An object of callbacks named `label` (an ad's), or nothing: only `keys`, each a function or left
 * out. A value that is not a function could never be called, so it is refused, not dropped.
 */
export function validateCallbacks(context: string, label: string, value: unknown, keys: readonly string[]): void {
  if (value == null) return;
  if (typeof value !== 'object') throw invalid(context, say.notACallbackTable(label));
  knownKeys(context, label, value, keys);
  for (const key of keys) {
    const callback = (value as Record<string, unknown>)[key];
    if (callback !== undefined && typeof callback !== 'function') throw invalid(context, say.notAFunction(`${label}.${key}`));
  }
}

/** Length in characters (code points), so an emoji counts once. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** A non-blank string named `label`. */
export function validateText(context: string, label: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(context, say.blankText(label));
  return value;
}

/** A plain object of JSON values, or undefined. */
export function validateOptionalPayload(context: string, label: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid(context, say.notAPlainObject(label));
  }
  try {
    JSON.stringify(value);
  } catch {
    throw invalid(context, `${label} must be JSON-serialisable`);
  }
}

/** An options object. */
export function validateOptions(context: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(context, say.notAnObject());
  return value as Record<string, unknown>;
}

/** Loading progress: a finite number from 0 to 100. */
export function validateLoadingProgress(context: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > LOADING_PROGRESS_MAX) {
    throw invalid(context, say.loadingProgress(describe(value)));
  }
  return value;
}

/** Registration prompt options: a message of 1 to 140 characters with exactly one {{registrationCode}}. */
export function validateRegistrationPromptOptions(context: string, value: unknown): RegistrationPromptOptions {
  const options = validateOptions(context, value);
  const message = validateText(context, 'message', options.message);
  if (characterCount(message) > REGISTRATION_MESSAGE_MAX) {
    throw invalid(context, say.registrationMessageTooLong(characterCount(message)));
  }
  const placeholders = message.split(REGISTRATION_CODE_PLACEHOLDER).length - 1;
  if (placeholders !== 1) {
    throw invalid(context, say.registrationPlaceholderCount(placeholders));
  }
  validateOptionalPayload(context, 'data', options.data);
  if (options.onClose !== undefined && typeof options.onClose !== 'function') throw invalid(context, say.notAFunction('onClose'));
  return options as unknown as RegistrationPromptOptions;
}

/** Notification options, every rule of the spec. */
export function validateNotificationOptions(context: string, value: unknown): NotificationOptions {
  const options = validateOptions(context, value);
  validateText(context, 'id', options.id);
  validateText(context, 'title', options.title);
  const body = validateText(context, 'body', options.body);
  if (characterCount(body) > NOTIFICATION_BODY_MAX) {
    throw invalid(context, say.notificationBodyTooLong(characterCount(body)));
  }
  const days = options.scheduledInDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > NOTIFICATION_DAYS_MAX) {
    throw invalid(context, say.notificationDays(describe(days)));
  }
  if (options.imageAssetId !== undefined && options.imageDataUrl !== undefined) {
    throw invalid(context, say.notificationImageBoth());
  }
  if (options.imageAssetId !== undefined) validateText(context, 'imageAssetId', options.imageAssetId);
  if (options.imageDataUrl !== undefined) validateImageDataUrl(context, 'imageDataUrl', options.imageDataUrl);
  validateOptionalPayload(context, 'data', options.data);
  return options as unknown as NotificationOptions;
}

/** A PNG, JPEG or WebP data URL of at most 2 MiB. */
export function validateImageDataUrl(context: string, label: string, value: unknown): string {
  if (typeof value !== 'string' || !IMAGE_DATA_URL_PREFIX.test(value)) {
    throw invalid(context, say.imageDataUrl(label));
  }
  if (value.length > IMAGE_DATA_URL_MAX_BYTES) {
    throw invalid(context, say.imageTooLarge(label, value.length));
  }
  if (!BASE64.test(value.slice(value.indexOf(',') + 1))) throw invalid(context, say.imageNotBase64(label));
  return value;
}

/** Image share options. */
export function validateShareOptions(context: string, value: unknown): ShareOptions {
  const options = validateOptions(context, value);
  if (typeof options.intent !== 'string' || !SHARE_INTENTS.has(options.intent)) {
    throw invalid(context, say.shareIntent());
  }
  validateImageDataUrl(context, 'image', options.image);
  if (options.text !== undefined && typeof options.text !== 'string') throw invalid(context, say.notAString('text'));
  validateOptionalPayload(context, 'data', options.data);
  return options as unknown as ShareOptions;
}

/** Referral share options. */
export function validateReferralShareOptions(context: string, value: unknown): ReferralShareOptions {
  const options = value === undefined ? {} : validateOptions(context, value);
  if (options.text !== undefined && typeof options.text !== 'string') throw invalid(context, say.notAString('text'));
  if (options.onboardingSlug !== undefined) validateText(context, 'onboardingSlug', options.onboardingSlug);
  validateOptionalPayload(context, 'data', options.data);
  const templates = options.notificationTemplates;
  if (templates !== undefined) {
    if (!Array.isArray(templates)) throw invalid(context, say.notAList('notificationTemplates'));
    templates.forEach((template: unknown, index) => {
      const t = validateOptions(context, template);
      validateText(context, `notificationTemplates[${index}].title`, t.title);
      const body = validateText(context, `notificationTemplates[${index}].body`, t.body);
      if (characterCount(body) > NOTIFICATION_BODY_MAX) {
        throw invalid(context, say.templateBodyTooLong(`notificationTemplates[${index}]`));
      }
    });
  }
  return options as ReferralShareOptions;
}

/** A product id argument. */
export function validateProductOptions(context: string, value: unknown): { productId: string } {
  const options = validateOptions(context, value);
  validateText(context, 'productId', options.productId);
  if (options.developerPayload !== undefined && typeof options.developerPayload !== 'string') {
    throw invalid(context, say.notAString('developerPayload'));
  }
  return options as { productId: string };
}

/** A size in pixels for a bot avatar: a whole number from 1 to 1024. */
export function validateAvatarSize(context: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > AVATAR_SIZE_MAX) {
    throw invalid(context, say.avatarSize(describe(value)));
  }
  return value;
}

/** Longest bound setTimeout honours; a larger delay would fire at once. */
const TIMEOUT_MAX_MS = 2_147_483_647;
const TIMEOUT_KINDS = ['initialize', 'call', 'interactive'] as const;

/** Optional timeouts: known kinds only, each a whole number of milliseconds from 1 to 2147483647. */
export function validateTimeouts(context: string, value: unknown): Partial<Record<(typeof TIMEOUT_KINDS)[number], number>> {
  if (value === undefined) return {};
  const timeouts = validateOptions(context, value);
  for (const [kind, ms] of Object.entries(timeouts)) {
    if (!(TIMEOUT_KINDS as readonly string[]).includes(kind)) throw invalid(context, `timeouts.${kind} is not a timeout; use ${TIMEOUT_KINDS.join(', ')}`);
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 1 || ms > TIMEOUT_MAX_MS) {
      throw invalid(context, `timeouts.${kind} must be a whole number of milliseconds from 1 to ${TIMEOUT_MAX_MS}, got ${describe(ms)}`);
    }
  }
  return timeouts as Partial<Record<(typeof TIMEOUT_KINDS)[number], number>>;
}

/** Short description of a rejected value, for messages (never the whole value). */
export function describe(value: unknown): string {
  if (typeof value === 'string') return value.length > 20 ? `a string of ${value.length} characters` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}
