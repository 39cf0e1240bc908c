// Generated from sdk-core/api/offer.json by scripts/codegen. Do not edit by hand.
using System.Collections.Generic;

namespace Sdk
{
    internal static class OfferTexts
    {
        /// <summary>Sdk.Iap.FormatOffer's texts by key (scripts/codegen/tables/offer.mjs names the keys).</summary>
        internal static readonly Dictionary<string, string> Texts = new Dictionary<string, string>
        {
            { "fallback", "en-US" },
            { "locale.en-us", "en-US" },
            { "en-US.decimal", "." },
            { "en-US.group", "," },
            { "en-US.priceWithSymbol", "{symbol}{amount}" },
            { "en-US.priceWithCode", "{code} {amount}" },
            { "en-US.withTrial", "{trial}, then {price} a {period}" },
            { "en-US.withoutTrial", "{price} a {period}" },
            { "en-US.trial.one", "{count}-day free trial" },
            { "en-US.trial.other", "{count}-day free trial" },
            { "en-US.periods.week", "week" },
            { "en-US.periods.month", "month" },
            { "en-US.periods.year", "year" },
            { "locale.de-de", "de-DE" },
            { "de-DE.decimal", "," },
            { "de-DE.group", "." },
            { "de-DE.priceWithSymbol", "{amount} {symbol}" },
            { "de-DE.priceWithCode", "{amount} {code}" },
            { "de-DE.withTrial", "{trial}, danach {price} pro {period}" },
            { "de-DE.withoutTrial", "{price} pro {period}" },
            { "de-DE.trial.one", "{count} Tag kostenlos" },
            { "de-DE.trial.other", "{count} Tage kostenlos" },
            { "de-DE.periods.week", "Woche" },
            { "de-DE.periods.month", "Monat" },
            { "de-DE.periods.year", "Jahr" },
            { "language.en", "en-US" },
            { "language.de", "de-DE" },
            { "symbol.USD", "$" },
            { "symbol.EUR", "€" },
            { "symbol.GBP", "£" },
            { "symbol.JPY", "¥" },
            { "symbol.BRL", "R$" },
            { "symbol.KRW", "₩" },
            { "digits.JPY", "0" },
            { "digits.KRW", "0" },
        };
    }
}
