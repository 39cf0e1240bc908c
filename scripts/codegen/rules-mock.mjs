// Emits the mock platform's default catalog and its player-data and purchases limits from the rules
// table, so the mock sells exactly what the desktop stubs and the Unity mocks sell.
import { tsDocText, tsString as quote } from './languages/literal.mjs';
import { constantCase, readRules, rulesBanner } from './tables/rules.mjs';
import { tsMessageMembers } from './rules-ts.mjs';

export const from = 'rules';
export const target = 'mock-platform/src/platform/rules.generated.ts';

const product = (p) => `    { productId: ${quote(p.productId)}, title: ${quote(p.title)}, description: ${quote(p.description ?? '')}, price: ${quote(p.price)}, currency: ${quote(p.currency)}, imageUrl: null },`;
const plan = (p) => product(p).replace(/ },$/, `, period: ${quote(p.period)}, trialDays: ${p.trialDays} },`);
const MOCK_LIMITS = ['playerDataLimitBytes', 'purchasesPerCall'];
// The platform's own answers, which the Unity mocks and the Defold desktop stubs give in the same words.
const MOCK_MESSAGES = ['unknownProduct', 'unknownPlan', 'unknownPurchaseToken', 'consumeFailed', 'guestSubscription', 'planAlreadyHeld', 'unknownPrompt', 'checkoutClosed'];

export function emit({ limits, messages, platformCatalog: catalog } = readRules()) {
  const constants = MOCK_LIMITS.map((name) => `/** ${tsDocText(limits[name].doc)} */\nexport const ${constantCase(name)} = ${limits[name].value};`);
  return `// ${rulesBanner}
import type { PartnerPlan, PartnerProduct } from '@gamesdk/adapter-partner';

${constants.join('\n')}

/** The platform's answers to a product, plan, purchase or prompt it does not know, a guest subscribing, or a consume the control made fail. */
export const PLATFORM_MESSAGES = {
${tsMessageMembers(messages.filter((message) => MOCK_MESSAGES.includes(message.name))).join('\n')}
} as const;

/** What the platform sells when a game declares nothing: the example game Tap Farm's catalog. */
export const RULES_DEFAULT_CATALOG: { products: readonly PartnerProduct[]; subscriptions: readonly PartnerPlan[] } = {
  products: [
${catalog.products.map(product).join('\n')}
  ],
  subscriptions: [
${catalog.subscriptions.map(plan).join('\n')}
  ],
};
`;
}
