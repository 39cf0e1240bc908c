// The Farm Club subscription: double coins per harvest, granted only while its status is
// `active`. A plan the player holds is never offered again; the offer shows the plan's price and
// billing period, and its free trial only when the player is eligible for one.

/** The plan's product id, as configured on the platform. */
export const FARM_CLUB = 'club_monthly';

/**
 * What to show for the Farm Club: `perk` when the player holds it, an `offer` (with trial or not)
 * when they may buy it, or `none` (a guest, who sees no plans, or a platform without plans).
 * @returns {Promise<{ kind: 'perk' } | { kind: 'offer', trial: number, price: string } | { kind: 'none' }>}
 */
export async function clubState(sdk) {
  if (!sdk.iap.isSubscriptionSupported()) return { kind: 'none' };
  const plans = await sdk.iap.getSubscriptionsAsync();
  return stateOf(plans.find((plan) => plan.productId === FARM_CLUB));
}

/** Opens the plan's checkout; resolves with the new state (`offer` again when the player closed it). */
export async function joinClub(sdk) {
  return stateOf(await sdk.iap.subscribeAsync({ productId: FARM_CLUB }));
}

function stateOf(plan) {
  if (!plan) return { kind: 'none' };
  if (plan.status === 'active') return { kind: 'perk' };
  if (plan.isActive) return { kind: 'none' }; // held but not active: no perk, and never offered again
  // The plan's terms come with it: show the price the platform will charge, never a hard-coded one.
  return { kind: 'offer', trial: plan.trialEligible && plan.trialDays > 0 ? plan.trialDays : 0, price: `${plan.price} a ${plan.billingPeriod}` };
}
