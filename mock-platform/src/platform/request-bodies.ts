// The types of every value the platform reads from a platform SDK call or a page observation,
// checked at the edge: a body of the wrong shape answers 400 BAD_ARGUMENT before any operation,
// the event log or the checklist sees it. Only types are checked here; what the platform rules
// say of the values (an empty product id, a day out of range) stays with the operations, which
// answer those as the platform does and log them.
import { z } from 'zod';
import { PlatformFailure } from './failure.js';

const text = z.string();
const optionalText = z.string().optional();
const optionalNullableText = z.string().nullable().optional();
const payload = z.record(z.string(), z.unknown());

/** What each call reads from its body (other members are ignored, as the contract adds none). */
const CALL_BODIES: Record<string, z.ZodType<Record<string, unknown>>> = {
  init: z.object({ page: optionalText, pageLoad: optionalNullableText }),
  loadingProgress: z.object({ percent: z.number().optional() }),
  gameReady: z.object({ sincePageStartMs: z.number().optional() }),
  saveData: z.object({ data: z.unknown() }),
  botAvatarUrl: z.object({ username: text, size: z.number().optional() }),
  scheduleNotification: z.object({
    notification: z.object({
      id: z.unknown(),
      title: z.unknown(),
      body: z.unknown(),
      day: z.unknown(),
      imageAssetId: optionalText,
      imageDataUrl: optionalText,
      data: payload.optional(),
    }),
  }),
  cancelNotification: z.object({ id: text }),
  purchase: z.object({ productId: text }),
  consume: z.object({ purchaseToken: text }),
  subscribe: z.object({ productId: text }),
  shareReferral: z.object({
    text: optionalNullableText,
    onboardingSlug: optionalNullableText,
    data: payload.optional(),
    notificationTemplates: z.array(z.object({ title: text, body: text })).optional(),
  }),
  shareImage: z.object({ intent: optionalText, image: optionalText, text: optionalNullableText, data: payload.optional() }),
  showRegistration: z.object({ message: optionalText }),
  login: z.object({ promptId: text }),
  registrationOutcome: z.object({ promptId: text }),
};

/** Any other call reads nothing from its body, which need only be an object. */
const EMPTY_BODY = z.object({});

/** The observations a page reports, each with the detail it carries. */
const OBSERVATION_BODY = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unhandledError'), detail: z.object({ code: z.string().max(200), context: z.string().max(200).optional(), message: z.string().max(2000).optional() }) }),
  z.object({ kind: z.literal('vibrate'), detail: z.object({ pattern: z.string().max(200).optional() }) }),
  z.object({ kind: z.literal('externalLink'), detail: z.object({ href: z.string().max(2000) }) }),
  z.object({ kind: z.literal('registrationPromptCall'), detail: z.object({ mode: z.string().max(50).nullable() }) }),
  z.object({ kind: z.literal('rootAbsoluteUrl'), detail: z.object({ url: z.string().max(512), via: z.string().max(100) }) }),
]);

/** A report of the page: its kind and its checked detail. */
export type Observation = z.infer<typeof OBSERVATION_BODY>;

function checked<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  throw new PlatformFailure('BAD_ARGUMENT', `${what}: ${issues}`);
}

/** The body of call `op` with its members' types checked; throws PlatformFailure BAD_ARGUMENT. */
export function callBody(op: string, body: unknown): Record<string, unknown> {
  return checked(Object.hasOwn(CALL_BODIES, op) ? CALL_BODIES[op]! : EMPTY_BODY, body, `bad ${op} body`);
}

/** An observation body with its kind and detail checked; throws PlatformFailure BAD_ARGUMENT. */
export function observationBody(body: unknown): Observation {
  return checked(OBSERVATION_BODY, body, 'bad observation');
}
