'use strict'

module.exports = require('neostandard')({
  ignores: [
    ...require('neostandard').resolveIgnoresFromGitignore(),
    'lib/schema-validator.js'
  ],
  ts: true
})
