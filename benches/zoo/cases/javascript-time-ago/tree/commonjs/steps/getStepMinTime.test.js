"use strict";

var _mocha = require("mocha");
var _chai = require("chai");
var _getStepMinTime = _interopRequireDefault(require("./getStepMinTime.js"));
function _interopRequireDefault(e) { return e && e.__esModule ? e : { "default": e }; }
(0, _mocha.describe)('getStepMinTime', function () {
  (0, _mocha.it)('should support `step.test()` function (returns true)', function () {
    (0, _chai.expect)((0, _getStepMinTime["default"])({
      test: function test() {
        return true;
      }
    }, {
      prevStep: {
        minTime: 1
      }
    })).to.equal(0);
  });
  (0, _mocha.it)('should support `step.test()` function (returns false)', function () {
    (0, _chai.expect)((0, _getStepMinTime["default"])({
      test: function test() {
        return false;
      }
    }, {
      prevStep: {
        minTime: 1
      }
    })).to.equal(9007199254740991);
  });
});
//# sourceMappingURL=getStepMinTime.test.js.map