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
/*! @gamesdk/core 2.11.0 browser script | https://github.com/gamesdk */
var Sdk = function () {
    "use strict";
    var t = { CANCELLED: "IAP_PURCHASE_CANCELLED", NOT_REGISTERED: "PLAYER_NOT_AUTHENTICATED", NOT_ALLOWED: "INVALID_OPERATION", BAD_ARGUMENT: "INVALID_PARAM", QUOTA_EXCEEDED: "DATA_LIMIT_EXCEEDED", UNAVAILABLE: "NETWORK_FAILURE", FAILED: "OPERATION_FAILED" };
    function e(e, n) { var r = n === null || n === void 0 ? void 0 : n.code; if ("string" != typeof r || !(r in t))
        return n; var s = String(n.message || "the platform failed with ".concat(r)); return e.error(t[r], s, n); }
    var n = "PartnerSDK", r = function (t) { var e = Number(t.price); return { productId: t.productId, title: t.title, description: t.description, price: o(e, t.currency), priceAmount: e, priceCurrencyCode: t.currency, imageURI: t.imageUrl }; }, s = function (t) { return ({ productId: t.productId, purchaseToken: t.purchaseToken, signedRequest: t.signedRequest, isSandbox: t.sandbox, purchaseTime: t.purchasedAt }); }, a = function (t) { return ({ productId: t.productId, isActive: t.active, trialEligible: t.trialEligible, status: t.status, signedRequest: t.signedRequest }); };
    function o(t, e) { try {
        return new Intl.NumberFormat("en-US", { style: "currency", currency: e }).format(t);
    }
    catch (_a) {
        return "".concat(t, " ").concat(e);
    } }
    var i = "partner", c = { id: i, create: function () { return function (t) {
            var _this = this;
            if (t === void 0) { t = {}; }
            var o, c, l, u = null, d = "en-US", h = 1e6;
            var p = function (t) { return __awaiter(_this, void 0, void 0, function () { var t_1; return __generator(this, function (_a) {
                switch (_a.label) {
                    case 0:
                        _a.trys.push([0, 2, , 3]);
                        return [4 /*yield*/, t(o)];
                    case 1: return [2 /*return*/, _a.sent()];
                    case 2:
                        t_1 = _a.sent();
                        throw e(c, t_1);
                    case 3: return [2 /*return*/];
                }
            }); }); };
            return { id: i, description: "partner web game platform", supports: { data: !0, player: !0, auth: !0, notifications: !0, iap: !0, subscriptions: !0, session: !0, referrals: !0, game: !0 }, initialize: function (e) {
                    return __awaiter(this, void 0, void 0, function () { var r, s, a; return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0:
                                c = e;
                                return [4 /*yield*/, e.loadScript(function (t, e, n) {
                                        var _a;
                                        if (n === void 0) { n = globalThis.document; }
                                        var r = (_a = n === null || n === void 0 ? void 0 : n.querySelector('meta[name="partner-sdk-url"]')) === null || _a === void 0 ? void 0 : _a.content;
                                        return new URL(e || r || "/partner-platform/v1/partner-sdk.js", t).href;
                                    }(e.url, t.sdkUrl))];
                            case 1:
                                _a.sent();
                                r = globalThis[n];
                                if ("function" != typeof (r === null || r === void 0 ? void 0 : r.init))
                                    throw e.error("INITIALIZATION_ERROR", "the platform SDK script did not define ".concat(n));
                                o = r;
                                return [4 /*yield*/, p(function (t) { return t.init(); })];
                            case 2:
                                s = _a.sent();
                                a = s.player, l = { id: a.id, mode: a.registered ? "authorized" : "lite", name: a.name, photo: a.photo }, u = s.entryPayload, d = s.locale, h = s.dataLimitBytes, o.on("pause", function () { return e.emit("pause"); }), o.on("resume", function () { return e.emit("resume"); }), o.on("exit", function () { return e.emit("exitRequested"); });
                                return [2 /*return*/];
                        }
                    }); });
                }, setLoadingProgress: function (t) { return o.loadingProgress(t); }, startGame: function () { return p(function (t) { return t.gameReady(); }); }, storage: { get limitBytes() { return h; }, load: function () { return p(function (t) { return t.loadData(); }); }, save: function (t) { return p(function (e) { return e.saveData(t); }); } }, player: { getPlayer: function () { return l; }, getSignedPlayerInfo: function () { return p(function (t) { return t.signedPlayerInfo(); }); }, isBotAvatarSupported: function () { return !0; }, getBotAvatar: function (t, e) { return p(function (n) { return n.botAvatarUrl(t, e); }); } }, auth: { isAuthenticated: function () { return "authorized" === l.mode; }, signIn: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        return [2 /*return*/, l];
                    }); }); }, showRegistrationPrompt: function (t) { return function (t, n, r) { var s = !1; var a = function (t) { var _a; s || (s = !0, clearTimeout(o), (_a = r.onClose) === null || _a === void 0 ? void 0 : _a.call(r, { registered: t })); }, o = setTimeout(function () { return a(!1); }, n.timeouts.interactive); try {
                        var s_1 = t.showRegistration(__assign({ message: r.message }, r.data ? { data: r.data } : {}), a);
                        return { login: function () { return s_1.login().catch(function (t) { return Promise.reject(e(n, t)); }); } };
                    }
                    catch (t) {
                        throw clearTimeout(o), e(n, t);
                    } }(o, c, t); } }, notifications: { schedule: function (_a) { return __awaiter(_this, void 0, void 0, function () {
                        var t = _a.scheduledInDays, e = __rest(_a, ["scheduledInDays"]);
                        return __generator(this, function (_b) {
                            switch (_b.label) {
                                case 0: return [4 /*yield*/, p(function (n) { return n.scheduleNotification(__assign(__assign({}, e), { day: t })); })];
                                case 1: return [2 /*return*/, (_b.sent(), { id: e.id, scheduledInDays: t })];
                            }
                        });
                    }); }, cancel: function (t) { return p(function (e) { return e.cancelNotification(t); }); }, cancelAll: function () { return p(function (t) { return t.cancelSessionNotifications(); }); } }, iap: { getCatalog: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0: return [4 /*yield*/, p(function (t) { return t.catalog(); })];
                            case 1: return [2 /*return*/, (_a.sent()).map(r)];
                        }
                    }); }); }, purchase: function (_a) { return __awaiter(_this, [_a], void 0, function (_b) {
                        var _c;
                        var t = _b.productId;
                        return __generator(this, function (_d) {
                            switch (_d.label) {
                                case 0:
                                    _c = s;
                                    return [4 /*yield*/, p(function (e) { return e.purchase(t); })];
                                case 1: return [2 /*return*/, _c.apply(void 0, [_d.sent()])];
                            }
                        });
                    }); }, getPurchases: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0: return [4 /*yield*/, p(function (t) { return t.purchases(); })];
                            case 1: return [2 /*return*/, (_a.sent()).map(s)];
                        }
                    }); }); }, consumePurchase: function (t) { return p(function (e) { return e.consume(t); }); }, getSubscriptions: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                        switch (_a.label) {
                            case 0: return [4 /*yield*/, p(function (t) { return t.subscriptions(); })];
                            case 1: return [2 /*return*/, (_a.sent()).map(a)];
                        }
                    }); }); }, subscribe: function (_a) { return __awaiter(_this, [_a], void 0, function (_b) {
                        var _c;
                        var t = _b.productId;
                        return __generator(this, function (_d) {
                            switch (_d.label) {
                                case 0:
                                    _c = a;
                                    return [4 /*yield*/, p(function (e) { return e.subscribe(t); })];
                                case 1: return [2 /*return*/, _c.apply(void 0, [_d.sent()])];
                            }
                        });
                    }); } }, session: { getEntryPointData: function () { return u; }, getLocale: function () { return d; } }, referrals: { share: function (t) { return p(function (e) { return e.shareReferral(t); }); }, list: function () { return p(function (t) { return t.referrals(); }); } }, context: { share: function (t) { return p(function (e) { return e.shareImage(t); }); } } };
        }(); } }, l = { NOT_INITIALIZED: "NOT_INITIALIZED", INITIALIZATION_ERROR: "INITIALIZATION_ERROR", FEATURE_NOT_SUPPORTED: "FEATURE_NOT_SUPPORTED", PLAYER_NOT_AUTHENTICATED: "PLAYER_NOT_AUTHENTICATED", INVALID_OPERATION: "INVALID_OPERATION", INVALID_PARAM: "INVALID_PARAM", IAP_PURCHASE_CANCELLED: "IAP_PURCHASE_CANCELLED", NO_FILL: "NO_FILL", DATA_LIMIT_EXCEEDED: "DATA_LIMIT_EXCEEDED", NETWORK_FAILURE: "NETWORK_FAILURE", TIMEOUT: "TIMEOUT", OPERATION_FAILED: "OPERATION_FAILED", UNKNOWN: "UNKNOWN" };
    var u = /** @class */ (function (_super) {
        __extends(u, _super);
        function u(t, e, n, r) {
            var _this = this;
            _this = _super.call(this, e, r) || this, _this.name = "SdkError", _this.code = t, _this.context = n;
            return _this;
        }
        u.prototype.toJSON = function () { return { code: this.code, message: this.message, context: this.context }; };
        return u;
    }(Error));
    function d(t, e) { if (t instanceof u)
        return t.context === e ? t : new u(t.code, t.message, e, { cause: t.cause }); var n = "object" == typeof t && null !== t ? t : {}, r = "string" == typeof n.message && "" !== n.message ? n.message : function (t) { return null == t || "" === t ? "the platform gave no reason" : "string" == typeof t ? t : String(t); }(t); return "string" == typeof (s = n.code) && Object.prototype.hasOwnProperty.call(l, s) ? new u(n.code, r, e, { cause: t }) : t instanceof TypeError && /fetch|network/i.test(r) ? new u("NETWORK_FAILURE", r, e, { cause: t }) : new u("OPERATION_FAILED", "".concat(e, " failed: ").concat(r), e, { cause: t }); var s; }
    function h(t) { return t && t.__esModule && Object.prototype.hasOwnProperty.call(t, "default") ? t.default : t; }
    var p, y = { exports: {} }, f = (p || (p = 1, function (t) { var e = Object.prototype.hasOwnProperty, n = "~"; function r() { } function s(t, e, n) { this.fn = t, this.context = e, this.once = n || !1; } function a(t, e, r, a, o) { if ("function" != typeof r)
        throw new TypeError("The listener must be a function"); var i = new s(r, a || t, o), c = n ? n + e : e; return t._events[c] ? t._events[c].fn ? t._events[c] = [t._events[c], i] : t._events[c].push(i) : (t._events[c] = i, t._eventsCount++), t; } function o(t, e) { 0 === --t._eventsCount ? t._events = new r : delete t._events[e]; } function i() { this._events = new r, this._eventsCount = 0; } Object.create && (r.prototype = Object.create(null), (new r).__proto__ || (n = !1)), i.prototype.eventNames = function () { var t, r, s = []; if (0 === this._eventsCount)
        return s; for (r in t = this._events)
        e.call(t, r) && s.push(n ? r.slice(1) : r); return Object.getOwnPropertySymbols ? s.concat(Object.getOwnPropertySymbols(t)) : s; }, i.prototype.listeners = function (t) { var e = n ? n + t : t, r = this._events[e]; if (!r)
        return []; if (r.fn)
        return [r.fn]; for (var s = 0, a = r.length, o = new Array(a); s < a; s++)
        o[s] = r[s].fn; return o; }, i.prototype.listenerCount = function (t) { var e = n ? n + t : t, r = this._events[e]; return r ? r.fn ? 1 : r.length : 0; }, i.prototype.emit = function (t, e, r, s, a, o) { var i = n ? n + t : t; if (!this._events[i])
        return !1; var c, l, u = this._events[i], d = arguments.length; if (u.fn) {
        switch (u.once && this.removeListener(t, u.fn, void 0, !0), d) {
            case 1: return u.fn.call(u.context), !0;
            case 2: return u.fn.call(u.context, e), !0;
            case 3: return u.fn.call(u.context, e, r), !0;
            case 4: return u.fn.call(u.context, e, r, s), !0;
            case 5: return u.fn.call(u.context, e, r, s, a), !0;
            case 6: return u.fn.call(u.context, e, r, s, a, o), !0;
        }
        for (l = 1, c = new Array(d - 1); l < d; l++)
            c[l - 1] = arguments[l];
        u.fn.apply(u.context, c);
    }
    else {
        var h, p = u.length;
        for (l = 0; l < p; l++)
            switch (u[l].once && this.removeListener(t, u[l].fn, void 0, !0), d) {
                case 1:
                    u[l].fn.call(u[l].context);
                    break;
                case 2:
                    u[l].fn.call(u[l].context, e);
                    break;
                case 3:
                    u[l].fn.call(u[l].context, e, r);
                    break;
                case 4:
                    u[l].fn.call(u[l].context, e, r, s);
                    break;
                default:
                    if (!c)
                        for (h = 1, c = new Array(d - 1); h < d; h++)
                            c[h - 1] = arguments[h];
                    u[l].fn.apply(u[l].context, c);
            }
    } return !0; }, i.prototype.on = function (t, e, n) { return a(this, t, e, n, !1); }, i.prototype.once = function (t, e, n) { return a(this, t, e, n, !0); }, i.prototype.removeListener = function (t, e, r, s) { var a = n ? n + t : t; if (!this._events[a])
        return this; if (!e)
        return o(this, a), this; var i = this._events[a]; if (i.fn)
        i.fn !== e || s && !i.once || r && i.context !== r || o(this, a);
    else {
        for (var c = 0, l = [], u = i.length; c < u; c++)
            (i[c].fn !== e || s && !i[c].once || r && i[c].context !== r) && l.push(i[c]);
        l.length ? this._events[a] = 1 === l.length ? l[0] : l : o(this, a);
    } return this; }, i.prototype.removeAllListeners = function (t) { var e; return t ? (e = n ? n + t : t, this._events[e] && o(this, e)) : (this._events = new r, this._eventsCount = 0), this; }, i.prototype.off = i.prototype.removeListener, i.prototype.addListener = i.prototype.on, i.prefixed = n, i.EventEmitter = i, t.exports = i; }(y)), y.exports), g = h(f);
    var m = /** @class */ (function () {
        function m(t) {
            this.logger = t, this.emitter = new g, this.wrapped = new Map, this.paused = !1;
        }
        m.prototype.on = function (t, e) {
            var _this = this;
            var n = this.wrapped.get(e);
            if (n || this.wrapped.set(e, n = new Map), !n.has(t)) {
                var r_1 = function () { try {
                    e();
                }
                catch (e) {
                    _this.logger.error("a '".concat(t, "' listener threw: ").concat(e instanceof Error ? e.message : String(e)));
                } };
                n.set(t, r_1), this.emitter.on(t, r_1);
            }
            return function () { return _this.off(t, e); };
        };
        m.prototype.off = function (t, e) { var n = this.wrapped.get(e), r = n === null || n === void 0 ? void 0 : n.get(t); n && r && (this.emitter.off(t, r), n.delete(t), 0 === n.size && this.wrapped.delete(e)); };
        m.prototype.emit = function (t) { if ("pause" === t || "resume" === t) {
            var e_1 = "pause" === t;
            if (this.paused === e_1)
                return !1;
            this.paused = e_1;
        } return this.emitter.emit(t), !0; };
        return m;
    }());
    function A(t, e, n) { var r; var s = new Promise(function (t, s) { r = setTimeout(function () { return s(new u("TIMEOUT", "".concat(n, " got no answer from the platform within ").concat(e, " ms"), n)); }, e); }); return Promise.race([t, s]).finally(function () { return clearTimeout(r); }); }
    var w = "Sdk.initializeAsync", I = "[gamesdk]", v = { info: function (t) { return console.info(I, t); }, warn: function (t) { return console.warn(I, t); }, error: function (t) { return console.error(I, t); } };
    function b(t) { var e = 0; for (var n_1 = 0; n_1 < t.length; n_1++) {
        var r_2 = t.charCodeAt(n_1);
        if (r_2 < 128)
            e += 1;
        else if (r_2 < 2048)
            e += 2;
        else if (r_2 >= 55296 && r_2 <= 56319 && n_1 + 1 < t.length) {
            var r_3 = t.charCodeAt(n_1 + 1);
            r_3 >= 56320 && r_3 <= 57343 ? (e += 4, n_1++) : e += 3;
        }
        else
            e += 3;
    } return e; }
    var E = /** @class */ (function () {
        function E(t, e) {
            this.storage = t, this.logger = e, this.data = {}, this.entryBytes = new Map, this.totalBytes = 2, this.dirty = !1, this.scheduled = !1, this.inFlight = null, this.waiters = [], this.warnedOverLimit = !1;
        }
        Object.defineProperty(E.prototype, "usedBytes", {
            get: function () { return this.totalBytes; },
            enumerable: false,
            configurable: true
        });
        Object.defineProperty(E.prototype, "limitBytes", {
            get: function () { return this.storage.limitBytes; },
            enumerable: false,
            configurable: true
        });
        E.prototype.load = function () {
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
        E.prototype.get = function (t) { return Object.prototype.hasOwnProperty.call(this.data, t) ? this.data[t] : void 0; };
        E.prototype.set = function (t) {
            var e_4, _a, e_5, _b;
            var e = this.totalBytes;
            var n = new Map;
            try {
                for (var _c = __values(Object.entries(t)), _d = _c.next(); !_d.done; _d = _c.next()) {
                    var _e = __read(_d.value, 2), r_4 = _e[0], s_2 = _e[1];
                    var t_2 = S(r_4, s_2);
                    n.set(r_4, t_2);
                    var a_1 = this.entryBytes.get(r_4);
                    e += void 0 === a_1 ? t_2 + (e > 2 ? 1 : 0) : t_2 - a_1;
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
                return this.warnedOverLimit || (this.logger.warn("player data would reach ".concat(e, " bytes, over the platform's limit of ").concat(this.storage.limitBytes, "; the write was skipped and stored data is unchanged")), this.warnedOverLimit = !0), "over-limit";
            try {
                for (var _f = __values(Object.entries(t)), _g = _f.next(); !_g.done; _g = _f.next()) {
                    var _h = __read(_g.value, 2), e_6 = _h[0], r_5 = _h[1];
                    this.put(e_6, r_5, n.get(e_6));
                }
            }
            catch (e_5_1) { e_5 = { error: e_5_1 }; }
            finally {
                try {
                    if (_g && !_g.done && (_b = _f.return)) _b.call(_f);
                }
                finally { if (e_5) throw e_5.error; }
            }
            return this.warnedOverLimit = !1, this.markDirty(), "accepted";
        };
        E.prototype.delete = function (t) { var e = this.entryBytes.get(t); void 0 !== e && (delete this.data[t], this.entryBytes.delete(t), this.totalBytes -= e + (this.entryBytes.size > 0 ? 1 : 0), this.markDirty()); };
        E.prototype.flush = function () {
            var _this = this;
            var t = new Promise(function (t) { return _this.waiters.push(t); });
            return this.pump(), t;
        };
        E.prototype.saveBeforeUnload = function () { var _a, _b; if (this.flush(), this.dirty || this.inFlight)
            try {
                (_b = (_a = this.storage).saveBeforeUnload) === null || _b === void 0 ? void 0 : _b.call(_a, __assign({}, this.data));
            }
            catch (t) {
                this.logger.error("keeping player data at page exit failed: ".concat(t instanceof Error ? t.message : String(t)));
            } };
        E.prototype.markDirty = function () {
            var _this = this;
            this.dirty = !0, this.scheduled || (this.scheduled = !0, queueMicrotask(function () { _this.scheduled = !1, _this.pump(); }));
        };
        E.prototype.pump = function () {
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
                    for (var t_3 = __values(t), t_3_1 = t_3.next(); !t_3_1.done; t_3_1 = t_3.next()) {
                        var n_3 = t_3_1.value;
                        n_3(e);
                    }
                }
                catch (e_7_1) { e_7 = { error: e_7_1 }; }
                finally {
                    try {
                        if (t_3_1 && !t_3_1.done && (_a = t_3.return)) _a.call(t_3);
                    }
                    finally { if (e_7) throw e_7.error; }
                }
                _this.dirty && e ? _this.pump() : _this.settle(e);
            });
        };
        E.prototype.settle = function (t) {
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
        E.prototype.put = function (t, e, n) {
            if (n === void 0) { n = S(t, e); }
            var r = this.entryBytes.get(t);
            this.totalBytes += void 0 === r ? n + (this.entryBytes.size > 0 ? 1 : 0) : n - r, this.entryBytes.set(t, n), this.data[t] = e;
        };
        return E;
    }());
    function S(t, e) { return b(JSON.stringify(t)) + 1 + b(JSON.stringify(e)); }
    var T = /** @class */ (function () {
        function T(t, e, n) {
            this.events = t, this.logger = e, this.timeouts = n, this.adapter = null, this.store = null, this.started = !1;
        }
        T.prototype.ready = function (t) { if (!this.adapter)
            throw new u("NOT_INITIALIZED", "".concat(t, " was called before Sdk.initializeAsync() resolved"), t); return this.adapter; };
        T.prototype.readyStore = function (t) { return this.ready(t), this.store; };
        T.prototype.supports = function (t) { var _a; return !0 === ((_a = this.adapter) === null || _a === void 0 ? void 0 : _a.supports[t]); };
        T.prototype.call = function (t_4, e_10) {
            return __awaiter(this, arguments, void 0, function (t, e, n) {
                var r_6, s_3, e_11;
                if (n === void 0) { n = "call"; }
                return __generator(this, function (_a) {
                    switch (_a.label) {
                        case 0:
                            _a.trys.push([0, 2, , 3]);
                            r_6 = this.ready(t), s_3 = e(r_6);
                            if (void 0 === s_3)
                                throw P(t, r_6.id);
                            return [4 /*yield*/, A(s_3, this.timeouts[n], t)];
                        case 1: return [2 /*return*/, _a.sent()];
                        case 2:
                            e_11 = _a.sent();
                            throw d(e_11, t);
                        case 3: return [2 /*return*/];
                    }
                });
            });
        };
        T.prototype.error = function (t, e, n) { return new u(t, e, n); };
        return T;
    }());
    function P(t, e) { return new u("FEATURE_NOT_SUPPORTED", "".concat(t, " is not supported on the '").concat(e, "' platform"), t); }
    function N(t, e) { return function () { return t.call(e, function (t) { return Promise.reject(P(e, t.id)); }); }; }
    function _(t) { return { isSupported: function () { return t.supports("achievements"); }, getAchievementsAsync: N(t, "achievements.getAchievementsAsync"), unlockAsync: N(t, "achievements.unlockAsync") }; }
    function O(t) { var e = function (e, n) { t.ready(e), queueMicrotask(function () { L(t, e, n === null || n === void 0 ? void 0 : n.noFill), L(t, e, n === null || n === void 0 ? void 0 : n.afterAd); }); }, n = function (e) { return t.call(e, function (t) { return Promise.reject(P(e, t.id)); }); }; return { isSupported: function () { return t.supports("ads"); }, isBannerSupported: function () { return t.supports("banners"); }, showInterstitial: function (t) { return e("ads.showInterstitial", t); }, showRewarded: function (t) { return e("ads.showRewarded", t); }, showBannerAsync: function () { return n("ads.showBannerAsync"); }, hideBannerAsync: function () { return n("ads.hideBannerAsync"); } }; }
    function L(t, e, n) { try {
        n === null || n === void 0 ? void 0 : n();
    }
    catch (n) {
        t.logger.error("a callback of ".concat(e, " threw: ").concat(n instanceof Error ? n.message : String(n)));
    } }
    function R(t) { var e = function (e) { return function () { t.ready(e); }; }; return { isSupported: function () { return t.supports("analytics"); }, logLevelStart: e("analytics.logLevelStart"), logLevelEnd: e("analytics.logLevelEnd"), logTutorialStart: e("analytics.logTutorialStart"), logTutorialEnd: e("analytics.logTutorialEnd"), logEvent: e("analytics.logEvent") }; }
    var D = "{{registrationCode}}", k = /^data:image\/(png|jpeg|webp);base64,/, $ = /^[A-Za-z0-9+/]+={0,2}$/, U = new Set(["SHARE", "INVITE", "REQUEST", "CHALLENGE"]);
    function B(t, e) { return new u("INVALID_PARAM", e, t); }
    function x(t) {
        var e_10, _a;
        var e = 0;
        try {
            for (var t_4 = __values(t), t_4_1 = t_4.next(); !t_4_1.done; t_4_1 = t_4.next()) {
                var n_5 = t_4_1.value;
                e++;
            }
        }
        catch (e_10_1) { e_10 = { error: e_10_1 }; }
        finally {
            try {
                if (t_4_1 && !t_4_1.done && (_a = t_4.return)) _a.call(t_4);
            }
            finally { if (e_10) throw e_10.error; }
        }
        return e;
    }
    function C(t, e, n) { if ("string" != typeof n || "" === n.trim())
        throw B(t, "".concat(e, " must be a non-blank string")); return n; }
    function j(t, e, n) { if (void 0 !== n) {
        if ("object" != typeof n || null === n || Array.isArray(n))
            throw B(t, "".concat(e, " must be a plain object"));
        try {
            JSON.stringify(n);
        }
        catch (_a) {
            throw B(t, "".concat(e, " must be JSON-serialisable"));
        }
    } }
    function M(t, e) { if ("object" != typeof e || null === e || Array.isArray(e))
        throw B(t, "options must be an object"); return e; }
    function F(t, e, n) { if ("string" != typeof n || !k.test(n))
        throw B(t, "".concat(e, " must be a base64 data URL of a PNG, JPEG or WebP image")); if (n.length > 2097152)
        throw B(t, "".concat(e, " must be at most 2097152 bytes (2 MiB), got ").concat(n.length)); if (!$.test(n.slice(n.indexOf(",") + 1)))
        throw B(t, "".concat(e, " is not valid base64")); return n; }
    function z(t, e) { var n = M(t, e); if (C(t, "productId", n.productId), void 0 !== n.developerPayload && "string" != typeof n.developerPayload)
        throw B(t, "developerPayload must be a string"); return n; }
    var V = ["initialize", "call", "interactive"];
    function J(t) { return "string" == typeof t ? t.length > 20 ? "a string of ".concat(t.length, " characters") : JSON.stringify(t) : "number" == typeof t || "boolean" == typeof t || null == t ? String(t) : Array.isArray(t) ? "an array" : "a " + typeof t; }
    function q(t) { return { isSupported: function () { return t.supports("auth"); }, isAuthenticated: function () { var _a; return !0 === ((_a = t.ready("auth.isAuthenticated").auth) === null || _a === void 0 ? void 0 : _a.isAuthenticated()); }, showRegistrationPrompt: function (e) { var _a; var n = "auth.showRegistrationPrompt", r = t.ready(n), s = (_a = r.auth) === null || _a === void 0 ? void 0 : _a.showRegistrationPrompt; if (!r.auth || !s)
            throw P(n, r.id); var a = function (t, e) { var n = M(t, e), r = C(t, "message", n.message); if (x(r) > 140)
            throw B(t, "message must be at most 140 characters, got ".concat(x(r))); var s = r.split(D).length - 1; if (1 !== s)
            throw B(t, "message must contain ".concat(D, " exactly once, found ").concat(s)); if (j(t, "data", n.data), void 0 !== n.onClose && "function" != typeof n.onClose)
            throw B(t, "onClose must be a function"); return n; }(n, e); if (r.auth.isAuthenticated())
            throw new u("INVALID_OPERATION", "the player is already registered: prompt guests only", n); var o = a.onClose, i = __assign(__assign({}, a), { onClose: o && (function (e) { try {
                o(e);
            }
            catch (e) {
                t.logger.error("the onClose of ".concat(n, " threw: ").concat(e instanceof Error ? e.message : String(e)));
            } }) }); var c; try {
            c = s.call(r.auth, i);
        }
        catch (t) {
            throw d(t, n);
        } return { login: function () { return t.call("auth.showRegistrationPrompt.login", function () { return c.login(); }, "interactive"); } }; }, signInAsync: function () { return t.call("auth.signInAsync", function (t) { var _a, _b; return (_b = (_a = t.auth) === null || _a === void 0 ? void 0 : _a.signIn) === null || _b === void 0 ? void 0 : _b.call(_a); }, "interactive"); } }; }
    function K(t) { return { isSupported: function () { return t.supports("context"); }, shareAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n, r; return __generator(this, function (_a) {
                n = "context.shareAsync";
                t.ready(n);
                r = function (t, e) { var n = M(t, e); if ("string" != typeof n.intent || !U.has(n.intent))
                    throw B(t, "intent must be one of ".concat(__spreadArray([], __read(U), false).join(", "))); if (F(t, "image", n.image), void 0 !== n.text && "string" != typeof n.text)
                    throw B(t, "text must be a string"); return j(t, "data", n.data), n; }(n, e);
                return [2 /*return*/, t.call(n, function (t) { var _a; return (_a = t.context) === null || _a === void 0 ? void 0 : _a.share(r); }, "interactive")];
            }); });
        } }; }
    function G(t) {
        var _this = this;
        var e = function (e, n, r) {
            var _a;
            var s = t.readyStore(e);
            if (C(e, "key", n), "string" != typeof r)
                throw new u("INVALID_PARAM", "value must be a string", e);
            return s.set((_a = {}, _a[n] = r, _a));
        };
        return { isSupported: function () { return !0; }, getString: function (e) { var n = "data.getString", r = t.readyStore(n); C(n, "key", e); var s = r.get(e); return void 0 === s ? null : "string" == typeof s ? s : JSON.stringify(s); }, setString: function (t, n) { e("data.setString", t, n); }, setStringAsync: function (n, r) {
                return __awaiter(this, void 0, void 0, function () { var s; return __generator(this, function (_a) {
                    s = "data.setStringAsync";
                    return [2 /*return*/, "over-limit" !== e(s, n, r) && t.readyStore(s).flush()];
                }); });
            }, removeKey: function (e) { var n = "data.removeKey", r = t.readyStore(n); C(n, "key", e), r.delete(e); }, flushAsync: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                return [2 /*return*/, t.readyStore("data.flushAsync").flush()];
            }); }); }, getUsage: function () { var e = t.readyStore("data.getUsage"); return { usedBytes: e.usedBytes, limitBytes: e.limitBytes }; } };
    }
    function Z(t) { return { isSupported: function () { return t.supports("game"); }, gameplayStart: function () { t.ready("game.gameplayStart"); }, gameplayStop: function () { t.ready("game.gameplayStop"); }, inviteLink: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n; return __generator(this, function (_a) {
                n = "game.inviteLink";
                return [2 /*return*/, (t.ready(n), j(n, "data", e), t.call(n, function (t) { var _a; return (_a = t.inviteLink) === null || _a === void 0 ? void 0 : _a.call(t, e); }))];
            }); });
        } }; }
    function H(t) {
        var _this = this;
        return { isSupported: function () { return t.supports("haptics"); }, triggerAsync: function () { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                t.ready("haptics.triggerAsync");
                return [2 /*return*/];
            }); }); } };
    }
    var W = "iap.recoverPurchasesAsync";
    function X(t) {
        var _this = this;
        var e = function (e) { if (t.ready(e), !t.started)
            throw new u("INVALID_OPERATION", "".concat(e, " needs Sdk.startGameAsync() to have resolved first"), e); }, n = { isSupported: function () { return t.supports("iap"); }, isSubscriptionSupported: function () { return t.supports("subscriptions"); }, getCatalogAsync: function () { return t.call("iap.getCatalogAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getCatalog) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, purchaseAsync: function (n) {
                return __awaiter(this, void 0, void 0, function () { var r, s; return __generator(this, function (_a) {
                    r = "iap.purchaseAsync";
                    e(r);
                    s = z(r, n).productId;
                    return [2 /*return*/, t.call(r, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.purchase) === null || _b === void 0 ? void 0 : _b.call(_a, { productId: s }); }, "interactive")];
                }); });
            }, getPurchasesAsync: function () { return t.call("iap.getPurchasesAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getPurchases) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, consumePurchaseAsync: function (e) {
                return __awaiter(this, void 0, void 0, function () { var n; return __generator(this, function (_a) {
                    n = "iap.consumePurchaseAsync";
                    return [2 /*return*/, (t.ready(n), C(n, "purchaseToken", e), t.call(n, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.consumePurchase) === null || _b === void 0 ? void 0 : _b.call(_a, e); }))];
                }); });
            }, getSubscriptionsAsync: function () { return t.call("iap.getSubscriptionsAsync", function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.getSubscriptions) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, subscribeAsync: function (n) {
                return __awaiter(this, void 0, void 0, function () { var r, s; return __generator(this, function (_a) {
                    r = "iap.subscribeAsync";
                    e(r);
                    s = z(r, n).productId;
                    return [2 /*return*/, t.call(r, function (t) { var _a, _b; return (_b = (_a = t.iap) === null || _a === void 0 ? void 0 : _a.subscribe) === null || _b === void 0 ? void 0 : _b.call(_a, { productId: s }); }, "interactive")];
                }); });
            }, recoverPurchasesAsync: function (e) { return __awaiter(_this, void 0, void 0, function () { return __generator(this, function (_a) {
                return [2 /*return*/, function (t, e) {
                        return __awaiter(this, void 0, void 0, function () {
                            var n, r, s_4, _a, _b, a_2, o_1, t_5, e_12_1;
                            var e_12, _c;
                            var _d;
                            return __generator(this, function (_e) {
                                switch (_e.label) {
                                    case 0:
                                        !function (t) {
                                            var e_13, _a;
                                            var e = "object" == typeof t && null !== t ? t : null;
                                            if (!e)
                                                throw new u("INVALID_PARAM", "options must be an object with hasToken and grant functions", W);
                                            try {
                                                for (var _b = __values(["hasToken", "grant"]), _c = _b.next(); !_c.done; _c = _b.next()) {
                                                    var t_6 = _c.value;
                                                    if ("function" != typeof e[t_6])
                                                        throw new u("INVALID_PARAM", "".concat(t_6, " must be a function"), W);
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
                                                throw new u("INVALID_PARAM", "claim must be a function when given", W);
                                        }(e);
                                        n = { granted: [], consumed: [], failed: [], rounds: 0 }, r = new Set;
                                        _e.label = 1;
                                    case 1:
                                        n.rounds++;
                                        s_4 = 0;
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
                                        if (r.has(a_2.purchaseToken))
                                            return [3 /*break*/, 13];
                                        r.add(a_2.purchaseToken);
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
                                        _e.sent(), o_1 = "grant";
                                        return [4 /*yield*/, e.grant(a_2)];
                                    case 8:
                                        _e.sent(), o_1 = "save";
                                        return [4 /*yield*/, t.flush()];
                                    case 9:
                                        if (!(_e.sent()))
                                            throw new u("OPERATION_FAILED", "the save holding the grant was not stored", W);
                                        n.granted.push(a_2);
                                        _e.label = 10;
                                    case 10:
                                        o_1 = "consume";
                                        return [4 /*yield*/, t.consume(a_2.purchaseToken)];
                                    case 11:
                                        _e.sent(), n.consumed.push(a_2.purchaseToken), s_4++;
                                        return [3 /*break*/, 13];
                                    case 12:
                                        t_5 = _e.sent();
                                        n.failed.push({ purchase: a_2, step: o_1, error: d(t_5, W) });
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
                                        if (0 === s_4)
                                            return [2 /*return*/, n];
                                        _e.label = 18;
                                    case 18: return [3 /*break*/, 1];
                                    case 19: return [2 /*return*/];
                                }
                            });
                        });
                    }({ getPurchases: function () { return n.getPurchasesAsync(); }, consume: function (t) { return n.consumePurchaseAsync(t); }, flush: function () { return t.readyStore("iap.recoverPurchasesAsync").flush(); } }, e)];
            }); }); } };
        return n;
    }
    function Y(t) { return { isSupported: function () { return t.supports("leaderboard"); }, submitScoreAsync: N(t, "leaderboard.submitScoreAsync"), getEntriesAsync: N(t, "leaderboard.getEntriesAsync"), getPlayerEntryAsync: N(t, "leaderboard.getPlayerEntryAsync") }; }
    function Q(t) { var e = function (e) { var n = t.ready(e); if (n.notifications && n.auth && !n.auth.isAuthenticated())
        throw new u("PLAYER_NOT_AUTHENTICATED", "notifications reach registered players only; this player is a guest", e); }; return { isSupported: function () { return t.supports("notifications"); }, scheduleAsync: function (n) {
            return __awaiter(this, void 0, void 0, function () { var r, s; return __generator(this, function (_a) {
                r = "notifications.scheduleAsync";
                t.ready(r);
                s = function (t, e) { var n = M(t, e); C(t, "id", n.id), C(t, "title", n.title); var r = C(t, "body", n.body); if (x(r) > 100)
                    throw B(t, "body must be at most 100 characters, got ".concat(x(r))); var s = n.scheduledInDays; if ("number" != typeof s || !Number.isInteger(s) || s < 0 || s > 7)
                    throw B(t, "scheduledInDays must be a whole number from 0 to 7, got ".concat(J(s))); if (void 0 !== n.imageAssetId && void 0 !== n.imageDataUrl)
                    throw B(t, "give imageAssetId or imageDataUrl, never both"); return void 0 !== n.imageAssetId && C(t, "imageAssetId", n.imageAssetId), void 0 !== n.imageDataUrl && F(t, "imageDataUrl", n.imageDataUrl), j(t, "data", n.data), n; }(r, n);
                return [2 /*return*/, (e(r), t.call(r, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.schedule(s); }))];
            }); });
        }, cancelAsync: function (n) {
            return __awaiter(this, void 0, void 0, function () { var r; return __generator(this, function (_a) {
                r = "notifications.cancelAsync";
                return [2 /*return*/, (t.ready(r), C(r, "id", n), e(r), t.call(r, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.cancel(n); }))];
            }); });
        }, cancelAllAsync: function () {
            return __awaiter(this, void 0, void 0, function () { var n; return __generator(this, function (_a) {
                n = "notifications.cancelAllAsync";
                return [2 /*return*/, (e(n), t.call(n, function (t) { var _a; return (_a = t.notifications) === null || _a === void 0 ? void 0 : _a.cancelAll(); }))];
            }); });
        } }; }
    function tt(t) { var e = function (e) { return t.ready(e).player.getPlayer(); }; return { isSupported: function () { return t.supports("player"); }, getId: function () { return e("player.getId").id; }, getMode: function () { return e("player.getMode").mode; }, getName: function () { return e("player.getName").name; }, getPhoto: function () { return e("player.getPhoto").photo; }, getDataAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () {
                var n, r, s, e_14, e_14_1, t_7, e_16;
                var e_15, _a;
                return __generator(this, function (_b) {
                    n = "player.getDataAsync", r = t.readyStore(n);
                    if (!Array.isArray(e))
                        throw new u("INVALID_PARAM", "keys must be an array of strings", n);
                    s = {};
                    try {
                        for (e_14 = __values(e), e_14_1 = e_14.next(); !e_14_1.done; e_14_1 = e_14.next()) {
                            t_7 = e_14_1.value;
                            C(n, "keys[]", t_7);
                            e_16 = r.get(t_7);
                            void 0 !== e_16 && (s[t_7] = structuredClone(e_16));
                        }
                    }
                    catch (e_15_1) { e_15 = { error: e_15_1 }; }
                    finally {
                        try {
                            if (e_14_1 && !e_14_1.done && (_a = e_14.return)) _a.call(e_14);
                        }
                        finally { if (e_15) throw e_15.error; }
                    }
                    return [2 /*return*/, s];
                });
            });
        }, setDataAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n, r, s; return __generator(this, function (_a) {
                switch (_a.label) {
                    case 0:
                        n = "player.setDataAsync", r = t.readyStore(n);
                        if ("object" != typeof e || null === e || Array.isArray(e))
                            throw new u("INVALID_PARAM", "data must be an object of keys to JSON values", n);
                        try {
                            s = JSON.parse(JSON.stringify(e));
                        }
                        catch (_b) {
                            throw new u("INVALID_PARAM", "data must be JSON-serialisable", n);
                        }
                        if ("over-limit" === r.set(s))
                            throw new u("DATA_LIMIT_EXCEEDED", "data would pass the player data limit of ".concat(r.limitBytes, " bytes"), n);
                        return [4 /*yield*/, r.flush()];
                    case 1:
                        if (!(_a.sent()))
                            throw new u("OPERATION_FAILED", "the platform did not store the data; it will be retried", n);
                        return [2 /*return*/];
                }
            }); });
        }, getSignedPlayerInfoAsync: function () { return t.call("player.getSignedPlayerInfoAsync", function (t) { var _a, _b; return (_b = (_a = t.player).getSignedPlayerInfo) === null || _b === void 0 ? void 0 : _b.call(_a); }); }, isBotAvatarSupported: function () { var _a, _b; return !0 === ((_b = (_a = t.ready("player.isBotAvatarSupported").player).isBotAvatarSupported) === null || _b === void 0 ? void 0 : _b.call(_a)); }, getBotAvatarAsync: function (e, n) {
            return __awaiter(this, void 0, void 0, function () { var r; return __generator(this, function (_a) {
                r = "player.getBotAvatarAsync";
                return [2 /*return*/, (t.ready(r), C(r, "username", e), function (t, e) { if ("number" != typeof e || !Number.isInteger(e) || e < 1 || e > 1024)
                        throw B(t, "size must be a whole number of pixels from 1 to 1024, got ".concat(J(e))); }(r, n), t.call(r, function (t) { var _a, _b; return (_b = (_a = t.player).getBotAvatar) === null || _b === void 0 ? void 0 : _b.call(_a, e, n); }))];
            }); });
        } }; }
    function et(t) { return { isSupported: function () { return t.supports("referrals"); }, shareAsync: function (e) {
            return __awaiter(this, void 0, void 0, function () { var n, r; return __generator(this, function (_a) {
                n = "referrals.shareAsync";
                t.ready(n);
                r = function (t, e) { var n = void 0 === e ? {} : M(t, e); if (void 0 !== n.text && "string" != typeof n.text)
                    throw B(t, "text must be a string"); void 0 !== n.onboardingSlug && C(t, "onboardingSlug", n.onboardingSlug), j(t, "data", n.data); var r = n.notificationTemplates; if (void 0 !== r) {
                    if (!Array.isArray(r))
                        throw B(t, "notificationTemplates must be an array");
                    r.forEach(function (e, n) { var r = M(t, e); if (C(t, "notificationTemplates[".concat(n, "].title"), r.title), x(C(t, "notificationTemplates[".concat(n, "].body"), r.body)) > 100)
                        throw B(t, "notificationTemplates[".concat(n, "].body must be at most 100 characters")); });
                } return n; }(n, e);
                return [2 /*return*/, t.call(n, function (t) { var _a; return (_a = t.referrals) === null || _a === void 0 ? void 0 : _a.share(r); }, "interactive")];
            }); });
        }, listAsync: function () { return t.call("referrals.listAsync", function (t) { var _a; return (_a = t.referrals) === null || _a === void 0 ? void 0 : _a.list(); }); } }; }
    function nt(t) { return { isSupported: function () { return t.supports("session"); }, getEntryPointData: function () { var _a, _b; var e = (_b = (_a = t.ready("session.getEntryPointData").session) === null || _a === void 0 ? void 0 : _a.getEntryPointData()) !== null && _b !== void 0 ? _b : null; return null === e ? null : structuredClone(e); }, getPlatform: function () { return t.ready("session.getPlatform").id; }, getLocale: function () { var _a, _b, _c; return (_c = (_b = (_a = t.ready("session.getLocale").session) === null || _a === void 0 ? void 0 : _a.getLocale) === null || _b === void 0 ? void 0 : _b.call(_a)) !== null && _c !== void 0 ? _c : ("undefined" != typeof navigator && navigator.language ? navigator.language : "en-US"); }, isAudioEnabled: function () { return (t.ready("session.isAudioEnabled"), !0); } }; }
    function rt(t) { return { isSupported: function () { return t.supports("stats"); }, getStatsAsync: N(t, "stats.getStatsAsync"), postStatsAsync: N(t, "stats.postStatsAsync"), incrementStatsAsync: N(t, "stats.incrementStatsAsync") }; }
    function st(t) { return { isSupported: function () { return t.supports("tournament"); }, getAllAsync: N(t, "tournament.getAllAsync"), createAsync: N(t, "tournament.createAsync"), postScoreAsync: N(t, "tournament.postScoreAsync"), joinAsync: N(t, "tournament.joinAsync"), shareAsync: N(t, "tournament.shareAsync") }; }
    function at(t) { return new Promise(function (e, n) { t.oncomplete = t.onsuccess = function () { return e(t.result); }, t.onabort = t.onerror = function () { return n(t.error); }; }); }
    function ot(t, e) { var n; return function (r, s) { return (function () { if (n)
        return n; var r = indexedDB.open(t); return r.onupgradeneeded = function () { return r.result.createObjectStore(e); }, n = at(r), n.then(function (t) { t.onclose = function () { return n = void 0; }; }, function () { n = void 0; }), n; })().then(function (t) { return s(t.transaction(e, r).objectStore(e)); }); }; }
    var it;
    function ct() { return it || (it = ot("keyval-store", "keyval")), it; }
    function lt(t, e) {
        if (e === void 0) { e = ct(); }
        return e("readonly", function (e) { return at(e.get(t)); });
    }
    function ut(t, e, n) {
        if (n === void 0) { n = ct(); }
        return n("readwrite", function (n) { return (n.put(e, t), at(n.transaction)); });
    }
    var dt = "player-data", ht = "gamesdk-local:player-data-at-exit";
    var pt = "player-id", yt = { id: "local", create: function () { return function (t) {
            if (t === void 0) { t = ot("gamesdk-local", "player"); }
            var e = { id: "", mode: "lite", name: null, photo: null };
            var n = function (t, e) {
                if (e === void 0) { e = function () { var _a; try {
                    return (_a = globalThis.localStorage) !== null && _a !== void 0 ? _a : null;
                }
                catch (_b) {
                    return null;
                } }(); }
                var n = 0;
                var r = function () { return e === null || e === void 0 ? void 0 : e.removeItem(ht); };
                return { limitBytes: 1e6, load: function () {
                        return __awaiter(this, void 0, void 0, function () { var n, s; var _a; return __generator(this, function (_b) {
                            switch (_b.label) {
                                case 0:
                                    n = e === null || e === void 0 ? void 0 : e.getItem(ht);
                                    if (!!n) return [3 /*break*/, 2];
                                    return [4 /*yield*/, lt(dt, t)];
                                case 1: return [2 /*return*/, (_a = _b.sent()) !== null && _a !== void 0 ? _a : {}];
                                case 2:
                                    s = JSON.parse(n);
                                    return [4 /*yield*/, ut(dt, s, t)];
                                case 3: return [2 /*return*/, (_b.sent(), r(), s)];
                            }
                        }); });
                    }, save: function (e) {
                        return __awaiter(this, void 0, void 0, function () { var s; return __generator(this, function (_a) {
                            switch (_a.label) {
                                case 0:
                                    s = n;
                                    return [4 /*yield*/, ut(dt, e, t)];
                                case 1:
                                    _a.sent(), n === s && r();
                                    return [2 /*return*/];
                            }
                        }); });
                    }, saveBeforeUnload: function (t) { e && (n++, e.setItem(ht, JSON.stringify(t))); } };
            }(t, void 0);
            return { id: "local", description: "offline fallback: one guest player, data kept in this browser only (add ?sdk_platform=<id> to test a platform)", supports: { data: !0, player: !0, session: !0, game: !0 }, initialize: function () {
                    return __awaiter(this, void 0, void 0, function () { var n, _a; return __generator(this, function (_b) {
                        switch (_b.label) {
                            case 0: return [4 /*yield*/, lt(pt, t)];
                            case 1:
                                n = _b.sent();
                                _a = n;
                                if (_a) return [3 /*break*/, 3];
                                n = "local-".concat(crypto.randomUUID());
                                return [4 /*yield*/, ut(pt, n, t)];
                            case 2:
                                _a = (_b.sent());
                                _b.label = 3;
                            case 3:
                                _a, e = __assign(__assign({}, e), { id: n });
                                return [2 /*return*/];
                        }
                    }); });
                }, storage: n, player: { getPlayer: function () { return e; } }, session: { getEntryPointData: function () { return null; } } };
        }(); } }, ft = "sdk_platform", gt = "2.11.0", mt = { initialize: 1e4, call: 1e4, interactive: 3e5 }, At = ["exitRequested", "pause", "resume"], wt = function (t) {
        var _a;
        if (t === void 0) { t = {}; }
        var e = (_a = t.logger) !== null && _a !== void 0 ? _a : v, n = new m(e), r = __assign(__assign({}, mt), t.timeouts), s = new T(n, e, r);
        var a = null, o = null;
        var i = function (t) { var _a; var e = n.emit(t); ("exitRequested" === t || "pause" === t && e) && ((_a = s.store) === null || _a === void 0 ? void 0 : _a.flush()); };
        return { version: gt, initializeAsync: function (n) {
                var _this = this;
                if (a)
                    return a;
                try {
                    Object.assign(r, function (t, e) {
                        var e_17, _a;
                        if (void 0 === e)
                            return {};
                        var n = M(t, e);
                        try {
                            for (var _b = __values(Object.entries(n)), _c = _b.next(); !_c.done; _c = _b.next()) {
                                var _d = __read(_c.value, 2), e_18 = _d[0], r_7 = _d[1];
                                if (!V.includes(e_18))
                                    throw B(t, "timeouts.".concat(e_18, " is not a timeout; use ").concat(V.join(", ")));
                                if ("number" != typeof r_7 || !Number.isInteger(r_7) || r_7 < 1 || r_7 > 2147483647)
                                    throw B(t, "timeouts.".concat(e_18, " must be a whole number of milliseconds from 1 to 2147483647, got ").concat(J(r_7)));
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
                return a = (function () { return __awaiter(_this, void 0, void 0, function () { var n, a, o, c, t_9, t_8, e_19; var _a, _b, _c, _d, _e, _f; return __generator(this, function (_g) {
                    switch (_g.label) {
                        case 0:
                            n = "Sdk.initializeAsync", a = new URL((_c = (_a = t.url) !== null && _a !== void 0 ? _a : (_b = globalThis.location) === null || _b === void 0 ? void 0 : _b.href) !== null && _c !== void 0 ? _c : "about:blank"), o = function (t, e, n, r) { var s = t.searchParams.get(ft); if (null === s || "" === s)
                                return n; var a = e.find(function (t) { return t.id === s; }); if (a)
                                return a; var o = __spreadArray([n], __read(e), false).map(function (t) { return t.id; }).join(", "); return r.warn("unknown ".concat(ft, "=").concat(s, "; known platforms: ").concat(o, ". Using '").concat(n.id, "'.")), n; }(a, (_d = t.platforms) !== null && _d !== void 0 ? _d : [], (_e = t.fallback) !== null && _e !== void 0 ? _e : yt, e);
                            _g.label = 1;
                        case 1:
                            _g.trys.push([1, 4, , 5]);
                            c = o.create();
                            return [4 /*yield*/, A(c.initialize(function (t, e, n, r) { return { url: t, timeouts: e, emit: r, error: function (t, e, n) { return new u(t, e, "Sdk.initializeAsync", { cause: n }); }, loadScript: function (t) { return function (t, e, n) {
                                        if (n === void 0) { n = document; }
                                        return A(new Promise(function (e, r) { var s = n.querySelector("script[data-gamesdk-src=\"".concat(CSS.escape(t), "\"]")); if ("true" === (s === null || s === void 0 ? void 0 : s.dataset.gamesdkLoaded))
                                            return e(); var a = s !== null && s !== void 0 ? s : n.createElement("script"); a.addEventListener("load", function () { a.dataset.gamesdkLoaded = "true", e(); }), a.addEventListener("error", function () { return r(new u("INITIALIZATION_ERROR", "the platform SDK could not be loaded from ".concat(t), w)); }), s || (a.src = t, a.async = !0, a.dataset.gamesdkSrc = t, n.head.appendChild(a)); }), e, w);
                                    }(t, e.initialize); }, log: function (t, e) { return n[t](e); } }; }(a, r, e, i)), r.initialize, n)];
                        case 2:
                            _g.sent();
                            t_9 = new E(c.storage, e);
                            return [4 /*yield*/, A(t_9.load(), r.initialize, n)];
                        case 3:
                            _g.sent(), s.store = t_9;
                            return [3 /*break*/, 5];
                        case 4:
                            t_8 = _g.sent();
                            e_19 = d(t_8, n);
                            throw "TIMEOUT" === e_19.code || "INITIALIZATION_ERROR" === e_19.code ? e_19 : new u("INITIALIZATION_ERROR", "platform '".concat(o.id, "' failed to initialise: ").concat(e_19.message), n, { cause: e_19 });
                        case 5:
                            s.adapter = c, function (t, e, n) { t && (t.document.addEventListener("visibilitychange", function () { var _a; n("hidden" === t.document.visibilityState ? "pause" : "resume"), "hidden" === t.document.visibilityState && ((_a = e.store) === null || _a === void 0 ? void 0 : _a.flush()); }), t.addEventListener("pagehide", function () { var _a; return (_a = e.store) === null || _a === void 0 ? void 0 : _a.saveBeforeUnload(); })); }((_f = t.page) !== null && _f !== void 0 ? _f : ("undefined" == typeof window ? void 0 : window), s, i), e.info("gamesdk ".concat(gt, ": platform '").concat(c.id, "' is active").concat(c.description ? " (".concat(c.description, ")") : ""));
                            return [2 /*return*/];
                    }
                }); }); })().catch(function (t) { throw a = null, t; }), a;
            }, isInitialized: function () { return null !== s.adapter; }, setLoadingProgress: function (t) { var _a; var e = "Sdk.setLoadingProgress", n = s.ready(e), r = function (t, e) { if ("number" != typeof e || !Number.isFinite(e) || e < 0 || e > 100)
                throw B(t, "progress must be a number from 0 to 100, got ".concat(J(e))); return e; }(e, t); (_a = n.setLoadingProgress) === null || _a === void 0 ? void 0 : _a.call(n, r); }, startGameAsync: function () { return (o !== null && o !== void 0 ? o : (o = s.call("Sdk.startGameAsync", function (t) { var _a, _b; return (_b = (_a = t.startGame) === null || _a === void 0 ? void 0 : _a.call(t)) !== null && _b !== void 0 ? _b : Promise.resolve(); }).then(function () { s.started = !0; }, function (t) { throw o = null, t; })), o); }, on: function (t, e) { return (function (t, e, n) { if (!At.includes(e))
                throw new u("INVALID_PARAM", "event must be one of ".concat(At.join(", ")), t); if ("function" != typeof n)
                throw new u("INVALID_PARAM", "listener must be a function", t); }("Sdk.on", t, e), n.on(t, e)); }, off: function (t, e) { return n.off(t, e); }, data: G(s), player: tt(s), auth: q(s), notifications: Q(s), iap: X(s), session: nt(s), context: K(s), referrals: et(s), ads: O(s), game: Z(s), analytics: R(s), haptics: H(s), leaderboard: Y(s), achievements: _(s), tournament: st(s), stats: rt(s) };
    }({ platforms: [c] });
    return wt;
}();
