# frozen_string_literal: true

require_relative '../../../puppet_x/pp_dsl/key_file'

# The provider of pp_setting: prefetches every file the catalog's resources name, keeps the changes of a
# resource in @property_flush and writes its file in flush. Faults on request: a value `fail-set` makes the
# value setter raise, a file `<path>.prefetchfail` makes prefetch raise, a file `<path>.getfail` makes the
# comment getter raise, a path ending in `.flushfail` makes flush raise. It has no `instances`.
Puppet::Type.type(:pp_setting).provide(:ruby) do
  desc 'key=value files, in Ruby.'

  commands cat: 'cat'

  def self.prefetch(resources)
    files = {}
    resources.each_value do |resource|
      path = resource[:path]
      raise Puppet::Error, "cannot prefetch #{path}" if File.exist?("#{path}.prefetchfail")

      file = (files[path] ||= PuppetX::PpDsl::KeyFile.new(path))
      values = file.values(resource[:name])
      resource.provider = if values.empty?
                            new(name: resource[:name], ensure: :absent)
                          else
                            new(name: resource[:name], ensure: :present, value: values,
                                comment: file.comment(resource[:name]) || :absent)
                          end
    end
  end

  mk_resource_methods

  # the comment getter fails for a file with a `<path>.getfail` next to it
  def comment
    raise Puppet::Error, 'simulated get failure' if resource && File.exist?("#{resource[:path]}.getfail")

    @property_hash[:comment].nil? ? :absent : @property_hash[:comment]
  end

  def exists?
    @property_hash[:ensure] == :present
  end

  def create
    @property_flush = { ensure: :present }
    @property_hash[:value] = resource[:value]
    @property_hash[:comment] = resource[:comment]
  end

  def destroy
    @property_flush = { ensure: :absent }
  end

  def value=(value)
    raise Puppet::Error, 'simulated set failure' if value.include?('fail-set')

    (@property_flush ||= {})[:value] = value
    @property_hash[:value] = value
  end

  def comment=(value)
    (@property_flush ||= {})[:comment] = value
    @property_hash[:comment] = value
  end

  def flush
    return unless @property_flush

    path = resource[:path]
    raise Puppet::Error, "cannot write #{path}" if path.end_with?('.flushfail')

    file = PuppetX::PpDsl::KeyFile.new(path)
    if @property_flush[:ensure] == :absent
      file.remove(resource[:name])
    else
      comment = @property_hash[:comment]
      file.set(resource[:name], Array(@property_hash[:value]), comment == :absent ? nil : comment)
    end
    file.save
    @property_flush = nil
  end
end
