// The platform's own screens over the game: the registration prompt, the checkout and the share
// sheet. Each is a decision the server holds until the player's choice is posted.
import { api } from './api.js';
import { h } from './dom.js';

let shownId = null;

/** Shows the oldest pending decision, or hides the overlay when none waits. */
export function renderOverlay(pending, onError) {
  const overlay = document.querySelector('[data-testid="overlay"]');
  const decision = pending[0];
  if (!decision) {
    shownId = null;
    overlay.hidden = true;
    overlay.replaceChildren();
    return;
  }
  if (decision.id === shownId) return;
  shownId = decision.id;
  const choose = (choice) => {
    overlay.hidden = true;
    api.answer(decision.id, choice).catch((error) => {
      shownId = null; // show it again on the next poll if it still waits
      onError(error);
    });
  };
  overlay.replaceChildren(SCREENS[decision.kind](decision.details, choose));
  overlay.hidden = false;
  overlay.querySelector('button.primary')?.focus(); // a modal screen: the keyboard lands on its main choice
}

const SCREENS = { registration: registrationScreen, checkout: checkoutScreen, share: shareScreen };

function registrationScreen(details, choose) {
  return h(
    'div',
    { class: 'sheet', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sheet-title', 'data-testid': 'registration-prompt' },
    h('h2', { id: 'sheet-title' }, 'Register with your phone'),
    h('p', { class: 'sheet-message', 'data-testid': 'registration-message' }, String(details.message ?? '')),
    h('p', { class: 'code', 'data-testid': 'registration-code', 'aria-label': 'registration code' }, String(details.code ?? '')),
    h('p', { class: 'hint' }, 'On a phone the player texts this code; here the button completes it, and the game reloads as a registered player.'),
    h(
      'div',
      { class: 'sheet-actions' },
      h('button', { type: 'button', class: 'primary', 'data-testid': 'complete-registration', onclick: () => choose('register') }, 'Complete registration'),
      h('button', { type: 'button', 'data-testid': 'close-registration', onclick: () => choose('close') }, 'Not now'),
    ),
  );
}

function checkoutScreen(details, choose) {
  const subscription = details.type === 'subscription';
  const price = formatPrice(details.price, details.currency);
  return h(
    'div',
    { class: 'sheet', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sheet-title', 'data-testid': 'checkout' },
    h('h2', { id: 'sheet-title' }, subscription ? 'Subscribe' : 'Checkout'),
    h('p', { class: 'product', 'data-testid': 'checkout-product' }, String(details.title ?? details.productId)),
    h('p', { class: 'hint' }, String(details.description ?? '')),
    h('p', { class: 'price', 'data-testid': 'checkout-price' }, subscription ? `${price} a ${PERIODS[details.period] ?? 'month'}` : price),
    // A plan's free trial, shown only when this player may start it.
    subscription && details.trialEligible === true && details.trialDays > 0
      ? h('p', { class: 'trial', 'data-testid': 'checkout-trial' }, `${details.trialDays}-day free trial, then ${price} a ${PERIODS[details.period] ?? 'month'}`)
      : null,
    h('p', { class: 'hint' }, 'Sandbox: no money moves.'),
    h(
      'div',
      { class: 'sheet-actions' },
      h('button', { type: 'button', class: 'primary', 'data-testid': 'checkout-buy', onclick: () => choose('buy') }, subscription ? 'Subscribe' : 'Buy'),
      h('button', { type: 'button', 'data-testid': 'checkout-close', onclick: () => choose('close') }, 'Close'),
    ),
  );
}

function shareScreen(details, choose) {
  const image = typeof details.image === 'string' && details.image.startsWith('data:image/') ? h('img', { class: 'share-image', src: details.image, alt: 'shared picture' }) : null;
  return h(
    'div',
    { class: 'sheet', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sheet-title', 'data-testid': 'share-sheet' },
    h('h2', { id: 'sheet-title' }, details.type === 'referral' ? 'Invite friends' : 'Share'),
    image,
    h('p', { class: 'sheet-message' }, String(details.text ?? '')),
    details.onboardingSlug ? h('p', { class: 'hint' }, `Onboarding: ${details.onboardingSlug}`) : null,
    h(
      'div',
      { class: 'sheet-actions' },
      h('button', { type: 'button', class: 'primary', 'data-testid': 'share-confirm', onclick: () => choose('share') }, 'Share'),
      h('button', { type: 'button', 'data-testid': 'share-close', onclick: () => choose('close') }, 'Close'),
    ),
  );
}

const PERIODS = { week: 'week', month: 'month', year: 'year' };

function formatPrice(amount, currency) {
  const value = Number(amount);
  if (!Number.isFinite(value)) return String(amount ?? '');
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: String(currency || 'USD') }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency ?? ''}`.trim();
  }
}
