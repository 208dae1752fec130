'use strict'

module.exports = require('neostandard')()
