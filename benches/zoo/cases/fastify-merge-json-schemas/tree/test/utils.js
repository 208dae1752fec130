'use strict'

function defaultResolver () {
  throw new Error('Default resolver should not be called.')
}

module.exports = {
  defaultResolver
}
