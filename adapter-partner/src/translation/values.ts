// The platform's value shapes turned into the SDK's.
import type { Player, Product, Purchase, Subscription } from '@gamesdk/core';
import type { PartnerPlayer, PartnerProduct, PartnerPurchase, PartnerSubscription } from '../platform-sdk-contract.js';

export const toPlayer = (p: PartnerPlayer): Player => ({ id: p.id, mode: p.registered ? 'authorized' : 'lite', name: p.name, photo: p.photo });

export const toProduct = (p: PartnerProduct): Product => {
  const priceAmount = Number(p.price);
  return {
    productId: p.productId,
    title: p.title,
    description: p.description,
    price: formatPrice(priceAmount, p.currency),
    priceAmount,
    priceCurrencyCode: p.currency,
    imageURI: p.imageUrl,
  };
};

export const toPurchase = (p: PartnerPurchase): Purchase => ({
  productId: p.productId,
  purchaseToken: p.purchaseToken,
  signedRequest: p.signedRequest,
  isSandbox: p.sandbox,
  purchaseTime: p.purchasedAt,
});

export const toSubscription = (s: PartnerSubscription): Subscription => {
  const { title, description, price, priceAmount, priceCurrencyCode } = toProduct({ ...s, imageUrl: null });
  return {
    productId: s.productId,
    isActive: s.active,
    trialEligible: s.trialEligible,
    status: s.status,
    signedRequest: s.signedRequest,
    title,
    description,
    price,
    priceAmount,
    priceCurrencyCode,
    billingPeriod: s.period,
    trialDays: s.trialDays,
  };
};

function formatPrice(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
