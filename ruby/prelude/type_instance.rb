# frozen_string_literal: true

# Instances of types, as pp's applier makes them to run a module's Ruby providers: Puppet::Type#new with its
# parameters and properties (validate, munge, defaults, the provider), and what Puppet's harness asks of
# them (retrieve, insync?, sync, change_to_s, flush). The applier drives them through PP::Apply
# (apply_bridge.rb); the transaction around them is pp's own.

module PP
  # What Puppet::Util::Errors and Puppet::Util::Logging give a resource and its attributes: `fail`,
  # `devfail`, and log lines whose source is their path (`log` at the resource's loglevel, `log_level`).
  module ResourceLogging
    # fail([class,] message..., [original]): with more than one argument left the last is the error being
    # wrapped (`@resource.fail Puppet::Error, "Could not start ...", detail`), whose backtrace the new error
    # takes; an error that carries a location gets the resource's.
    def fail(*args)
      klass = args.first.is_a?(Class) ? args.shift : Puppet::Error
      other = args.count > 1 ? args.pop : nil
      error = klass.new(args.join(' '))
      error.line ||= line if error.respond_to?(:line=) && respond_to?(:line) && line
      error.file ||= file if error.respond_to?(:file=) && respond_to?(:file) && file
      error.set_backtrace(other.backtrace) if other.respond_to?(:backtrace) && other.backtrace
      raise error
    end

    def devfail(message)
      raise Puppet::DevError, message
    end

    %i[debug info notice warning err].each do |level|
      define_method(level) { |message| PP::Native.log_source(level.to_s, path, message.to_s) }
    end

    def log(message)
      PP::Native.log_source(log_level.to_s, path, message.to_s)
    end
  end
end

module Puppet
  class ResourceError < Error; end

  class Parameter
    class ValueCollection
      # Raises ArgumentError with Puppet's message when no declared value matches.
      def validate(value)
        return if empty?
        return if @values.any? { |_name, v| v.match?(value) }

        message = "Invalid value #{value.inspect}."
        message += " Valid values are #{values.join(', ')}." unless values.empty?
        message += " Valid values match #{regexes.join(', ')}." unless regexes.empty?
        raise ArgumentError, message
      end

      def munge(value)
        return value if empty?

        instance = match?(value)
        return value unless instance

        instance.regex? ? value : instance.name
      end
    end

    class << self
      def format_value_for_display(value)
        PP::Native.format_value_for_display(value)
      end
    end

    attr_reader :value
    attr_accessor :sensitive

    def value=(value)
      validate(value)
      @value = munge(value)
    end

    def munge(value)
      unsafe_munge(value)
    rescue Puppet::Error
      raise
    rescue StandardError => e
      raise Puppet::DevError, "Munging failed for value #{value.inspect} in class #{name}: #{e}"
    end

    def unsafe_munge(value)
      self.class.value_collection.munge(value)
    end

    def unmunge(value)
      respond_to?(:unsafe_unmunge) ? unsafe_unmunge(value) : value
    end

    def validate(value)
      unsafe_validate(value)
    rescue ArgumentError => e
      raise Puppet::Error, e.to_s
    rescue Puppet::Error, TypeError
      raise
    rescue StandardError => e
      raise Puppet::DevError, "Validate method failed for class #{name}: #{e}"
    end

    def unsafe_validate(value)
      self.class.value_collection.validate(value)
    end

    def provider
      @resource.provider
    end

    def isnamevar?
      self.class.isnamevar?
    end

    def required_features
      self.class.required_features
    end

    def path
      "#{@resource.path}/#{name}"
    end

    def to_s
      name.to_s
    end

    include PP::ResourceLogging

    def log_level
      @resource[:loglevel] || :notice
    end

    def noop
      @resource.noop?
    end
  end

  class Property
    class << self
      def value_name(name)
        value = value_collection.match?(name)
        value&.name
      end

      def value_option(name, option)
        value = value_collection.value(name)
        value&.send(option)
      end
    end

    attr_reader :shouldorig

    def should
      return nil unless defined?(@should)

      match_all? ? @should.map { |v| unmunge(v) } : unmunge(@should[0])
    end

    def should=(values)
      values = [values] unless values.is_a?(Array)
      @shouldorig = values
      values.each { |v| validate(v) }
      @should = values.map { |v| munge(v) }
    end

    def value
      should
    end

    def value=(values)
      self.should = values
    end

    def match_all?
      self.class.array_matching == :all
    end

    def safe_insync?(is)
      return true unless @should

      insync?(is)
    end

    def insync?(is)
      devfail "#{self.class.name}'s should is not array" unless @should.is_a?(Array)
      return true if @should.empty?

      if match_all?
        return false unless is.is_a?(Array) && is.length == @should.length

        is == @should || is == @should.map(&:to_s)
      else
        @should.any? { |want| property_matches?(is, want) }
      end
    end

    def property_matches?(current, desired)
      current == desired || current == desired.to_s
    end

    def retrieve
      provider.send(self.class.name)
    end

    def unsafe_validate(value)
      super
      features = self.class.value_option(self.class.value_name(value), :required_features)
      return unless features

      features = Array(features)
      return if features.all? { |f| provider.class.feature?(f) }

      raise ArgumentError, "Provider #{provider.class.name} must have features '#{features.join(', ')}' " \
                           "to set '#{self.class.name}' to '#{value}'"
    end

    def set(value)
      name = self.class.value_name(value)
      method = self.class.value_option(name, :method)
      if method && respond_to?(method)
        begin
          send(method)
        rescue Puppet::Error
          raise
        rescue StandardError => e
          raise Puppet::ResourceError, "Could not set '#{value}' on #{self.class.name}: #{e}"
        end
      elsif (block = self.class.value_option(name, :block))
        instance_eval(&block)
      else
        call_provider(value)
      end
    end

    def call_provider(value)
      self.fail "#{self.class.name} cannot handle values of type #{value.inspect}" unless @resource.provider
      method = "#{self.class.name}="
      self.fail "The #{provider.class.name} provider can not handle attribute #{self.class.name}" unless provider.respond_to?(method)
      provider.send(method, value)
    end

    def sync
      devfail 'Got a nil value for should' unless should
      set(should)
    end

    def change_to_s(current_value, newvalue)
      if current_value == :absent
        "defined '#{name}' as #{should_to_s(newvalue)}"
      elsif [:absent, [:absent]].include?(newvalue)
        "undefined '#{name}' from #{is_to_s(current_value)}"
      else
        "#{name} changed #{is_to_s(current_value)} to #{should_to_s(newvalue)}"
      end
    end

    def is_to_s(value) # rubocop:disable Naming/PredicateName (Puppet's name)
      self.class.format_value_for_display(value)
    end

    def should_to_s(value)
      self.class.format_value_for_display(value)
    end

    def event_name
      value = should
      event = self.class.value_option(value, :event)
      return event if event
      return :"#{name}_changed" unless name == :ensure

      suffix = case value
               when :present then '_created'
               when :absent then '_removed'
               else '_changed'
               end
      :"#{@resource.class.name}#{suffix}"
    end

    class Ensure
      def self.defaultvalues
        newvalue(:present) do
          if @resource.provider.respond_to?(:create)
            @resource.provider.create
          else
            @resource.create
          end
          nil
        end
        newvalue(:absent) do
          if @resource.provider.respond_to?(:destroy)
            @resource.provider.destroy
          else
            @resource.destroy
          end
          nil
        end
        defaultto { @resource.managed? ? :present : nil }
        @doc ||= 'The basic property that the resource should be in.'
      end

      def change_to_s(currentvalue, newvalue)
        if currentvalue == :absent || currentvalue.nil?
          'created'
        elsif newvalue == :absent
          'removed'
        else
          "#{name} changed #{is_to_s(currentvalue)} to #{should_to_s(newvalue)}"
        end
      end

      def retrieve
        prov = @resource.provider
        result = if prov.respond_to?(:exists?)
                   prov.exists?
                 elsif @resource.respond_to?(:exists?)
                   @resource.exists?
                 else
                   raise Puppet::DevError, "No ability to determine if #{@resource.class.name} exists"
                 end
        result ? :present : :absent
      end
    end
  end

  class Type
    METAPARAMS = %i[noop schedule audit loglevel alias tag require subscribe before notify stage].freeze

    class << self
      # Attributes in the order Puppet sets them: the namevars, provider, properties, parameters.
      def allattrs
        key_attributes | (parameters & [:provider]) | properties.map(&:name) | parameters
      end

      def needs_ensure_retrieved
        defined?(@needs_ensure_retrieved) ? @needs_ensure_retrieved : true
      end

      attr_writer :needs_ensure_retrieved

      # A type Puppet has but pp only names (a core type a module's code refers to): any attribute goes.
      def shell?
        @shell ? true : false
      end

      attr_writer :shell
    end

    attr_reader :title, :provider
    attr_accessor :file, :line, :catalog, :noop_run

    # Puppet::Type#initialize from a Hash of parameters (title included): the namevar, the provider (asked
    # for, else the default), the others in the type's order, defaults, then the type's validate.
    def initialize(hash)
      hash = hash.to_h.transform_keys { |k| k.to_s.intern }
      @parameters = {}
      @metaparams = {}
      @title = hash.delete(:title) || hash[:name] || hash[name_var]
      self.class::METAPARAMS.each { |m| @metaparams[m] = hash.delete(m) if hash.key?(m) }
      @original_parameters = hash
      if self.class.shell?
        @shell_values = hash
        set_default(:provider) if self.class.validparameter?(:provider)
        self[:provider] = hash[:provider] if hash[:provider]
        return
      end
      set_name(hash)
      set_default(:provider)
      set_parameters(hash)
      audit_properties
      validate_resource
    end

    # The audit metaparameter: the properties it names (or all) are read even without a desired value.
    def audit_properties
      audited = Array(@metaparams[:audit]).map { |a| a.to_s.intern }
      audited = self.class.properties.map(&:name) if audited.include?(:all)
      audited.each { |name| newattr(name) if self.class.validproperty?(name) }
    end

    def name_var
      keys = self.class.key_attributes
      keys.length == 1 ? keys.first : false
    end

    def set_name(hash)
      nv = name_var
      return unless nv

      value = hash.delete(nv) || hash.delete(:name) || @title
      self[nv] = value
    end

    def set_parameters(hash)
      no_values = []
      (self.class.allattrs + hash.keys).uniq.each do |attr|
        if hash.key?(attr)
          self[attr] = hash[attr]
        else
          no_values << attr
        end
      end
      no_values.each { |attr| set_default(attr) }
    end

    def set_default(attr)
      klass = self.class.attrclass(attr)
      return unless klass&.method_defined?(:default)
      return if @parameters.include?(klass.name)

      parameter = newattr(klass.name)
      return unless parameter

      value = parameter.default
      if value.nil?
        @parameters.delete(parameter.name)
      else
        parameter.value = value
      end
    end

    def validate_resource
      validate if respond_to?(:validate)
    rescue Puppet::Error, ArgumentError => e
      raise Puppet::ResourceError, "Validation of #{ref} failed: #{e}"
    end

    def newattr(name)
      klass = self.class.attrclass(name)
      raise Puppet::Error, "Resource type #{self.class.name} does not support parameter #{name}" unless klass
      return nil if provider && !provider_supports?(klass)

      @parameters[name] ||= klass.new(resource: self)
    end

    def provider_supports?(klass)
      features = klass.required_features
      features.nil? || features.all? { |f| provider.class.feature?(f) }
    end

    def [](name)
      name = name.intern
      return @metaparams[name] if self.class::METAPARAMS.include?(name)
      return @shell_values[name] if self.class.shell? && name != :provider
      raise Puppet::Error, "Invalid parameter #{name}(#{name.inspect})" unless self.class.validattr?(name)

      name = name_var || name if name == :name
      obj = @parameters[name]
      obj&.value
    end

    def []=(name, value)
      name = name.intern
      raise Puppet::Error, "no parameter named '#{name}'" unless self.class.validattr?(name)
      return @metaparams[name] = value if self.class::METAPARAMS.include?(name)

      name = name_var || name if name == :name
      raise Puppet::Error, "Got nil value for #{name}" if value.nil?

      attr = newattr(name)
      return nil unless attr

      begin
        attr.value = value
      rescue Puppet::Error, ArgumentError => e
        raise Puppet::ResourceError, "Parameter #{name} failed on #{ref}: #{e}"
      end
      nil
    end

    def provider=(name)
      if name.is_a?(Puppet::Provider)
        @provider = name
        @provider.resource = self
      else
        klass = self.class.provider(name)
        raise ArgumentError, "Could not find #{name} provider of #{self.class.name}" unless klass

        @provider = klass.new(self)
      end
    end

    def parameter(name)
      @parameters[name.to_s.intern]
    end

    # Puppet's: a copy of the attributes by name (changing it changes nothing; changing one of them does)
    def parameters
      @parameters.dup
    end

    # the attributes with a value, in the type's order (namevar, properties, parameters, metaparameters)
    def parameters_with_value
      self.class.allattrs.map { |attr| parameter(attr) }.compact
    end

    def property(name)
      obj = @parameters[name.to_s.intern]
      obj.is_a?(Puppet::Property) ? obj : nil
    end

    def properties
      self.class.properties.map { |p| @parameters[p.name] }.compact
    end

    def eachparameter(&block)
      parameters_with_value.each(&block)
    end

    def eachproperty(&block)
      properties.each(&block)
    end

    def should(name)
      property(name)&.should
    end

    def value(name)
      @parameters[name.to_s.intern]&.value
    end

    def delete(attr)
      @parameters.delete(attr.to_s.intern)
    end

    def to_hash
      @parameters.each_with_object({}) { |(name, param), h| h[name] = param.value }.merge(@metaparams)
    end

    def original_parameters
      @original_parameters
    end

    def managed?
      return @managed if @managed

      @managed = properties.any? { |p| p.should && !p.class.unmanaged }
    end

    def name
      self[:name]
    end

    def uniqueness_key
      self.class.key_attributes.map { |k| self[k] }
    end

    def type
      self.class.name
    end

    def ref
      "#{self.class.name.to_s.capitalize}[#{title}]"
    end

    def to_s
      ref
    end

    attr_writer :path

    # Where the resource's log lines come from: its containment path in the catalog.
    def path
      @path || "/#{ref}"
    end

    def noop?
      return true if @noop_run

      v = @metaparams[:noop]
      [true, 'true'].include?(v)
    end
    alias noop noop?

    def deleting?
      obj = @parameters[:ensure]
      obj && obj.should == :absent
    end

    def exists?
      provider.respond_to?(:exists?) && provider.exists?
    end

    def flush
      provider.flush if provider.respond_to?(:flush)
    end

    def tags
      Array(@metaparams[:tag])
    end

    # Type#retrieve: ensure first (the provider's exists?), then each property from the provider, all
    # :absent when ensure is.
    def retrieve
      if provider.is_a?(Puppet::Provider) && !provider.class.suitable?
        raise Puppet::Error, "Provider #{provider.class.name} is not functional on this host"
      end

      result = {}
      ensure_prop = property(:ensure)
      ensure_prop = newattr(:ensure) if !ensure_prop && self.class.needs_ensure_retrieved &&
                                        self.class.validattr?(:ensure)
      ensure_state = nil
      result[:ensure] = ensure_state = ensure_prop.retrieve if ensure_prop
      properties.each do |prop|
        next if prop.name == :ensure

        result[prop.name] = ensure_state == :absent ? :absent : prop.retrieve
      end
      result
    end

    include PP::ResourceLogging

    def log_level
      @metaparams[:loglevel] || :notice
    end
  end
end
