# frozen_string_literal: true
module Builder
  VERSION_NUMBERS = [
    VERSION_MAJOR = 3,
    VERSION_MINOR = 2,
    VERSION_BUILD = 4,
  ]
  VERSION = VERSION_NUMBERS.join(".")
end
