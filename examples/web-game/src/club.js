// The Farm Club subscription: double coins per harvest, granted only while its status is
// `active`. A plan the player holds is never offered again; the offer's text is the SDK's
// (iap.formatOffer): the plan's price and billing period in the player's locale, and its free
// trial only when the player is eligible for one.

/** The plan's product id, as configured on the platform. */
export const FARM_CLUB = 'club_monthly';

/**
 * What to show for the Farm Club: `perk` when the player holds it, an `offer` (with trial or not)
 * when they may buy it, or `none` (a guest, who sees no plans, or a platform without plans).
 * @returns {Promise<{ kind: 'perk' } | { kind: 'offer', text: string } | { kind: 'none' }>}
 */
export async function clubState(sdk) {
  if (!sdk.iap.isSubscriptionSupported()) return { kind: 'none' };
  const plans = await sdk.iap.getSubscriptionsAsync();
  return stateOf(sdk, plans.find((plan) => plan.productId === FARM_CLUB));
}

/** Opens the plan's checkout; resolves with the new state (`offer` again when the player closed it). */
export async function joinClub(sdk) {
  return stateOf(sdk, await sdk.iap.subscribeAsync({ productId: FARM_CLUB }));
}

function stateOf(sdk, plan) {
  if (!plan) return { kind: 'none' };
  if (plan.status === 'active') return { kind: 'perk' };
  if (plan.isActive) return { kind: 'none' }; // held but not active: no perk, and never offered again
  // The plan's terms come with it: the text shows what the platform will charge, never a hard-coded price.
  return { kind: 'offer', text: sdk.iap.formatOffer(plan, sdk.session.getLocale()) };
}
