# Prints the GoogleTest table rows of tests/unit/runtime/time_test.cpp from real Puppet 7.23 (its
# Puppet::Pops::Time classes, which call Ruby's Time#strftime and DateTime._strptime):
#   ruby time_gen.rb time_cases.rb
require 'puppet'
T = Puppet::Pops::Time

def lit(s)
  '"' + s.to_s.b.bytes.map { |c| (c >= 0x20 && c < 0x7f && c != 34 && c != 92 && c != 63) ? c.chr : format('\\%03o', c) }.join + '"'
end

# a type argument written for the C++ side: "i:1", "f:1.5", "s:text", "d:" (default)
def arg(x)
  case x
  when Integer then "i:#{x}"
  when Float then "f:#{x}"
  when String then "s:#{x}"
  else 'd:'
  end
end

def run(op, a, b, c)
  case op
  when 'span_type' then Puppet::Pops::Types::TypeFactory.timespan(a, b).to_s
  when 'stamp_type' then Puppet::Pops::Types::TypeFactory.timestamp(a, b).to_s
  when 'span_format' then T::Timespan.new(a).format(b)
  when 'span_parse' then T::Timespan.parse(a, b.nil? ? T::Timespan::Format::DEFAULTS : b).nsecs.to_s
  when 'stamp_format' then T::Timestamp.new(a).format(b, c)
  when 'stamp_parse' then T::Timestamp.parse(a, b.nil? ? :default : b, c).nsecs.to_s
  end
rescue StandardError => e
  "error: #{e.message}"
end

cases = eval(File.read(ARGV[0]))
cases.each do |op, a, b, c|
  exp = run(op, a, b, c)
  if op.end_with?('_type')
    arg_a = lit(arg(a))
    arg_b = lit(arg(b))
  else
    arg_a = a.is_a?(Integer) ? lit(a.to_s) : lit(a)
    arg_b = b.is_a?(Array) ? lit(b.map { |f| "\x01#{f}" }.join) : (b.nil? ? 'nullptr' : lit(b))
  end
  puts "    {#{lit(op)}, #{arg_a}, #{arg_b}, #{c.nil? ? 'nullptr' : lit(c)}, #{lit(exp)}},"
end
