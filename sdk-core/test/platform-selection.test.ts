import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { createSdk, declaredPlatform, selectPlatform, localPlatform, type PlatformDefinition } from '../src/index.js';
import { profilePlatform, profileState } from './support/profile-adapter.js';

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const partner = profilePlatform(profileState());
const other: PlatformDefinition = { id: 'other', create: partner.create };

describe('platform selection', () => {
  it('selects the platform named exactly by sdk_platform', () => {
    const log = logger();
    expect(selectPlatform(new URL('https://x.test/?sdk_platform=partner'), [other, partner], localPlatform, log).id).toBe('partner');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('uses the local fallback when sdk_platform is absent, without guessing from the host name', () => {
    const log = logger();
    expect(selectPlatform(new URL('https://partner.example/?platform=partner'), [partner], localPlatform, log).id).toBe('local');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('warns once and falls back for an unknown or not exactly matching id', () => {
    for (const id of ['Partner', 'partnerx', 'unknown']) {
      const log = logger();
      expect(selectPlatform(new URL(`https://x.test/?sdk_platform=${id}`), [partner], localPlatform, log).id).toBe('local');
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]![0]).toContain(`unknown sdk_platform=${id}`);
      expect(log.warn.mock.calls[0]![0]).toContain('known platforms: local, partner');
    }
  });

  it('selects the platform the launch declaration names when sdk_platform is absent', () => {
    const log = logger();
    expect(selectPlatform(new URL('https://games.partner.example/g/1/'), [other, partner], localPlatform, log, 'partner').id).toBe('partner');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('lets sdk_platform override the launch declaration, the local fallback included', () => {
    const log = logger();
    expect(selectPlatform(new URL('https://x.test/?sdk_platform=local'), [partner], localPlatform, log, 'partner').id).toBe('local');
    expect(selectPlatform(new URL('https://x.test/?sdk_platform=other'), [other, partner], localPlatform, log, 'partner').id).toBe('other');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('warns once and falls back for a launch declaration naming an unknown platform', () => {
    const log = logger();
    expect(selectPlatform(new URL('https://x.test/'), [partner], localPlatform, log, 'Partner').id).toBe('local');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toContain('unknown <meta name="gamesdk-platform" content="Partner">');
  });

  it('reads the launch declaration from the page\'s <meta name="gamesdk-platform">', () => {
    const page = (content: string | null) => ({
      querySelector: (selector: string) => (selector === 'meta[name="gamesdk-platform"]' && content !== null ? { getAttribute: (name: string) => (name === 'content' ? content : null) } : null),
    }) as unknown as Document;
    expect(declaredPlatform(page('partner'))).toBe('partner');
    expect(declaredPlatform(page(' partner '))).toBe('partner');
    expect(declaredPlatform(page(''))).toBeNull();
    expect(declaredPlatform(page(null))).toBeNull();
    expect(declaredPlatform(undefined)).toBeNull();
  });

  it('createSdk runs the declared platform without sdk_platform in the URL', async () => {
    const sdk = createSdk({ platforms: [partner], url: 'https://x.test/game/', launchedPlatform: 'partner', logger: logger() });
    await sdk.initializeAsync();
    expect(sdk.session.getPlatform()).toBe('partner');
  });

  it('session.getPlatform() reports the selected platform', async () => {
    const sdk = createSdk({ platforms: [partner], url: 'https://x.test/?sdk_platform=partner', logger: logger() });
    await sdk.initializeAsync();
    expect(sdk.session.getPlatform()).toBe('partner');
  });
});

describe('the local fallback', () => {
  it('is honest: a guest with a stable id, data kept across instances, one console line, everything else unsupported', async () => {
    const log = logger();
    const first = createSdk({ url: 'https://x.test/', logger: log });
    await first.initializeAsync();
    expect(first.session.getPlatform()).toBe('local');
    expect(first.player.getMode()).toBe('lite');
    expect(first.auth.isAuthenticated()).toBe(false);
    expect(first.data.isSupported()).toBe(true);
    for (const module of ['auth', 'notifications', 'iap', 'referrals', 'context', 'ads', 'leaderboard'] as const) {
      expect(first[module].isSupported()).toBe(false);
    }
    await expect(first.notifications.scheduleAsync({ id: 'd1', title: 't', body: 'b', scheduledInDays: 1 })).rejects.toMatchObject({ code: 'FEATURE_NOT_SUPPORTED' });
    await first.startGameAsync();
    await expect(first.iap.purchaseAsync({ productId: 'gems' })).rejects.toMatchObject({ code: 'FEATURE_NOT_SUPPORTED', message: "iap.purchaseAsync is not supported on the 'local' platform" });
    expect(() => first.auth.showRegistrationPrompt({ message: 'Code {{registrationCode}}' })).toThrowError(expect.objectContaining({ code: 'FEATURE_NOT_SUPPORTED' }));
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![0]).toMatch(/platform 'local' is active \(offline fallback/);
    await expect(first.data.setStringAsync('level', '9')).resolves.toBe(true);

    const second = createSdk({ url: 'https://x.test/', logger: logger() });
    await second.initializeAsync();
    expect(second.player.getId()).toBe(first.player.getId());
    expect(second.player.getId()).toMatch(/^local-/);
    expect(second.data.getString('level')).toBe('9');
  });
});

describe('validation does not depend on what the platform implements', () => {
  it('setLoadingProgress refuses out-of-range values on a platform without a loading screen', async () => {
    const sdk = createSdk({ url: 'https://x.test/', logger: logger() });
    await sdk.initializeAsync();
    expect(() => sdk.setLoadingProgress(101)).toThrowError(expect.objectContaining({ code: 'INVALID_PARAM', context: 'Sdk.setLoadingProgress' }));
    expect(() => sdk.setLoadingProgress(-1)).toThrowError(/progress must be a number from 0 to 100/);
    expect(() => sdk.setLoadingProgress(100)).not.toThrow();
  });
});
