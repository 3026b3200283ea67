# frozen_string_literal: true

# pp_setting: a `key=value` line of a file, a fake type-DSL type for the applier goldens of pp (its provider
# is Ruby: pp runs it in its Ruby host, as it runs the modules' providers).
Puppet::Type.newtype(:pp_setting) do
  @doc = 'A key=value line in a file.'

  ensurable

  newparam(:name, namevar: true) do
    desc 'The key.'
    validate do |value|
      raise ArgumentError, "Invalid key #{value.inspect}: no spaces or '='" if value =~ /[\s=]/
    end
  end

  newparam(:path) do
    desc 'The file.'
    validate do |value|
      raise ArgumentError, "File paths must be fully qualified, not '#{value}'" unless value.start_with?('/')
    end
  end

  newparam(:secret, boolean: true) do
    desc 'Whether the value is shown in logs.'
    newvalues(:true, :false)
    defaultto :false
  end

  newproperty(:value, array_matching: :all) do
    desc 'The value; several make several lines.'
    munge(&:to_s)

    def is_to_s(value)
      resource.secret? ? '[redacted]' : super
    end

    def should_to_s(value)
      resource.secret? ? '[redacted]' : super
    end
  end

  newproperty(:comment) do
    desc 'A comment line written above the key (`# text`).'
    newvalues(/\A[^\n]*\z/)
  end

  autorequire(:file) { [self[:path]] }

  validate do
    raise ArgumentError, 'path is required' unless self[:path]
  end
end
