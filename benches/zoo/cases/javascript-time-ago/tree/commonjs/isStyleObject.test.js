"use strict";

var _mocha = require("mocha");
var _chai = require("chai");
var _isStyleObject = _interopRequireDefault(require("./isStyleObject.js"));
function _interopRequireDefault(e) { return e && e.__esModule ? e : { "default": e }; }
(0, _mocha.describe)('isStyleObject', function () {
  (0, _mocha.it)('should detect a style object', function () {
    (0, _chai.expect)((0, _isStyleObject["default"])({
      gradation: []
    })).to.equal(true);
    (0, _chai.expect)((0, _isStyleObject["default"])({
      steps: []
    })).to.equal(true);
    (0, _chai.expect)((0, _isStyleObject["default"])({
      flavour: 'long'
    })).to.equal(true);
    (0, _chai.expect)((0, _isStyleObject["default"])({
      flavour: ['long']
    })).to.equal(true);
    (0, _chai.expect)((0, _isStyleObject["default"])({
      labels: 'long'
    })).to.equal(true);
    (0, _chai.expect)((0, _isStyleObject["default"])({
      labels: ['long']
    })).to.equal(true);
    (0, _chai.expect)((0, _isStyleObject["default"])({
      units: ['now']
    })).to.equal(true);
    (0, _chai.expect)((0, _isStyleObject["default"])({
      future: true,
      round: 'floor',
      now: 0,
      getTimeToNextUpdate: true
    })).to.equal(false);
    (0, _chai.expect)((0, _isStyleObject["default"])('round')).to.equal(false);
  });
});
//# sourceMappingURL=isStyleObject.test.js.map