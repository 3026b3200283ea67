# Records how Ruby's Psych (what Puppet's yaml_data backend loads Hiera data with: YAML.safe_load) types
# each plain scalar of scalars.txt, as scalars.tsv: the scalar, Psych's class and the value (a Float as
# %.17g, nil as "nil"). Scalars Psych refuses to load are left out, and scalars.txt holds no integer
# beyond 64 bits (pp's Integer is 64-bit, DESIGN.md section 3). hiera_yaml_scalars_test.cpp checks
# pp's loader::yaml_to_value against it. Run: ruby tests/unit/loader/yaml_scalars/record.rb
require 'yaml'
dir = File.dirname(__FILE__)
out = File.open(File.join(dir, 'scalars.tsv'), 'w')
File.readlines(File.join(dir, 'scalars.txt'), chomp: true).each do |s|
  next if s.empty?
  begin
    v = YAML.safe_load("k: #{s}\n")['k']
  rescue StandardError
    next
  end
  text = case v
         when Float then format('%.17g', v)
         when nil then 'nil'
         else v.to_s
         end
  out.printf("%s\t%s\t%s\n", s, v.class, text)
end
out.close
