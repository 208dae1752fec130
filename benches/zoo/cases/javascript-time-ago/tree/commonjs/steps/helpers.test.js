"use strict";

var _mocha = require("mocha");
var _chai = require("chai");
var _helpers = require("./helpers.js");
(0, _mocha.describe)('steps/helpers', function () {
  (0, _mocha.it)('should convert value to Date', function () {
    var today = new Date();
    (0, _chai.expect)((0, _helpers.getDate)(today.getTime()).getTime()).to.equal(today.getTime());
    (0, _chai.expect)((0, _helpers.getDate)(today).getTime()).to.equal(today.getTime());
  });
});
//# sourceMappingURL=helpers.test.js.map