// Emits the Unity mocks' rule constants and messages from the rules table (the other half of the
// partial class Rules, whose checks are written in Rules.cs).
import { readRules, rulesBanner } from './tables/rules.mjs';
import { csDocText, csString as quote } from './languages/literal.mjs';
import { pascal } from './tables/operations.mjs';

export const from = 'rules';
export const target = 'unity-bridge/com.gamesdk.sdk/Runtime/Mocks/Rules.generated.cs';

function constant(name, limit) {
  const { value, doc } = limit;
  if (Array.isArray(value)) return `        /// <summary>${csDocText(doc)}</summary>\n        internal static readonly string[] ${pascal(name)} = { ${value.map(quote).join(', ')} };`;
  if (typeof value === 'string') return `        /// <summary>${csDocText(doc)}</summary>\n        internal const string ${pascal(name)} = ${quote(value)};`;
  if (!Number.isInteger(value) || Math.abs(value) > 2 ** 31 - 1) throw new Error(`rules.json limit ${name}: C# takes whole numbers that fit an int`);
  return `        /// <summary>${csDocText(doc)}</summary>\n        internal const int ${pascal(name)} = ${value};`;
}

const plan = (p) => `                new Subscription(${quote(p.productId)}, false, ${p.trialDays > 0}, "inactive", "", ${[p.title, p.description, p.price].map(quote).join(', ')}, ${p.priceAmount}, ${quote(p.priceCurrencyCode)}, ${quote(p.billingPeriod)}, ${p.trialDays}),`;
const product = (p) => `                new Product(${[p.productId, p.title, p.description, p.price].map(quote).join(', ')}, ${p.priceAmount}, ${quote(p.priceCurrencyCode)}, ""),`;

export function emit({ limits, messages, catalog } = readRules()) {
  const constants = Object.entries(limits).map(([name, limit]) => constant(name, limit));
  const methods = messages.map(({ name, doc, parts, params }) => {
    const body = parts.map((part) => (part.text !== undefined ? quote(part.text) : part.param)).join(' + ');
    const text = parts.length === 1 && parts[0].param ? `"" + ${body}` : body;
    return `        /// <summary>${csDocText(doc)}</summary>\n        internal static string ${pascal(name)}Message(${params.map((p) => `object ${p}`).join(', ')})\n        {\n            return ${text};\n        }`;
  });
  const rendered = messages.map(({ name, params }) => `                case ${quote(name)}: return ${pascal(name)}Message(${params.map((_, i) => `parameters[${i}]`).join(', ')});`);
  return `// ${rulesBanner}
namespace Sdk.Mocks
{
    internal static partial class Rules
    {
${constants.join('\n\n')}

${methods.join('\n\n')}

        /// <summary>The text of the message <paramref name="rule"/> (its key in rules.json) with its parameters in order.</summary>
        internal static string Render(string rule, object[] parameters)
        {
            switch (rule)
            {
${rendered.join('\n')}
            }
            throw new System.ArgumentException("rules.json has no message " + rule, "rule");
        }

        /// <summary>What the platform sells when a game declares nothing (a new array each call).</summary>
        internal static Product[] DefaultCatalog()
        {
            return new[]
            {
${catalog.products.map(product).join('\n')}
            };
        }

        /// <summary>That catalog's subscription plans, as a registered player who holds none sees them (a new array each call).</summary>
        internal static Subscription[] DefaultPlans()
        {
            return new[]
            {
${catalog.subscriptions.map(plan).join('\n')}
            };
        }
    }
}
`;
}
