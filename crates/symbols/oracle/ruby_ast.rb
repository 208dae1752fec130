#!/usr/bin/env ruby
# frozen_string_literal: true

# Reference symbols of Ruby files, by Ruby's own parser (RubyVM::AbstractSyntaxTree, which
# is parse.y, the parser `ruby` runs), per docs/SYMBOLS.md ("Ruby").
#
# Reads file paths on stdin, one per line; prints one JSON object per file:
# {"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}, or
# {"file", "error"} when Ruby rejects the file. A code line is a line covered by a token of
# Ripper's lexer other than comments, `=begin`/`=end` blocks, spaces and line ends; a string
# or heredoc covers all its lines. Nothing after `__END__` is code.
#
#     ruby crates/symbols/oracle/ruby_ast.rb < paths

require "json"
require "ripper"

SKIP = %i[on_sp on_nl on_ignored_nl on_comment on_embdoc_beg on_embdoc on_embdoc_end
          on_ignored_sp on_words_sep].freeze

# `A::B` → "A.B"; a leading `::` is dropped.
def const_path(node)
  return nil if node.nil?

  case node.type
  when :COLON2
    parent, name = node.children
    [const_path(parent), name.to_s].compact.join(".")
  when :COLON3
    node.children[0].to_s
  when :CONST
    node.children[0].to_s
  else
    nil
  end
end

# The receiver of `def recv.m`, by its text: `self` names nothing.
def receiver(node)
  case node.type
  when :SELF then nil
  when :CONST, :LVAR, :IVAR, :GVAR, :CVAR, :DVAR, :VCALL then node.children[0].to_s
  when :COLON2, :COLON3 then const_path(node)
  else "?"
  end
end

def walk(node, chain, out)
  return unless node.is_a?(RubyVM::AbstractSyntaxTree::Node)

  name = nil
  body = node.children
  case node.type
  when :CLASS
    name = const_path(node.children[0])
    body = [node.children[2]]
  when :MODULE
    name = const_path(node.children[0])
    body = [node.children[1]]
  when :DEFN
    name = node.children[0].to_s
    body = [node.children[1]]
  when :DEFS
    recv = receiver(node.children[0])
    name = [recv, node.children[1].to_s].compact.join(".")
    body = [node.children[2]]
  end
  if name
    full = chain + [name]
    out << { name: full.join("."), start_line: node.first_lineno, end_line: node.last_lineno }
    chain = full
  end
  body.each { |child| walk(child, chain, out) }
end

def code_lines(src)
  lines = []
  Ripper.lex(src).each do |(line, _col), type, tok, _state|
    break if type == :on___end__
    next if SKIP.include?(type)

    last = line + tok.count("\n") - (tok.end_with?("\n") ? 1 : 0)
    (line..[last, line].max).each { |l| lines << l }
  end
  lines.uniq.sort
end

$stdin.each_line do |path|
  path = path.chomp
  next if path.empty?

  begin
    src = File.binread(path).force_encoding(Encoding::UTF_8)
    # Magic encoding comments (`# encoding: ascii-8bit`) are honoured by the parser.
    ast = RubyVM::AbstractSyntaxTree.parse(src)
    out = []
    walk(ast, [], out)
    puts JSON.generate({ file: path, symbols: out, code_lines: code_lines(src) })
  rescue SyntaxError, StandardError => e
    puts JSON.generate({ file: path, error: "#{e.class}: #{e.message.lines.first.to_s.strip}"[0, 300] })
  end
  $stdout.flush
end
