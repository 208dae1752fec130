require File.join(File.dirname(__FILE__), 'lib', 'awesome_print')
