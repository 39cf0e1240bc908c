// The shared behaviour vectors (test/vectors/behaviour.json) and their arguments in the bridge's
// wire shape: the JSON object C# sends for each operation (see Runtime/Internal/Wire.cs).
export { answerMismatch, contextOf, expand, loadVectors, profileOf, stageOf, timesOf, vectorsPath, withPendingTokens, type VectorCase } from '@gamesdk/vectors';
import { csMisfit } from './cs-fit.js';

type Args = unknown[];
const first = (args: Args) => (args[0] ?? {}) as Record<string, unknown>;
const withDataJson = (options: Record<string, unknown>) => {
  const { data, ...rest } = options;
  return data === undefined ? rest : { ...rest, dataJson: JSON.stringify(data) };
};

const shapes: Record<string, (args: Args) => object> = {
  setLoadingProgress: (args) => ({ progress: args[0] }),
  'auth.showRegistrationPrompt': (args) => withDataJson(first(args)),
  'notifications.scheduleAsync': (args) => withDataJson(first(args)),
  // As JsonUtility writes a WeekNotification[]: every field of every entry, "" for a null string.
  'notifications.scheduleWeekAsync': (args) => ({
    entries: (args[0] as Record<string, unknown>[]).map(({ title = '', body = '', imageAssetId = '', imageDataUrl = '', data }) => ({
      title, body, imageAssetId, imageDataUrl, dataJson: data === undefined ? '' : JSON.stringify(data),
    })),
  }),
  'notifications.cancelAsync': (args) => ({ id: args[0] }),
  'data.setString': (args) => ({ key: args[0], value: args[1] }),
  'data.setStringAsync': (args) => ({ key: args[0], value: args[1] }),
  'data.getString': (args) => ({ key: args[0] }),
  'player.setDataAsync': (args) => ({ entries: Object.entries(first(args)).map(([key, value]) => ({ key, json: JSON.stringify(value) })) }),
  'leaderboard.submitScoreAsync': (args) => ({ leaderboard: args[0], score: args[1] }),
  'achievements.unlockAsync': (args) => ({ id: args[0] }),
  'iap.purchaseAsync': (args) => first(args),
  'iap.subscribeAsync': (args) => first(args),
  'iap.consumePurchaseAsync': (args) => ({ purchaseToken: args[0] }),
  'data.removeKey': (args) => ({ key: args[0] }),
  'player.getDataAsync': (args) => ({ keys: args[0] }),
  'player.getBotAvatarAsync': (args) => ({ username: args[0], size: args[1] }),
  'auth.registrationPromptLogin': (args) => ({ prompt: args[0] }),
  'context.shareAsync': (args) => withDataJson(first(args)),
  'referrals.shareAsync': (args) => withDataJson(first(args)),
  'game.inviteLink': (args) => (args[0] === undefined ? {} : { dataJson: JSON.stringify(args[0]) }),
  'analytics.logLevelStart': (args) => ({ name: args[0] }),
  'analytics.logLevelEnd': (args) => ({ name: args[0], score: args[1], wasCompleted: args[2] }),
  'analytics.logTutorialStart': (args) => ({ name: args[0] }),
  'analytics.logTutorialEnd': (args) => ({ name: args[0], wasCompleted: args[1] }),
  'analytics.logEvent': (args) => ({ name: args[0], dataJson: JSON.stringify(args[1] ?? {}) }),
  'leaderboard.getEntriesAsync': (args) => ({ leaderboard: args[0], count: args[1] ?? 10, offset: args[2] ?? 0 }),
  'leaderboard.getPlayerEntryAsync': (args) => ({ leaderboard: args[0] }),
  'tournament.createAsync': (args) => ({ score: first(args).initialScore, title: first(args).title }),
  'tournament.postScoreAsync': (args) => ({ score: args[0] }),
  'tournament.joinAsync': (args) => ({ id: args[0] }),
  'tournament.shareAsync': (args) => ({ score: first(args).score }),
  'stats.postStatsAsync': (args) => ({ stats: Object.entries(first(args)).map(([key, value]) => ({ key, value })) }),
  'stats.incrementStatsAsync': (args) => ({ stats: Object.entries(first(args)).map(([key, value]) => ({ key, value })) }),
};

/**
 * Why C# cannot make a vector's call (its types rule the arguments out), so the wire never carries
 * it; null when it can. The C# runner lists the same cases as type-checked.
 */
export function notOnTheWire(call: string, args: Args): string | null {
  if (call === 'player.setDataAsync' && Array.isArray(args[0])) return 'C#\'s PlayerData is keys to JSON values, never a list';
  // An ad's callbacks are parameters of its C# method: one its row lacks (adViewed on an interstitial) cannot be given.
  if (call === 'ads.showInterstitial' || call === 'ads.showRewarded') return csMisfit(call, args);
  return null;
}

/** The wire arguments of a vector's call. */
export function wireArgs(call: string, args: Args): object {
  const shape = shapes[call];
  if (shape) return shape(args);
  if (args.length === 0) return {};
  throw new Error(`no wire shape for ${call} with arguments; add one to test/support/vectors.ts`);
}

/**
 * A wire value in the TypeScript SDK's terms: JsonUtility has no null string, so a string or null
 * crosses as {present, text} (Runtime/Internal/Wire.cs NullableString).
 */
export function fromWire(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value).sort().join(',');
  if (keys !== 'present' && keys !== 'present,text') return value;
  const nullable = value as { present: boolean; text?: string };
  return nullable.present ? nullable.text : null;
}
