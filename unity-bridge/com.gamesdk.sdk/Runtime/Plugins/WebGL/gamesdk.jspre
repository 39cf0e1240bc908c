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
    var e, s = { exports: {} }, n = (e || (e = 1, function (t) { var e = Object.prototype.hasOwnProperty, s = "~"; function n() { } function r(t, e, s) { this.fn = t, this.context = e, this.once = s || !1; } function a(t, e, n, a, o) { if ("function" != typeof n)
        throw new TypeError("The listener must be a function"); var i = new r(n, a || t, o), c = s ? s + e : e; return t._events[c] ? t._events[c].fn ? t._events[c] = [t._events[c], i] : t._events[c].push(i) : (t._events[c] = i, t._eventsCount++), t; } function o(t, e) { 0 === --t._eventsCount ? t._events = new n : delete t._events[e]; } function i() { this._events = new n, this._eventsCount = 0; } Object.create && (n.prototype = Object.create(null), (new n).__proto__ || (s = !1)), i.prototype.eventNames = function () { var t, n, r = []; if (0 === this._eventsCount)
        return r; for (n in t = this._events)
        e.call(t, n) && r.push(s ? n.slice(1) : n); return Object.getOwnPropertySymbols ? r.concat(Object.getOwnPropertySymbols(t)) : r; }, i.prototype.listeners = function (t) { var e = s ? s + t : t, n = this._events[e]; if (!n)
        return []; if (n.fn)
        return [n.fn]; for (var r = 0, a = n.length, o = new Array(a); r < a; r++)
        o[r] = n[r].fn; return o; }, i.prototype.listenerCount = function (t) { var e = s ? s + t : t, n = this._events[e]; return n ? n.fn ? 1 : n.length : 0; }, i.prototype.emit = function (t, e, n, r, a, o) { var i = s ? s + t : t; if (!this._events[i])
        return !1; var c, l, u = this._events[i], d = arguments.length; if (u.fn) {
        switch (u.once && this.removeListener(t, u.fn, void 0, !0), d) {
            case 1: return u.fn.call(u.context), !0;
            case 2: return u.fn.call(u.context, e), !0;
            case 3: return u.fn.call(u.context, e, n), !0;
            case 4: return u.fn.call(u.context, e, n, r), !0;
            case 5: return u.fn.call(u.context, e, n, r, a), !0;
            case 6: return u.fn.call(u.context, e, n, r, a, o), !0;
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
                    u[l].fn.call(u[l].context, e, n);
                    break;
                case 4:
                    u[l].fn.call(u[l].context, e, n, r);
                    break;
                default:
                    if (!c)
                        for (p = 1, c = new Array(d - 1); p < d; p++)
                            c[p - 1] = arguments[p];
                    u[l].fn.apply(u[l].context, c);
            }
    } return !0; }, i.prototype.on = function (t, e, s) { return a(this, t, e, s, !1); }, i.prototype.once = function (t, e, s) { return a(this, t, e, s, !0); }, i.prototype.removeListener = function (t, e, n, r) { var a = s ? s + t : t; if (!this._events[a])
        return this; if (!e)
        return o(this, a), this; var i = this._events[a]; if (i.fn)
        i.fn !== e || r && !i.once || n && i.context !== n || o(this, a);
    else {
        for (var c = 0, l = [], u = i.length; c < u; c++)
            (i[c].fn !== e || r && !i[c].once || n && i[c].context !== n) && l.push(i[c]);
        l.length ? this._events[a] = 1 === l.length ? l[0] : l : o(this, a);
    } return this; }, i.prototype.removeAllListeners = function (t) { var e; return t ? (e = s ? s + t : t, this._events[e] && o(this, e)) : (this._events = new n, this._eventsCount = 0), this; }, i.prototype.off = i.prototype.removeListener, i.prototype.addListener = i.prototype.on, i.prefixed = s, i.EventEmitter = i, t.exports = i; }(s)), s.exports), r = t(n);
    function a(t) { return new Promise(function (e, s) { t.oncomplete = t.onsuccess = function () { return e(t.result); }, t.onabort = t.onerror = function () { return s(t.error); }; }); }
    function o(t, e) { var s; return function (n, r) { return (function () { if (s)
        return s; var n = indexedDB.open(t); return n.onupgradeneeded = function () { return n.result.createObjectStore(e); }, s = a(n), s.then(function (t) { t.onclose = function () { return s = void 0; }; }, function () { s = void 0; }), s; })().then(function (t) { return r(t.transaction(e, n).objectStore(e)); }); }; }
    var i;
    function c() { return i || (i = o("keyval-store", "keyval")), i; }
    function l(t, e) {
        if (e === void 0) { e = c(); }
        return e("readonly", function (e) { return a(e.get(t)); });
    }
    function u(t, e, s) {
        if (s === void 0) { s = c(); }
        return s("readwrite", function (s) { return (s.put(e, t), a(s.transaction)); });
    }
    var d = { NOT_INITIALIZED: "NOT_INITIALIZED", INITIALIZATION_ERROR: "INITIALIZATION_ERROR", FEATURE_NOT_SUPPORTED: "FEATURE_NOT_SUPPORTED", PLAYER_NOT_AUTHENTICATED: "PLAYER_NOT_AUTHENTICATED", INVALID_OPERATION: "INVALID_OPERATION", INVALID_PARAM: "INVALID_PARAM", IAP_PURCHASE_CANCELLED: "IAP_PURCHASE_CANCELLED", NO_FILL: "NO_FILL", DATA_LIMIT_EXCEEDED: "DATA_LIMIT_EXCEEDED", NETWORK_FAILURE: "NETWORK_FAILURE", TIMEOUT: "TIMEOUT", OPERATION_FAILED: "OPERATION_FAILED", UNKNOWN: "UNKNOWN" };
    var p = /** @class */ (function (_super) {
        __extends(p, _super);
        function p(t, e, s, n) {
            var _this = this;
            _this = _super.call(this, e, n) || this, _this.name = "SdkError", _this.code = t, _this.context = s;
            return _this;
        }
        p.prototype.toJSON = function () { return { code: this.code, message: this.message, context: this.context }; };
        return p;
    }(Error));
    function y(t) { return "string" == typeof t && Object.prototype.hasOwnProperty.call(d, t); }
    function h(t, e) { if (t instanceof p)
        return t.context === e ? t : new p(t.code, t.message, e, { cause: t.cause }); var s = "object" == typeof t && null !== t ? t : {}, n = "string" == typeof s.message && "" !== s.message ? s.message : function (t) { return null == t || "" === t ? "the platform gave no reason" : "string" == typeof t ? t : String(t); }(t); return y(s.code) ? new p(s.code, n, e, { cause: t }) : t instanceof TypeError && /fetch|network/i.test(n) ? new p("NETWORK_FAILURE", n, e, { cause: t }) : new p("OPERATION_FAILED", "".concat(e, " failed: ").concat(n), e, { cause: t }); }
    var f = /** @class */ (function () {
        function f(t) {
            this.logger = t, this.emitter = new r, this.wrapped = new Map, this.paused = !1;
        }
        f.prototype.on = function (t, e) {
            var _this = this;
            var s = this.wrapped.get(e);
            if (s || this.wrapped.set(e, s = new Map), !s.has(t)) {
                var n_1 = function () { try {
                    e();
                }
                catch (e) {
                    _this.logger.error("a '".concat(t, "' listener threw: ").concat(e instanceof Error ? e.message : String(e)));
                } };
                s.set(t, n_1), this.emitter.on(t, n_1);
            }
            return function () { return _this.off(t, e); };
        };
        f.prototype.off = function (t, e) { var s = this.wrapped.get(e), n = s === null || s === void 0 ? void 0 : s.get(t); s && n && (this.emitter.off(t, n), s.delete(t), 0 === s.size && this.wrapped.delete(e)); };
        f.prototype.emit = function (t) { if ("pause" === t || "resume" === t) {
            var e_1 = "pause" === t;
            if (this.paused === e_1)
                return !1;
            this.paused = e_1;
        } return this.emitter.emit(t), !0; };
        return f;
    }());
    function g(t, e, s) { var n; var r = new Promise(function (t, r) { n = setTimeout(function () { return r(new p("TIMEOUT", "".concat(s, " got no answer from the platform within ").concat(e, " ms"), s)); }, e); }); return Promise.race([t, r]).finally(function () { return clearTimeout(n); }); }
    var m = "Sdk.initializeAsync";
    function A(t, e, s) {
        if (s === void 0) { s = document; }
        return g(new Promise(function (e, n) { var r = s.querySelector("script[data-gamesdk-src=\"".concat(CSS.escape(t), "\"]")); if ("true" === (r === null || r === void 0 ? void 0 : r.dataset.gamesdkLoaded))
            return e(); "true" === (r === null || r === void 0 ? void 0 : r.dataset.gamesdkFailed) && (r.remove(), r = null); var a = r !== null && r !== void 0 ? r : s.createElement("script"); a.addEventListener("load", function () { a.dataset.gamesdkLoaded = "true", e(); }), a.addEventListener("error", function () { a.dataset.gamesdkFailed = "true", n(new p("INITIALIZATION_ERROR", "the platform SDK could not be loaded from ".concat(t), m)); }), r || (a.src = t, a.async = !0, a.dataset.gamesdkSrc = t, s.head.appendChild(a)); }), e, m);
    }
    var w = "sdk_platform", v = "gamesdk-platform";
    function S(t, e, s, n, r) {
        if (r === void 0) { r = null; }
        var a = t.searchParams.get(w) || null, o = a !== null && a !== void 0 ? a : r;
        if (null === o)
            return s;
        var i = __spreadArray([s], __read(e), false), c = i.find(function (t) { return t.id === o; });
        if (c)
            return c;
        var l = null === a ? "<meta name=\"".concat(v, "\" content=\"").concat(o, "\">") : "".concat(w, "=").concat(o);
        return n.warn("unknown ".concat(l, "; known platforms: ").concat(i.map(function (t) { return t.id; }).join(", "), ". Using '").concat(s.id, "'.")), s;
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
    function N(t) { var e = 0; for (var s_1 = 0; s_1 < t.length; s_1++) {
        var n_2 = t.charCodeAt(s_1);
        if (n_2 < 128)
            e += 1;
        else if (n_2 < 2048)
            e += 2;
        else if (n_2 >= 55296 && n_2 <= 56319 && s_1 + 1 < t.length) {
            var n_3 = t.charCodeAt(s_1 + 1);
            n_3 >= 56320 && n_3 <= 57343 ? (e += 4, s_1++) : e += 3;
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
                var t, _a, _b, _c, e_3, s_2;
                var e_2, _d;
                return __generator(this, function (_e) {
                    switch (_e.label) {
                        case 0: return [4 /*yield*/, this.storage.load()];
                        case 1:
                            t = _e.sent();
                            this.data = {}, this.entryBytes.clear(), this.totalBytes = 2;
                            try {
                                for (_a = __values(Object.entries(t !== null && t !== void 0 ? t : {})), _b = _a.next(); !_b.done; _b = _a.next()) {
                                    _c = __read(_b.value, 2), e_3 = _c[0], s_2 = _c[1];
                                    this.put(e_3, s_2);
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
            var s = new Map;
            try {
                for (var _c = __values(Object.entries(t)), _d = _c.next(); !_d.done; _d = _c.next()) {
                    var _e = __read(_d.value, 2), n_4 = _e[0], r_1 = _e[1];
                    var t_1 = _(n_4, r_1);
                    s.set(n_4, t_1);
                    var a_1 = this.entryBytes.get(n_4);
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
                    var _h = __read(_g.value, 2), e_6 = _h[0], n_5 = _h[1];
                    this.put(e_6, n_5, s.get(e_6));
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
                        var s_3 = t_2_1.value;
                        s_3(e);
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
                    var s_4 = e_9_1.value;
                    s_4(t);
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
        O.prototype.put = function (t, e, s) {
            if (s === void 0) { s = _(t, e); }
            var n = this.entryBytes.get(t);
            this.totalBytes += void 0 === n ? s + (this.entryBytes.size > 0 ? 1 : 0) : s - n, this.entryBytes.set(t, s), this.data[t] = e;
        };
        return O;
    }());
    function _(t, e) { return N(JSON.stringify(t)) + 1 + N(JSON.stringify(e)); }
    var L = /** @class */ (function () {
        function L(t, e, s) {
            this.events = t, this.logger = e, this.timeouts = s, this.adapter = null, this.store = null, this.started = !1;
        }
        L.prototype.ready = function (t) { if (!this.adapter)
            throw new p("NOT_INITIALIZED", "".concat(t, " was called before Sdk.initializeAsync() resolved"), t); return this.adapter; };
        L.prototype.readyStore = function (t) { return this.ready(t), this.store; };
        L.prototype.supports = function (t) { var _a; return !0 === ((_a = this.adapter) === null || _a === void 0 ? void 0 : _a.supports[t]); };
        L.prototype.call = function (t_3, e_10) {
            return __awaiter(this, arguments, void 0, function (t, e, s) {
                var n_6, r_2, e_11;
                if (s === void 0) { s = "call"; }
                return __generator(this, function (_a) {
                    switch (_a.label) {
                        case 0:
                            _a.trys.push([0, 2, , 3]);
                            n_6 = this.ready(t), r_2 = e(n_6);
                            if (void 0 === r_2)
                                throw R(t, n_6.id);
                            return [4 /*yield*/, g(r_2, this.timeouts[s], t)];
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
    function k(t, e) { return function () { return t.call(e, function (t) { return Promise.reject(R(e, t.id)); }); }; }
    function D(t) { return { isSupported: function () { return t.supports("achievements"); }, getAchievementsAsync: k(t, "achievements.getAchievementsAsync"), unlockAsync: k(t, "achievements.unlockAsync") }; }
    function $(t) { var e = function (e, s) { t.ready(e), queueMicrotask(function () { C(t, e, s === null || s === void 0 ? void 0 : s.noFill), C(t, e, s === null || s === void 0 ? void 0 : s.afterAd); }); }, s = function (e) { return t.call(e, function (t) { return Promise.reject(R(e, t.id)); }); }; return { isSupported: function () { return t.supports("ads"); }, isBannerSupported: function () { return t.supports("banners"); }, showInterstitial: function (t) { return e("ads.showInterstitial", t); }, showRewarded: function (t) { return e("ads.showRewarded", t); }, showBannerAsync: function () { return s("ads.showBannerAsync"); }, hideBannerAsync: function () { return s("ads.hideBannerAsync"); } }; }
    function C(t, e, s) { try {
        s === null || s === void 0 ? void 0 : s();
    }
    catch (s) {
        t.logger.error("a callback of ".concat(e, " threw: ").concat(s instanceof Error ? s.message : String(s)));
    } }
    function U(t) { var e = function (e) { return function () { t.ready(e); }; }; return { isSupported: function () { return t.supports("analytics"); }, logLevelStart: e("analytics.logLevelStart"), logLevelEnd: e("analytics.logLevelEnd"), logTutorialStart: e("analytics.logTutorialStart"), logTutorialEnd: e("analytics.logTutorialEnd"), logEvent: e("analytics.logEvent") }; }
    var x = function (t) { return "".concat(t, " must be a string"); }, B = /^data:image\/(png|jpeg|webp);base64,/, j = /^[A-Za-z0-9+/]+={0,2}$/, M = new Set(["SHARE", "INVITE", "REQUEST", "CHALLENGE"]);
    function F(t, e) { return new p("INVALID_PARAM", e, t); }
    function z(t) {
        var e_10, _a;
        var e = 0;
        try {
            for (var t_3 = __values(t), t_3_1 = t_3.next(); !t_3_1.done; t_3_1 = t_3.next()) {
                var s_5 = t_3_1.value;
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
    function V(t, e, s) { if ("string" != typeof s || "" === s.trim())
        throw F(t, (function (t) { return "".concat(t, " must be a non-blank string"); })(e)); return s; }
    function J(t, e, s) { if (void 0 !== s) {
        if ("object" != typeof s || null === s || Array.isArray(s))
            throw F(t, (function (t) { return "".concat(t, " must be a plain object"); })(e));
        try {
            JSON.stringify(s);
        }
        catch (_a) {
            throw F(t, "".concat(e, " must be JSON-serialisable"));
        }
    } }
    function q(t, e) { if ("object" != typeof e || null === e || Array.isArray(e))
        throw F(t, "options must be an object"); return e; }
    function K(t, e, s) { if ("string" != typeof s || !B.test(s))
        throw F(t, (function (t) { return "".concat(t, " must be a base64 data URL of a PNG, JPEG or WebP image"); })(e)); if (s.length > 2097152)
        throw F(t, (function (t, e) { return "".concat(t, " must be at most 2097152 bytes (2 MiB), got ").concat(e); })(e, s.length)); if (!j.test(s.slice(s.indexOf(",") + 1)))
        throw F(t, (function (t) { return "".concat(t, " is not valid base64"); })(e)); return s; }
    function W(t, e) { var s = q(t, e); if (V(t, "productId", s.productId), void 0 !== s.developerPayload && "string" != typeof s.developerPayload)
        throw F(t, x("developerPayload")); return s; }
    var G = ["initialize", "call", "interactive"];
    function H(t) { return "string" == typeof t ? t.length > 20 ? "a string of ".concat(t.length, " characters") : JSON.stringify(t) : "number" == typeof t || "boolean" == typeof t || null == t ? String(t) : Array.isArray(t) ? "an array" : "a " + typeof t; }
    function Z(t) { return { isSupported: function () { return t.supports("auth"); }, isAuthenticated: function () { var _a; return !0 === ((_a = t.ready("auth.isAuthenticated").auth) === null || _a === void 0 ? void 0 : _a.isAuthenticated()); }, showRegistrationPrompt: function (e) { var _a; var s = "auth.showRegistrationPrompt", n = t.ready(s), r = (_a = n.auth) === null || _a === void 0 ? void 0 : _a.showRegistrationPrompt; if (!n.auth || !r)
            throw R(s, n.id); var a = function (t, e) { var s = q(t, e), n = V(t, "message", s.message); if (z(n) > 140)
            throw F(t, "message must be at most 140 characters, got ".concat(z(n))); var r = n.split("{{registrationCode}}").length - 1; if (1 !== r)
            throw F(t, (function (t) { return "message must contain {{registrationCode}} exactly once, found ".concat(t); })(r)); if (J(t, "data", s.data), void 0 !== s.onClose && "function" != typeof s.onClose)
            throw F(t, "onClose must be a function"); return s; }(s, e); if (n.auth.isAuthenticated())
            throw new p("INVALID_OPERATION", "the player is already registered: prompt guests only", s); var o = a.onClose, i = __assign(__assign({}, a), { onClose: o && (function (e) { try {
                o(e);
            }
            catch (e) {
                t.logger.error("the onClose of ".concat(s, " threw: ").concat(e instanceof Error ? e.message : String(e)));
            } }) }); var c; try {
            c = r.call(n.auth, i);
        }
        catch (t) {
            throw h(t, s);
        } return { login: function () { return t.call("auth.showRegistrationPrompt.login", function () { return c.login(); }, "interactive"); } }; }, signInAsync: function () { return t.call("auth.signInAsync", function (t) { var _a, _b; return (_b = (_a = t.auth) === null || _a === void 0 ? void 0 : _a.signIn) === null || _b === void 0 ? void 0 : _b.call(_a); }, "interactive"); } }; }
    function X(t) { return { isSupported: function () { return t.supports("context"); }, shareAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var s, n; return __generator(this, function (_a) {
                s = "context.shareAsync";
                t.ready(s);
                n = function (t, e) { var s = q(t, e); if ("string" != typeof s.intent || !M.has(s.intent))
                    throw F(t, "intent must be one of SHARE, INVITE, REQUEST, CHALLENGE"); if (K(t, "image", s.image), void 0 !== s.text && "string" != typeof s.text)
                    throw F(t, x("text")); return J(t, "data", s.data), s; }(s, e);
                return [2 /*return*/, t.call(s, function (t) { var _a; return (_a = t.context) === null || _a === void 0 ? void 0 : _a.share(n); }, "interactive")];
            }); });
        } }; }
    function Y(t) {
        var _this = this;
        var e = function (e, s, n) {
            var _a;
            var r = t.readyStore(e);
            if (V(e, "key", s), "string" != typeof n)
                throw new p("INVALID_PARAM", "value must be a string", e);
            return r.set((_a = {}, _a[s] = n, _a));
        };
        return { isSupported: function () { return !0; }, getString: function (e) { var s = "data.getString", n = t.readyStore(s); V(s, "key", e); var r = n.get(e); return void 0 === r ? null : "string" == typeof r ? r : JSON.stringify(r); }, setString: function (t, s) { e("data.setString", t, s); }, setStringAsync: function (s, n) {
                return __awaiter(this, void 0, void 0, function () { var r; return __generator(this, function (_a) {
                    r = "data.setStringAsync";
                    return [2 /*return*/, "over-limit" !== e(r, s, n) && t.readyStore(r).flush()];
                }); });
            }, removeKey: function (e) { var s = "data.removeKey", n = t.readyStore(s); V(s, "key", e), n.delete(e); }, flushAsync: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                return [2 /*return*/, t.readyStore("data.flushAsync").flush()];
            }); }); }, getUsage: function () { var e = t.readyStore("data.getUsage"); return { usedBytes: e.usedBytes, limitBytes: e.limitBytes }; } };
    }
    function Q(t) { return { isSupported: function () { return t.supports("game"); }, gameplayStart: function () { t.ready("game.gameplayStart"); }, gameplayStop: function () { t.ready("game.gameplayStop"); }, inviteLink: function (e) {
            return __awaiter(this, void 0, void 0, function () { var s; return __generator(this, function (_a) {
                s = "game.inviteLink";
                return [2 /*return*/, (t.ready(s), J(s, "data", e), t.call(s, function (t) { var _a; return (_a = t.inviteLink) === null || _a === void 0 ? void 0 : _a.call(t, e); }))];
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
    function st(t) {
        var _this = this;
        var e = function (e) { if (t.ready(e), !t.started)
            throw new p("INVALID_OPERATION", "".concat(e, " needs Sdk.startGameAsync() to have resolved first"), e); }, s = { isSupported: function () { return t.supports("iap"); }, isSubscriptionSupported: function () { return t.supports("subscriptions"); }, getCatalogAsync: function () { return t.call("iap.getCatalogAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getCatalog) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, purchaseAsync: function (s) {
                return __awaiter(this, void 0, void 0, function () { var n, r; return __generator(this, function (_a) {
                    n = "iap.purchaseAsync";
                    e(n);
                    r = W(n, s).productId;
                    return [2 /*return*/, t.call(n, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.purchase) === null || _b === void 0 ? void 0 : _b.call(_a, { productId: r }); }, "interactive")];
                }); });
            }, getPurchasesAsync: function () { return t.call("iap.getPurchasesAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getPurchases) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, consumePurchaseAsync: function (e) {
                return __awaiter(this, void 0, void 0, function () { var s; return __generator(this, function (_a) {
                    s = "iap.consumePurchaseAsync";
                    return [2 /*return*/, (t.ready(s), V(s, "purchaseToken", e), t.call(s, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.consumePurchase) === null || _b === void 0 ? void 0 : _b.call(_a, e); }))];
                }); });
            }, getSubscriptionsAsync: function () { return t.call("iap.getSubscriptionsAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getSubscriptions) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, subscribeAsync: function (s) {
                return __awaiter(this, void 0, void 0, function () { var n, r; return __generator(this, function (_a) {
                    n = "iap.subscribeAsync";
                    e(n);
                    r = W(n, s).productId;
                    return [2 /*return*/, t.call(n, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.subscribe) === null || _b === void 0 ? void 0 : _b.call(_a, { productId: r }); }, "interactive")];
                }); });
            }, recoverPurchasesAsync: function (e) { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                return [2 /*return*/, function (t, e) {
                        return __awaiter(this, void 0, void 0, function () {
                            var s, n, r_3, _a, _b, a_2, o_1, n_7, t_4, e_12_1;
                            var e_12, _c;
                            var _d;
                            return __generator(this, function (_e) {
                                switch (_e.label) {
                                    case 0:
                                        if (function (t) {
                                            var e_13, _a;
                                            var e = "object" == typeof t && null !== t ? t : null;
                                            if (!e)
                                                throw new p("INVALID_PARAM", "options must be an object with hasToken and grant functions", et);
                                            try {
                                                for (var _b = __values(["hasToken", "grant"]), _c = _b.next(); !_c.done; _c = _b.next()) {
                                                    var t_5 = _c.value;
                                                    if ("function" != typeof e[t_5])
                                                        throw new p("INVALID_PARAM", "".concat(t_5, " must be a function"), et);
                                                }
                                            }
                                            catch (e_13_1) { e_13 = { error: e_13_1 }; }
                                            finally {
                                                try {
                                                    if (_c && !_c.done && (_a = _b.return)) _a.call(_b);
                                                }
                                                finally { if (e_13) throw e_13.error; }
                                            }
                                            if (void 0 !== e.claim && "function" != typeof e.claim)
                                                throw new p("INVALID_PARAM", "claim must be a function when given", et);
                                        }(e), !t.offersPurchases())
                                            return [2 /*return*/, { granted: [], consumed: [], failed: [], rounds: 0 }];
                                        s = { granted: [], consumed: [], failed: [], rounds: 0 }, n = new Set;
                                        _e.label = 1;
                                    case 1:
                                        s.rounds++;
                                        r_3 = 0;
                                        _e.label = 2;
                                    case 2:
                                        _e.trys.push([2, 15, 16, 17]);
                                        e_12 = void 0;
                                        return [4 /*yield*/, t.getPurchases()];
                                    case 3:
                                        _a = (__values.apply(void 0, [_e.sent()])), _b = _a.next();
                                        _e.label = 4;
                                    case 4:
                                        if (!!_b.done) return [3 /*break*/, 14];
                                        a_2 = _b.value;
                                        if (n.has(a_2.purchaseToken))
                                            return [3 /*break*/, 13];
                                        n.add(a_2.purchaseToken);
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
                                        n_7 = _e.sent();
                                        o_1 = "grant";
                                        return [4 /*yield*/, e.grant(a_2, n_7)];
                                    case 8:
                                        _e.sent(), o_1 = "save";
                                        return [4 /*yield*/, t.flush()];
                                    case 9:
                                        if (!(_e.sent()))
                                            throw new p("OPERATION_FAILED", "the save holding the grant was not stored", et);
                                        s.granted.push(a_2);
                                        _e.label = 10;
                                    case 10:
                                        o_1 = "consume";
                                        return [4 /*yield*/, t.consume(a_2.purchaseToken)];
                                    case 11:
                                        _e.sent(), s.consumed.push(a_2.purchaseToken), r_3++;
                                        return [3 /*break*/, 13];
                                    case 12:
                                        t_4 = _e.sent();
                                        s.failed.push({ purchase: a_2, step: o_1, error: h(t_4, et) });
                                        return [3 /*break*/, 13];
                                    case 13:
                                        _b = _a.next();
                                        return [3 /*break*/, 4];
                                    case 14: return [3 /*break*/, 17];
                                    case 15:
                                        e_12_1 = _e.sent();
                                        e_12 = { error: e_12_1 };
                                        return [3 /*break*/, 17];
                                    case 16:
                                        try {
                                            if (_b && !_b.done && (_c = _a.return)) _c.call(_a);
                                        }
                                        finally { if (e_12) throw e_12.error; }
                                        return [7 /*endfinally*/];
                                    case 17:
                                        if (0 === r_3)
                                            return [2 /*return*/, s];
                                        _e.label = 18;
                                    case 18: return [3 /*break*/, 1];
                                    case 19: return [2 /*return*/];
                                }
                            });
                        });
                    }({ offersPurchases: function () { return (t.ready("iap.recoverPurchasesAsync"), t.supports("iap")); }, getPurchases: function () { return s.getPurchasesAsync(); }, consume: function (t) { return s.consumePurchaseAsync(t); }, flush: function () { return t.readyStore("iap.recoverPurchasesAsync").flush(); } }, e)];
            }); }); } };
        return s;
    }
    function nt(t) { return { isSupported: function () { return t.supports("leaderboard"); }, submitScoreAsync: k(t, "leaderboard.submitScoreAsync"), getEntriesAsync: k(t, "leaderboard.getEntriesAsync"), getPlayerEntryAsync: k(t, "leaderboard.getPlayerEntryAsync") }; }
    function rt(t) { var e = function (e) { var s = t.ready(e); if (s.notifications && s.auth && !s.auth.isAuthenticated())
        throw new p("PLAYER_NOT_AUTHENTICATED", "notifications reach registered players only; this player is a guest", e); }; return { isSupported: function () { return t.supports("notifications"); }, scheduleAsync: function (s) {
            return __awaiter(this, void 0, void 0, function () { var n, r; return __generator(this, function (_a) {
                n = "notifications.scheduleAsync";
                t.ready(n);
                r = function (t, e) { var s = q(t, e); V(t, "id", s.id), V(t, "title", s.title); var n = V(t, "body", s.body); if (z(n) > 100)
                    throw F(t, "body must be at most 100 characters, got ".concat(z(n))); var r = s.scheduledInDays; if ("number" != typeof r || !Number.isInteger(r) || r < 0 || r > 7)
                    throw F(t, (function (t) { return "scheduledInDays must be a whole number from 0 to 7, got ".concat(t); })(H(r))); if (void 0 !== s.imageAssetId && void 0 !== s.imageDataUrl)
                    throw F(t, "give imageAssetId or imageDataUrl, never both"); return void 0 !== s.imageAssetId && V(t, "imageAssetId", s.imageAssetId), void 0 !== s.imageDataUrl && K(t, "imageDataUrl", s.imageDataUrl), J(t, "data", s.data), s; }(n, s);
                return [2 /*return*/, (e(n), t.call(n, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.schedule(r); }))];
            }); });
        }, cancelAsync: function (s) {
            return __awaiter(this, void 0, void 0, function () { var n; return __generator(this, function (_a) {
                n = "notifications.cancelAsync";
                return [2 /*return*/, (t.ready(n), V(n, "id", s), e(n), t.call(n, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.cancel(s); }))];
            }); });
        }, cancelAllAsync: function () {
            return __awaiter(this, void 0, void 0, function () { var s; return __generator(this, function (_a) {
                s = "notifications.cancelAllAsync";
                return [2 /*return*/, (e(s), t.call(s, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.cancelAll(); }))];
            }); });
        } }; }
    function at(t) { var e = function (e) { return t.ready(e).player.getPlayer(); }; return { isSupported: function () { return t.supports("player"); }, getId: function () { return e("player.getId").id; }, getMode: function () { return e("player.getMode").mode; }, getName: function () { return e("player.getName").name; }, getPhoto: function () { return e("player.getPhoto").photo; }, getDataAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () {
                var s, n, r, e_14, e_14_1, t_6, e_16;
                var e_15, _a;
                return __generator(this, function (_b) {
                    s = "player.getDataAsync", n = t.readyStore(s);
                    if (!Array.isArray(e))
                        throw new p("INVALID_PARAM", "keys must be an array of strings", s);
                    r = {};
                    try {
                        for (e_14 = __values(e), e_14_1 = e_14.next(); !e_14_1.done; e_14_1 = e_14.next()) {
                            t_6 = e_14_1.value;
                            V(s, "keys[]", t_6);
                            e_16 = n.get(t_6);
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
            return __awaiter(this, void 0, void 0, function () { var s, n, r; return __generator(this, function (_a) {
                switch (_a.label) {
                    case 0:
                        s = "player.setDataAsync", n = t.readyStore(s);
                        if ("object" != typeof e || null === e || Array.isArray(e))
                            throw new p("INVALID_PARAM", "data must be an object of keys to JSON values", s);
                        try {
                            r = JSON.parse(JSON.stringify(e));
                        }
                        catch (_b) {
                            throw new p("INVALID_PARAM", "data must be JSON-serialisable", s);
                        }
                        if ("over-limit" === n.set(r))
                            throw new p("DATA_LIMIT_EXCEEDED", "data would pass the player data limit of ".concat(n.limitBytes, " bytes"), s);
                        return [4 /*yield*/, n.flush()];
                    case 1:
                        if (!(_a.sent()))
                            throw new p("OPERATION_FAILED", "the platform did not store the data; it will be retried", s);
                        return [2 /*return*/];
                }
            }); });
        }, getSignedPlayerInfoAsync: function () { return t.call("player.getSignedPlayerInfoAsync", function (t) { var _a, _b; return (_b = (_a = t.player).getSignedPlayerInfo) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, isBotAvatarSupported: function () { var _a, _b; return !0 === ((_b = (_a = t.ready("player.isBotAvatarSupported").player).isBotAvatarSupported) === null || _b === void 0 ? void 0 : _b.call(_a)); }, getBotAvatarAsync: function (e, s) {
            return __awaiter(this, void 0, void 0, function () { var n; return __generator(this, function (_a) {
                n = "player.getBotAvatarAsync";
                return [2 /*return*/, (t.ready(n), V(n, "username", e), function (t, e) { if ("number" != typeof e || !Number.isInteger(e) || e < 1 || e > 1024)
                        throw F(t, (function (t) { return "size must be a whole number of pixels from 1 to 1024, got ".concat(t); })(H(e))); }(n, s), t.call(n, function (t) { var _a, _b; return (_b = (_a = t.player).getBotAvatar) === null || _b === void 0 ? void 0 : _b.call(_a, e, s); }))];
            }); });
        } }; }
    function ot(t) { return { isSupported: function () { return t.supports("referrals"); }, shareAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var s, n; return __generator(this, function (_a) {
                s = "referrals.shareAsync";
                t.ready(s);
                n = function (t, e) { var s = void 0 === e ? {} : q(t, e); if (void 0 !== s.text && "string" != typeof s.text)
                    throw F(t, x("text")); void 0 !== s.onboardingSlug && V(t, "onboardingSlug", s.onboardingSlug), J(t, "data", s.data); var n = s.notificationTemplates; if (void 0 !== n) {
                    if (!Array.isArray(n))
                        throw F(t, "notificationTemplates must be an array");
                    n.forEach(function (e, s) { var n = q(t, e); if (V(t, "notificationTemplates[".concat(s, "].title"), n.title), z(V(t, "notificationTemplates[".concat(s, "].body"), n.body)) > 100)
                        throw F(t, "".concat("notificationTemplates[".concat(s, "]"), ".body must be at most 100 characters")); });
                } return s; }(s, e);
                return [2 /*return*/, t.call(s, function (t) { var _a; return (_a = t.referrals) === null || _a === void 0 ? void 0 : _a.share(n); }, "interactive")];
            }); });
        }, listAsync: function () { return t.call("referrals.listAsync", function (t) { var _a; return (_a = t.referrals) === null || _a === void 0 ? void 0 : _a.list(); }); } }; }
    function it(t) { return { isSupported: function () { return t.supports("session"); }, getEntryPointData: function () { var _a, _b; var e = (_b = (_a = t.ready("session.getEntryPointData").session) === null || _a === void 0 ? void 0 : _a.getEntryPointData()) !== null && _b !== void 0 ? _b : null; return null === e ? null : structuredClone(e); }, getPlatform: function () { return t.ready("session.getPlatform").id; }, getLocale: function () { var _a, _b, _c; return (_c = (_b = (_a = t.ready("session.getLocale").session) === null || _a === void 0 ? void 0 : _a.getLocale) === null || _b === void 0 ? void 0 : _b.call(_a)) !== null && _c !== void 0 ? _c : ("undefined" != typeof navigator && navigator.language ? navigator.language : "en-US"); }, isAudioEnabled: function () { return (t.ready("session.isAudioEnabled"), !0); } }; }
    function ct(t) { return { isSupported: function () { return t.supports("stats"); }, getStatsAsync: k(t, "stats.getStatsAsync"), postStatsAsync: k(t, "stats.postStatsAsync"), incrementStatsAsync: k(t, "stats.incrementStatsAsync") }; }
    function lt(t) { return { isSupported: function () { return t.supports("friends"); }, getFriendsAsync: k(t, "friends.getFriendsAsync") }; }
    function ut(t) { return { isSupported: function () { return t.supports("reviews"); }, requestReviewAsync: k(t, "reviews.requestReviewAsync") }; }
    function dt(t) { return { isSupported: function () { return t.supports("remoteConfig"); }, getConfigAsync: k(t, "remoteConfig.getConfigAsync") }; }
    function pt(t) { return { isSupported: function () { return t.supports("tournament"); }, getAllAsync: k(t, "tournament.getAllAsync"), createAsync: k(t, "tournament.createAsync"), postScoreAsync: k(t, "tournament.postScoreAsync"), joinAsync: k(t, "tournament.joinAsync"), shareAsync: k(t, "tournament.shareAsync") }; }
    var yt = "player-data", ht = "gamesdk-local:player-data-at-exit";
    var ft = "player-id", gt = { id: "local", create: function () { return function (t) {
            if (t === void 0) { t = o("gamesdk-local", "player"); }
            var e = { id: "", mode: "lite", name: null, photo: null };
            var s = function (t, e) {
                if (e === void 0) { e = function () { var _a; try {
                    return (_a = globalThis.localStorage) !== null && _a !== void 0 ? _a : null;
                }
                catch (_b) {
                    return null;
                } }(); }
                var s = 0;
                var n = function () { return e === null || e === void 0 ? void 0 : e.removeItem(ht); };
                return { limitBytes: 1e6, load: function () {
                        return __awaiter(this, void 0, void 0, function () { var s, r; var _a; return __generator(this, function (_b) {
                            switch (_b.label) {
                                case 0:
                                    s = e === null || e === void 0 ? void 0 : e.getItem(ht);
                                    if (!!s) return [3 /*break*/, 2];
                                    return [4 /*yield*/, l(yt, t)];
                                case 1: return [2 /*return*/, (_a = _b.sent()) !== null && _a !== void 0 ? _a : {}];
                                case 2:
                                    r = JSON.parse(s);
                                    return [4 /*yield*/, u(yt, r, t)];
                                case 3: return [2 /*return*/, (_b.sent(), n(), r)];
                            }
                        }); });
                    }, save: function (e) {
                        return __awaiter(this, void 0, void 0, function () { var r; return __generator(this, function (_a) {
                            switch (_a.label) {
                                case 0:
                                    r = s;
                                    return [4 /*yield*/, u(yt, e, t)];
                                case 1:
                                    _a.sent(), s === r && n();
                                    return [2 /*return*/];
                            }
                        }); });
                    }, saveBeforeUnload: function (t) { e && (s++, e.setItem(ht, JSON.stringify(t))); } };
            }(t, void 0);
            return { id: "local", description: "offline fallback: one guest player, data kept in this browser only (add ?sdk_platform=<id> to test a platform)", supports: { data: !0, player: !0, session: !0, game: !0 }, initialize: function () {
                    return __awaiter(this, void 0, void 0, function () { var s, _a; return __generator(this, function (_b) {
                        switch (_b.label) {
                            case 0: return [4 /*yield*/, l(ft, t)];
                            case 1:
                                s = _b.sent();
                                _a = s;
                                if (_a) return [3 /*break*/, 3];
                                s = "local-".concat(crypto.randomUUID());
                                return [4 /*yield*/, u(ft, s, t)];
                            case 2:
                                _a = (_b.sent());
                                _b.label = 3;
                            case 3:
                                _a, e = __assign(__assign({}, e), { id: s });
                                return [2 /*return*/];
                        }
                    }); });
                }, storage: s, player: { getPlayer: function () { return e; } }, session: { getEntryPointData: function () { return null; } } };
        }(); } }, mt = { initialize: 1e4, call: 1e4, interactive: 3e5 }, At = ["exitRequested", "pause", "resume"], wt = { CANCELLED: "IAP_PURCHASE_CANCELLED", NOT_REGISTERED: "PLAYER_NOT_AUTHENTICATED", NOT_ALLOWED: "INVALID_OPERATION", BAD_ARGUMENT: "INVALID_PARAM", QUOTA_EXCEEDED: "DATA_LIMIT_EXCEEDED", UNAVAILABLE: "NETWORK_FAILURE", FAILED: "OPERATION_FAILED" };
    function vt(t, e) { var s = e === null || e === void 0 ? void 0 : e.code; if ("string" != typeof s || !(s in wt))
        return e; var n = String(e.message || "the platform failed with ".concat(s)); return t.error(wt[s], n, e); }
    var St = "PartnerSDK";
    function It(t, e, s) {
        var _a;
        if (s === void 0) { s = globalThis.document; }
        var n = (_a = s === null || s === void 0 ? void 0 : s.querySelector('meta[name="partner-sdk-url"]')) === null || _a === void 0 ? void 0 : _a.content;
        return new URL(e || n || "/partner-platform/v1/partner-sdk.js", t).href;
    }
    var bt = function (t) { var e = Number(t.price); return { productId: t.productId, title: t.title, description: t.description, price: Tt(e, t.currency), priceAmount: e, priceCurrencyCode: t.currency, imageURI: t.imageUrl }; }, Et = function (t) { return ({ productId: t.productId, purchaseToken: t.purchaseToken, signedRequest: t.signedRequest, isSandbox: t.sandbox, purchaseTime: t.purchasedAt }); }, Pt = function (t) { return ({ productId: t.productId, isActive: t.active, trialEligible: t.trialEligible, status: t.status, signedRequest: t.signedRequest }); };
    function Tt(t, e) { try {
        return new Intl.NumberFormat("en-US", { style: "currency", currency: e }).format(t);
    }
    catch (_a) {
        return "".concat(t, " ").concat(e);
    } }
    var Nt = "partner", Ot = { id: Nt, create: function () { return function (t) {
            var _this = this;
            if (t === void 0) { t = {}; }
            var e, s, n, r, a = null, o = "en-US", i = 1e6;
            var c = function (t) { return __awaiter(_this, void 0, void 0, function () { var t_7; return __generator(this, function (_a) {
                switch (_a.label) {
                    case 0:
                        _a.trys.push([0, 2, , 3]);
                        return [4 /*yield*/, t(e)];
                    case 1: return [2 /*return*/, _a.sent()];
                    case 2:
                        t_7 = _a.sent();
                        throw vt(s, t_7);
                    case 3: return [2 /*return*/];
                }
            }); }); };
            return { id: Nt, description: "partner web game platform", supports: { data: !0, player: !0, auth: !0, notifications: !0, iap: !0, subscriptions: !0, session: !0, referrals: !0, game: !0 }, initialize: function (l) {
                    return __awaiter(this, void 0, void 0, function () { var u, d, p; return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0:
                                s = l;
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
                                p = d.player, n = { id: p.id, mode: p.registered ? "authorized" : "lite", name: p.name, photo: p.photo }, a = d.entryPayload, o = d.locale, i = d.dataLimitBytes, r = d.data, e.on("pause", function () { return l.emit("pause"); }), e.on("resume", function () { return l.emit("resume"); }), e.on("exit", function () { return l.emit("exitRequested"); });
                                return [2 /*return*/];
                        }
                    }); });
                }, setLoadingProgress: function (t) { return e.loadingProgress(t); }, startGame: function () { return c(function (t) { return t.gameReady(); }); }, storage: { get limitBytes() { return i; }, load: function () { var t = r; return r = void 0, void 0 === t ? c(function (t) { return t.loadData(); }) : Promise.resolve(t); }, save: function (t) { return c(function (e) { return e.saveData(t); }); } }, player: { getPlayer: function () { return n; }, getSignedPlayerInfo: function () { return c(function (t) { return t.signedPlayerInfo(); }); }, isBotAvatarSupported: function () { return !0; }, getBotAvatar: function (t, e) { return c(function (s) { return s.botAvatarUrl(t, e); }); } }, auth: { isAuthenticated: function () { return "authorized" === n.mode; }, signIn: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        return [2 /*return*/, n];
                    }); }); }, showRegistrationPrompt: function (t) { return function (t, e, s) { var n = !1; var r = function (t) { var _a; n || (n = !0, clearTimeout(a), (_a = s.onClose) === null || _a === void 0 ? void 0 : _a.call(s, { registered: t })); }, a = setTimeout(function () { return r(!1); }, e.timeouts.interactive); try {
                        var n_8 = t.showRegistration(__assign({ message: s.message }, s.data ? { data: s.data } : {}), r);
                        return { login: function () { return n_8.login().catch(function (t) { return Promise.reject(vt(e, t)); }); } };
                    }
                    catch (t) {
                        throw clearTimeout(a), vt(e, t);
                    } }(e, s, t); } }, notifications: { schedule: function (_a) { return __awaiter(_this, void 0, void 0, function () {
                        var t = _a.scheduledInDays, e = __rest(_a, ["scheduledInDays"]);
                        return __generator(this, function (_b) {
                            switch (_b.label) {
                                case 0: return [4 /*yield*/, c(function (s) { return s.scheduleNotification(__assign(__assign({}, e), { day: t })); })];
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
    function Lt(t, e) { var s = (n = t) instanceof p || "object" == typeof n && null !== n && "SdkError" === n.name && y(n.code) ? { code: t.code, message: t.message, context: t.context } : { code: "OPERATION_FAILED", message: t instanceof Error ? t.message : String(t), context: e }; var n; return JSON.stringify({ ok: !1, error: s }); }
    var Rt = function (t) { return JSON.stringify(void 0 === t ? { ok: !0 } : { ok: !0, value: t }); }, kt = function (t) {
        var _a, _b, _c;
        if (t === void 0) { t = {}; }
        globalThis[Symbol.for("@gamesdk/core")] = b;
        var e = (_a = t.logger) !== null && _a !== void 0 ? _a : P, s = new f(e), n = __assign(__assign({}, mt), t.timeouts), r = new L(s, e, n);
        var a = null, o = null;
        var i = function () { var _a, _b, _c; return new URL((_c = (_a = t.url) !== null && _a !== void 0 ? _a : (_b = globalThis.location) === null || _b === void 0 ? void 0 : _b.href) !== null && _c !== void 0 ? _c : "about:blank"); }, c = function () { return void 0 === t.launchedPlatform ? function (t) {
            var _a, _b;
            if (t === void 0) { t = globalThis.document; }
            if ("function" != typeof (t === null || t === void 0 ? void 0 : t.querySelector))
                return null;
            var e = (_b = (_a = t.querySelector("meta[name=\"".concat(v, "\"]"))) === null || _a === void 0 ? void 0 : _a.getAttribute("content")) === null || _b === void 0 ? void 0 : _b.trim();
            return e || null;
        }() : t.launchedPlatform; };
        !1 !== t.prefetch && function (t, e, s, n, r) { var _a, _b; if ("undefined" == typeof document || "function" != typeof document.createElement)
            return; var a = (_b = (_a = S(t, s, n, I, e)).scriptUrl) === null || _b === void 0 ? void 0 : _b.call(_a, t); a && A(a, r).catch(function () { }); }(i(), c(), (_b = t.platforms) !== null && _b !== void 0 ? _b : [], (_c = t.fallback) !== null && _c !== void 0 ? _c : gt, n.initialize);
        var l = function (t) { var _a; var e = s.emit(t); return !!("exitRequested" === t || "pause" === t && e) && ((_a = r.store) === null || _a === void 0 ? void 0 : _a.flush(), !0); };
        return { version: b, initializeAsync: function (s) {
                var _this = this;
                if (a)
                    return a;
                try {
                    Object.assign(n, function (t, e) {
                        var e_17, _a;
                        if (void 0 === e)
                            return {};
                        var s = q(t, e);
                        try {
                            for (var _b = __values(Object.entries(s)), _c = _b.next(); !_c.done; _c = _b.next()) {
                                var _d = __read(_c.value, 2), e_18 = _d[0], n_9 = _d[1];
                                if (!G.includes(e_18))
                                    throw F(t, "timeouts.".concat(e_18, " is not a timeout; use ").concat(G.join(", ")));
                                if ("number" != typeof n_9 || !Number.isInteger(n_9) || n_9 < 1 || n_9 > 2147483647)
                                    throw F(t, "timeouts.".concat(e_18, " must be a whole number of milliseconds from 1 to 2147483647, got ").concat(H(n_9)));
                            }
                        }
                        catch (e_17_1) { e_17 = { error: e_17_1 }; }
                        finally {
                            try {
                                if (_c && !_c.done && (_a = _b.return)) _a.call(_b);
                            }
                            finally { if (e_17) throw e_17.error; }
                        }
                        return s;
                    }("Sdk.initializeAsync", s === null || s === void 0 ? void 0 : s.timeouts));
                }
                catch (t) {
                    return Promise.reject(t);
                }
                return a = (function () { return __awaiter(_this, void 0, void 0, function () { var s, a, o, u, t_9, t_8, e_19; var _a, _b, _c; return __generator(this, function (_d) {
                    switch (_d.label) {
                        case 0:
                            s = "Sdk.initializeAsync", a = i(), o = S(a, (_a = t.platforms) !== null && _a !== void 0 ? _a : [], (_b = t.fallback) !== null && _b !== void 0 ? _b : gt, e, c());
                            _d.label = 1;
                        case 1:
                            _d.trys.push([1, 4, , 5]);
                            u = o.create();
                            return [4 /*yield*/, g(u.initialize(function (t, e, s, n) { return { url: t, timeouts: e, emit: n, error: function (t, e, s) { return new p(t, e, "Sdk.initializeAsync", { cause: s }); }, loadScript: function (t) { return A(t, e.initialize); }, log: function (t, e) { return s[t](e); } }; }(a, n, e, l)), n.initialize, s)];
                        case 2:
                            _d.sent();
                            t_9 = new O(u.storage, e);
                            return [4 /*yield*/, g(t_9.load(), n.initialize, s)];
                        case 3:
                            _d.sent(), r.store = t_9;
                            return [3 /*break*/, 5];
                        case 4:
                            t_8 = _d.sent();
                            e_19 = h(t_8, s);
                            throw "TIMEOUT" === e_19.code || "INITIALIZATION_ERROR" === e_19.code ? e_19 : new p("INITIALIZATION_ERROR", "platform '".concat(o.id, "' failed to initialise: ").concat(e_19.message), s, { cause: e_19 });
                        case 5:
                            r.adapter = u, function (t, e, s) { t && (t.document.addEventListener("visibilitychange", function () { var _a; "hidden" === t.document.visibilityState ? s("pause") || ((_a = e.store) === null || _a === void 0 ? void 0 : _a.flush()) : s("resume"); }), t.addEventListener("pagehide", function () { var _a; return (_a = e.store) === null || _a === void 0 ? void 0 : _a.saveBeforeUnload(); })); }((_c = t.page) !== null && _c !== void 0 ? _c : ("undefined" == typeof window ? void 0 : window), r, l), e.info("gamesdk ".concat(b, ": platform '").concat(u.id, "' is active").concat(u.description ? " (".concat(u.description, ")") : ""));
                            return [2 /*return*/];
                    }
                }); }); })().catch(function (t) { throw a = null, t; }), a;
            }, isInitialized: function () { return null !== r.adapter; }, setLoadingProgress: function (t) { var _a; var e = "Sdk.setLoadingProgress", s = r.ready(e), n = function (t, e) { if ("number" != typeof e || !Number.isFinite(e) || e < 0 || e > 100)
                throw F(t, (function (t) { return "progress must be a number from 0 to 100, got ".concat(t); })(H(e))); return e; }(e, t); (_a = s.setLoadingProgress) === null || _a === void 0 ? void 0 : _a.call(s, n); }, startGameAsync: function () { return (o !== null && o !== void 0 ? o : (o = r.call("Sdk.startGameAsync", function (t) { var _a, _b; return (_b = (_a = t.startGame) === null || _a === void 0 ? void 0 : _a.call(t)) !== null && _b !== void 0 ? _b : Promise.resolve(); }).then(function () { r.started = !0; }, function (t) { throw o = null, t; })), o); }, on: function (t, e) { return (function (t, e, s) { if (!At.includes(e))
                throw new p("INVALID_PARAM", "event must be one of ".concat(At.join(", ")), t); if ("function" != typeof s)
                throw new p("INVALID_PARAM", "listener must be a function", t); }("Sdk.on", t, e), s.on(t, e)); }, off: function (t, e) { return s.off(t, e); }, data: Y(r), player: at(r), auth: Z(r), notifications: rt(r), iap: st(r), session: it(r), context: X(r), referrals: ot(r), ads: $(r), game: Q(r), analytics: U(r), haptics: tt(r), leaderboard: nt(r), achievements: D(r), tournament: pt(r), stats: ct(r), friends: lt(r), reviews: ut(r), remoteConfig: dt(r) };
    }({ platforms: [Ot] });
    return Object.assign(kt, { bridge: function (t) { var e = function (t) { return Object.prototype.hasOwnProperty.call(_t, t) ? _t[t] : void 0; }, s = function (t) { var _a, _b; return (_b = (_a = e(t)) === null || _a === void 0 ? void 0 : _a[2]) !== null && _b !== void 0 ? _b : (t.includes(".") ? t : "Sdk.".concat(t)); }, n = function (n, r) { var a = e(n); if (!a)
            throw new p("FEATURE_NOT_SUPPORTED", "".concat(n, " is not an operation of this SDK"), s(n)); var o; try {
            o = JSON.parse(r);
        }
        catch (t) {
            throw new p("INVALID_PARAM", "the arguments of ".concat(n, " are not JSON text: ").concat(t.message), s(n));
        } if (null === o || "object" != typeof o)
            throw new p("INVALID_PARAM", "the arguments of ".concat(n, " must be a JSON array or object"), s(n)); var i = Array.isArray(o) ? o : a[1].map(function (t) { return o[t]; }), c = n.indexOf("."), l = c < 0 ? t : t[n.slice(0, c)]; return l[n.slice(c + 1)].apply(l, i.map(function (t) { return null === t ? void 0 : t; })); }; return { call: function (t, e) { return new Promise(function (s) { return s(n(t, e)); }).then(Rt, function (e) { return Lt(e, s(t)); }); }, callSync: function (t, r) { var _a; try {
                if ((_a = e(t)) === null || _a === void 0 ? void 0 : _a[0])
                    throw new p("INVALID_OPERATION", "".concat(t, " answers with a promise: use Sdk.bridge.call"), s(t));
                return Rt(n(t, r));
            }
            catch (e) {
                return Lt(e, s(t));
            } }, isSync: function (t) { var _a; return 0 === ((_a = e(t)) === null || _a === void 0 ? void 0 : _a[0]); }, on: function (e, s) { return t.on(e, s); } }; }(kt) });
}();

return Sdk;
})();
