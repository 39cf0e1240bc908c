// Emits the Unity package's offer text table (Sdk.Iap.FormatOffer's words and number formats) from offer.json.
import { offerBanner, readOffer } from './tables/offer.mjs';
import { csString } from './languages/literal.mjs';

export const from = 'rules';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Modules/OfferTexts.generated.cs';

export function emit() {
  const rows = readOffer().map(([key, text]) => `            { ${csString(key)}, ${csString(text)} },`);
  return `// ${offerBanner}
using System.Collections.Generic;

namespace Sdk
{
    internal static class OfferTexts
    {
        /// <summary>Sdk.Iap.FormatOffer's texts by key (scripts/codegen/tables/offer.mjs names the keys).</summary>
        internal static readonly Dictionary<string, string> Texts = new Dictionary<string, string>
        {
${rows.join('\n')}
        };
    }
}
`;
}
