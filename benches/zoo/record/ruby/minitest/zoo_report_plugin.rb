# The zoo's minitest report (../../ruby.py): minitest has no machine-readable report of
# its own, so this plugin, found by Minitest.load_plugins on RUBYLIB, adds one reporter to
# minitest's own composite reporter (its output is unchanged) and writes minitest's own
# results of the run (Minitest::Result: class, test, failures with their message and
# location) as JSON into the directory ZOO_MINITEST_REPORT, one file per process.
require "json"

module Minitest
  class ZooReport < AbstractReporter
    def initialize(dir)
      @dir = dir
      @results = []
    end

    def record(result)
      file, line = result.source_location
      @results << {
        "class" => result.klass, "name" => result.name, "file" => file, "line" => line,
        "skipped" => result.skipped?, "passed" => result.passed?,
        "failures" => result.failures.reject { |f| f.is_a?(Minitest::Skip) }.map { |f|
          { "label" => f.result_label, "message" => f.message, "location" => f.location }
        }
      }
    end

    def report
      File.write(File.join(@dir, "minitest-#{Process.pid}.json"),
                 JSON.generate("tests" => @results))
    end
  end

  def self.plugin_zoo_report_options(opts, options); end

  def self.plugin_zoo_report_init(options)
    dir = ENV["ZOO_MINITEST_REPORT"]
    reporter << ZooReport.new(dir) if dir && File.directory?(dir)
  end
end
