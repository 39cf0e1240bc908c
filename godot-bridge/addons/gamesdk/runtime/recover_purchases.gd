# GameSdk.iap.recover_purchases(options): the exactly-once purchase recovery of the spec, the same
# procedure as the core's iap.recoverPurchasesAsync, Unity's and Defold's, over the GameSdk API (so
# it runs on the web and on the mocks alike). Rounds of iap.get_purchases until a round consumes
# nothing; for each purchase the save lacks: claim (when given), grant and save item and token in
# one save, wait for the save to be stored (data.flush), check that has_token sees the token, then
# consume; a purchase the save has is only consumed; a failed step leaves it pending for the next
# launch. Where the platform has no purchases (iap.is_supported() false) the report is empty,
# rounds 0.
#
# Single-flight: a call made while another runs waits for it to end, then runs on the state it
# left (what it consumed is no longer listed, what it saved has_token sees), so no purchase is
# granted twice whatever the timing. Grant a purchase the player just made the same way: call
# iap.recover_purchases again, with the same options, once iap.purchase succeeded.
#
# options.has_token: Callable(token) -> bool (may be a coroutine): whether the save holds the token
# options.claim:     optional Callable(purchase) -> the backend's answer (for example
#                    {"product_id": ...}); answer a failed Result (GameSdk.failure(...)) or null to
#                    leave the purchase pending. May be a coroutine.
# options.grant:     Callable(purchase, answer): grant the item and save it with
#                    purchase.purchase_token in one save (answer: what claim gave, null without
#                    claim; grant the product the server verified). A failed Result leaves it
#                    pending; so does a grant that stops on a script error, returns early or does
#                    not save: once the save is stored, has_token must see the token before the
#                    purchase is consumed (step "grant" otherwise).
# The result's value: {"granted": [purchase...], "consumed": [token...], "failed": [{"purchase",
# "step": claim|grant|save|consume, "error": SdkError}], "rounds": n}; the result fails only when
# the purchases cannot be listed.
extends RefCounted

const Result = preload("res://addons/gamesdk/runtime/result.gd")
const Rules = preload("res://addons/gamesdk/generated/rules.gd")

signal _turn_ended

## The keys recovery options may hold.
const OPTIONS := ["has_token", "claim", "grant"]

var _sdk: Node
var _running := false


func _init(sdk: Node) -> void:
	_sdk = sdk


func run(context: String, options: Variant) -> Result:
	var problem := _check(options)
	if problem != "":
		return _sdk.failure("INVALID_PARAM", problem, context)
	while _running:
		await _turn_ended
	_running = true
	var result: Result = await _recover(context, options)
	_running = false
	_turn_ended.emit()
	return result


static func _check(options: Variant) -> String:
	if not options is Dictionary:
		return "options must be a Dictionary with has_token and grant Callables"
	# A misspelt key would otherwise run a recovery without its check.
	for key in options:
		if not key in OPTIONS:
			return Rules.unknown_option("options", key, ", ".join(OPTIONS))
	for name in ["has_token", "grant"]:
		if not options.get(name) is Callable:
			return Rules.not_a_function(name)
	if options.get("claim") != null and not options.claim is Callable:
		return Rules.not_a_function("claim") + " when given"
	return ""


func _recover(context: String, options: Dictionary) -> Result:
	var report := {"granted": [], "consumed": [], "failed": [], "rounds": 0}
	var settled := {}
	while true:
		report.rounds += 1
		var listed: Result = await _sdk.iap.get_purchases()
		if not listed.ok:
			# Where the platform has no purchases there is nothing to recover: the same start-up
			# code runs everywhere.
			if report.rounds == 1 and listed.error.code == "FEATURE_NOT_SUPPORTED" and not _sdk.iap.is_supported():
				report.rounds = 0
				return _sdk.success(report)
			# Before initialisation the recovery is what was called too early, as on every engine.
			if listed.error.code == "NOT_INITIALIZED":
				return _sdk.failure("NOT_INITIALIZED", Rules.not_initialized(context), context)
			return listed
		var consumed := 0
		for purchase in listed.value:
			var token: String = purchase.purchase_token
			if settled.has(token):
				continue
			settled[token] = true
			if await _settle(context, options, purchase, report):
				consumed += 1
		if consumed == 0:
			return _sdk.success(report)
	return _sdk.success(report)


# One purchase: true when it was consumed.
func _settle(context: String, options: Dictionary, purchase: Dictionary, report: Dictionary) -> bool:
	var token: String = purchase.purchase_token
	var has: Variant = await _has_token(options, token)
	if has is Result.SdkError:
		return _fail(report, purchase, "grant", has)
	if has != true:
		var answer: Variant = null
		if options.get("claim") != null:
			answer = await options.claim.call(purchase)
			if answer == null or (answer is Result and not answer.ok):
				var why: Variant = answer.error if answer is Result else Result.SdkError.new("OPERATION_FAILED", "claim gave no answer", context)
				return _fail(report, purchase, "claim", why)
			if answer is Result:
				answer = answer.value
		var granted: Variant = await options.grant.call(purchase, answer)
		if granted is Result and not granted.ok:
			return _fail(report, purchase, "grant", granted.error)
		var stored: Result = await _sdk.data.flush()
		if not stored.ok or stored.value != true:
			var why: Variant = stored.error if not stored.ok else Result.SdkError.new("OPERATION_FAILED", Rules.grant_not_stored(), context)
			return _fail(report, purchase, "save", why)
		# A grant that stopped on a script error (the engine ends the call, which answers null),
		# did nothing, or gave the item but never saved would be consumed and lost: the stored
		# save must hold the token before the purchase is consumed.
		var saved: Variant = await _has_token(options, token)
		if saved is Result.SdkError:
			return _fail(report, purchase, "grant", saved)
		if saved != true:
			return _fail(report, purchase, "grant", Result.SdkError.new("OPERATION_FAILED", Rules.grant_without_token(), context))
		report.granted.append(purchase)
	var consumed: Result = await _sdk.iap.consume_purchase(token)
	if not consumed.ok:
		return _fail(report, purchase, "consume", consumed.error)
	report.consumed.append(token)
	return true


# The game's has_token for `token`: its answer (a Result's value), or the SdkError of a failed Result.
func _has_token(options: Dictionary, token: String) -> Variant:
	var has: Variant = await options.has_token.call(token)
	if has is Result:
		return has.value if has.ok else has.error
	return has


static func _fail(report: Dictionary, purchase: Dictionary, step: String, error: Variant) -> bool:
	report.failed.append({"purchase": purchase, "step": step, "error": error})
	return false
