# Prints the GoogleTest table rows of tests/unit/runtime/regexp_test.cpp from real Ruby.
def lit(s)
  '"' + s.b.bytes.map { |c| (c >= 0x20 && c < 0x7f && c != 34 && c != 92 && c != 63) ? c.chr : format('\\%03o', c) }.join + '"'
end
def q(s) = s.nil? ? 'nil' : "\"#{s}\""
def run(op, pat, subj, arg, opts)
  re = lambda { Regexp.new(pat, opts) }
  case op
  when 'compile' then begin; re.call; 'ok'; rescue RegexpError => e; "error: #{e.message}"; end
  when 'match'
    m = re.call.match(subj)
    m.nil? ? 'nil' : '[' + (0...m.size).map { |i| m[i].nil? ? 'nil' : "#{q(m[i])}@#{subj[0...m.begin(i)].bytesize}-#{subj[0...m.end(i)].bytesize}" }.join(', ') + ']'
  when 'named' then q(re.call.match(subj)&.[](arg))
  when 'sub' then begin; q(subj.sub(re.call, arg)); rescue => e; "error: #{e.message}"; end
  when 'gsub' then begin; q(subj.gsub(re.call, arg)); rescue => e; "error: #{e.message}"; end
  when 'scan' then '[' + subj.scan(re.call).map { |x| x.is_a?(Array) ? '[' + x.map { |y| q(y) }.join(', ') + ']' : q(x) }.join(', ') + ']'
  when 'split' then '[' + subj.split(re.call, arg.to_i).map { |x| q(x) }.join(', ') + ']'
  when 'to_s' then q(re.call.to_s)
  when 'inspect' then q(re.call.inspect)
  when 'escape' then q(Regexp.escape(subj))
  end
end
cases = eval(File.read(ARGV[0]))
cases.each do |op, pat, subj, arg, opts|
  opts ||= 0
  exp = run(op, pat, subj || '', arg || '', opts)
  puts "    {#{lit(op)}, #{lit(pat)}, #{lit(subj || '')}, #{lit(arg || '')}, #{opts}, #{lit(exp)}},"
end
