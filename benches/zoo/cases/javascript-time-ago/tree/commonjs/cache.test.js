"use strict";

var _mocha = require("mocha");
var _chai = require("chai");
var _cache = _interopRequireDefault(require("./cache.js"));
function _interopRequireDefault(e) { return e && e.__esModule ? e : { "default": e }; }
(0, _mocha.describe)('cache', function () {
  (0, _mocha.it)('should cache', function () {
    var cache = new _cache["default"]();
    var value = {};
    (0, _chai.expect)(cache.get('123', '456')).to.be.undefined;
    (0, _chai.expect)(cache.put('123', '456', value)).to.equal(value);
    (0, _chai.expect)(cache.get('123', '456')).to.equal(value);
    (0, _chai.expect)(cache.put('123', '789', 123)).to.equal(123);
  });
});
//# sourceMappingURL=cache.test.js.map