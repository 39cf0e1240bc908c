// Hand-written: the offer text shape (the manifest's bridge column offerText). FormatOffer, generated,
// hands it the operation's context. It formats in C# from the same table as every engine
// (OfferTexts.generated.cs, from sdk-core/api/offer.json) with the same checks in the same order
// as the core's iap-offer.ts, so the editor's mocks and a WebGL build show the same text, and the
// text does not depend on the player's machine's culture.
using System;
using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using Sdk.Internal;
using Sdk.Mocks;

namespace Sdk
{
    public static partial class Sdk
    {
        public static partial class Iap
        {
            private static string FormatOffer(string context, Subscription plan, string locale)
            {
                return OfferText.Format(context, plan, locale);
            }
        }
    }

    internal static class OfferText
    {
        // A language tag as the offer table matches it: a 2 or 3 letter language, then subtags.
        private static readonly Regex Tag = new Regex("^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$", RegexOptions.CultureInvariant);
        private static readonly Regex Currency = new Regex("^[A-Z]{3}$", RegexOptions.CultureInvariant);
        private static readonly Regex Placeholder = new Regex("\\{(\\w+)\\}", RegexOptions.CultureInvariant);

        internal static string Format(string context, Subscription plan, string locale)
        {
            var problem = Check(plan);
            if (problem != null) throw new SdkError(ErrorCode.InvalidParam, problem, context);
            if (!string.IsNullOrEmpty(locale) && !Tag.IsMatch(locale)) throw new SdkError(ErrorCode.InvalidParam, Rules.OfferLocaleMessage(Describe(locale)), context);
            var tag = LocaleOf(locale);
            var price = PriceOf(tag, plan.PriceAmount, plan.PriceCurrencyCode);
            var period = Text(tag + ".periods." + plan.BillingPeriod);
            if (!plan.TrialEligible || plan.TrialDays == 0) return Fill(Text(tag + ".withoutTrial"), "price", price, "period", period);
            var count = plan.TrialDays.ToString(CultureInfo.InvariantCulture);
            var trial = Fill(Text(tag + ".trial." + (plan.TrialDays == 1 ? "one" : "other")), "count", count);
            return Fill(Text(tag + ".withTrial"), "trial", trial, "price", price, "period", period);
        }

        // The plan's first field out of its rule, as the core checks them; null when all hold.
        private static string Check(Subscription plan)
        {
            if (plan == null) return Rules.NotAPlainObjectMessage("plan");
            var amount = plan.PriceAmount;
            if (!(amount > 0 && amount < Rules.OfferPriceMax)) return Rules.OfferPriceMessage(Describe(amount));
            if (plan.PriceCurrencyCode == null || !Currency.IsMatch(plan.PriceCurrencyCode)) return Rules.OfferCurrencyMessage(Describe(plan.PriceCurrencyCode));
            if (Array.IndexOf(Rules.OfferPeriods, plan.BillingPeriod) < 0) return Rules.OfferPeriodMessage(Describe(plan.BillingPeriod));
            if (plan.TrialDays < 0 || plan.TrialDays > Rules.OfferTrialDaysMax) return Rules.OfferTrialDaysMessage(Describe(plan.TrialDays));
            return null;
        }

        // The table's locale: the given one in any case, else its language's, else the fallback.
        private static string LocaleOf(string locale)
        {
            if (string.IsNullOrEmpty(locale)) return Text("fallback");
            var tag = locale.Replace('_', '-');
            string found;
            if (OfferTexts.Texts.TryGetValue("locale." + tag.ToLowerInvariant(), out found)) return found;
            if (OfferTexts.Texts.TryGetValue("language." + tag.Split('-')[0].ToLowerInvariant(), out found)) return found;
            return Text("fallback");
        }

        // The price: rounded half up to the currency's decimals, digits grouped by three.
        private static string PriceOf(string tag, double amount, string code)
        {
            string written;
            var digits = OfferTexts.Texts.TryGetValue("digits." + code, out written) ? int.Parse(written, CultureInfo.InvariantCulture) : 2;
            var scale = (long)Math.Pow(10, digits);
            var units = (long)Math.Floor(amount * scale + 0.5);
            var whole = (units / scale).ToString(CultureInfo.InvariantCulture);
            var grouped = new StringBuilder();
            for (var i = 0; i < whole.Length; i++)
            {
                if (i > 0 && (whole.Length - i) % 3 == 0) grouped.Append(Text(tag + ".group"));
                grouped.Append(whole[i]);
            }
            if (digits > 0) grouped.Append(Text(tag + ".decimal")).Append((units % scale).ToString(new string('0', digits), CultureInfo.InvariantCulture));
            string symbol;
            return OfferTexts.Texts.TryGetValue("symbol." + code, out symbol)
                ? Fill(Text(tag + ".priceWithSymbol"), "symbol", symbol, "amount", grouped.ToString())
                : Fill(Text(tag + ".priceWithCode"), "code", code, "amount", grouped.ToString());
        }

        private static string Text(string key)
        {
            return OfferTexts.Texts[key];
        }

        // The template with each {name} replaced by the value after it in pairs.
        private static string Fill(string template, params string[] pairs)
        {
            return Placeholder.Replace(template, match =>
            {
                for (var i = 0; i < pairs.Length; i += 2) if (pairs[i] == match.Groups[1].Value) return pairs[i + 1];
                return match.Value;
            });
        }

        // A value as the core's describe writes it: a number as JavaScript's String, text quoted (or its length), null as undefined.
        private static string Describe(object value)
        {
            if (value == null) return "undefined";
            var text = value as string;
            if (text != null) return text.Length > 20 ? "a string of " + text.Length + " characters" : JsonText.Quote(text);
            var number = Convert.ToDouble(value, CultureInfo.InvariantCulture);
            if (Math.Floor(number) == number && Math.Abs(number) < 9007199254740992d) return ((long)number).ToString(CultureInfo.InvariantCulture);
            return number.ToString("R", CultureInfo.InvariantCulture);
        }
    }
}
