# frozen_string_literal: true

require 'puppet/provider/parsedfile'

# pp_line's lines: `name: value`, in pp_lines.conf of the directory the apply runs in unless `target` says
# otherwise; `#` lines and blank lines are kept as they are.
Puppet::Type.type(:pp_line).provide(:parsed,
                                    parent: Puppet::Provider::ParsedFile,
                                    default_target: File.expand_path('pp_lines.conf'),
                                    filetype: :flat) do
  desc 'name: value lines.'

  text_line :comment, match: /^\s*#/
  text_line :blank, match: /^\s*$/

  record_line :parsed, fields: %w[name value], separator: /:\s*/, joiner: ': ',
                       post_parse: proc { |h| h[:value] = h[:value].strip if h[:value].is_a?(String) }
end
