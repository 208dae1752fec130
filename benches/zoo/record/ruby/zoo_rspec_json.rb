# The zoo's rspec report (../ruby.py): required through SPEC_OPTS (`--require`, which adds
# to the requires of the command and of .rspec instead of replacing its formatters), it
# adds rspec's own JSON formatter, writing to ZOO_RSPEC_JSON, beside the formatters the run
# has (those the command or .rspec named, else rspec's default), so what is printed is
# unchanged: the same as `--format json --out FILE` next to the formatter the agent typed.
require "rspec/core"
require "rspec/core/formatters/json_formatter"

module ZooRSpecJson
  def setup_default(output_stream, deprecation_stream)
    super
    path = ENV["ZOO_RSPEC_JSON"]
    add(RSpec::Core::Formatters::JsonFormatter, path) if path && !@zoo_json_added
    @zoo_json_added = true
  end
end

RSpec::Core::Formatters::Loader.prepend(ZooRSpecJson)
