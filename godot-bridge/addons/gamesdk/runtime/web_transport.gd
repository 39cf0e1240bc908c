# The addon's web transport: on a web export, every operation runs on the page's Sdk.bridge (the
# browser script's bridge host, browser-script/src/bridge) through JavaScriptBridge, with JSON
# text both ways: a GDScript Dictionary or Array does not cross JavaScriptBridge as a JS object
# (it arrives as undefined).
#   call_sync(path, args)        -> Sdk.bridge.callSync(path, argsJson)
#   await call_async(path, args) -> Sdk.bridge.call(path, argsJson): a JS promise whose envelope
#                                   comes back through a create_callback callback
# Both return the host's envelope as a Dictionary: {"ok": true, "value": ...} (no "value" when the
# operation returns nothing) or {"ok": false, "error": {"code", "message", "context"}}.
# Ads, the registration prompt and the events signal later through callbacks: a few lines of glue
# (GLUE, evaluated once) hand them to the page's Sdk and answer with the same envelope.
extends RefCounted

signal _settled(call_id: int, outcome: Dictionary)

# Emscripten glue only: the SDK's own calls, each failure as the host's envelope.
const GLUE := """
(function () {
  if (window.GameSdkGodot) return;
  var failure = function (error, context) {
    var known = error && typeof error.code === 'string';
    return JSON.stringify({ ok: false, error: {
      code: known ? error.code : 'OPERATION_FAILED',
      message: String(known ? error.message || '' : (error && error.message) || error),
      context: String((known && error.context) || context) } });
  };
  var prompts = {};
  var nextPrompt = 0;
  window.GameSdkGodot = {
    ad: function (method, context, namesJson, signal) {
      try {
        var callbacks = {};
        JSON.parse(namesJson).forEach(function (name) { callbacks[name] = function () { signal(name); }; });
        Sdk.ads[method](callbacks);
        return '{"ok":true}';
      } catch (error) { return failure(error, context); }
    },
    prompt: function (optionsJson, context, onClose) {
      try {
        var options = JSON.parse(optionsJson);
        if (options && typeof options === 'object') options.onClose = function (result) { onClose(JSON.stringify(result)); };
        var prompt = Sdk.auth.showRegistrationPrompt(options);
        prompts[++nextPrompt] = prompt;
        return JSON.stringify({ ok: true, value: nextPrompt });
      } catch (error) { return failure(error, context); }
    },
    login: function (id, context) {
      return new Promise(function (resolve) { resolve(prompts[id].login()); })
        .then(function () { return '{"ok":true}'; }, function (error) { return failure(error, context); });
    },
    on: function (event, listener) {
      return Sdk.bridge.on(event, function () { listener(event); });
    }
  };
})();
"""

var _bridge: JavaScriptObject = null
var _glue: JavaScriptObject = null
var _next_call_id := 0
# Call id -> its JavaScriptBridge callback: a callback is freed with its last GDScript reference,
# so each is kept until JS has called it (event, ad and prompt callbacks for the page's life).
var _pending := {}
var _kept: Array[JavaScriptObject] = []


func _init() -> void:
	# Asked first: get_interface of a name the page lacks prints an engine ERROR. A number, as
	# eval answers a JS boolean with the int 1 or 0 (4.6), not a bool.
	if JavaScriptBridge.eval("typeof Sdk === 'object' && Sdk !== null && typeof Sdk.bridge === 'object' ? 1 : 0", true) == 1:
		_bridge = JavaScriptBridge.get_interface("Sdk").bridge
		JavaScriptBridge.eval(GLUE, true)
		_glue = JavaScriptBridge.get_interface("GameSdkGodot")


## Whether the page's Sdk.bridge is reachable: a web export whose page loads the SDK's script.
func is_available() -> bool:
	return _bridge != null


## Runs an operation that answers at once and returns its envelope.
func call_sync(path: String, args: Array = []) -> Dictionary:
	if _bridge == null:
		return _unavailable(path)
	return _envelope(path, _bridge.callSync(path, JSON.stringify(args)))


## Runs any operation; await it for its envelope. Never fails: a failure is an envelope. It waits
## for the SDK's own answer (the SDK bounds its calls; a purchase waits for the player).
func call_async(path: String, args: Array = []) -> Dictionary:
	if _bridge == null:
		return _unavailable(path)
	# callv: in GDScript `_bridge.call(name, ...)` is Object.call, which calls the JS method `name`.
	return await _settle(path, _bridge.callv("call", [path, JSON.stringify(args)]))


## Shows an ad: `deliver` is called with each callback's SDK name (beforeAd, afterAd, noFill,
## adViewed, adDismissed) among `names`. Answers the envelope of the call itself.
func show_ad(method: String, context: String, names: Array, deliver: Callable) -> Dictionary:
	if _bridge == null:
		return _unavailable(context)
	var callback := JavaScriptBridge.create_callback(func(js_args: Array) -> void: deliver.call(str(js_args[0])))
	_kept.append(callback)
	return _envelope(context, _glue.ad(method, context, JSON.stringify(names), callback))


## Shows the registration prompt; `on_close` gets {"registered": bool}. The envelope's value is the
## prompt's id for `prompt_login`.
func show_prompt(options: Variant, context: String, on_close: Callable) -> Dictionary:
	if _bridge == null:
		return _unavailable(context)
	var callback := JavaScriptBridge.create_callback(func(js_args: Array) -> void:
		var result: Variant = JSON.parse_string(str(js_args[0]))
		on_close.call(result if result is Dictionary else {}))
	_kept.append(callback)
	return _envelope(context, _glue.prompt(JSON.stringify(options), context, callback))


## Logs in from a prompt shown by `show_prompt`; await it for its envelope.
func prompt_login(prompt_id: int, context: String) -> Dictionary:
	return await _settle(context, _glue.login(prompt_id, context))


## Calls `listener` with the event's name whenever the SDK emits `event` (exitRequested, pause, resume).
func listen(event: String, listener: Callable) -> void:
	if _bridge == null:
		return
	var callback := JavaScriptBridge.create_callback(func(_js_args: Array) -> void: listener.call(event))
	_kept.append(callback)
	_glue.on(event, callback)


func _settle(path: String, promise: JavaScriptObject) -> Dictionary:
	var call_id := _next_call_id
	_next_call_id += 1
	var callback := JavaScriptBridge.create_callback(_on_settled.bind(call_id, path))
	_pending[call_id] = callback
	promise.then(callback)
	while true:
		var settled: Array = await _settled
		if settled[0] == call_id:
			return settled[1]
	return {}


func _on_settled(js_args: Array, call_id: int, path: String) -> void:
	# Dropped after this callback returns, never while JS is still inside it.
	(func() -> void: _pending.erase(call_id)).call_deferred()
	_settled.emit(call_id, _envelope(path, js_args[0] if js_args.size() > 0 else null))


func _envelope(path: String, text: Variant) -> Dictionary:
	var parsed: Variant = JSON.parse_string(text) if text is String else null
	if parsed is Dictionary and parsed.get("ok") is bool:
		return parsed
	return _failure("OPERATION_FAILED", "Sdk.bridge answered %s with something that is not an envelope: %s" % [path, str(text)], path)


func _unavailable(path: String) -> Dictionary:
	return _failure("FEATURE_NOT_SUPPORTED", "the page has no Sdk.bridge: a web export's page loads the SDK's script before the engine (use the addon's HTML shell)", path)


func _failure(code: String, message: String, context: String) -> Dictionary:
	return {"ok": false, "error": {"code": code, "message": message, "context": context}}
