# GameSdk.iap.format_offer(plan, locale): a plan's terms as one line for an offer, such as
# "7-day free trial, then $2.99 a month", the same text as the core's iap.formatOffer: the same
# checks in the same order, and the same table (generated/offer_texts.gd, generated from
# sdk-core/api/offer.json), so it needs no platform and answers alike on the web and the mocks.
# plan is a subscription as GameSdk.iap.get_subscriptions answers it; locale is optional (pass
# GameSdk.session.get_locale().value).
extends RefCounted

const Rules = preload("res://addons/gamesdk/generated/rules.gd")
const OfferTexts = preload("res://addons/gamesdk/generated/offer_texts.gd")
# The rules' describe, pure GDScript shared with the mocks.
const Check = preload("res://addons/gamesdk/runtime/mock_checks.gd")

# A language tag as the offer table matches it: a 2 or 3 letter language, then subtags.
static var _tag := RegEx.create_from_string("^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$")
static var _currency := RegEx.create_from_string("^[A-Z]{3}$")


## The plan's offer text, or the first rule it breaks: {"text": String} or {"problem": String}.
static func format(plan: Variant, locale: Variant) -> Dictionary:
	var problem := _check(plan)
	if problem == "" and locale != null and not (Check.is_text(locale) and (str(locale) == "" or _tag.search(str(locale)) != null)):
		problem = Rules.offer_locale(Check.describe(locale))
	if problem != "":
		return {"problem": problem}
	var tag := _locale_of(locale)
	var values := {"price": _price_of(tag, plan.priceAmount, plan.priceCurrencyCode), "period": _text("%s.periods.%s" % [tag, plan.billingPeriod]), "trial": ""}
	var days := int(plan.trialDays)
	if not plan.trialEligible or days == 0:
		return {"text": _fill(_text(tag + ".withoutTrial"), values)}
	values.trial = _fill(_text("%s.trial.%s" % [tag, "one" if days == 1 else "other"]), {"count": str(days)})
	return {"text": _fill(_text(tag + ".withTrial"), values)}


# The plan's first field out of its rule, as the core checks them; "" when all hold.
static func _check(plan: Variant) -> String:
	if not plan is Dictionary:
		return Rules.not_a_plain_object("plan")
	var amount: Variant = plan.get("priceAmount")
	if not Check.is_number(amount) or not (amount > 0 and amount < Rules.OFFER_PRICE_MAX):
		return Rules.offer_price(Check.describe(amount))
	var code: Variant = plan.get("priceCurrencyCode")
	if not Check.is_text(code) or _currency.search(str(code)) == null:
		return Rules.offer_currency(Check.describe(code))
	var period: Variant = plan.get("billingPeriod")
	if not Check.is_text(period) or not str(period) in Rules.OFFER_PERIODS:
		return Rules.offer_period(Check.describe(period))
	var days: Variant = plan.get("trialDays")
	if not Check.is_number(days) or days != floorf(days) or days < 0 or days > Rules.OFFER_TRIAL_DAYS_MAX:
		return Rules.offer_trial_days(Check.describe(days))
	if not plan.get("trialEligible") is bool:
		return Rules.offer_trial_eligible(Check.describe(plan.get("trialEligible")))
	return ""


# The table's locale: the given one in any case, else its language's, else the fallback.
static func _locale_of(locale: Variant) -> String:
	if locale == null or str(locale) == "":
		return _text("fallback")
	var tag := str(locale).replace("_", "-")
	var found: Variant = OfferTexts.TEXTS.get("locale." + tag.to_lower())
	if found == null:
		found = OfferTexts.TEXTS.get("language." + tag.get_slice("-", 0).to_lower())
	return found if found != null else _text("fallback")


# The price: rounded half up to the currency's decimals, digits grouped by three.
static func _price_of(tag: String, amount: float, code: String) -> String:
	var digits := int(OfferTexts.TEXTS.get("digits." + code, "2"))
	var scale := int(pow(10, digits))
	var units := int(floor(amount * scale + 0.5))
	var whole := str(units / scale)
	var grouped := ""
	for index in whole.length():
		if index > 0 and (whole.length() - index) % 3 == 0:
			grouped += _text(tag + ".group")
		grouped += whole[index]
	if digits > 0:
		grouped += _text(tag + ".decimal") + str(units % scale).pad_zeros(digits)
	var symbol: Variant = OfferTexts.TEXTS.get("symbol." + code)
	if symbol != null:
		return _fill(_text(tag + ".priceWithSymbol"), {"symbol": symbol, "amount": grouped})
	return _fill(_text(tag + ".priceWithCode"), {"code": code, "amount": grouped})


static func _text(key: String) -> String:
	return OfferTexts.TEXTS[key]


static func _fill(template: String, values: Dictionary) -> String:
	var out := template
	for name in values:
		out = out.replace("{%s}" % name, values[name])
	return out
