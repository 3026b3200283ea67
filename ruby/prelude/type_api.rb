# pp's implementation of Puppet's resource type DSL (`Puppet::Type.newtype`, seed 001) and of the Resource
# API's `Puppet::ResourceApi.register_type` (seed 000), as module type files use them. Loading a type file
# here gives its schema: attributes, kinds, namevars, values, title patterns (computed by the type's own
# Ruby), as Puppet's classes would report them. Instances of types are in type_instance.rb. Nothing of Ruby
# Puppet is loaded.

module Puppet
  class ConstantAlreadyDefined < Error; end

  # Puppet::Parameter::Value: one value of newvalues/newvalue, a name (Symbol) or a Regexp, and its aliases.
  class Parameter
    class Value
      attr_reader :name, :options, :event
      attr_accessor :block, :method, :required_features, :invalidate_refreshes

      def initialize(name)
        @name = name.is_a?(Regexp) ? name : convert(name)
        @aliases = []
      end

      def alias(name)
        @aliases << convert(name)
      end

      def aliases
        @aliases.dup
      end

      def event=(value)
        @event = convert(value)
      end

      def regex?
        @name.is_a?(Regexp)
      end

      def match?(value)
        return name =~ value.to_s ? true : false if regex?

        name == convert(value) || @aliases.include?(convert(value))
      end

      private

      def convert(value)
        case value
        when Symbol, '' then value
        when String then value.intern
        when true then :true
        when false then :false
        else value.to_s.intern
        end
      end
    end

    # Puppet::Parameter::ValueCollection: the declared values in order, strings and regexes apart.
    class ValueCollection
      def initialize
        @values = {}
        @regexes = []
        @strings = []
      end

      def empty?
        @values.empty?
      end

      def newvalue(name, options = {}, &block)
        options = options.reject { |k, _| k == :call }
        value = Value.new(name)
        @values[value.name] = value
        (value.regex? ? @regexes : @strings) << value
        options.each { |opt, arg| value.send("#{opt}=", arg) if value.respond_to?("#{opt}=") }
        if block
          value.block = block
          value.method ||= "set_#{value.name}" unless value.regex?
        end
        value
      end

      def newvalues(*names)
        names.each { |name| newvalue(name) }
      end

      def aliasvalue(name, other)
        value = match?(other.to_sym)
        raise Puppet::DevError, "Cannot alias nonexistent value #{other}" unless value

        value.alias(name)
      end

      def match?(test_value)
        @strings.find { |v| v.match?(test_value) } || @regexes.find { |v| v.match?(test_value) }
      end

      def value(name)
        @values[name]
      end

      def values
        @strings.map(&:name)
      end

      def regexes
        @regexes.map { |r| r.name.inspect }
      end
    end

    class << self
      attr_reader :name, :default_block, :required_features
      attr_accessor :metaparam, :doc

      def initvars
        @value_collection = ValueCollection.new
      end

      # A class a type file declares itself (`class X < Puppet::Property`) gets its collection on first use.
      def value_collection
        @value_collection ||= ValueCollection.new
      end

      def desc(str)
        @doc = str
      end

      def defaultto(value = nil, &block)
        raise Puppet::DevError, 'Either a default value or block must be provided' if block.nil? && value.nil?

        @default_block = block || proc { value }
        define_method(:default, &@default_block)
      end

      def sensitive(value = nil, &block)
        define_method(:is_sensitive, &(block || proc { value }))
      end

      def nodefault
        undef_method :default if public_method_defined? :default
      end

      def munge(&block)
        define_method(:unsafe_munge, &block)
      end

      def unmunge(&block)
        define_method(:unsafe_unmunge, &block)
      end

      def validate(&block)
        define_method(:unsafe_validate, &block)
      end

      def isnamevar
        @isnamevar = true
        @required = true
      end

      def isnamevar?
        @isnamevar ? true : false
      end

      def isrequired
        @required = true
      end

      def required?
        @required ? true : false
      end

      def required_features=(*args)
        @required_features = args.flatten.map { |a| a.to_s.downcase.intern }
      end

      def newvalues(*names)
        value_collection.newvalues(*names)
      end

      def aliasvalue(name, other)
        value_collection.aliasvalue(name, other)
      end

      def proxymethods(*values)
        values.each { |val| define_method(val) { self.class.send(val) } }
      end
    end

    attr_accessor :resource

    def initialize(resource: nil, **_options)
      @resource = resource
    end

    def name
      self.class.name
    end

    # Puppet::Parameter::Boolean: the values Puppet::Coercion accepts.
    class Boolean < Parameter
      def self.initvars
        super
        @value_collection.newvalues('true', 'false', 'yes', 'no')
      end
    end

    class Path < Parameter
      def self.accept_arrays(bool = true)
        @accept_arrays = !!bool
      end

      def self.arrays?
        @accept_arrays
      end
    end

    class PackageOptions < Parameter; end
  end

  class Property < Parameter
    class << self
      attr_accessor :unmanaged, :idempotent

      def array_matching
        @array_matching ||= :first
      end

      def array_matching=(value)
        value = value.intern if value.is_a?(String)
        raise ArgumentError, "Supported values for Property#array_matching are 'first' and 'all'" unless %i[first all].include?(value)

        @array_matching = value
      end

      def newvalue(name, options = {}, &block)
        value = value_collection.newvalue(name, options, &block)
        define_method(value.method, &value.block) if value.method && value.block
        value
      end
    end

    class Ensure < Property
      @name = :ensure

    end

    class Boolean < Property; end

    class List < Property
      def delimiter
        ','
      end
    end

    class OrderedList < List; end

    class KeyValue < Property
      def separator
        '='
      end

      def delimiter
        ';'
      end
    end
  end

  class Type
    @types = {}

    class << self
      attr_reader :name, :properties, :parameters_list
      attr_accessor :self_refresh, :doc, :file, :providerloader

      # Puppet::Type.newtype: a class Puppet::Type::Name whose body declares the attributes.
      def newtype(name, options = {}, &block)
        name = name.to_s.downcase.intern
        const = name.to_s.capitalize
        remove_const(const) if const_defined?(const, false)
        klass = Class.new(self)
        klass.instance_variable_set(:@name, name)
        const_set(const, klass)
        klass.initvars
        options = {} unless options.is_a?(Hash)
        options.each { |opt, arg| klass.send("#{opt}=", arg) if klass.respond_to?("#{opt}=") }
        klass.file = block.source_location&.first if block
        klass.class_eval(&block) if block
        @types[name] = klass
        newmethod = "new#{name}"
        Type.define_singleton_method(newmethod) { |*args| klass.new(*args) } unless Type.respond_to?(newmethod)
        klass.ensurable if klass.ensurable? && !klass.validproperty?(:ensure)
        klass.providify if PP.providers_for?(name)
        klass
      end

      # Puppet::Type.type: a loaded type, or the one the modules' `puppet/type/NAME.rb` defines.
      def type(name)
        name = name.to_s.downcase.intern
        return Type.types[name] if Type.types[name]

        path = PP.module_file("puppet/type/#{name}")
        if path
          load path
        elsif PP::CORE_TYPES.key?(name.to_s)
          PP::CORE_TYPES[name.to_s].call
        elsif PP::BUILTIN_TYPES.include?(name.to_s)
          const = name.to_s.capitalize
          Type.const_defined?(const, false) ? (Type.types[name] = Type.const_get(const, false)) : newtype(name)
          Type.types[name].shell = true
        end
        Type.types[name]
      end

      def types
        Type.instance_variable_get(:@types)
      end

      def eachtype(&block)
        types.each_value(&block)
      end

      # Built-in types a module's type refers to (Puppet::Type::File::Owner as a parent): the core type when
      # pp defines it, else an empty type of that name, with the nested classes asked for made as properties.
      def const_missing(const)
        return super unless equal?(Type) && PP::BUILTIN_TYPES.include?(const.to_s.downcase)
        return type(const.to_s.downcase) if PP::CORE_TYPES.key?(const.to_s.downcase)

        newtype(const.to_s.downcase.intern).tap { |t| t.shell = true }
      end

      def initvars
        @properties = []
        @validproperties = {}
        @parameters_list = []
        @paramhash = {}
        @features = {}
        @autorequires = {}
        @doc ||= ''
      end

      def desc(str)
        @doc = str
      end

      def newparam(name, options = {}, &block)
        name = name.to_s.downcase.intern
        parent = options[:parent] || Puppet::Parameter
        param = genclass(name, parent, 'Parameter', options[:attributes] || {}, block)
        @parameters_list << param
        @paramhash[name] = param
        if options[:boolean]
          define_method("#{name}?") do
            val = self[name]
            true if [:true, true].include?(val)
          end
        end
        param.required_features = options[:required_features] if options[:required_features]
        param.isnamevar if options[:namevar]
        param
      end

      def newproperty(name, options = {}, &block)
        raise Puppet::DevError, "Options must be a hash, not #{options.inspect}" unless options.is_a?(Hash)

        name = name.to_s.intern
        raise Puppet::DevError, "Class #{self.name} already has a property named #{name}" if @validproperties.include?(name)

        options = options.dup
        parent = options.delete(:parent) || Puppet::Property
        prop = genclass(name, parent, '', options, block)
        @validproperties[name] = prop
        name == :ensure ? @properties.unshift(prop) : @properties << prop
        prop
      end

      def newmetaparam(name, options = {}, &block)
        newparam(name, options, &block)
      end

      def newcheck(name, options = {}, &block)
        newparam(name, options, &block)
      end

      def ensurable(&block)
        if block
          newproperty(:ensure, parent: Puppet::Property::Ensure, &block)
        else
          newproperty(:ensure, parent: Puppet::Property::Ensure) { defaultvalues }
        end
      end

      def ensurable?
        %i[exists? create destroy].all? { |m| public_method_defined?(m) }
      end

      # Puppet adds the `provider` parameter to a type that has providers.
      def providify
        return if @paramhash.key?(:provider)

        newparam(:provider) do
          desc 'The specific backend to use for this resource.'
          defaultto { @resource.class.defaultprovider&.name }
          validate do |provider_class|
            provider_class = provider_class[0] if provider_class.is_a?(Array)
            provider_class = provider_class.class.name if provider_class.is_a?(Puppet::Provider)
            unless @resource.class.provider(provider_class)
              raise ArgumentError, "Invalid #{@resource.class.name} provider '#{provider_class}'"
            end
          end
          munge do |provider|
            provider = provider[0] if provider.is_a?(Array)
            provider = provider.intern if provider.is_a?(String)
            @resource.provider = provider
            provider.is_a?(Puppet::Provider) ? provider.class.name : provider
          end
        end
      end

      # Puppet::Type.provide: a provider class Puppet::Type::Name::ProviderX under its parent (a provider of
      # this type by name, a provider class, else Puppet::Provider), its body evaluated in it.
      def provide(name, options = {}, &block)
        name = name.intern
        options = options.dup
        parent = options.delete(:parent)
        parent = if parent.nil? then Puppet::Provider
                 elsif parent.is_a?(Class) then parent
                 else
                   provider(parent) or
                     raise Puppet::DevError, "Could not find parent provider #{parent} of #{name}"
                 end
        providify
        klass = Class.new(parent)
        const = "Provider#{name.to_s.capitalize}"
        remove_const(const) if const_defined?(const, false)
        const_set(const, klass)
        klass.name = name
        klass.initvars
        klass.source = name
        # Puppet's genclass: every other option is an attribute of the new class (`default_target:`,
        # `filetype:`...), set before its body runs
        options[:resource_type] ||= self
        options.each do |attr, value|
          klass.send("#{attr}=", value) if klass.respond_to?("#{attr}=")
        end
        provider_hash[name] = klass
        klass.class_eval(&block) if block
        klass
      end

      def provider_hash
        @provider_hash ||= {}
      end

      # A provider by name, loaded from the modules (lib/puppet/provider/TYPE/NAME.rb) or Puppet's own
      # declarations the first time it is asked for.
      def provider(name)
        name = name.to_s.intern
        return provider_hash[name] if provider_hash[name]

        feature = "puppet/provider/#{self.name}/#{name}"
        path = PP.module_file(feature)
        if path
          PP.load_provider_file(feature, path)
        else
          PP.declare_core_provider(self, name)
        end
        provider_hash[name]
      end

      # Every provider of this type: the modules' files (as Puppet's autoloader finds them), then Puppet's own.
      def providers
        loadall_providers
        provider_hash.keys
      end

      def loadall_providers
        return if @providers_loaded

        @providers_loaded = true
        PP::MODULE_LIBS.each do |dir|
          Dir.glob(::File.join(dir, 'puppet', 'provider', name.to_s, '*.rb')).sort.each do |file|
            provider(::File.basename(file, '.rb'))
          end
        end
        PP.core_provider_names(name).each { |n| provider(n) }
      end

      def suitableprovider
        loadall_providers
        provider_hash.values.select(&:suitable?)
      end

      # Puppet::Type.defaultprovider: the suitable providers that are defaults for this host (else all the
      # suitable ones), the most specific of them; the first of several equally specific, with Puppet's
      # warning.
      def defaultprovider
        return @defaultprovider if @defaultprovider

        suitable = suitableprovider
        defaults = suitable.select(&:default?)
        defaults = suitable if defaults.empty?
        max = defaults.map(&:specificity).max
        defaults = defaults.select { |p| p.specificity == max }
        if defaults.length > 1
          Puppet.warning("Found multiple default providers for #{name}: #{defaults.map { |p| p.name.to_s }.join(', ')}; " \
                         "using #{defaults[0].name}")
        end
        @defaultprovider = defaults.first
      end

      def validproperty?(name)
        @validproperties.key?(name.to_s.intern)
      end

      def validparameter?(name)
        @paramhash.key?(name.to_s.intern)
      end

      def validattr?(name)
        validproperty?(name) || validparameter?(name) || Puppet::Type.metaparams.include?(name.to_s.intern)
      end
      alias valid_parameter? validattr?

      def validproperties
        @validproperties.keys
      end

      def parameters
        @parameters_list.map(&:name)
      end

      def paramclass(name)
        @paramhash[name.to_s.intern]
      end

      def propertybyname(name)
        @validproperties[name.to_s.intern]
      end

      def attrclass(name)
        paramclass(name) || propertybyname(name)
      end

      def attrtype(name)
        return :property if propertybyname(name)

        :param if paramclass(name)
      end

      def metaparams
        %i[noop schedule audit loglevel alias tag require subscribe before notify stage]
      end

      def key_attribute_parameters
        @parameters_list.select { |p| p.isnamevar? || p.name == :name }
      end

      def key_attributes
        key_attribute_parameters.map(&:name)
      end

      def title_patterns
        case key_attributes.length
        when 0 then []
        when 1 then [[/(.*)/m, [[key_attributes.first]]]]
        else raise Puppet::DevError, 'you must specify title patterns when there are two or more key attributes'
        end
      end

      def isomorphic?
        defined?(@isomorphic) ? @isomorphic : true
      end

      def feature(name, docs, hash = {})
        raise Puppet::DevError, "Feature #{name} is already defined" if @features.include?(name)

        @features[name.to_s.intern] = [docs, hash]
      end

      def features
        @features.keys
      end

      def provider_feature(name)
        @features[name.to_s.intern]
      end

      %i[autorequire autobefore autosubscribe autonotify].each do |kind|
        define_method(kind) do |name, &block|
          (@autorequires[kind] ||= {})[name.to_s.intern] = block
        end
      end

      def validate(&block)
        define_method(:validate, &block)
      end

      def apply_to_device; end

      def apply_to_host; end

      def apply_to_all; end

      # Puppet::Type.instances: the resources each suitable provider lists (the default provider first, one
      # provider per source), a name listed by two providers taken from the first, each resource with every
      # property its provider supports (newattr leaves out the others).
      def instances
        loadall_providers
        raise Puppet::DevError, "#{name} has no providers and has not overridden 'instances'" if provider_hash.empty?

        listed = {}
        providers_by_source.flat_map do |provider|
          provider.instances.map do |instance|
            title = instance.respond_to?(:title) ? instance.title : instance.name
            if (other = listed[title])
              Puppet.debug("#{name.to_s.capitalize} #{title} found in both #{other.class.name} and " \
                           "#{instance.class.name}; skipping the #{instance.class.name} version")
              next
            end
            listed[title] = instance
            resource = new(name: instance.name, provider: instance, title: title)
            properties.each { |p| resource.newattr(p.name) }
            resource
          end
        end.compact
      end

      # The default provider, then the other suitable ones, one per source.
      def providers_by_source
        sources = []
        [defaultprovider, suitableprovider].flatten.uniq.compact.select do |provider|
          next false if sources.include?(provider.source)

          sources << provider.source
        end
      end


      private

      # Puppet::Util::ClassGen#genclass for attributes: a subclass named PrefixName under the type's class,
      # its own value collection, the options set through its writers, then the body.
      def genclass(name, parent, prefix, attributes, block)
        klass = Class.new(parent)
        klass.instance_variable_set(:@name, name)
        const = prefix + name.to_s.capitalize
        remove_const(const) if const_defined?(const, false)
        const_set(const, klass)
        klass.initvars
        attributes.each { |opt, arg| klass.send("#{opt}=", arg) if klass.respond_to?("#{opt}=") }
        klass.class_eval(&block) if block
        klass
      end
    end

    # Nested names the built-in file type offers its subclasses.
    class File < Type
      @name = :file
      initvars
      @shell = true
      class Owner < Puppet::Property; end
      class Group < Puppet::Property; end
      class Mode < Puppet::Property; end
      class Ensure < Puppet::Property::Ensure; end
    end
    @types[:file] = File
  end

  # The Resource API's type definitions (seed 000): a Hash with name, attributes, title_patterns and features,
  # made into a type as the Resource API does (namevar, parameter and read_only attributes are parameters,
  # the others properties).
  module ResourceApi
    DEFINITIONS = {}

    def self.register_type(definition)
      raise Puppet::DevError, 'requires a hash as definition' unless definition.is_a?(Hash)
      raise Puppet::DevError, 'must have `name`' unless definition.key?(:name)
      raise Puppet::DevError, 'must have `attributes`' unless definition[:attributes].is_a?(Hash)

      supported = %w[supports_noop canonicalize custom_insync remote_resource simple_get_filter].freeze
      unknown = (definition[:features] || []) - supported
      Puppet.warning("Unknown feature detected: #{unknown.inspect}") unless unknown.empty?
      DEFINITIONS[definition[:name].to_s] = definition
      patterns = definition[:title_patterns]
      Puppet::Type.newtype(definition[:name].to_sym) do
        @doc = definition[:desc] || definition[:docs]
        definition[:attributes].each do |attr_name, options|
          behaviour = (options[:behaviour] || options[:behavior]).to_s
          kind = %w[namevar parameter read_only].include?(behaviour) ? :newparam : :newproperty
          send(kind, attr_name.to_sym) do
            isnamevar if behaviour == 'namevar'
          end
        end
        if patterns
          define_singleton_method(:title_patterns) do
            patterns.map do |p|
              re = p[:pattern]
              [re, re.names.map { |n| [n.to_sym] }]
            end
          end
        end
        providify
      end
    end

    class SimpleProvider; end
  end
end

module PP
  # Puppet's built-in types (and the core modules' ones Puppet vendors), which a module's type may name.
  BUILTIN_TYPES = %w[augeas component cron exec file filebucket group host mount notify package resources
                     schedule service ssh_authorized_key sshkey stage tidy user whit].freeze

  # The core types pp defines in Ruby as Puppet does (service_type.rb), by name: each a lambda defining it, run
  # the first time the type is asked for. The other built-in types are shells (any attribute goes).
  CORE_TYPES = {}

  # Whether a module has providers for a type (Puppet adds the `provider` parameter to such types).
  def self.providers_for?(name)
    !core_provider_names(name).empty? ||
      MODULE_LIBS.any? { |dir| !Dir.glob(File.join(dir, 'puppet', 'provider', name.to_s, '*.rb')).empty? }
  end

  # Loads a module's provider file; an error names the file, as Puppet's autoloader does.
  def self.load_provider_file(feature, path)
    load path
  rescue ScriptError, StandardError => e
    raise Puppet::Error, "Could not autoload #{feature}: #{e.message}"
  end

  def self.regexp_flags(re)
    (re.options & Regexp::IGNORECASE != 0 ? 'i' : '') + (re.options & Regexp::EXTENDED != 0 ? 'x' : '') +
      (re.options & Regexp::MULTILINE != 0 ? 'm' : '')
  end

  def self.attribute_values(klass)
    vc = klass.value_collection
    vc.values.map(&:to_s) + vc.regexes
  end

  # Loads a type file (with `facts` for Facter.value, unless custom facts were resolved) and describes the type it defines as JSON, in the form tests/golden/schema records
  # from Puppet: properties first (ensure first), then parameters, each in declaration order.
  def self.type_schema(name, file, facts = {})
    Facter.core = facts if Facter.core.empty?
    load file
    type = Puppet::Type.types[name.to_s.downcase.intern]
    raise Puppet::DevError, "#{file} does not define the type #{name}" unless type

    keys = type.key_attributes.map(&:to_s)
    attrs = type.properties.map do |p|
      { 'name' => p.name.to_s, 'kind' => 'property', 'namevar' => false, 'values' => attribute_values(p) }
    end
    type.parameters.each do |pname|
      attrs << { 'name' => pname.to_s, 'kind' => 'parameter', 'namevar' => keys.include?(pname.to_s),
                 'values' => attribute_values(type.paramclass(pname)) }
    end
    rec = { 'name' => type.name.to_s, 'file' => file, 'ensurable' => type.validproperty?(:ensure),
            'attributes' => attrs, 'namevars' => keys }
    rec['isomorphic'] = false unless type.isomorphic?
    if type.singleton_class.instance_method(:title_patterns).owner != Puppet::Type.singleton_class
      rec['title_patterns'] = type.title_patterns.map do |re, fields|
        { 'regex' => re.source, 'flags' => regexp_flags(re), 'namevars' => fields.map { |f| f.first.to_s } }
      end
    end
    JSON.generate([rec])
  end
end
