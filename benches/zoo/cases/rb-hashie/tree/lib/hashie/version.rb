module Hashie
  VERSION = '5.0.0'.freeze
end
