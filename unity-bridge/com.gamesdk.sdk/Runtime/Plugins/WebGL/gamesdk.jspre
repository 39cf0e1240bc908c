var Sdk = (function () {
var __extends = (this && this.__extends) || (function () {
    var extendStatics = function (d, b) {
        extendStatics = Object.setPrototypeOf ||
            ({ __proto__: [] } instanceof Array && function (d, b) { d.__proto__ = b; }) ||
            function (d, b) { for (var p in b) if (Object.prototype.hasOwnProperty.call(b, p)) d[p] = b[p]; };
        return extendStatics(d, b);
    };
    return function (d, b) {
        if (typeof b !== "function" && b !== null)
            throw new TypeError("Class extends value " + String(b) + " is not a constructor or null");
        extendStatics(d, b);
        function __() { this.constructor = d; }
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
    };
})();
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
    return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
var __rest = (this && this.__rest) || function (s, e) {
    var t = {};
    for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0)
        t[p] = s[p];
    if (s != null && typeof Object.getOwnPropertySymbols === "function")
        for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) {
            if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i]))
                t[p[i]] = s[p[i]];
        }
    return t;
};
var __read = (this && this.__read) || function (o, n) {
    var m = typeof Symbol === "function" && o[Symbol.iterator];
    if (!m) return o;
    var i = m.call(o), r, ar = [], e;
    try {
        while ((n === void 0 || n-- > 0) && !(r = i.next()).done) ar.push(r.value);
    }
    catch (error) { e = { error: error }; }
    finally {
        try {
            if (r && !r.done && (m = i["return"])) m.call(i);
        }
        finally { if (e) throw e.error; }
    }
    return ar;
};
var __spreadArray = (this && this.__spreadArray) || function (to, from, pack) {
    if (pack || arguments.length === 2) for (var i = 0, l = from.length, ar; i < l; i++) {
        if (ar || !(i in from)) {
            if (!ar) ar = Array.prototype.slice.call(from, 0, i);
            ar[i] = from[i];
        }
    }
    return to.concat(ar || Array.prototype.slice.call(from));
};
var __values = (this && this.__values) || function(o) {
    var s = typeof Symbol === "function" && Symbol.iterator, m = s && o[s], i = 0;
    if (m) return m.call(o);
    if (o && typeof o.length === "number") return {
        next: function () {
            if (o && i >= o.length) o = void 0;
            return { value: o && o[i++], done: !o };
        }
    };
    throw new TypeError(s ? "Object is not iterable." : "Symbol.iterator is not defined.");
};
/*! @gamesdk/core 2.11.0 browser script | https://github.com/gamesdk */
var Sdk = function () {
    "use strict";
    function t(t) { return t && t.__esModule && Object.prototype.hasOwnProperty.call(t, "default") ? t.default : t; }
    var e, n = { exports: {} }, s = (e || (e = 1, function (t) { var e = Object.prototype.hasOwnProperty, n = "~"; function s() { } function r(t, e, n) { this.fn = t, this.context = e, this.once = n || !1; } function a(t, e, s, a, o) { if ("function" != typeof s)
        throw new TypeError("The listener must be a function"); var i = new r(s, a || t, o), c = n ? n + e : e; return t._events[c] ? t._events[c].fn ? t._events[c] = [t._events[c], i] : t._events[c].push(i) : (t._events[c] = i, t._eventsCount++), t; } function o(t, e) { 0 === --t._eventsCount ? t._events = new s : delete t._events[e]; } function i() { this._events = new s, this._eventsCount = 0; } Object.create && (s.prototype = Object.create(null), (new s).__proto__ || (n = !1)), i.prototype.eventNames = function () { var t, s, r = []; if (0 === this._eventsCount)
        return r; for (s in t = this._events)
        e.call(t, s) && r.push(n ? s.slice(1) : s); return Object.getOwnPropertySymbols ? r.concat(Object.getOwnPropertySymbols(t)) : r; }, i.prototype.listeners = function (t) { var e = n ? n + t : t, s = this._events[e]; if (!s)
        return []; if (s.fn)
        return [s.fn]; for (var r = 0, a = s.length, o = new Array(a); r < a; r++)
        o[r] = s[r].fn; return o; }, i.prototype.listenerCount = function (t) { var e = n ? n + t : t, s = this._events[e]; return s ? s.fn ? 1 : s.length : 0; }, i.prototype.emit = function (t, e, s, r, a, o) { var i = n ? n + t : t; if (!this._events[i])
        return !1; var c, l, u = this._events[i], d = arguments.length; if (u.fn) {
        switch (u.once && this.removeListener(t, u.fn, void 0, !0), d) {
            case 1: return u.fn.call(u.context), !0;
            case 2: return u.fn.call(u.context, e), !0;
            case 3: return u.fn.call(u.context, e, s), !0;
            case 4: return u.fn.call(u.context, e, s, r), !0;
            case 5: return u.fn.call(u.context, e, s, r, a), !0;
            case 6: return u.fn.call(u.context, e, s, r, a, o), !0;
        }
        for (l = 1, c = new Array(d - 1); l < d; l++)
            c[l - 1] = arguments[l];
        u.fn.apply(u.context, c);
    }
    else {
        var p, y = u.length;
        for (l = 0; l < y; l++)
            switch (u[l].once && this.removeListener(t, u[l].fn, void 0, !0), d) {
                case 1:
                    u[l].fn.call(u[l].context);
                    break;
                case 2:
                    u[l].fn.call(u[l].context, e);
                    break;
                case 3:
                    u[l].fn.call(u[l].context, e, s);
                    break;
                case 4:
                    u[l].fn.call(u[l].context, e, s, r);
                    break;
                default:
                    if (!c)
                        for (p = 1, c = new Array(d - 1); p < d; p++)
                            c[p - 1] = arguments[p];
                    u[l].fn.apply(u[l].context, c);
            }
    } return !0; }, i.prototype.on = function (t, e, n) { return a(this, t, e, n, !1); }, i.prototype.once = function (t, e, n) { return a(this, t, e, n, !0); }, i.prototype.removeListener = function (t, e, s, r) { var a = n ? n + t : t; if (!this._events[a])
        return this; if (!e)
        return o(this, a), this; var i = this._events[a]; if (i.fn)
        i.fn !== e || r && !i.once || s && i.context !== s || o(this, a);
    else {
        for (var c = 0, l = [], u = i.length; c < u; c++)
            (i[c].fn !== e || r && !i[c].once || s && i[c].context !== s) && l.push(i[c]);
        l.length ? this._events[a] = 1 === l.length ? l[0] : l : o(this, a);
    } return this; }, i.prototype.removeAllListeners = function (t) { var e; return t ? (e = n ? n + t : t, this._events[e] && o(this, e)) : (this._events = new s, this._eventsCount = 0), this; }, i.prototype.off = i.prototype.removeListener, i.prototype.addListener = i.prototype.on, i.prefixed = n, i.EventEmitter = i, t.exports = i; }(n)), n.exports), r = t(s);
    function a(t) { return new Promise(function (e, n) { t.oncomplete = t.onsuccess = function () { return e(t.result); }, t.onabort = t.onerror = function () { return n(t.error); }; }); }
    function o(t, e) { var n; return function (s, r) { return (function () { if (n)
        return n; var s = indexedDB.open(t); return s.onupgradeneeded = function () { return s.result.createObjectStore(e); }, n = a(s), n.then(function (t) { t.onclose = function () { return n = void 0; }; }, function () { n = void 0; }), n; })().then(function (t) { return r(t.transaction(e, s).objectStore(e)); }); }; }
    var i;
    function c() { return i || (i = o("keyval-store", "keyval")), i; }
    function l(t, e) {
        if (e === void 0) { e = c(); }
        return e("readonly", function (e) { return a(e.get(t)); });
    }
    function u(t, e, n) {
        if (n === void 0) { n = c(); }
        return n("readwrite", function (n) { return (n.put(e, t), a(n.transaction)); });
    }
    var d = { NOT_INITIALIZED: "NOT_INITIALIZED", INITIALIZATION_ERROR: "INITIALIZATION_ERROR", FEATURE_NOT_SUPPORTED: "FEATURE_NOT_SUPPORTED", PLAYER_NOT_AUTHENTICATED: "PLAYER_NOT_AUTHENTICATED", INVALID_OPERATION: "INVALID_OPERATION", INVALID_PARAM: "INVALID_PARAM", IAP_PURCHASE_CANCELLED: "IAP_PURCHASE_CANCELLED", NO_FILL: "NO_FILL", DATA_LIMIT_EXCEEDED: "DATA_LIMIT_EXCEEDED", NETWORK_FAILURE: "NETWORK_FAILURE", TIMEOUT: "TIMEOUT", OPERATION_FAILED: "OPERATION_FAILED", UNKNOWN: "UNKNOWN" };
    var p = /** @class */ (function (_super) {
        __extends(p, _super);
        function p(t, e, n, s) {
            var _this = this;
            _this = _super.call(this, e, s) || this, _this.name = "SdkError", _this.code = t, _this.context = n;
            return _this;
        }
        p.prototype.toJSON = function () { return { code: this.code, message: this.message, context: this.context }; };
        return p;
    }(Error));
    function y(t) { return "string" == typeof t && Object.prototype.hasOwnProperty.call(d, t); }
    function h(t, e) { if (t instanceof p)
        return t.context === e ? t : new p(t.code, t.message, e, { cause: t.cause }); var n = "object" == typeof t && null !== t ? t : {}, s = "string" == typeof n.message && "" !== n.message ? n.message : function (t) { return null == t || "" === t ? "the platform gave no reason" : "string" == typeof t ? t : String(t); }(t); return y(n.code) ? new p(n.code, s, e, { cause: t }) : t instanceof TypeError && /fetch|network/i.test(s) ? new p("NETWORK_FAILURE", s, e, { cause: t }) : new p("OPERATION_FAILED", "".concat(e, " failed: ").concat(s), e, { cause: t }); }
    var f = /** @class */ (function () {
        function f(t) {
            this.logger = t, this.emitter = new r, this.wrapped = new Map, this.paused = !1;
        }
        f.prototype.on = function (t, e) {
            var _this = this;
            var n = this.wrapped.get(e);
            if (n || this.wrapped.set(e, n = new Map), !n.has(t)) {
                var s_1 = function () { try {
                    e();
                }
                catch (e) {
                    _this.logger.error("a '".concat(t, "' listener threw: ").concat(e instanceof Error ? e.message : String(e)));
                } };
                n.set(t, s_1), this.emitter.on(t, s_1);
            }
            return function () { return _this.off(t, e); };
        };
        f.prototype.off = function (t, e) { var n = this.wrapped.get(e), s = n === null || n === void 0 ? void 0 : n.get(t); n && s && (this.emitter.off(t, s), n.delete(t), 0 === n.size && this.wrapped.delete(e)); };
        f.prototype.emit = function (t) { if ("pause" === t || "resume" === t) {
            var e_1 = "pause" === t;
            if (this.paused === e_1)
                return !1;
            this.paused = e_1;
        } return this.emitter.emit(t), !0; };
        return f;
    }());
    function g(t, e, n) { var s; var r = new Promise(function (t, r) { s = setTimeout(function () { return r(new p("TIMEOUT", "".concat(n, " got no answer from the platform within ").concat(e, " ms"), n)); }, e); }); return Promise.race([t, r]).finally(function () { return clearTimeout(s); }); }
    var m = "Sdk.initializeAsync";
    function A(t, e, n) {
        if (n === void 0) { n = document; }
        return g(new Promise(function (e, s) { var r = n.querySelector("script[data-gamesdk-src=\"".concat(CSS.escape(t), "\"]")); if ("true" === (r === null || r === void 0 ? void 0 : r.dataset.gamesdkLoaded))
            return e(); "true" === (r === null || r === void 0 ? void 0 : r.dataset.gamesdkFailed) && (r.remove(), r = null); var a = r !== null && r !== void 0 ? r : n.createElement("script"); a.addEventListener("load", function () { a.dataset.gamesdkLoaded = "true", e(); }), a.addEventListener("error", function () { a.dataset.gamesdkFailed = "true", s(new p("INITIALIZATION_ERROR", "the platform SDK could not be loaded from ".concat(t), m)); }), r || (a.src = t, a.async = !0, a.dataset.gamesdkSrc = t, n.head.appendChild(a)); }), e, m);
    }
    var w = "sdk_platform", v = "gamesdk-platform";
    function S(t, e, n, s, r) {
        if (r === void 0) { r = null; }
        var a = t.searchParams.get(w) || null, o = a !== null && a !== void 0 ? a : r;
        if (null === o)
            return n;
        var i = __spreadArray([n], __read(e), false), c = i.find(function (t) { return t.id === o; });
        if (c)
            return c;
        var l = null === a ? "<meta name=\"".concat(v, "\" content=\"").concat(o, "\">") : "".concat(w, "=").concat(o);
        return s.warn("unknown ".concat(l, "; known platforms: ").concat(i.map(function (t) { return t.id; }).join(", "), ". Using '").concat(n.id, "'.")), n;
    }
    var I = { info: function () { }, warn: function () { }, error: function () { } }, b = "2.11.0", E = "[gamesdk]", P = { info: function (t) { return console.info(E, t); }, warn: function (t) { return console.warn(E, t); }, error: function (t) { return console.error(E, t); } };
    var T = /** @class */ (function () {
        function T(t, e) {
            if (e === void 0) { e = 1e3; }
            this.logger = t, this.intervalMs = e, this.windowOpen = !1, this.suppressed = 0;
        }
        T.prototype.skipped = function (t) { this.windowOpen ? this.suppressed++ : (this.logger.warn(t), this.openWindow()); };
        T.prototype.openWindow = function () {
            var _this = this;
            this.windowOpen = !0, setTimeout(function () { if (_this.windowOpen = !1, 0 === _this.suppressed)
                return; var t = _this.suppressed; _this.suppressed = 0, _this.logger.warn("".concat(t, " more player data write").concat(1 === t ? " was" : "s were", " skipped over the platform's limit in the last ").concat(_this.intervalMs / 1e3, " s; stored data is unchanged")), _this.openWindow(); }, this.intervalMs);
        };
        return T;
    }());
    function N(t) { var e = 0; for (var n_1 = 0; n_1 < t.length; n_1++) {
        var s_2 = t.charCodeAt(n_1);
        if (s_2 < 128)
            e += 1;
        else if (s_2 < 2048)
            e += 2;
        else if (s_2 >= 55296 && s_2 <= 56319 && n_1 + 1 < t.length) {
            var s_3 = t.charCodeAt(n_1 + 1);
            s_3 >= 56320 && s_3 <= 57343 ? (e += 4, n_1++) : e += 3;
        }
        else
            e += 3;
    } return e; }
    var O = /** @class */ (function () {
        function O(t, e) {
            this.storage = t, this.logger = e, this.data = {}, this.entryBytes = new Map, this.totalBytes = 2, this.dirty = !1, this.scheduled = !1, this.inFlight = null, this.waiters = [], this.skippedWrites = new T(e);
        }
        Object.defineProperty(O.prototype, "usedBytes", {
            get: function () { return this.totalBytes; },
            enumerable: false,
            configurable: true
        });
        Object.defineProperty(O.prototype, "limitBytes", {
            get: function () { return this.storage.limitBytes; },
            enumerable: false,
            configurable: true
        });
        O.prototype.load = function () {
            return __awaiter(this, void 0, void 0, function () {
                var t, _a, _b, _c, e_3, n_2;
                var e_2, _d;
                return __generator(this, function (_e) {
                    switch (_e.label) {
                        case 0: return [4 /*yield*/, this.storage.load()];
                        case 1:
                            t = _e.sent();
                            this.data = {}, this.entryBytes.clear(), this.totalBytes = 2;
                            try {
                                for (_a = __values(Object.entries(t !== null && t !== void 0 ? t : {})), _b = _a.next(); !_b.done; _b = _a.next()) {
                                    _c = __read(_b.value, 2), e_3 = _c[0], n_2 = _c[1];
                                    this.put(e_3, n_2);
                                }
                            }
                            catch (e_2_1) { e_2 = { error: e_2_1 }; }
                            finally {
                                try {
                                    if (_b && !_b.done && (_d = _a.return)) _d.call(_a);
                                }
                                finally { if (e_2) throw e_2.error; }
                            }
                            return [2 /*return*/];
                    }
                });
            });
        };
        O.prototype.get = function (t) { return Object.prototype.hasOwnProperty.call(this.data, t) ? this.data[t] : void 0; };
        O.prototype.set = function (t) {
            var e_4, _a, e_5, _b;
            var e = this.totalBytes;
            var n = new Map;
            try {
                for (var _c = __values(Object.entries(t)), _d = _c.next(); !_d.done; _d = _c.next()) {
                    var _e = __read(_d.value, 2), s_4 = _e[0], r_1 = _e[1];
                    var t_1 = _(s_4, r_1);
                    n.set(s_4, t_1);
                    var a_1 = this.entryBytes.get(s_4);
                    e += void 0 === a_1 ? t_1 + (e > 2 ? 1 : 0) : t_1 - a_1;
                }
            }
            catch (e_4_1) { e_4 = { error: e_4_1 }; }
            finally {
                try {
                    if (_d && !_d.done && (_a = _c.return)) _a.call(_c);
                }
                finally { if (e_4) throw e_4.error; }
            }
            if (e > this.storage.limitBytes)
                return this.skippedWrites.skipped("player data would reach ".concat(e, " bytes, over the platform's limit of ").concat(this.storage.limitBytes, "; the write was skipped and stored data is unchanged")), "over-limit";
            try {
                for (var _f = __values(Object.entries(t)), _g = _f.next(); !_g.done; _g = _f.next()) {
                    var _h = __read(_g.value, 2), e_6 = _h[0], s_5 = _h[1];
                    this.put(e_6, s_5, n.get(e_6));
                }
            }
            catch (e_5_1) { e_5 = { error: e_5_1 }; }
            finally {
                try {
                    if (_g && !_g.done && (_b = _f.return)) _b.call(_f);
                }
                finally { if (e_5) throw e_5.error; }
            }
            return this.markDirty(), "accepted";
        };
        O.prototype.delete = function (t) { var e = this.entryBytes.get(t); void 0 !== e && (delete this.data[t], this.entryBytes.delete(t), this.totalBytes -= e + (this.entryBytes.size > 0 ? 1 : 0), this.markDirty()); };
        O.prototype.flush = function () {
            var _this = this;
            var t = new Promise(function (t) { return _this.waiters.push(t); });
            return this.pump(), t;
        };
        O.prototype.saveBeforeUnload = function () { var _a, _b; if (this.flush(), this.dirty || this.inFlight)
            try {
                (_b = (_a = this.storage).saveBeforeUnload) === null || _b === void 0 ? void 0 : _b.call(_a, __assign({}, this.data));
            }
            catch (t) {
                this.logger.error("keeping player data at page exit failed: ".concat(t instanceof Error ? t.message : String(t)));
            } };
        O.prototype.markDirty = function () {
            var _this = this;
            this.dirty = !0, this.scheduled || (this.scheduled = !0, queueMicrotask(function () { _this.scheduled = !1, _this.pump(); }));
        };
        O.prototype.pump = function () {
            var _this = this;
            if (this.inFlight)
                return;
            if (!this.dirty)
                return void this.settle(!0);
            this.dirty = !1;
            var t = this.waiters;
            this.waiters = [], this.inFlight = this.storage.save(__assign({}, this.data)).then(function () { return !0; }, function (t) { return (_this.dirty = !0, _this.logger.error("saving player data failed and will be retried: ".concat(t instanceof Error ? t.message : String(t))), !1); }), this.inFlight.then(function (e) {
                var e_7, _a;
                _this.inFlight = null;
                try {
                    for (var t_2 = __values(t), t_2_1 = t_2.next(); !t_2_1.done; t_2_1 = t_2.next()) {
                        var n_3 = t_2_1.value;
                        n_3(e);
                    }
                }
                catch (e_7_1) { e_7 = { error: e_7_1 }; }
                finally {
                    try {
                        if (t_2_1 && !t_2_1.done && (_a = t_2.return)) _a.call(t_2);
                    }
                    finally { if (e_7) throw e_7.error; }
                }
                _this.dirty && e ? _this.pump() : _this.settle(e);
            });
        };
        O.prototype.settle = function (t) {
            var e_8, _a;
            var e = this.waiters;
            this.waiters = [];
            try {
                for (var e_9 = __values(e), e_9_1 = e_9.next(); !e_9_1.done; e_9_1 = e_9.next()) {
                    var n_4 = e_9_1.value;
                    n_4(t);
                }
            }
            catch (e_8_1) { e_8 = { error: e_8_1 }; }
            finally {
                try {
                    if (e_9_1 && !e_9_1.done && (_a = e_9.return)) _a.call(e_9);
                }
                finally { if (e_8) throw e_8.error; }
            }
        };
        O.prototype.put = function (t, e, n) {
            if (n === void 0) { n = _(t, e); }
            var s = this.entryBytes.get(t);
            this.totalBytes += void 0 === s ? n + (this.entryBytes.size > 0 ? 1 : 0) : n - s, this.entryBytes.set(t, n), this.data[t] = e;
        };
        return O;
    }());
    function _(t, e) { return N(JSON.stringify(t)) + 1 + N(JSON.stringify(e)); }
    var L = /** @class */ (function () {
        function L(t, e, n) {
            this.events = t, this.logger = e, this.timeouts = n, this.adapter = null, this.store = null, this.started = !1;
        }
        L.prototype.ready = function (t) { if (!this.adapter)
            throw new p("NOT_INITIALIZED", "".concat(t, " was called before Sdk.initializeAsync() resolved"), t); return this.adapter; };
        L.prototype.readyStore = function (t) { return this.ready(t), this.store; };
        L.prototype.supports = function (t) { var _a; return !0 === ((_a = this.adapter) === null || _a === void 0 ? void 0 : _a.supports[t]); };
        L.prototype.call = function (t_3, e_10) {
            return __awaiter(this, arguments, void 0, function (t, e, n) {
                var s_6, r_2, e_11;
                if (n === void 0) { n = "call"; }
                return __generator(this, function (_a) {
                    switch (_a.label) {
                        case 0:
                            _a.trys.push([0, 2, , 3]);
                            s_6 = this.ready(t), r_2 = e(s_6);
                            if (void 0 === r_2)
                                throw R(t, s_6.id);
                            return [4 /*yield*/, g(r_2, this.timeouts[n], t)];
                        case 1: return [2 /*return*/, _a.sent()];
                        case 2:
                            e_11 = _a.sent();
                            throw h(e_11, t);
                        case 3: return [2 /*return*/];
                    }
                });
            });
        };
        return L;
    }());
    function R(t, e) { return new p("FEATURE_NOT_SUPPORTED", "".concat(t, " is not supported on the '").concat(e, "' platform"), t); }
    function D(t, e) { return function () { return t.call(e, function (t) { return Promise.reject(R(e, t.id)); }); }; }
    function k(t) { return { isSupported: function () { return t.supports("achievements"); }, getAchievementsAsync: D(t, "achievements.getAchievementsAsync"), unlockAsync: D(t, "achievements.unlockAsync") }; }
    function $(t) { var e = function (e, n) { t.ready(e), queueMicrotask(function () { C(t, e, n === null || n === void 0 ? void 0 : n.noFill), C(t, e, n === null || n === void 0 ? void 0 : n.afterAd); }); }, n = function (e) { return t.call(e, function (t) { return Promise.reject(R(e, t.id)); }); }; return { isSupported: function () { return t.supports("ads"); }, isBannerSupported: function () { return t.supports("banners"); }, showInterstitial: function (t) { return e("ads.showInterstitial", t); }, showRewarded: function (t) { return e("ads.showRewarded", t); }, showBannerAsync: function () { return n("ads.showBannerAsync"); }, hideBannerAsync: function () { return n("ads.hideBannerAsync"); } }; }
    function C(t, e, n) { try {
        n === null || n === void 0 ? void 0 : n();
    }
    catch (n) {
        t.logger.error("a callback of ".concat(e, " threw: ").concat(n instanceof Error ? n.message : String(n)));
    } }
    function U(t) { var e = function (e) { return function () { t.ready(e); }; }; return { isSupported: function () { return t.supports("analytics"); }, logLevelStart: e("analytics.logLevelStart"), logLevelEnd: e("analytics.logLevelEnd"), logTutorialStart: e("analytics.logTutorialStart"), logTutorialEnd: e("analytics.logTutorialEnd"), logEvent: e("analytics.logEvent") }; }
    var x = function (t) { return "".concat(t, " must be a string"); }, B = /^data:image\/(png|jpeg|webp);base64,/, j = /^[A-Za-z0-9+/]+={0,2}$/, M = new Set(["SHARE", "INVITE", "REQUEST", "CHALLENGE"]);
    function F(t, e) { return new p("INVALID_PARAM", e, t); }
    function z(t) {
        var e_10, _a;
        var e = 0;
        try {
            for (var t_3 = __values(t), t_3_1 = t_3.next(); !t_3_1.done; t_3_1 = t_3.next()) {
                var n_5 = t_3_1.value;
                e++;
            }
        }
        catch (e_10_1) { e_10 = { error: e_10_1 }; }
        finally {
            try {
                if (t_3_1 && !t_3_1.done && (_a = t_3.return)) _a.call(t_3);
            }
            finally { if (e_10) throw e_10.error; }
        }
        return e;
    }
    function V(t, e, n) { if ("string" != typeof n || "" === n.trim())
        throw F(t, (function (t) { return "".concat(t, " must be a non-blank string"); })(e)); return n; }
    function J(t, e, n) { if (void 0 !== n) {
        if ("object" != typeof n || null === n || Array.isArray(n))
            throw F(t, (function (t) { return "".concat(t, " must be a plain object"); })(e));
        try {
            JSON.stringify(n);
        }
        catch (_a) {
            throw F(t, "".concat(e, " must be JSON-serialisable"));
        }
    } }
    function q(t, e) { if ("object" != typeof e || null === e || Array.isArray(e))
        throw F(t, "options must be an object"); return e; }
    function K(t, e, n) { if ("string" != typeof n || !B.test(n))
        throw F(t, (function (t) { return "".concat(t, " must be a base64 data URL of a PNG, JPEG or WebP image"); })(e)); if (n.length > 2097152)
        throw F(t, (function (t, e) { return "".concat(t, " must be at most 2097152 bytes (2 MiB), got ").concat(e); })(e, n.length)); if (!j.test(n.slice(n.indexOf(",") + 1)))
        throw F(t, (function (t) { return "".concat(t, " is not valid base64"); })(e)); return n; }
    function W(t, e) { var n = q(t, e); if (V(t, "productId", n.productId), void 0 !== n.developerPayload && "string" != typeof n.developerPayload)
        throw F(t, x("developerPayload")); return n; }
    var G = ["initialize", "call", "interactive"];
    function H(t) { return "string" == typeof t ? t.length > 20 ? "a string of ".concat(t.length, " characters") : JSON.stringify(t) : "number" == typeof t || "boolean" == typeof t || null == t ? String(t) : Array.isArray(t) ? "an array" : "a " + typeof t; }
    function Z(t) { return { isSupported: function () { return t.supports("auth"); }, isAuthenticated: function () { var _a; return !0 === ((_a = t.ready("auth.isAuthenticated").auth) === null || _a === void 0 ? void 0 : _a.isAuthenticated()); }, showRegistrationPrompt: function (e) { var _a; var n = "auth.showRegistrationPrompt", s = t.ready(n), r = (_a = s.auth) === null || _a === void 0 ? void 0 : _a.showRegistrationPrompt; if (!s.auth || !r)
            throw R(n, s.id); var a = function (t, e) { var n = q(t, e), s = V(t, "message", n.message); if (z(s) > 140)
            throw F(t, "message must be at most 140 characters, got ".concat(z(s))); var r = s.split("{{registrationCode}}").length - 1; if (1 !== r)
            throw F(t, (function (t) { return "message must contain {{registrationCode}} exactly once, found ".concat(t); })(r)); if (J(t, "data", n.data), void 0 !== n.onClose && "function" != typeof n.onClose)
            throw F(t, "onClose must be a function"); return n; }(n, e); if (s.auth.isAuthenticated())
            throw new p("INVALID_OPERATION", "the player is already registered: prompt guests only", n); var o = a.onClose, i = __assign(__assign({}, a), { onClose: o && (function (e) { try {
                o(e);
            }
            catch (e) {
                t.logger.error("the onClose of ".concat(n, " threw: ").concat(e instanceof Error ? e.message : String(e)));
            } }) }); var c; try {
            c = r.call(s.auth, i);
        }
        catch (t) {
            throw h(t, n);
        } return { login: function () { return t.call("auth.showRegistrationPrompt.login", function () { return c.login(); }, "interactive"); } }; }, signInAsync: function () { return t.call("auth.signInAsync", function (t) { var _a, _b; return (_b = (_a = t.auth) === null || _a === void 0 ? void 0 : _a.signIn) === null || _b === void 0 ? void 0 : _b.call(_a); }, "interactive"); } }; }
    function X(t) { return { isSupported: function () { return t.supports("context"); }, shareAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n, s; return __generator(this, function (_a) {
                n = "context.shareAsync";
                t.ready(n);
                s = function (t, e) { var n = q(t, e); if ("string" != typeof n.intent || !M.has(n.intent))
                    throw F(t, "intent must be one of SHARE, INVITE, REQUEST, CHALLENGE"); if (K(t, "image", n.image), void 0 !== n.text && "string" != typeof n.text)
                    throw F(t, x("text")); return J(t, "data", n.data), n; }(n, e);
                return [2 /*return*/, t.call(n, function (t) { var _a; return (_a = t.context) === null || _a === void 0 ? void 0 : _a.share(s); }, "interactive")];
            }); });
        } }; }
    function Y(t) {
        var _this = this;
        var e = function (e, n, s) {
            var _a;
            var r = t.readyStore(e);
            if (V(e, "key", n), "string" != typeof s)
                throw new p("INVALID_PARAM", "value must be a string", e);
            return r.set((_a = {}, _a[n] = s, _a));
        };
        return { isSupported: function () { return !0; }, getString: function (e) { var n = "data.getString", s = t.readyStore(n); V(n, "key", e); var r = s.get(e); return void 0 === r ? null : "string" == typeof r ? r : JSON.stringify(r); }, setString: function (t, n) { e("data.setString", t, n); }, setStringAsync: function (n, s) {
                return __awaiter(this, void 0, void 0, function () { var r; return __generator(this, function (_a) {
                    r = "data.setStringAsync";
                    return [2 /*return*/, "over-limit" !== e(r, n, s) && t.readyStore(r).flush()];
                }); });
            }, removeKey: function (e) { var n = "data.removeKey", s = t.readyStore(n); V(n, "key", e), s.delete(e); }, flushAsync: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                return [2 /*return*/, t.readyStore("data.flushAsync").flush()];
            }); }); }, getUsage: function () { var e = t.readyStore("data.getUsage"); return { usedBytes: e.usedBytes, limitBytes: e.limitBytes }; } };
    }
    function Q(t) { return { isSupported: function () { return t.supports("game"); }, gameplayStart: function () { t.ready("game.gameplayStart"); }, gameplayStop: function () { t.ready("game.gameplayStop"); }, inviteLink: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n; return __generator(this, function (_a) {
                n = "game.inviteLink";
                return [2 /*return*/, (t.ready(n), J(n, "data", e), t.call(n, function (t) { var _a; return (_a = t.inviteLink) === null || _a === void 0 ? void 0 : _a.call(t, e); }))];
            }); });
        } }; }
    function tt(t) {
        var _this = this;
        return { isSupported: function () { return t.supports("haptics"); }, triggerAsync: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                t.ready("haptics.triggerAsync");
                return [2 /*return*/];
            }); }); } };
    }
    var et = "iap.recoverPurchasesAsync";
    function nt(t) { var e = function (e) { if (t.ready(e), !t.started)
        throw new p("INVALID_OPERATION", "".concat(e, " needs Sdk.startGameAsync() to have resolved first"), e); }, n = function (t) {
        var _this = this;
        var e = Promise.resolve();
        return function (n) { return __awaiter(_this, void 0, void 0, function () { var s; return __generator(this, function (_a) {
            if (function (t) {
                var e_12, _a;
                var e = "object" == typeof t && null !== t ? t : null;
                if (!e)
                    throw new p("INVALID_PARAM", "options must be an object with hasToken and grant functions", et);
                try {
                    for (var _b = __values(["hasToken", "grant"]), _c = _b.next(); !_c.done; _c = _b.next()) {
                        var t_4 = _c.value;
                        if ("function" != typeof e[t_4])
                            throw new p("INVALID_PARAM", "".concat(t_4, " must be a function"), et);
                    }
                }
                catch (e_12_1) { e_12 = { error: e_12_1 }; }
                finally {
                    try {
                        if (_c && !_c.done && (_a = _b.return)) _a.call(_b);
                    }
                    finally { if (e_12) throw e_12.error; }
                }
                if (void 0 !== e.claim && "function" != typeof e.claim)
                    throw new p("INVALID_PARAM", "claim must be a function when given", et);
            }(n), !t.offersPurchases())
                return [2 /*return*/, { granted: [], consumed: [], failed: [], rounds: 0 }];
            s = e.then(function () { return function (t, e) {
                return __awaiter(this, void 0, void 0, function () {
                    var n, s, r_3, _a, _b, a_2, o_1, s_7, t_5, e_13_1;
                    var e_13, _c;
                    var _d;
                    return __generator(this, function (_e) {
                        switch (_e.label) {
                            case 0:
                                n = { granted: [], consumed: [], failed: [], rounds: 0 }, s = new Set;
                                _e.label = 1;
                            case 1:
                                n.rounds++;
                                r_3 = 0;
                                _e.label = 2;
                            case 2:
                                _e.trys.push([2, 15, 16, 17]);
                                e_13 = void 0;
                                return [4 /*yield*/, t.getPurchases()];
                            case 3:
                                _a = (__values.apply(void 0, [_e.sent()])), _b = _a.next();
                                _e.label = 4;
                            case 4:
                                if (!!_b.done) return [3 /*break*/, 14];
                                a_2 = _b.value;
                                if (s.has(a_2.purchaseToken))
                                    return [3 /*break*/, 13];
                                s.add(a_2.purchaseToken);
                                o_1 = "grant";
                                _e.label = 5;
                            case 5:
                                _e.trys.push([5, 12, , 13]);
                                return [4 /*yield*/, e.hasToken(a_2.purchaseToken)];
                            case 6:
                                if (!!(_e.sent())) return [3 /*break*/, 10];
                                o_1 = "claim";
                                return [4 /*yield*/, ((_d = e.claim) === null || _d === void 0 ? void 0 : _d.call(e, a_2))];
                            case 7:
                                s_7 = _e.sent();
                                o_1 = "grant";
                                return [4 /*yield*/, e.grant(a_2, s_7)];
                            case 8:
                                _e.sent(), o_1 = "save";
                                return [4 /*yield*/, t.flush()];
                            case 9:
                                if (!(_e.sent()))
                                    throw new p("OPERATION_FAILED", "the save holding the grant was not stored", et);
                                n.granted.push(a_2);
                                _e.label = 10;
                            case 10:
                                o_1 = "consume";
                                return [4 /*yield*/, t.consume(a_2.purchaseToken)];
                            case 11:
                                _e.sent(), n.consumed.push(a_2.purchaseToken), r_3++;
                                return [3 /*break*/, 13];
                            case 12:
                                t_5 = _e.sent();
                                n.failed.push({ purchase: a_2, step: o_1, error: h(t_5, et) });
                                return [3 /*break*/, 13];
                            case 13:
                                _b = _a.next();
                                return [3 /*break*/, 4];
                            case 14: return [3 /*break*/, 17];
                            case 15:
                                e_13_1 = _e.sent();
                                e_13 = { error: e_13_1 };
                                return [3 /*break*/, 17];
                            case 16:
                                try {
                                    if (_b && !_b.done && (_c = _a.return)) _c.call(_a);
                                }
                                finally { if (e_13) throw e_13.error; }
                                return [7 /*endfinally*/];
                            case 17:
                                if (0 === r_3)
                                    return [2 /*return*/, n];
                                _e.label = 18;
                            case 18: return [3 /*break*/, 1];
                            case 19: return [2 /*return*/];
                        }
                    });
                });
            }(t, n); });
            return [2 /*return*/, (e = s.catch(function () { }), s)];
        }); }); };
    }({ offersPurchases: function () { return (t.ready("iap.recoverPurchasesAsync"), t.supports("iap")); }, getPurchases: function () { return s.getPurchasesAsync(); }, consume: function (t) { return s.consumePurchaseAsync(t); }, flush: function () { return t.readyStore("iap.recoverPurchasesAsync").flush(); } }), s = { isSupported: function () { return t.supports("iap"); }, isSubscriptionSupported: function () { return t.supports("subscriptions"); }, getCatalogAsync: function () { return t.call("iap.getCatalogAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getCatalog) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, purchaseAsync: function (n) {
            return __awaiter(this, void 0, void 0, function () { var s, r; return __generator(this, function (_a) {
                s = "iap.purchaseAsync";
                e(s);
                r = W(s, n).productId;
                return [2 /*return*/, t.call(s, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.purchase) === null || _b === void 0 ? void 0 : _b.call(_a, { productId: r }); }, "interactive")];
            }); });
        }, getPurchasesAsync: function () { return t.call("iap.getPurchasesAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getPurchases) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, consumePurchaseAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n; return __generator(this, function (_a) {
                n = "iap.consumePurchaseAsync";
                return [2 /*return*/, (t.ready(n), V(n, "purchaseToken", e), t.call(n, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.consumePurchase) === null || _b === void 0 ? void 0 : _b.call(_a, e); }))];
            }); });
        }, getSubscriptionsAsync: function () { return t.call("iap.getSubscriptionsAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getSubscriptions) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, subscribeAsync: function (n) {
            return __awaiter(this, void 0, void 0, function () { var s, r; return __generator(this, function (_a) {
                s = "iap.subscribeAsync";
                e(s);
                r = W(s, n).productId;
                return [2 /*return*/, t.call(s, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.subscribe) === null || _b === void 0 ? void 0 : _b.call(_a, { productId: r }); }, "interactive")];
            }); });
        }, recoverPurchasesAsync: function (t) { return n(t); } }; return s; }
    function st(t) { return { isSupported: function () { return t.supports("leaderboard"); }, submitScoreAsync: D(t, "leaderboard.submitScoreAsync"), getEntriesAsync: D(t, "leaderboard.getEntriesAsync"), getPlayerEntryAsync: D(t, "leaderboard.getPlayerEntryAsync") }; }
    function rt(t) { var e = function (e) { var n = t.ready(e); if (n.notifications && n.auth && !n.auth.isAuthenticated())
        throw new p("PLAYER_NOT_AUTHENTICATED", "notifications reach registered players only; this player is a guest", e); }; return { isSupported: function () { return t.supports("notifications"); }, scheduleAsync: function (n) {
            return __awaiter(this, void 0, void 0, function () { var s, r; return __generator(this, function (_a) {
                s = "notifications.scheduleAsync";
                t.ready(s);
                r = function (t, e) { var n = q(t, e); V(t, "id", n.id), V(t, "title", n.title); var s = V(t, "body", n.body); if (z(s) > 100)
                    throw F(t, "body must be at most 100 characters, got ".concat(z(s))); var r = n.scheduledInDays; if ("number" != typeof r || !Number.isInteger(r) || r < 0 || r > 7)
                    throw F(t, (function (t) { return "scheduledInDays must be a whole number from 0 to 7, got ".concat(t); })(H(r))); if (void 0 !== n.imageAssetId && void 0 !== n.imageDataUrl)
                    throw F(t, "give imageAssetId or imageDataUrl, never both"); return void 0 !== n.imageAssetId && V(t, "imageAssetId", n.imageAssetId), void 0 !== n.imageDataUrl && K(t, "imageDataUrl", n.imageDataUrl), J(t, "data", n.data), n; }(s, n);
                return [2 /*return*/, (e(s), t.call(s, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.schedule(r); }))];
            }); });
        }, cancelAsync: function (n) {
            return __awaiter(this, void 0, void 0, function () { var s; return __generator(this, function (_a) {
                s = "notifications.cancelAsync";
                return [2 /*return*/, (t.ready(s), V(s, "id", n), e(s), t.call(s, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.cancel(n); }))];
            }); });
        }, cancelAllAsync: function () {
            return __awaiter(this, void 0, void 0, function () { var n; return __generator(this, function (_a) {
                n = "notifications.cancelAllAsync";
                return [2 /*return*/, (e(n), t.call(n, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.cancelAll(); }))];
            }); });
        } }; }
    function at(t) { var e = function (e) { return t.ready(e).player.getPlayer(); }; return { isSupported: function () { return t.supports("player"); }, getId: function () { return e("player.getId").id; }, getMode: function () { return e("player.getMode").mode; }, getName: function () { return e("player.getName").name; }, getPhoto: function () { return e("player.getPhoto").photo; }, getDataAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () {
                var n, s, r, e_14, e_14_1, t_6, e_16;
                var e_15, _a;
                return __generator(this, function (_b) {
                    n = "player.getDataAsync", s = t.readyStore(n);
                    if (!Array.isArray(e))
                        throw new p("INVALID_PARAM", "keys must be an array of strings", n);
                    r = {};
                    try {
                        for (e_14 = __values(e), e_14_1 = e_14.next(); !e_14_1.done; e_14_1 = e_14.next()) {
                            t_6 = e_14_1.value;
                            V(n, "keys[]", t_6);
                            e_16 = s.get(t_6);
                            void 0 !== e_16 && (r[t_6] = structuredClone(e_16));
                        }
                    }
                    catch (e_15_1) { e_15 = { error: e_15_1 }; }
                    finally {
                        try {
                            if (e_14_1 && !e_14_1.done && (_a = e_14.return)) _a.call(e_14);
                        }
                        finally { if (e_15) throw e_15.error; }
                    }
                    return [2 /*return*/, r];
                });
            });
        }, setDataAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n, s, r; return __generator(this, function (_a) {
                switch (_a.label) {
                    case 0:
                        n = "player.setDataAsync", s = t.readyStore(n);
                        if ("object" != typeof e || null === e || Array.isArray(e))
                            throw new p("INVALID_PARAM", "data must be an object of keys to JSON values", n);
                        try {
                            r = JSON.parse(JSON.stringify(e));
                        }
                        catch (_b) {
                            throw new p("INVALID_PARAM", "data must be JSON-serialisable", n);
                        }
                        if ("over-limit" === s.set(r))
                            throw new p("DATA_LIMIT_EXCEEDED", "data would pass the player data limit of ".concat(s.limitBytes, " bytes"), n);
                        return [4 /*yield*/, s.flush()];
                    case 1:
                        if (!(_a.sent()))
                            throw new p("OPERATION_FAILED", "the platform did not store the data; it will be retried", n);
                        return [2 /*return*/];
                }
            }); });
        }, getSignedPlayerInfoAsync: function () { return t.call("player.getSignedPlayerInfoAsync", function (t) { var _a, _b; return (_b = (_a = t.player).getSignedPlayerInfo) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, isBotAvatarSupported: function () { var _a, _b; return !0 === ((_b = (_a = t.ready("player.isBotAvatarSupported").player).isBotAvatarSupported) === null || _b === void 0 ? void 0 : _b.call(_a)); }, getBotAvatarAsync: function (e, n) {
            return __awaiter(this, void 0, void 0, function () { var s; return __generator(this, function (_a) {
                s = "player.getBotAvatarAsync";
                return [2 /*return*/, (t.ready(s), V(s, "username", e), function (t, e) { if ("number" != typeof e || !Number.isInteger(e) || e < 1 || e > 1024)
                        throw F(t, (function (t) { return "size must be a whole number of pixels from 1 to 1024, got ".concat(t); })(H(e))); }(s, n), t.call(s, function (t) { var _a, _b; return (_b = (_a = t.player).getBotAvatar) === null || _b === void 0 ? void 0 : _b.call(_a, e, n); }))];
            }); });
        } }; }
    function ot(t) { return { isSupported: function () { return t.supports("referrals"); }, shareAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n, s; return __generator(this, function (_a) {
                n = "referrals.shareAsync";
                t.ready(n);
                s = function (t, e) { var n = void 0 === e ? {} : q(t, e); if (void 0 !== n.text && "string" != typeof n.text)
                    throw F(t, x("text")); void 0 !== n.onboardingSlug && V(t, "onboardingSlug", n.onboardingSlug), J(t, "data", n.data); var s = n.notificationTemplates; if (void 0 !== s) {
                    if (!Array.isArray(s))
                        throw F(t, "notificationTemplates must be an array");
                    s.forEach(function (e, n) { var s = q(t, e); if (V(t, "notificationTemplates[".concat(n, "].title"), s.title), z(V(t, "notificationTemplates[".concat(n, "].body"), s.body)) > 100)
                        throw F(t, "".concat("notificationTemplates[".concat(n, "]"), ".body must be at most 100 characters")); });
                } return n; }(n, e);
                return [2 /*return*/, t.call(n, function (t) { var _a; return (_a = t.referrals) === null || _a === void 0 ? void 0 : _a.share(s); }, "interactive")];
            }); });
        }, listAsync: function () { return t.call("referrals.listAsync", function (t) { var _a; return (_a = t.referrals) === null || _a === void 0 ? void 0 : _a.list(); }); } }; }
    function it(t) { return { isSupported: function () { return t.supports("session"); }, getEntryPointData: function () { var _a, _b; var e = (_b = (_a = t.ready("session.getEntryPointData").session) === null || _a === void 0 ? void 0 : _a.getEntryPointData()) !== null && _b !== void 0 ? _b : null; return null === e ? null : structuredClone(e); }, getPlatform: function () { return t.ready("session.getPlatform").id; }, getLocale: function () { var _a, _b, _c; return (_c = (_b = (_a = t.ready("session.getLocale").session) === null || _a === void 0 ? void 0 : _a.getLocale) === null || _b === void 0 ? void 0 : _b.call(_a)) !== null && _c !== void 0 ? _c : ("undefined" != typeof navigator && navigator.language ? navigator.language : "en-US"); }, isAudioEnabled: function () { return (t.ready("session.isAudioEnabled"), !0); } }; }
    function ct(t) { return { isSupported: function () { return t.supports("stats"); }, getStatsAsync: D(t, "stats.getStatsAsync"), postStatsAsync: D(t, "stats.postStatsAsync"), incrementStatsAsync: D(t, "stats.incrementStatsAsync") }; }
    function lt(t) { return { isSupported: function () { return t.supports("friends"); }, getFriendsAsync: D(t, "friends.getFriendsAsync") }; }
    function ut(t) { return { isSupported: function () { return t.supports("reviews"); }, requestReviewAsync: D(t, "reviews.requestReviewAsync") }; }
    function dt(t) { return { isSupported: function () { return t.supports("remoteConfig"); }, getConfigAsync: D(t, "remoteConfig.getConfigAsync") }; }
    function pt(t) { return { isSupported: function () { return t.supports("tournament"); }, getAllAsync: D(t, "tournament.getAllAsync"), createAsync: D(t, "tournament.createAsync"), postScoreAsync: D(t, "tournament.postScoreAsync"), joinAsync: D(t, "tournament.joinAsync"), shareAsync: D(t, "tournament.shareAsync") }; }
    var yt = "player-data", ht = "gamesdk-local:player-data-at-exit";
    var ft = "player-id", gt = { id: "local", create: function () { return function (t) {
            if (t === void 0) { t = o("gamesdk-local", "player"); }
            var e = { id: "", mode: "lite", name: null, photo: null };
            var n = function (t, e) {
                if (e === void 0) { e = function () { var _a; try {
                    return (_a = globalThis.localStorage) !== null && _a !== void 0 ? _a : null;
                }
                catch (_b) {
                    return null;
                } }(); }
                var n = 0;
                var s = function () { return e === null || e === void 0 ? void 0 : e.removeItem(ht); };
                return { limitBytes: 1e6, load: function () {
                        return __awaiter(this, void 0, void 0, function () { var n, r; var _a; return __generator(this, function (_b) {
                            switch (_b.label) {
                                case 0:
                                    n = e === null || e === void 0 ? void 0 : e.getItem(ht);
                                    if (!!n) return [3 /*break*/, 2];
                                    return [4 /*yield*/, l(yt, t)];
                                case 1: return [2 /*return*/, (_a = _b.sent()) !== null && _a !== void 0 ? _a : {}];
                                case 2:
                                    r = JSON.parse(n);
                                    return [4 /*yield*/, u(yt, r, t)];
                                case 3: return [2 /*return*/, (_b.sent(), s(), r)];
                            }
                        }); });
                    }, save: function (e) {
                        return __awaiter(this, void 0, void 0, function () { var r; return __generator(this, function (_a) {
                            switch (_a.label) {
                                case 0:
                                    r = n;
                                    return [4 /*yield*/, u(yt, e, t)];
                                case 1:
                                    _a.sent(), n === r && s();
                                    return [2 /*return*/];
                            }
                        }); });
                    }, saveBeforeUnload: function (t) { e && (n++, e.setItem(ht, JSON.stringify(t))); } };
            }(t, void 0);
            return { id: "local", description: "offline fallback: one guest player, data kept in this browser only (add ?sdk_platform=<id> to test a platform)", supports: { data: !0, player: !0, session: !0, game: !0 }, initialize: function () {
                    return __awaiter(this, void 0, void 0, function () { var n, _a; return __generator(this, function (_b) {
                        switch (_b.label) {
                            case 0: return [4 /*yield*/, l(ft, t)];
                            case 1:
                                n = _b.sent();
                                _a = n;
                                if (_a) return [3 /*break*/, 3];
                                n = "local-".concat(crypto.randomUUID());
                                return [4 /*yield*/, u(ft, n, t)];
                            case 2:
                                _a = (_b.sent());
                                _b.label = 3;
                            case 3:
                                _a, e = __assign(__assign({}, e), { id: n });
                                return [2 /*return*/];
                        }
                    }); });
                }, storage: n, player: { getPlayer: function () { return e; } }, session: { getEntryPointData: function () { return null; } } };
        }(); } }, mt = { initialize: 1e4, call: 1e4, interactive: 3e5 }, At = ["exitRequested", "pause", "resume"], wt = { CANCELLED: "IAP_PURCHASE_CANCELLED", NOT_REGISTERED: "PLAYER_NOT_AUTHENTICATED", NOT_ALLOWED: "INVALID_OPERATION", BAD_ARGUMENT: "INVALID_PARAM", QUOTA_EXCEEDED: "DATA_LIMIT_EXCEEDED", UNAVAILABLE: "NETWORK_FAILURE", FAILED: "OPERATION_FAILED" };
    function vt(t, e) { var n = e === null || e === void 0 ? void 0 : e.code; if ("string" != typeof n || !(n in wt))
        return e; var s = String(e.message || "the platform failed with ".concat(n)); return t.error(wt[n], s, e); }
    var St = "PartnerSDK";
    function It(t, e, n) {
        var _a;
        if (n === void 0) { n = globalThis.document; }
        var s = (_a = n === null || n === void 0 ? void 0 : n.querySelector('meta[name="partner-sdk-url"]')) === null || _a === void 0 ? void 0 : _a.content;
        return new URL(e || s || "/partner-platform/v1/partner-sdk.js", t).href;
    }
    var bt = function (t) { var e = Number(t.price); return { productId: t.productId, title: t.title, description: t.description, price: Tt(e, t.currency), priceAmount: e, priceCurrencyCode: t.currency, imageURI: t.imageUrl }; }, Et = function (t) { return ({ productId: t.productId, purchaseToken: t.purchaseToken, signedRequest: t.signedRequest, isSandbox: t.sandbox, purchaseTime: t.purchasedAt }); }, Pt = function (t) { var _a = bt(__assign(__assign({}, t), { imageUrl: null })), e = _a.title, n = _a.description, s = _a.price, r = _a.priceAmount, a = _a.priceCurrencyCode; return { productId: t.productId, isActive: t.active, trialEligible: t.trialEligible, status: t.status, signedRequest: t.signedRequest, title: e, description: n, price: s, priceAmount: r, priceCurrencyCode: a, billingPeriod: t.period, trialDays: t.trialDays }; };
    function Tt(t, e) { try {
        return new Intl.NumberFormat("en-US", { style: "currency", currency: e }).format(t);
    }
    catch (_a) {
        return "".concat(t, " ").concat(e);
    } }
    var Nt = "partner", Ot = { id: Nt, create: function () { return function (t) {
            var _this = this;
            if (t === void 0) { t = {}; }
            var e, n, s, r, a = null, o = "en-US", i = 1e6;
            var c = function (t) { return __awaiter(_this, void 0, void 0, function () { var t_7; return __generator(this, function (_a) {
                switch (_a.label) {
                    case 0:
                        _a.trys.push([0, 2, , 3]);
                        return [4 /*yield*/, t(e)];
                    case 1: return [2 /*return*/, _a.sent()];
                    case 2:
                        t_7 = _a.sent();
                        throw vt(n, t_7);
                    case 3: return [2 /*return*/];
                }
            }); }); };
            return { id: Nt, description: "partner web game platform", supports: { data: !0, player: !0, auth: !0, notifications: !0, iap: !0, subscriptions: !0, session: !0, referrals: !0, game: !0 }, initialize: function (l) {
                    return __awaiter(this, void 0, void 0, function () { var u, d, p; return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0:
                                n = l;
                                return [4 /*yield*/, l.loadScript(It(l.url, t.sdkUrl))];
                            case 1:
                                _a.sent();
                                u = globalThis[St];
                                if ("function" != typeof (u === null || u === void 0 ? void 0 : u.init))
                                    throw l.error("INITIALIZATION_ERROR", "the platform SDK script did not define ".concat(St));
                                e = u;
                                return [4 /*yield*/, c(function (t) { return t.init(); })];
                            case 2:
                                d = _a.sent();
                                p = d.player, s = { id: p.id, mode: p.registered ? "authorized" : "lite", name: p.name, photo: p.photo }, a = d.entryPayload, o = d.locale, i = d.dataLimitBytes, r = d.data, e.on("pause", function () { return l.emit("pause"); }), e.on("resume", function () { return l.emit("resume"); }), e.on("exit", function () { return l.emit("exitRequested"); });
                                return [2 /*return*/];
                        }
                    }); });
                }, setLoadingProgress: function (t) { return e.loadingProgress(t); }, startGame: function () { return c(function (t) { return t.gameReady(); }); }, storage: { get limitBytes() { return i; }, load: function () { var t = r; return r = void 0, void 0 === t ? c(function (t) { return t.loadData(); }) : Promise.resolve(t); }, save: function (t) { return c(function (e) { return e.saveData(t); }); } }, player: { getPlayer: function () { return s; }, getSignedPlayerInfo: function () { return c(function (t) { return t.signedPlayerInfo(); }); }, isBotAvatarSupported: function () { return !0; }, getBotAvatar: function (t, e) { return c(function (n) { return n.botAvatarUrl(t, e); }); } }, auth: { isAuthenticated: function () { return "authorized" === s.mode; }, signIn: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        return [2 /*return*/, s];
                    }); }); }, showRegistrationPrompt: function (t) { return function (t, e, n) { var s = !1; var r = function (t) { var _a; s || (s = !0, clearTimeout(a), (_a = n.onClose) === null || _a === void 0 ? void 0 : _a.call(n, { registered: t })); }, a = setTimeout(function () { return r(!1); }, e.timeouts.interactive); try {
                        var s_8 = t.showRegistration(__assign({ message: n.message }, n.data ? { data: n.data } : {}), r);
                        return { login: function () { return s_8.login().catch(function (t) { return Promise.reject(vt(e, t)); }); } };
                    }
                    catch (t) {
                        throw clearTimeout(a), vt(e, t);
                    } }(e, n, t); } }, notifications: { schedule: function (_a) { return __awaiter(_this, void 0, void 0, function () {
                        var t = _a.scheduledInDays, e = __rest(_a, ["scheduledInDays"]);
                        return __generator(this, function (_b) {
                            switch (_b.label) {
                                case 0: return [4 /*yield*/, c(function (n) { return n.scheduleNotification(__assign(__assign({}, e), { day: t })); })];
                                case 1: return [2 /*return*/, (_b.sent(), { id: e.id, scheduledInDays: t })];
                            }
                        });
                    }); }, cancel: function (t) { return c(function (e) { return e.cancelNotification(t); }); }, cancelAll: function () { return c(function (t) { return t.cancelSessionNotifications(); }); } }, iap: { getCatalog: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0: return [4 /*yield*/, c(function (t) { return t.catalog(); })];
                            case 1: return [2 /*return*/, (_a.sent()).map(bt)];
                        }
                    }); }); }, purchase: function (_a) { return __awaiter(_this, [_a], void 0, function (_b) {
                        var _c;
                        var t = _b.productId;
                        return __generator(this, function (_d) {
                            switch (_d.label) {
                                case 0:
                                    _c = Et;
                                    return [4 /*yield*/, c(function (e) { return e.purchase(t); })];
                                case 1: return [2 /*return*/, _c.apply(void 0, [_d.sent()])];
                            }
                        });
                    }); }, getPurchases: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0: return [4 /*yield*/, c(function (t) { return t.purchases(); })];
                            case 1: return [2 /*return*/, (_a.sent()).map(Et)];
                        }
                    }); }); }, consumePurchase: function (t) { return c(function (e) { return e.consume(t); }); }, getSubscriptions: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0: return [4 /*yield*/, c(function (t) { return t.subscriptions(); })];
                            case 1: return [2 /*return*/, (_a.sent()).map(Pt)];
                        }
                    }); }); }, subscribe: function (_a) { return __awaiter(_this, [_a], void 0, function (_b) {
                        var _c;
                        var t = _b.productId;
                        return __generator(this, function (_d) {
                            switch (_d.label) {
                                case 0:
                                    _c = Pt;
                                    return [4 /*yield*/, c(function (e) { return e.subscribe(t); })];
                                case 1: return [2 /*return*/, _c.apply(void 0, [_d.sent()])];
                            }
                        });
                    }); } }, session: { getEntryPointData: function () { return a; }, getLocale: function () { return o; } }, referrals: { share: function (t) { return c(function (e) { return e.shareReferral(t); }); }, list: function () { return c(function (t) { return t.referrals(); }); } }, context: { share: function (t) { return c(function (e) { return e.shareImage(t); }); } } };
        }(); }, scriptUrl: function (t) { return It(t); } }, _t = { initializeAsync: [1, []], isInitialized: [0, []], setLoadingProgress: [0, ["progress"]], startGameAsync: [1, []], "data.isSupported": [0, []], "data.getString": [0, ["key"]], "data.setString": [0, ["key", "value"]], "data.setStringAsync": [1, ["key", "value"]], "data.removeKey": [0, ["key"]], "data.flushAsync": [1, []], "data.getUsage": [0, []], "player.isSupported": [0, []], "player.getId": [0, []], "player.getMode": [0, []], "player.getName": [0, []], "player.getPhoto": [0, []], "player.getDataAsync": [1, ["keys"]], "player.setDataAsync": [1, ["data"]], "player.getSignedPlayerInfoAsync": [1, []], "player.isBotAvatarSupported": [0, []], "player.getBotAvatarAsync": [1, ["username", "size"]], "auth.isSupported": [0, []], "auth.isAuthenticated": [0, []], "auth.signInAsync": [1, []], "notifications.isSupported": [0, []], "notifications.scheduleAsync": [1, ["options"]], "notifications.cancelAsync": [1, ["id"]], "notifications.cancelAllAsync": [1, []], "iap.isSupported": [0, []], "iap.isSubscriptionSupported": [0, []], "iap.getCatalogAsync": [1, []], "iap.purchaseAsync": [1, ["options"]], "iap.getPurchasesAsync": [1, []], "iap.consumePurchaseAsync": [1, ["purchaseToken"]], "iap.getSubscriptionsAsync": [1, []], "iap.subscribeAsync": [1, ["options"]], "session.isSupported": [0, []], "session.getEntryPointData": [0, []], "session.getPlatform": [0, []], "session.getLocale": [0, []], "session.isAudioEnabled": [0, []], "context.isSupported": [0, []], "context.shareAsync": [1, ["options"]], "referrals.isSupported": [0, []], "referrals.shareAsync": [1, ["options"]], "referrals.listAsync": [1, []], "ads.isSupported": [0, []], "ads.isBannerSupported": [0, []], "ads.showBannerAsync": [1, ["position"]], "ads.hideBannerAsync": [1, []], "game.isSupported": [0, []], "game.gameplayStart": [0, []], "game.gameplayStop": [0, []], "game.inviteLink": [1, ["data"]], "analytics.isSupported": [0, []], "analytics.logLevelStart": [0, ["level"]], "analytics.logLevelEnd": [0, ["level", "score", "wasCompleted"]], "analytics.logTutorialStart": [0, ["tutorial"]], "analytics.logTutorialEnd": [0, ["tutorial", "wasCompleted"]], "analytics.logEvent": [0, ["name", "params"]], "haptics.isSupported": [0, []], "haptics.triggerAsync": [1, ["style"]], "leaderboard.isSupported": [0, []], "leaderboard.submitScoreAsync": [1, ["leaderboard", "score", "extraData"]], "leaderboard.getEntriesAsync": [1, ["leaderboard", "count", "offset"]], "leaderboard.getPlayerEntryAsync": [1, ["leaderboard"]], "achievements.isSupported": [0, []], "achievements.getAchievementsAsync": [1, []], "achievements.unlockAsync": [1, ["achievementId"]], "tournament.isSupported": [0, []], "tournament.getAllAsync": [1, []], "tournament.createAsync": [1, ["options"]], "tournament.postScoreAsync": [1, ["score"]], "tournament.joinAsync": [1, ["tournamentId"]], "tournament.shareAsync": [1, ["options"]], "stats.isSupported": [0, []], "stats.getStatsAsync": [1, ["keys"]], "stats.postStatsAsync": [1, ["stats"]], "stats.incrementStatsAsync": [1, ["increments"]], "friends.isSupported": [0, []], "friends.getFriendsAsync": [1, []], "reviews.isSupported": [0, []], "reviews.requestReviewAsync": [1, []], "remoteConfig.isSupported": [0, []], "remoteConfig.getConfigAsync": [1, ["keys"]] };
    function Lt(t, e) { var n; return { ok: !1, error: (n = t) instanceof p || "object" == typeof n && null !== n && "SdkError" === n.name && y(n.code) ? { code: t.code, message: t.message, context: t.context } : { code: "OPERATION_FAILED", message: t instanceof Error ? t.message : String(t), context: e } }; }
    var Rt = function (t) { return void 0 === t ? { ok: !0 } : { ok: !0, value: t }; }, Dt = function (t) {
        var _a, _b, _c;
        if (t === void 0) { t = {}; }
        globalThis[Symbol.for("@gamesdk/core")] = b;
        var e = (_a = t.logger) !== null && _a !== void 0 ? _a : P, n = new f(e), s = __assign(__assign({}, mt), t.timeouts), r = new L(n, e, s);
        var a = null, o = null;
        var i = function () { var _a, _b, _c; return new URL((_c = (_a = t.url) !== null && _a !== void 0 ? _a : (_b = globalThis.location) === null || _b === void 0 ? void 0 : _b.href) !== null && _c !== void 0 ? _c : "about:blank"); }, c = function () { return void 0 === t.launchedPlatform ? function (t) {
            var _a, _b;
            if (t === void 0) { t = globalThis.document; }
            if ("function" != typeof (t === null || t === void 0 ? void 0 : t.querySelector))
                return null;
            var e = (_b = (_a = t.querySelector("meta[name=\"".concat(v, "\"]"))) === null || _a === void 0 ? void 0 : _a.getAttribute("content")) === null || _b === void 0 ? void 0 : _b.trim();
            return e || null;
        }() : t.launchedPlatform; };
        !1 !== t.prefetch && function (t, e, n, s, r) { var _a, _b; if ("undefined" == typeof document || "function" != typeof document.createElement)
            return; var a = (_b = (_a = S(t, n, s, I, e)).scriptUrl) === null || _b === void 0 ? void 0 : _b.call(_a, t); a && A(a, r).catch(function () { }); }(i(), c(), (_b = t.platforms) !== null && _b !== void 0 ? _b : [], (_c = t.fallback) !== null && _c !== void 0 ? _c : gt, s.initialize);
        var l = function (t) { var _a; var e = n.emit(t); return !!("exitRequested" === t || "pause" === t && e) && ((_a = r.store) === null || _a === void 0 ? void 0 : _a.flush(), !0); };
        return { version: b, initializeAsync: function (n) {
                var _this = this;
                if (a)
                    return a;
                try {
                    Object.assign(s, function (t, e) {
                        var e_17, _a;
                        if (void 0 === e)
                            return {};
                        var n = q(t, e);
                        try {
                            for (var _b = __values(Object.entries(n)), _c = _b.next(); !_c.done; _c = _b.next()) {
                                var _d = __read(_c.value, 2), e_18 = _d[0], s_9 = _d[1];
                                if (!G.includes(e_18))
                                    throw F(t, "timeouts.".concat(e_18, " is not a timeout; use ").concat(G.join(", ")));
                                if ("number" != typeof s_9 || !Number.isInteger(s_9) || s_9 < 1 || s_9 > 2147483647)
                                    throw F(t, "timeouts.".concat(e_18, " must be a whole number of milliseconds from 1 to 2147483647, got ").concat(H(s_9)));
                            }
                        }
                        catch (e_17_1) { e_17 = { error: e_17_1 }; }
                        finally {
                            try {
                                if (_c && !_c.done && (_a = _b.return)) _a.call(_b);
                            }
                            finally { if (e_17) throw e_17.error; }
                        }
                        return n;
                    }("Sdk.initializeAsync", n === null || n === void 0 ? void 0 : n.timeouts));
                }
                catch (t) {
                    return Promise.reject(t);
                }
                return a = (function () { return __awaiter(_this, void 0, void 0, function () { var n, a, o, u, t_9, t_8, e_19; var _a, _b, _c; return __generator(this, function (_d) {
                    switch (_d.label) {
                        case 0:
                            n = "Sdk.initializeAsync", a = i(), o = S(a, (_a = t.platforms) !== null && _a !== void 0 ? _a : [], (_b = t.fallback) !== null && _b !== void 0 ? _b : gt, e, c());
                            _d.label = 1;
                        case 1:
                            _d.trys.push([1, 4, , 5]);
                            u = o.create();
                            return [4 /*yield*/, g(u.initialize(function (t, e, n, s) { return { url: t, timeouts: e, emit: s, error: function (t, e, n) { return new p(t, e, "Sdk.initializeAsync", { cause: n }); }, loadScript: function (t) { return A(t, e.initialize); }, log: function (t, e) { return n[t](e); } }; }(a, s, e, l)), s.initialize, n)];
                        case 2:
                            _d.sent();
                            t_9 = new O(u.storage, e);
                            return [4 /*yield*/, g(t_9.load(), s.initialize, n)];
                        case 3:
                            _d.sent(), r.store = t_9;
                            return [3 /*break*/, 5];
                        case 4:
                            t_8 = _d.sent();
                            e_19 = h(t_8, n);
                            throw "TIMEOUT" === e_19.code || "INITIALIZATION_ERROR" === e_19.code ? e_19 : new p("INITIALIZATION_ERROR", "platform '".concat(o.id, "' failed to initialise: ").concat(e_19.message), n, { cause: e_19 });
                        case 5:
                            r.adapter = u, function (t, e, n) { t && (t.document.addEventListener("visibilitychange", function () { var _a; "hidden" === t.document.visibilityState ? n("pause") || ((_a = e.store) === null || _a === void 0 ? void 0 : _a.flush()) : n("resume"); }), t.addEventListener("pagehide", function () { var _a; return (_a = e.store) === null || _a === void 0 ? void 0 : _a.saveBeforeUnload(); })); }((_c = t.page) !== null && _c !== void 0 ? _c : ("undefined" == typeof window ? void 0 : window), r, l), e.info("gamesdk ".concat(b, ": platform '").concat(u.id, "' is active").concat(u.description ? " (".concat(u.description, ")") : ""));
                            return [2 /*return*/];
                    }
                }); }); })().catch(function (t) { throw a = null, t; }), a;
            }, isInitialized: function () { return null !== r.adapter; }, setLoadingProgress: function (t) { var _a; var e = "Sdk.setLoadingProgress", n = r.ready(e), s = function (t, e) { if ("number" != typeof e || !Number.isFinite(e) || e < 0 || e > 100)
                throw F(t, (function (t) { return "progress must be a number from 0 to 100, got ".concat(t); })(H(e))); return e; }(e, t); (_a = n.setLoadingProgress) === null || _a === void 0 ? void 0 : _a.call(n, s); }, startGameAsync: function () { return (o !== null && o !== void 0 ? o : (o = r.call("Sdk.startGameAsync", function (t) { var _a, _b; return (_b = (_a = t.startGame) === null || _a === void 0 ? void 0 : _a.call(t)) !== null && _b !== void 0 ? _b : Promise.resolve(); }).then(function () { r.started = !0; }, function (t) { throw o = null, t; })), o); }, on: function (t, e) { return (function (t, e, n) { if (!At.includes(e))
                throw new p("INVALID_PARAM", "event must be one of ".concat(At.join(", ")), t); if ("function" != typeof n)
                throw new p("INVALID_PARAM", "listener must be a function", t); }("Sdk.on", t, e), n.on(t, e)); }, off: function (t, e) { return n.off(t, e); }, data: Y(r), player: at(r), auth: Z(r), notifications: rt(r), iap: nt(r), session: it(r), context: X(r), referrals: ot(r), ads: $(r), game: Q(r), analytics: U(r), haptics: tt(r), leaderboard: st(r), achievements: k(r), tournament: pt(r), stats: ct(r), friends: lt(r), reviews: ut(r), remoteConfig: dt(r) };
    }({ platforms: [Ot] });
    return Object.assign(Dt, { bridge: function (t) { var e = function (t) { return Object.prototype.hasOwnProperty.call(_t, t) ? _t[t] : void 0; }, n = function (t) { var _a, _b; return (_b = (_a = e(t)) === null || _a === void 0 ? void 0 : _a[2]) !== null && _b !== void 0 ? _b : (t.includes(".") ? t : "Sdk.".concat(t)); }, s = function (t, e) { try {
            return JSON.parse(e);
        }
        catch (e) {
            throw new p("INVALID_PARAM", "the arguments of ".concat(t, " are not JSON text: ").concat(e.message), n(t));
        } }, r = function (s, r) { var a = e(s); if (!a)
            throw new p("FEATURE_NOT_SUPPORTED", "".concat(s, " is not an operation of this SDK"), n(s)); if (null === r || "object" != typeof r)
            throw new p("INVALID_PARAM", "the arguments of ".concat(s, " must be a JSON array or object"), n(s)); var o = Array.isArray(r) ? r : a[1].map(function (t) { return r[t]; }), i = s.indexOf("."), c = i < 0 ? t : t[s.slice(0, i)]; return c[s.slice(i + 1)].apply(c, o.map(function (t) { return null === t ? void 0 : t; })); }, a = function (t, s) { var _a; var a = function (e) { return Lt(e, n(t)); }; if ((_a = e(t)) === null || _a === void 0 ? void 0 : _a[0])
            return new Promise(function (e) { return e(r(t, s)); }).then(Rt, a); try {
            return Rt(r(t, s));
        }
        catch (t) {
            return a(t);
        } }; return { invoke: a, call: function (t, e) { return new Promise(function (n) { return n(a(t, s(t, e))); }).then(void 0, function (e) { return Lt(e, n(t)); }).then(function (t) { return JSON.stringify(t); }); }, callSync: function (t, r) { var _a; var o; try {
                if ((_a = e(t)) === null || _a === void 0 ? void 0 : _a[0])
                    throw new p("INVALID_OPERATION", "".concat(t, " answers with a promise: use Sdk.bridge.call"), n(t));
                o = a(t, s(t, r));
            }
            catch (e) {
                o = Lt(e, n(t));
            } return JSON.stringify(o); }, isSync: function (t) { var _a; return 0 === ((_a = e(t)) === null || _a === void 0 ? void 0 : _a[0]); }, on: function (e, n) { return t.on(e, n); } }; }(Dt) });
}();

return Sdk;
})();
