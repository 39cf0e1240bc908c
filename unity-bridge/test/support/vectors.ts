// The shared behaviour vectors (test/vectors/behaviour.json) and their arguments in the bridge's
// wire shape: the JSON object C# sends for each operation (see Runtime/Internal/Wire.cs).
export { contextOf, expand, loadVectors, profileOf, timesOf, vectorsPath, withPendingTokens, type VectorCase } from '@gamesdk/vectors';

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
};

/** The wire arguments of a vector's call. */
export function wireArgs(call: string, args: Args): object {
  const shape = shapes[call];
  if (shape) return shape(args);
  if (args.length === 0) return {};
  throw new Error(`no wire shape for ${call} with arguments; add one to test/support/vectors.ts`);
}
