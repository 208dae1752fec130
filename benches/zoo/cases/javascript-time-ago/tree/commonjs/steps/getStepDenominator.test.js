"use strict";

var _mocha = require("mocha");
var _chai = require("chai");
var _getStepDenominator = _interopRequireDefault(require("./getStepDenominator.js"));
function _interopRequireDefault(e) { return e && e.__esModule ? e : { "default": e }; }
(0, _mocha.describe)('getStepDenominator', function () {
  (0, _mocha.it)('should support the older "unit" name', function () {
    (0, _chai.expect)((0, _getStepDenominator["default"])({
      unit: 'minute'
    })).to.equal(60);
  });
  (0, _mocha.it)('should return 1 as a default "denominator"', function () {
    (0, _chai.expect)((0, _getStepDenominator["default"])({
      formatAs: 'exotic'
    })).to.equal(1);
  });
});
//# sourceMappingURL=getStepDenominator.test.js.map