// Compile-only checks of the public API: every operation of the spec's SDK table exists with
// its types, and misuse does not compile. Checked by `tsc -p tsconfig.test.json`.
import type { Friend, RemoteConfig, RecoveryReport, Player, Product, Purchase, RegistrationPrompt, ScheduledNotification, SignedPlayerInfo, Subscription, ReferralList, EntryPointData } from '../../src/index.js';
import { createSdk } from '../../src/index.js';

const Sdk = createSdk();

type Is<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const check = <T extends true>(): T => true as T;

async function specOperations(): Promise<void> {
  check<Is<ReturnType<typeof Sdk.initializeAsync>, Promise<void>>>();
  await Sdk.initializeAsync({ timeouts: { initialize: 20_000, interactive: 600_000 } });
  check<Is<ReturnType<typeof Sdk.startGameAsync>, Promise<void>>>();
  Sdk.setLoadingProgress(50);
  const value: string | null = Sdk.data.getString('k');
  Sdk.data.setString('k', value ?? '');
  const stored: boolean = await Sdk.data.setStringAsync('k', 'v');
  await Sdk.player.setDataAsync({ level: 3, flags: [true, null], nested: { a: 'b' } });
  const data = await Sdk.player.getDataAsync(['level']);
  const authorized: boolean = Sdk.auth.isAuthenticated();
  const prompt: RegistrationPrompt = Sdk.auth.showRegistrationPrompt({ message: '{{registrationCode}}', data: { from: 'menu' }, onClose: (result) => result.registered });
  await prompt.login();
  const me: Player = await Sdk.auth.signInAsync();
  const scheduled: ScheduledNotification = await Sdk.notifications.scheduleAsync({ id: 'd1', title: 't', body: 'b', scheduledInDays: 1, imageAssetId: 'a', data: { day: 1 } });
  await Sdk.notifications.cancelAsync('d1');
  await Sdk.notifications.cancelAllAsync();
  const catalog: Product[] = await Sdk.iap.getCatalogAsync();
  const price: number = catalog[0]!.priceAmount;
  const purchase: Purchase = await Sdk.iap.purchaseAsync({ productId: 'gems', developerPayload: 'kept in the game' });
  const sandbox: boolean = purchase.isSandbox;
  const pending: Purchase[] = await Sdk.iap.getPurchasesAsync();
  await Sdk.iap.consumePurchaseAsync(pending[0]!.purchaseToken);
  const plans: Subscription[] = await Sdk.iap.getSubscriptionsAsync();
  const plan: Subscription = await Sdk.iap.subscribeAsync({ productId: 'vip' });
  const perk: boolean = plan.status === 'active' && plans.every((p) => p.trialEligible || p.isActive);
  const stop: () => void = Sdk.on('exitRequested', () => Sdk.data.setString('save', '1'));
  Sdk.on('pause', () => {});
  Sdk.on('resume', () => {});
  Sdk.off('pause', stop);
  const entry: EntryPointData | null = Sdk.session.getEntryPointData();
  const platform: string = Sdk.session.getPlatform();
  const audio: boolean = Sdk.session.isAudioEnabled();
  const signed: SignedPlayerInfo = await Sdk.player.getSignedPlayerInfoAsync();
  const bots: boolean = Sdk.player.isBotAvatarSupported();
  const avatar: string = await Sdk.player.getBotAvatarAsync('bob', 64);
  await Sdk.referrals.shareAsync({ onboardingSlug: 'farm', notificationTemplates: [{ title: 't', body: 'b' }] });
  const referrals: ReferralList = await Sdk.referrals.listAsync();
  await Sdk.context.shareAsync({ intent: 'SHARE', image: 'data:image/png;base64,AAAA', data: { level: 2 } });
  Sdk.ads.showInterstitial({ noFill: () => {}, afterAd: () => {} });
  Sdk.game.gameplayStart();
  Sdk.game.gameplayStop();
  // The spec's unsupported modules exist with isSupported() and typed calls.
  const friends: Friend[] = Sdk.friends.isSupported() ? await Sdk.friends.getFriendsAsync() : [];
  if (Sdk.reviews.isSupported()) await Sdk.reviews.requestReviewAsync();
  const config: RemoteConfig = await Sdk.remoteConfig.getConfigAsync(['difficulty']);
  // recoverPurchasesAsync hands claim's answer to grant, typed.
  const report: RecoveryReport = await Sdk.iap.recoverPurchasesAsync({
    hasToken: () => false,
    claim: async (p) => ({ productId: p.productId, claimed: true }),
    grant: (_p, claimed) => void claimed.productId.toUpperCase(),
  });
  void [friends, config, report];
  void [stored, data, authorized, me, scheduled, price, sandbox, perk, entry, platform, audio, signed.signature, bots, avatar, referrals.signedRequest];
}

function misuse(): void {
  // @ts-expect-error progress is a number
  Sdk.setLoadingProgress('50');
  // @ts-expect-error a notification needs a body
  void Sdk.notifications.scheduleAsync({ id: 'd1', title: 't', scheduledInDays: 1 });
  // @ts-expect-error only the three documented events exist
  Sdk.on('exit', () => {});
  // @ts-expect-error data.setString stores strings
  Sdk.data.setString('level', 3);
  // @ts-expect-error player data holds JSON values only
  void Sdk.player.setDataAsync({ when: new Date() });
  // @ts-expect-error the registration prompt options need a message
  Sdk.auth.showRegistrationPrompt({ data: {} });
  // @ts-expect-error share intents are a closed set
  void Sdk.context.shareAsync({ intent: 'POST', image: '' });
  // @ts-expect-error only the three kinds of timeout exist
  void Sdk.initializeAsync({ timeouts: { everything: 1 } });
  // @ts-expect-error grant's claim has the type claim resolved with
  void Sdk.iap.recoverPurchasesAsync({ hasToken: () => false, claim: () => ({ productId: 'x' }), grant: (_p, claimed) => void claimed.price });
  // @ts-expect-error the version is read-only
  Sdk.version = '3.0.0';
}

void specOperations;
void misuse;
