"use strict";

function _typeof(o) { "@babel/helpers - typeof"; return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function (o) { return typeof o; } : function (o) { return o && "function" == typeof Symbol && o.constructor === Symbol && o !== Symbol.prototype ? "symbol" : typeof o; }, _typeof(o); }
var _mocha = require("mocha");
var _chai = require("chai");
var _locale = _interopRequireWildcard(require("./locale.js"));
function _interopRequireWildcard(e, t) { if ("function" == typeof WeakMap) var r = new WeakMap(), n = new WeakMap(); return (_interopRequireWildcard = function _interopRequireWildcard(e, t) { if (!t && e && e.__esModule) return e; var o, i, f = { __proto__: null, "default": e }; if (null === e || "object" != _typeof(e) && "function" != typeof e) return f; if (o = t ? n : r) { if (o.has(e)) return o.get(e); o.set(e, f); } for (var _t in e) { "default" !== _t && {}.hasOwnProperty.call(e, _t) && ((i = (o = Object.defineProperty) && Object.getOwnPropertyDescriptor(e, _t)) && (i.get || i.set) ? o(f, _t, i) : f[_t] = e[_t]); } return f; })(e, t); }
(0, _mocha.describe)('locale', function () {
  (0, _mocha.it)("should tell if can use Intl for date formatting", function () {
    (0, _chai.expect)((0, _locale.intlDateTimeFormatSupportedLocale)('en')).to.equal('en');
    (0, _chai.expect)((0, _locale.intlDateTimeFormatSupportedLocale)('en-XX')).to.equal('en-XX');
    (0, _chai.expect)((0, _locale.intlDateTimeFormatSupportedLocale)(['en', 'ru'])).to.equal('en');
  });
  (0, _mocha.it)("should choose the most appropriate locale", function () {
    function arrayToObject(array) {
      return array.reduce(function (object, locale) {
        object[locale] = true;
        return object;
      }, {});
    }
    function choose(locale, locales) {
      var defaultLocale = arguments.length > 2 && arguments[2] !== undefined ? arguments[2] : 'en';
      if (typeof locale === 'string') {
        locale = [locale];
      }
      locale = locale.concat(defaultLocale);
      return (0, _locale["default"])(locale, function (_) {
        return locales.includes(_);
      });
    }
    (0, _chai.expect)(choose('ru-RU', ['en', 'ru'])).to.equal('ru');
    (0, _chai.expect)(choose('en-GB', ['en', 'ru'])).to.equal('en');
    (0, _chai.expect)(choose('fr-FR', ['en', 'ru'])).to.equal('en');
    (0, _chai.expect)(choose(['fr-FR', 'de-DE'], ['en', 'ru'])).to.equal('en');
    (0, _chai.expect)(choose(['fr-FR', 'de-DE'], ['en', 'de'])).to.equal('de');
    (0, _chai.expect)(choose(['fr-FR', 'de-DE'], ['en', 'de', 'fr'])).to.equal('fr');
    (0, _chai.expect)(choose('fr-FR', ['en', 'fr-FR'])).to.equal('fr-FR');
    (0, _chai.expect)(function () {
      return choose('fr-FR', ['de', 'ru']);
    }).to["throw"]('No locale data has been registered for any of the locales: fr-FR');
  });
});
//# sourceMappingURL=locale.test.js.map