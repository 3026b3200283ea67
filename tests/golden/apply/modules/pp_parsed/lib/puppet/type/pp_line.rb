# frozen_string_literal: true

# A fake type whose provider keeps its resources as `name: value` lines of a file (Puppet's ParsedFile parent
# class), for the applier goldens: created, changed and removed records, comments kept, the header written,
# and purging the records the catalog does not manage (resources { 'pp_line': purge => true }).
Puppet::Type.newtype(:pp_line) do
  @doc = 'A name: value line of a file.'

  ensurable

  newparam(:name, namevar: true) do
    desc 'The name of the line.'
  end

  newproperty(:value) do
    desc 'The value after the name.'
  end

  newproperty(:target) do
    desc 'The file of the line.'
    defaultto do
      if @resource.class.defaultprovider&.ancestors&.include?(Puppet::Provider::ParsedFile)
        @resource.class.defaultprovider.default_target
      end
    end
  end
end
