# frozen_string_literal: true

# pp's implementation of Puppet's provider API as module providers are written against it: confines,
# commands, defaults and the provider selection Puppet::Type makes from them (suitable providers, the
# default one by specificity).

module Puppet
  class MissingCommand < Error; end

  # A condition a provider needs of the host (Puppet::Confine and its tests).
  class Confine
    @tests = {}

    class << self
      attr_accessor :name

      def inherited(klass)
        super
        name = klass.to_s.split('::').last.downcase.intern
        klass.name = name
        Confine.instance_variable_get(:@tests)[name] = klass
      end

      def test(name)
        Confine.instance_variable_get(:@tests)[name.to_s.intern]
      end
    end

    attr_reader :values
    attr_accessor :for_binary, :label

    def initialize(values)
      @values = values.is_a?(Array) ? values : [values]
    end

    def for_binary?
      for_binary
    end

    def result
      values.map { |value| pass?(value) }
    end

    def valid?
      values.all? { |value| pass?(value) }
    end

    # `confine :true => lambda { ... }`: the lambda decides, once it has passed.
    module Boolean
      def values
        return @values unless @values.length == 1 && @values.first.respond_to?(:call)
        return @cached_value unless @cached_value.nil?

        calculated = !!@values.first.call
        @cached_value = [calculated] if calculated == passing_value
        [calculated]
      end
    end

    class True < Confine
      include Boolean

      def passing_value
        true
      end

      def pass?(value)
        !!value
      end
    end

    class False < Confine
      include Boolean

      def passing_value
        false
      end

      def pass?(value)
        !value
      end
    end

    class Any < Confine
      def pass?(value)
        !!value
      end

      def valid?
        @values.any? { |value| pass?(value) }
      end
    end

    class Exists < Confine
      def pass?(value)
        value && (for_binary? ? Puppet::Util.which(value) : File.exist?(value))
      end
    end

    class Feature < Confine
      def pass?(value)
        Puppet.features.send("#{value}?")
      end
    end

    # A fact (or a setting of that name) among the values, compared in lower case.
    class Variable < Confine
      attr_accessor :name

      def initialize(values)
        super
        @values = @values.map { |v| v.to_s.downcase }
      end

      def pass?(value)
        test_value.to_s.downcase == value.to_s.downcase
      end

      def valid?
        @values.include?(test_value.to_s.downcase)
      end

      private

      def test_value
        setting = Puppet.settings.valid?(name) ? Puppet[name] : nil
        setting.nil? ? Facter.value(name).to_s.downcase : setting
      end
    end
  end

  class ConfineCollection
    attr_reader :label

    def initialize(label)
      @label = label
      @confines = []
    end

    def confine(hash)
      hash = hash.dup
      for_binary = !hash.delete(:for_binary).nil?
      hash.each do |test, values|
        klass = Puppet::Confine.test(test)
        confine = (klass || Puppet::Confine::Variable).new(values)
        confine.name = test unless klass
        confine.for_binary = true if for_binary
        confine.label = label
        @confines << confine
      end
    end

    def valid?
      @confines.all?(&:valid?)
    end

    def empty?
      @confines.empty?
    end
  end

  module Confiner
    def confine(hash)
      confine_collection.confine(hash)
    end

    def confine_collection
      @confine_collection ||= Puppet::ConfineCollection.new(to_s)
    end

    def suitable?(_short = true)
      confine_collection.valid?
    end
  end

  class Provider
    extend Puppet::Confiner
    # Puppet's helpers (which, execute, execpipe) for providers and their classes, as Puppet mixes them in
    include Puppet::Util
    extend Puppet::Util
    include Puppet::Util::Execution
    extend Puppet::Util::Execution

    # A command a provider declared (Puppet::Provider::Command): found on PATH when run, its output
    # returned, its failure a Puppet::ExecutionFailure.
    class Command
      attr_reader :name, :executable

      def initialize(name, executable, options = {})
        @name = name
        @executable = executable
        @options = options
      end

      def execute(*args)
        resolved = Puppet::Util.which(@executable)
        raise Puppet::MissingCommand, "Command #{@name} is missing" unless resolved

        Puppet::Util::Execution.execute([resolved] + args.flatten, @options)
      end
    end

    # What a `has_command` block may say (Puppet::Provider::CommandDefiner).
    class CommandDefiner
      def initialize(name, path, confiner)
        @name = name
        @path = path
        @confiner = confiner
        @optional = false
        @environment = {}
      end

      def is_optional # rubocop:disable Naming/PredicateName (Puppet's name)
        @optional = true
      end

      def environment(env)
        @environment = @environment.merge(env)
      end

      def command
        @confiner.confine(exists: @path, for_binary: true) unless @optional
        Command.new(@name, @path, failonfail: true, combine: true, custom_environment: @environment)
      end
    end

    class << self
      attr_accessor :name, :resource_type, :doc, :source
      attr_writer :hash

      def initvars
        @defaults = []
        @notdefaults = []
        @commands = {}
        @features = []
        @property_hash_methods = false
      end

      def desc(text)
        @doc = text
      end

      def to_s
        super
      end

      def has_command(name, path, &block) # rubocop:disable Naming/PredicateName (Puppet's name)
        name = name.intern
        definer = CommandDefiner.new(name, path, self)
        definer.instance_eval(&block) if block
        command = definer.command
        @commands[name] = command.executable
        define_singleton_method(name) { |*args| command.execute(*args) } unless singleton_class.method_defined?(name)
        define_method(name) { |*args| self.class.send(name, *args) } unless method_defined?(name)
      end

      def commands(hash)
        hash.each { |name, path| has_command(name, path) }
      end

      def optional_commands(hash)
        hash.each { |name, path| has_command(name, path, &:is_optional) }
      end

      # The full path of a declared command (this provider's or a parent's), nil when it is not installed.
      def command(name)
        name = name.intern
        command = @commands[name] if defined?(@commands)
        command = superclass.command(name) if !command && superclass.respond_to?(:command)
        raise Puppet::DevError, "No command #{name} defined for provider #{self.name}" unless command

        Puppet::Util.which(command)
      end

      def defaultfor(hash)
        @defaults << hash
      end

      def notdefaultfor(hash)
        @notdefaults << hash
      end

      def default?
        default_match ? true : false
      end

      def default_match
        return nil if some_default_match(@notdefaults)

        some_default_match(@defaults)
      end

      def some_default_match(list)
        list.find do |default|
          default.all? { |key, values| key == :feature ? feature_match(values) : fact_match(key, values) }
        end
      end

      def fact_match(fact, values)
        fact_val = Facter.value(fact).to_s.downcase
        return false if fact_val.empty?

        [values].flatten.any? do |value|
          value.is_a?(Regexp) ? fact_val =~ value : fact_val.intern == value.to_s.downcase.intern
        end
      end

      def feature_match(value)
        Puppet.features.send("#{value}?")
      end

      # How specific this provider is for this host: 100 per fact of its matching default, plus the
      # number of classes among its ancestors (Puppet's measure, ties and all).
      def specificity
        match = default_match
        ((match ? match.length : 0) * 100) + ancestors.count { |a| a.is_a?(Class) }
      end

      def has_features(*names) # rubocop:disable Naming/PredicateName (Puppet's name)
        names.flatten.each { |name| @features << name.to_s.intern unless @features.include?(name.to_s.intern) }
      end
      alias has_feature has_features

      def declared_feature?(name)
        @features.include?(name.to_s.intern) ||
          (superclass.respond_to?(:declared_feature?) && superclass.declared_feature?(name))
      end

      def features
        (superclass.respond_to?(:features) ? superclass.features : []) | @features
      end

      # A feature the provider declares, or one whose methods (as the type lists them) it has: a service
      # provider with enable, disable and enabled? is enableable without saying so (ProviderFeatures).
      def feature?(name)
        return true if declared_feature?(name)

        feature = resource_type.respond_to?(:provider_feature) ? resource_type.provider_feature(name) : nil
        methods = feature && feature[1][:methods]
        methods ? Array(methods).all? { |m| public_method_defined?(m) } : false
      end

      def mk_resource_methods
        [resource_type.validproperties, resource_type.parameters].flatten.each do |attr|
          attr = attr.intern
          next if attr == :name

          define_method(attr) { @property_hash[attr].nil? ? :absent : @property_hash[attr] }
          define_method("#{attr}=") { |val| @property_hash[attr] = val }
        end
      end

      def instances
        raise Puppet::DevError, "To support listing resources of this type the '#{name}' provider needs to " \
                                "implement an 'instances' class method returning the current set of resources. " \
                                'We recommend porting your module to the simpler Resource API instead: ' \
                                'https://puppet.com/search/docs?keys=resource+api'
      end

      def supports_parameter?(_param)
        true
      end

    end

    initvars

    attr_accessor :resource

    def initialize(resource = nil)
      if resource.is_a?(Hash)
        # the record itself, not a copy: ParsedFile providers change their file's records through it
        @property_hash = resource
      else
        @resource = resource
        @property_hash = {}
      end
    end

    def name
      @property_hash[:name] || (@resource && @resource[:name])
    end

    def get(param)
      @property_hash[param.intern] || :absent
    end

    def set(params)
      params.each { |param, value| @property_hash[param] = value }
    end

    def clear
      @property_hash.clear
    end

    def to_s
      "#{@resource}(provider=#{self.class.name})"
    end

    # Puppet::Util::Logging: a provider's lines come from its resource and name (`Augeas[x](provider=augeas)`),
    # a provider class's from the class.
    %i[debug info notice warning err].each do |level|
      define_method(level) { |message| PP::Native.log_source(level.to_s, to_s, message.to_s) }
      define_singleton_method(level) { |message| PP::Native.log_source(level.to_s, to_s, message.to_s) }
    end

    # The parent class of package providers (Puppet::Provider::Package).
    class Package < Provider
      initvars

      # Package providers that install into a chosen target command (Puppet::Provider::Package::Targetable).
      class Targetable < Package
        initvars
      end
    end
  end

  # Puppet.settings: the settings Puppet[:name] reads.
  class Settings
    def [](name)
      PP::Native.setting(name.to_s)
    end
    alias value []

    def valid?(name)
      PP::Native.setting_known(name.to_s)
    end
  end

  def self.settings
    @settings ||= Settings.new
  end
end

module Puppet
  # Puppet::FileSystem as providers call it: paths as Strings or Pathnames, Ruby's File underneath.
  module FileSystem
    class << self
      def pathname(path)
        path.is_a?(Pathname) ? path : Pathname.new(path.to_s)
      end

      def path_string(path)
        path.to_s
      end

      def expand_path(path, dir = nil)
        File.expand_path(path.to_s, dir)
      end

      %i[exist? file? directory? executable? writable? symlink? size stat lstat readlink].each do |m|
        define_method(m) { |path| File.send(m, path.to_s) }
      end

      def read(path, opts = {})
        File.read(path.to_s, **opts)
      end

      def read_preserve_line_endings(path)
        File.read(path.to_s, mode: 'rb:UTF-8')
      end

      def binread(path)
        File.binread(path.to_s)
      end

      def readlines(path)
        File.readlines(path.to_s)
      end

      def each_line(path, &block)
        File.foreach(path.to_s, &block)
      end

      def open(path, mode, options, &block)
        File.open(path.to_s, options, mode, &block)
      end

      def children(path)
        Pathname.new(path.to_s).children
      end

      def basename_string(path)
        File.basename(path.to_s)
      end

      def dir_string(path)
        File.dirname(path.to_s)
      end

      def unlink(*paths)
        File.unlink(*paths.map(&:to_s))
      end

      def touch(path, mtime: nil)
        FileUtils.touch(path.to_s, mtime: mtime)
      end

      def mkpath(path)
        FileUtils.mkdir_p(path.to_s)
      end

      def chmod(mode, path)
        File.chmod(mode, path.to_s)
      end

      def symlink(path, dest, options = {})
        FileUtils.symlink(path.to_s, dest.to_s, **options)
      end

      def replace_file(path, mode = nil)
        tmp = "#{path}.pp-#{Process.pid}"
        File.open(tmp, 'wb', mode || 0o644) { |f| yield f }
        File.rename(tmp, path.to_s)
      end
    end
  end

  module Util
    # Puppet::Util::Diff: the `diff` setting's command between two files.
    module Diff
      def diff(old, new)
        command = [Puppet[:diff]] + Puppet[:diff_args].to_s.split(' ') + [old, new]
        Puppet::Util::Execution.execute(command, failonfail: false, combine: false)
      end

      def string_file_diff(path, string)
        require 'tempfile'
        tempfile = Tempfile.new('puppet-diffing')
        tempfile.print string
        tempfile.close
        notice "\n#{diff(path, tempfile.path)}"
        tempfile.delete
      end
      module_function :diff, :string_file_diff
    end
  end
end

module PP
  # Puppet.lookup(:current_environment): the environment's name and its modules' plugin directories.
  class Environment
    def name
      (PP::Native.setting('environment') || 'production').to_s.intern
    end

    def modulepath
      PP::MODULE_LIBS.map { |lib| File.dirname(File.dirname(lib)) }.uniq
    end

    def each_plugin_directory(&block)
      PP::MODULE_LIBS.each(&block)
    end

    def to_s
      name.to_s
    end
  end

  def self.current_environment
    @current_environment ||= Environment.new
  end
end
