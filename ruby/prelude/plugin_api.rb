# pp's implementation of the Ruby API that Puppet modules' plugins are written against (functions: the
# Puppet 4 `Puppet::Functions.create_function` and the Puppet 3 `Puppet::Parser::Functions.newfunction`).
# Nothing of Ruby Puppet is loaded: these classes are pp's, with Puppet's names and behaviour. The methods of
# `PP::Native` are written in C++ (ruby/host.cpp); this file is compiled into the pp binary and evaluated
# once, when the host starts.

module PP
  # Raised into the plugin by the watchdog when a call runs past its time limit or Ctrl-C is pressed. Not a
  # StandardError: a plugin's `rescue => e` does not swallow it.
  class Stop < Exception; end

  # Function classes by name, as the files defined them, and their one instance each.
  FUNCTIONS = {}
  FUNCTIONS3 = {}
  INSTANCES = {}

  # The 3.x functions this compilation has called or loaded (the autoloader's `loaded?`).
  LOADED3 = {}

  # A new compilation (Host::reset_instances): new function instances, and no 3.x function loaded yet.
  def self.new_compilation
    INSTANCES.clear
    LOADED3.clear
  end

  # Requires of Ruby Puppet's own files are answered by this file (which defines what pp implements); a
  # module's file under the same name (lib/puppet/type/x.rb, lib/puppet_x/...) is loaded from the module.
  SHADOWED = %r{\A(puppet|facter|hiera|semantic_puppet)(/|\z)}

  def self.module_file(feature)
    name = feature.end_with?('.rb') ? feature : "#{feature}.rb"
    MODULE_LIBS.each do |dir|
      path = File.join(dir, name)
      return path if File.file?(path)
    end
    nil
  end
  MODULE_LIBS = []

  # RubyGems is not loaded (it would cost the start-up 150 ms): the installed gems' directories join the
  # load path the first time a require does not find its file.
  GEM_ROOTS = ['/usr/lib/ruby/gems/3.1.0', '/var/lib/gems/3.1.0', '/usr/local/lib/ruby/gems/3.1.0',
               '/usr/share/rubygems-integration/3.1.0', '/usr/share/rubygems-integration/all',
               '/usr/lib/x86_64-linux-gnu/rubygems-integration/3.1.0'].freeze

  def self.add_gem_paths
    return false if @gem_paths_added

    @gem_paths_added = true
    dirs = GEM_ROOTS.flat_map do |root|
      Dir.glob(File.join(root, 'gems', '*', 'lib')) + Dir.glob(File.join(root, 'extensions', '*', '*', '*'))
    end
    dirs.reject! { |d| d =~ %r{/gems/semantic_puppet-} }
    $LOAD_PATH.concat(dirs.sort)
    !dirs.empty?
  end

  # The watchdog: a Ruby thread that wakes up while plugin code runs (it can only run then: the VM lock is
  # held by pp's thread the rest of the time) and stops a call that ran too long or was interrupted.
  def self.start_watchdog
    main = Thread.current
    @watchdog = Thread.new do
      loop do
        sleep 0.05
        reason = PP::Native.stop_reason
        main.raise(PP::Stop, reason) if reason
      end
    end
  end

  # Every thread Ruby code starts (the watchdog, a plugin's, Timeout's) unregisters its signal stack as it
  # ends, even when killed (PP::Native.release_signal_stack says why).
  module ThreadEnd
    def new(*args, &block)
      return super unless block

      super(*args) do |*a|
        block.call(*a)
      ensure
        PP::Native.release_signal_stack
      end
    end

    def start(*args, &block)
      return super unless block

      super(*args) do |*a|
        block.call(*a)
      ensure
        PP::Native.release_signal_stack
      end
    end
    alias fork start
  end
  Thread.singleton_class.prepend(ThreadEnd)

  # A command's output and status, with no thread to wait for it (Open3 would start one).
  def self.capture(command, **options)
    out = IO.popen(command, 'r', **options, &:read)
    [out, $?]
  end
end

module Process
  # Process.detach (which Open3 uses) makes its waiting thread in C, out of ThreadEnd's reach: it is made
  # here with Thread.new instead, with Process::Waiter's `pid`.
  def self.detach(pid)
    waiter = Thread.new do
      Process.wait2(pid)[1]
    rescue Errno::ECHILD
      nil
    end
    waiter[:pid] = pid
    waiter.define_singleton_method(:pid) { pid }
    waiter
  end
end

module PP
  # One dispatch of a Puppet 4 function: what `dispatch :m do ... end` declared.
  class DispatchBuilder
    def initialize(method_name, mismatch)
      @method = method_name.to_s
      @params = []
      @block = 'none'
      @block_type = ''
      @block_name = ''
      @return_type = ''
      @scope = false
      @mismatch = mismatch
      @min = 0
      @max = 0
    end

    def param(type, name)
      add(type, name, 'required')
      raise ArgumentError, 'A required parameter cannot be added after an optional parameter' if @min != @max
      @min += 1
      @max += 1
    end
    alias required_param param

    def optional_param(type, name)
      add(type, name, 'optional')
      @max += 1
    end

    def repeated_param(type, name)
      add(type, name, 'repeated')
      @max = :default
    end
    alias optional_repeated_param repeated_param

    def required_repeated_param(type, name)
      add(type, name, 'required_repeated')
      raise ArgumentError, 'A required repeated parameter cannot be added after an optional parameter' if @min != @max
      @min += 1
      @max = :default
    end

    def block_param(*type_and_name)
      define_block('required', type_and_name)
    end
    alias required_block_param block_param

    def optional_block_param(*type_and_name)
      define_block('optional', type_and_name)
    end

    def return_type(type)
      unless type.is_a?(String) || type.is_a?(Puppet::Pops::Types::PAnyType)
        raise ArgumentError, "Argument to 'return_type' must be a String reference to a Puppet Data Type. Got #{type.class}"
      end
      @return_type = type.to_s
    end

    def scope_param
      @scope = true
    end

    def cache_param
      @cache = true
    end

    def spec
      [@method, @params, @block, @block_type, @block_name, @return_type, @scope, @mismatch, !!@cache]
    end

    private

    def add(type, name, kind)
      unless type.is_a?(String) || type.is_a?(Puppet::Pops::Types::PAnyType)
        raise ArgumentError, "Parameter 'type' must be a String reference to a Puppet Data Type. Got #{type.class}"
      end
      raise ArgumentError, 'Parameters cannot be added after a block parameter' unless @block == 'none'
      raise ArgumentError, 'Parameters cannot be added after a repeated parameter' if @max == :default
      @params << [type.to_s, name.to_s, kind]
    end

    def define_block(kind, type_and_name)
      raise ArgumentError, 'Attempt to redefine block' unless @block == 'none'
      case type_and_name.size
      when 0 then type, name = '', :block
      when 1 then type, name = '', type_and_name[0]
      when 2 then type, name = type_and_name
      else raise ArgumentError, "block_param accepts max 2 arguments (type, name), got #{type_and_name.size}."
      end
      raise ArgumentError, "Expected block_param name to be a Symbol, got #{name.class}" unless name.is_a?(Symbol)
      @block = kind
      @block_type = type.to_s
      @block_name = name.to_s
    end
  end

  # `self.class.dispatcher.dispatch(self, scope, args)`: the first dispatch whose parameters the arguments
  # fit (what a function that defines its own `call` uses).
  class RubyDispatcher
    def initialize(dispatches)
      @dispatches = dispatches
    end

    def dispatch(instance, scope, args, &block)
      found = @dispatches.find { |d| fits?(d[1], args) }
      raise ArgumentError, "'#{instance.class.name}' was called with arguments it does not accept" unless found

      args = [scope] + args if found[6]
      instance.send(found[0], *args, &block)
    end

    private

    def fits?(params, args)
      required = params.count { |p| %w[required required_repeated].include?(p[2]) }
      repeated = params.any? { |p| %w[repeated required_repeated].include?(p[2]) }
      return false if args.size < required || (!repeated && args.size > params.size)

      args.each_with_index.all? do |a, i|
        p = params[[i, params.size - 1].min]
        p[0] == 'Any' || PP::Native.type_instance(p[0], a)
      end
    end
  end

  # `local_types do type 'Name = Type' end`
  class LocalTypesBuilder
    attr_reader :types

    def initialize
      @types = []
    end

    def type(assignment_string)
      @types << assignment_string.to_s
    end
  end

  # What a 4.x function's default dispatch accepts when it declares none: its method's arity.
  def self.default_dispatch(cls, simple_name)
    unless cls.method_defined?(simple_name)
      raise ArgumentError, "Function Creation Error, cannot create a default dispatcher for function '#{cls.name}', no method with this name found"
    end
    counts = Hash.new(0)
    names = []
    cls.instance_method(simple_name).parameters.each do |kind, name|
      counts[kind] += 1
      names << name.to_s unless kind == :block
    end
    params = []
    counts[:req].times { |i| params << ['Any', names[i] || "arg#{i}", 'required'] }
    counts[:opt].times { |i| params << ['Any', names[counts[:req] + i] || 'arg', 'optional'] }
    params << ['Any', names[counts[:req] + counts[:opt]] || 'args', 'repeated'] if counts[:rest] > 0
    block = counts[:block] > 0 ? 'optional' : 'none'
    [[simple_name.to_s, params, block, '', 'block', '', false, false, false]]
  end

  # The Ruby side of a call: the function's instance runs `method` with the arguments (and the scope when its
  # dispatch injects it).
  def self.invoke(name, method, args, block, inject_scope)
    fn = INSTANCES[name] ||= FUNCTIONS.fetch(name).new(Puppet::Parser::Scope.current, nil)
    # a function that defines its own `call` (stdlib's 4.x shims of 3.x functions) is entered through it
    if fn.class.instance_method(:call).owner != Puppet::Functions::Function
      return block ? fn.call(Puppet::Parser::Scope.current, *args) { |*a| block.call(*a) } : fn.call(Puppet::Parser::Scope.current, *args)
    end
    args.unshift(Puppet::Parser::Scope.current) if inject_scope
    if block
      fn.send(method, *args) { |*a| block.call(*a) }
    else
      fn.send(method, *args)
    end
  end

  def self.invoke3(name, args)
    LOADED3[name.to_s] = true
    Puppet::Parser::Scope.current.send("function_#{name}", args)
  end

  def self.render_template(file, text)
    Puppet::Parser::TemplateWrapper.new(Puppet::Parser::Scope.current, file).result(text)
  end

  # Runs Ruby code given by the caller (tests, the REPL): with `self` an object that has the scope's methods.
  def self.eval_code(code)
    Puppet::Parser::Scope.current.instance_eval(code, '(pp)', 1)
  end

  # A Puppet lambda given to a Ruby function: a Proc-like object that calls back into Puppet.
  class Closure
    def initialize(id, parameter_count)
      @id = id
      @parameter_count = parameter_count
    end

    attr_reader :parameter_count

    def call(*args)
      PP::Native.call_closure(@id, args)
    end

    def arity
      @parameter_count
    end

    def to_proc
      closure = self
      proc { |*args| closure.call(*args) }
    end
  end
end

module Kernel
  alias_method :pp_original_require, :require
  private :pp_original_require

  # Ruby Puppet's files are not loaded: a require of one is answered by the module that has that file, or
  # by what this file defines.
  def require(feature)
    name = feature.to_s
    if name =~ PP::SHADOWED
      path = PP.module_file(name)
      return false unless path

      loaded = pp_original_require(path)
      PP::ParseMemo.install if loaded
      return loaded
    end
    # a part of a library whose constant is autoloaded (`require 'uri/generic'`) loads the library first:
    # the part would otherwise define the constant itself, and the autoload would then find it half-made
    base = name.split('/').first
    pp_original_require(base) if base != name && PP::AUTOLOADED_LIBRARIES.include?(base)
    loaded = begin
      pp_original_require(name)
    rescue LoadError
      raise unless PP.add_gem_paths

      pp_original_require(name)
    end
    PP::ParseMemo.install if loaded
    loaded
  end
  private :require
end

module Kernel
  # Puppet's gettext helpers: pp prints messages untranslated, as Puppet does in English.
  def _(message)
    message
  end

  def n_(singular, plural, count = 1)
    count == 1 ? singular : plural
  end

  def N_(message)
    message
  end
end

# The standard libraries Puppet has loaded before any plugin runs, loaded here on first use.
PP::AUTOLOADS = { Digest: 'digest', JSON: 'json', YAML: 'yaml', Psych: 'yaml', Base64: 'base64', Set: 'set',
                  URI: 'uri', Tempfile: 'tempfile', FileUtils: 'fileutils', Etc: 'etc', Shellwords: 'shellwords',
                  IPAddr: 'ipaddr', Open3: 'open3', StringIO: 'stringio', OpenSSL: 'openssl', Date: 'date',
                  DateTime: 'date', ERB: 'erb', Pathname: 'pathname', SecureRandom: 'securerandom',
                  Timeout: 'timeout', Socket: 'socket', Resolv: 'resolv' }.freeze
PP::AUTOLOADED_LIBRARIES = PP::AUTOLOADS.values.uniq.freeze
PP::AUTOLOADS.each do |name, library|
  Object.autoload(name, library) unless Object.const_defined?(name, false)
end
require 'time'
# Puppet has English loaded: module code reads $INPUT_RECORD_SEPARATOR, $CHILD_STATUS...
require 'English'

# RubyGems is not loaded; its version classes are, on first use (modules compare Puppet.version with them).
unless defined?(Gem)
  module Gem
    autoload :Version, 'rubygems/version'
    autoload :Requirement, 'rubygems/requirement'
  end
end

# Puppet's PSON, JSON with Puppet's name.
module PSON
  def self.parse(text, *_args)
    JSON.parse(text)
  end

  def self.load(text, *_args)
    JSON.parse(text)
  end

  def self.generate(value, *args)
    JSON.generate(value, *args)
  end

  def self.pretty_generate(value, *args)
    JSON.pretty_generate(value, *args)
  end

  ParserError = Class.new(StandardError)
end

module Puppet
  class Error < RuntimeError
    attr_accessor :original

    def initialize(message = nil, original = nil)
      super(message)
      @original = original
    end
  end

  module ExternalFileError
    attr_accessor :line, :file, :pos, :puppetstack

    def initialize(message = nil, file = nil, line = nil, pos = nil, original = nil)
      super(message, original)
      @file = file unless file.is_a?(String) && file.empty?
      @line = line
      @pos = pos
    end
  end

  class ParseError < Error
    include ExternalFileError
  end

  class ParseErrorWithIssue < ParseError
    attr_reader :issue_code, :basic_message, :arguments

    def initialize(message, file = nil, line = nil, pos = nil, original = nil, issue_code = nil, arguments = nil)
      super(message, file, line, pos, original)
      @issue_code = issue_code
      @basic_message = message
      @arguments = arguments
    end
  end

  class DevError < Error
    include ExternalFileError
  end

  class ResourceError < Error
    include ExternalFileError
  end

  class PreformattedError < ParseErrorWithIssue; end

  LEVELS = %i[debug info notice warning err alert emerg crit].freeze

  LEVELS.each do |level|
    define_singleton_method(level) do |message = nil, &block|
      message = block.call if block
      PP::Native.log(level.to_s, message.is_a?(Array) ? message.join(' ') : message.to_s)
      nil
    end
  end

  def self.version
    '7.23.0'
  end

  def self.deprecation_warning(message, key = nil)
    PP::Native.deprecation(message.to_s, (key || message).to_s)
    nil
  end

  # Puppet::Util::Logging#warn_once: once per key, with where it happened (`:default` for both: nowhere).
  def self.warn_once(kind, key, message, file = nil, line = nil, level = :warning)
    trace = if file == :default && line == :default
              ''
            else
              where = if file && line then "(file: #{file}, line: #{line})"
                      elsif line then "(line: #{line})"
                      elsif file then "(file: #{file})"
                      else '(file & line not available)'
                      end
              "\n   #{where}"
            end
    PP::Native.warn_once(level.to_s, "#{kind}:#{key}", "#{message}#{trace}")
    nil
  end

  def self.[](setting)
    PP::Native.setting(setting.to_s)
  end

  def self.features
    Features
  end

  module Features
    LIBRARIES = { 'augeas?' => 'augeas', 'hocon?' => 'hocon', 'msgpack?' => 'msgpack', 'json?' => 'json',
                  'root?' => nil, 'posix?' => nil, 'syslog?' => 'syslog' }.freeze

    def self.method_missing(name, *_args)
      name = name.to_s
      return super unless name.end_with?('?')

      @found ||= {}
      return @found[name] if @found.key?(name)

      @found[name] =
        case name
        when 'root?' then Process.uid.zero?
        when 'posix?' then true
        when 'microsoft_windows?' then false
        else
          library = LIBRARIES[name]
          begin
            library ? (require(library) && true) || true : false
          rescue LoadError
            false
          end
        end
    end

    def self.respond_to_missing?(_name, _private = false)
      true
    end
  end

  def self.lookup(name, &block)
    return PP.current_environment if name == :current_environment || name == :environments
    return block.call if block

    nil
  end

  # Puppet.run_mode: pp runs as `puppet apply` does, in the user run mode.
  class RunMode
    attr_reader :name

    def initialize(name)
      @name = name
    end

    def user?
      name == :user
    end

    def agent?
      name == :agent
    end

    def server?
      false
    end
    alias master? server?
  end

  def self.run_mode
    @run_mode ||= RunMode.new(:user)
  end

  module Util
    def self.deterministic_rand_int(seed, max)
      Random.new(seed).rand(max)
    end

    def self.deterministic_rand(seed, max)
      deterministic_rand_int(seed, max).to_s
    end

    def self.absolute_path?(path, platform = :posix)
      path.to_s.start_with?('/')
    end

    def which(bin)
      return (File.file?(bin) && File.executable?(bin) ? bin : nil) if bin.to_s.include?('/')

      ENV.fetch('PATH', '').split(File::PATH_SEPARATOR).each do |dir|
        path = File.join(dir, bin.to_s)
        return path if File.file?(path) && File.executable?(path)
      end
      nil
    end
    module_function :which
  end

  module Parser
    # What a Ruby function sees as `scope` (Puppet::Parser::Scope): the scope of the call, reached through
    # pp's evaluator.
    class Scope
      def self.current
        @current ||= new
      end

      def lookupvar(name, _options = {})
        unless name.is_a?(String)
          raise Puppet::ParseError, "Scope variable name #{name.inspect} is a #{name.class}, not a string"
        end

        PP::Native.lookupvar(name)
      end

      def [](name, _options = {})
        lookupvar(name)
      end

      def include?(name)
        !lookupvar(name).nil?
      end

      def exist?(name)
        PP::Native.variable_exists(name.to_s)
      end

      def to_hash(_recursive = true, _include_undef = false)
        PP::Native.scope_hash
      end

      # Calls a function of any kind by name (Puppet 4 API: the arguments as one array, splatted as Ruby
      # splats it: a Hash gives its pairs).
      def call_function(name, args, &block)
        PP::Native.call_function(name.to_s, Array(args), block)
      end

      def environment
        Puppet::Node::Environment.current
      end

      # What stdlib's functions reach through `scope.compiler`: the environment.
      class Compiler
        def environment
          Puppet::Node::Environment.current
        end
      end

      def compiler
        @compiler ||= Compiler.new
      end

      # Puppet::Parser::Scope's logging: the message is the scope's (`Scope(Class[main]): ...`)
      %i[debug info notice warning err].each do |level|
        define_method(level) do |message|
          PP::Native.scope_log(level.to_s, message.is_a?(Array) ? message.join(' ') : message.to_s)
          nil
        end
      end

      def lookupdefaults(_type)
        {}
      end

      # The class or defined type whose body this scope evaluates (Puppet::Resource::Type).
      class Source
        attr_reader :name, :type

        def initialize(name, type)
          @name = name
          @type = type.to_sym
        end

        def module_name
          @name.split('::').first.to_s
        end
      end

      def source
        Source.new(*PP::Native.scope_source)
      end

      # The catalog as Ruby functions query it (stdlib's defined_with_params, getparam...).
      class Catalog
        def resources
          PP::Native.catalog_resources.map { |data| Puppet::Resource.from_pp(data) }
        end

        def resource(type, title = nil)
          Puppet::Parser::Scope.current.findresource(type, title)
        end
      end

      def catalog
        @catalog ||= Catalog.new
      end

      def findresource(type, title = nil)
        type, title = Puppet::Resource.type_and_title(type, nil) if title.nil?
        data = PP::Native.find_resource(type.to_s, title.to_s)
        data && Puppet::Resource.from_pp(data)
      end

      def find_global_scope
        self
      end

      def resource
        ref = PP::Native.scope_resource
        return nil if ref.empty?

        type, title = Puppet::Resource.type_and_title(ref, nil)
        Puppet::Resource.new(type, title)
      end

      def method_missing(method, *args, &block)
        name = method.to_s
        return super unless name.start_with?('function_')

        fname = name.delete_prefix('function_')
        unless args.size == 1 && args[0].is_a?(Array)
          raise ArgumentError, 'custom functions must be called with a single array that contains the arguments. For example, function_example([1]) instead of function_example(1)'
        end

        PP::Native.call_function_v3(fname, args[0], block)
      end

      def respond_to_missing?(method, include_private = false)
        method.to_s.start_with?('function_') || super
      end
    end

    # What an ERB template sees (Puppet::Parser::TemplateWrapper): `scope`, `file`, and each variable of the
    # scope as an instance variable.
    class TemplateWrapper
      def initialize(scope, file)
        @__scope__ = scope
        @__file__ = file
      end

      def scope
        @__scope__
      end

      def file
        @__file__
      end

      def has_variable?(name)
        scope.include?(name.to_s)
      end

      def result(text)
        require 'erb'
        scope.to_hash.each do |name, value|
          next if value.nil?

          instance_variable_set("@#{name.gsub(/[^\w]/, '_')}", value)
        end
        template = ERB.new(text, trim_mode: '-')
        template.filename = @__file__
        template.result(binding)
      end
    end

    module Functions
      # The 3.x functions the files defined, by name: [type, arity, doc].
      def self.newfunction(name, options = {}, &block)
        name = name.to_s
        arity = options[:arity] || -1
        ftype = options[:type] || :statement
        raise Puppet::DevError, "Invalid statement type #{ftype.inspect}" unless %i[statement rvalue].include?(ftype)

        real = "real_function_#{name}"
        Puppet::Parser::Scope.send(:define_method, real, &block)
        Puppet::Parser::Scope.send(:define_method, "function_#{name}") do |*args|
          unless args[0].is_a?(Array)
            raise ArgumentError, 'custom functions must be called with a single array that contains the arguments. For example, function_example([1]) instead of function_example(1)'
          end

          given = args[0].size
          if arity >= 0 && given != arity
            raise ArgumentError, "#{name}(): Wrong number of arguments given (#{given} for #{arity})"
          elsif arity < 0 && given < (arity + 1).abs
            raise ArgumentError, "#{name}(): Wrong number of arguments given (#{given} for minimum #{(arity + 1).abs})"
          end

          r = PP.convert_return3(send(real, args[0]))
          ftype == :rvalue ? r : nil
        end
        info = { arity: arity, type: ftype, name: "function_#{name}" }
        info[:doc] = options[:doc] if options[:doc]
        PP::FUNCTIONS3[name] = info
        PP::LOADED3[name] = true
        info
      end

      # What stdlib's 3.x functions ask of the autoloader: pp loads function files by name when called.
      # Using it is deprecated: each method warns once per name, as Puppet's AutoloaderDelegate does.
      class Autoloader
        def loadall(*_args)
          deprecated('Puppet::Parser::Functions#loadall', "The method 'Puppet::Parser::Functions.autoloader#loadall'")
        end

        def load(name, *_args)
          deprecated("Puppet::Parser::Functions#load('#{name}')",
                     "The method 'Puppet::Parser::Functions.autoloader#load(\"#{name}\")'")
          found = PP::Native.function_exists(name.to_s)
          PP::LOADED3[name.to_s] = true if found
          found
        end

        def loaded?(name)
          deprecated("Puppet::Parser::Functions.loaded?('#{name}')",
                     "The method 'Puppet::Parser::Functions.autoloader#loaded?(\"#{name}\")'")
          PP::LOADED3.key?(name.to_s.sub(/\.rb\z/, ''))
        end

        private

        def deprecated(key, what)
          return if Puppet[:strict].to_s == 'off'

          Puppet.warn_once('deprecations', key, "#{what} is deprecated in favor of using 'Scope#call_function'.")
        end
      end

      def self.autoloader
        @autoloader ||= Autoloader.new
      end

      # The method name of function `name` when it exists (loading a 3.x function file), or false.
      def self.function(name)
        name = name.to_s
        return "function_#{name}" if PP::FUNCTIONS3.key?(name) || PP::Native.function_exists(name)

        false
      end

      def self.rvalue?(name)
        info = PP::FUNCTIONS3[name.to_s]
        info.nil? || info[:type] == :rvalue
      end

      def self.arity(name)
        info = PP::FUNCTIONS3[name.to_s]
        info ? info[:arity] : -1
      end
    end
  end

  module Functions
    def self.create_function(func_name, function_base = Function, &block)
      func_name = func_name.to_s
      cls = Class.new(function_base)
      cls.instance_variable_set(:@func_name, func_name)
      cls.instance_variable_set(:@dispatches, [])
      cls.instance_variable_set(:@local_types, [])
      begin
        cls.class_eval(&block) if block
      rescue StandardError => e
        raise ArgumentError, "Function Load Error for function '#{func_name}': #{e.message}"
      end
      PP::FUNCTIONS[func_name] = cls
      PP::INSTANCES.delete(func_name)
      cls
    end

    class Function
      class << self
        attr_reader :dispatches, :local_type_assignments

        def name
          @func_name
        end

        def dispatch(meth_name, &block)
          builder = builder_class.new(meth_name, false)
          builder.instance_eval(&block) if block
          @dispatches << builder.spec
        end

        def argument_mismatch(meth_name, &block)
          builder = builder_class.new(meth_name, true)
          builder.instance_eval(&block) if block
          @dispatches << builder.spec
        end

        def local_types(&block)
          builder = PP::LocalTypesBuilder.new
          builder.instance_eval(&block)
          @local_types.concat(builder.types)
        end

        def local_type_list
          @local_types
        end

        def builder_class
          PP::DispatchBuilder
        end

        def dispatcher
          PP::RubyDispatcher.new(pp_spec[0])
        end

        # What C++ reads to build the dispatcher: the declared dispatches, or the default one.
        def pp_spec
          list = @dispatches.empty? ? PP.default_dispatch(self, @func_name.split('::').last) : @dispatches
          [list, @local_types]
        end
      end

      attr_reader :loader

      def initialize(closure_scope = nil, loader = nil)
        @closure_scope = closure_scope
        @loader = loader
      end

      def closure_scope
        @closure_scope || Puppet::Parser::Scope.current
      end

      def call_function(function_name, *args, &block)
        PP::Native.call_function(function_name.to_s, args, block)
      end

      def call(_scope, *args, &block)
        PP::Native.call_function(self.class.name, args, block)
      end
    end

    class InternalFunction < Function; end
  end

  module Node
    class Environment
      def self.current
        @current ||= new
      end

      def name
        PP::Native.setting('environment').to_sym
      end

      def to_s
        name.to_s
      end

      def module(name)
        Puppet::Module.find(name)
      end

      def modulepath
        PP::Native.setting('modulepath').to_s.split(':')
      end
    end
  end

  module Pops
    module Types
      # A Puppet type as a Ruby function sees one: pp's type, by its text (`String[1]`), with Puppet's class
      # for its kind (PStringType, PResourceType...).
      class PAnyType
        attr_reader :pp_text

        def initialize(text)
          @pp_text = text
        end

        def to_s
          @pp_text
        end
        alias name to_s

        def inspect
          @pp_text
        end

        def ==(other)
          other.is_a?(PAnyType) && other.pp_text == @pp_text
        end
        alias eql? ==

        def hash
          @pp_text.hash
        end

        def instance?(value, _guard = nil)
          PP::Native.type_instance(@pp_text, value)
        end

        def assignable?(other, _guard = nil)
          PP::Native.type_assignable(@pp_text, other.to_s)
        end
      end

      KIND_NAMES = %w[Any Undef Default Boolean Integer Float Numeric String Enum Pattern Regexp Scalar ScalarData
                      Data RichData Collection Array Hash Tuple Struct Variant Optional NotUndef Type Callable Runtime
                      Sensitive Timespan Timestamp SemVer SemVerRange Binary Iterable Iterator Init Object TypeSet
                      URI Error Deferred CatalogEntry Resource Class].freeze
      KIND_NAMES.each { |kind| const_set("P#{kind}Type", Class.new(PAnyType)) unless kind == 'Any' }
      class PTypeAliasType < PAnyType; end

      # The type calculator's questions, answered by pp's type system.
      class TypeCalculator
        def self.singleton
          @singleton ||= new
        end

        class << self
          alias instance singleton

          def infer(value)
            singleton.infer(value)
          end

          def infer_set(value)
            singleton.infer_set(value)
          end

          def instance?(type, value)
            singleton.instance?(type, value)
          end

          def assignable?(to, from)
            singleton.assignable?(to, from)
          end
        end

        def infer(value)
          Types.pp_type(PP::Native.infer(value, false))
        end

        def infer_set(value)
          Types.pp_type(PP::Native.infer(value, true))
        end

        def instance?(type, value)
          type = TypeParser.singleton.parse(type) if type.is_a?(String)
          type.instance?(value)
        end

        def assignable?(to, from)
          to = TypeParser.singleton.parse(to) if to.is_a?(String)
          from = TypeParser.singleton.parse(from) if from.is_a?(String)
          to.assignable?(from)
        end
      end

      class TypeParser
        def self.singleton
          @singleton ||= new
        end

        def parse(text, _context = nil)
          Types.pp_type(PP::Native.parse_type(text.to_s))
        end
      end

      class TypeMismatchDescriber
        def self.singleton
          @singleton ||= new
        end

        def describe_mismatch(name, expected, actual)
          "#{name} #{PP::Native.describe_mismatch(expected.to_s, actual)}"
        end
      end

      # Puppet's Iterable.on for what Ruby functions iterate: arrays, hashes (as pairs), integers, strings.
      module Iterable
        def self.on(o, _element_type = nil, _strict = true)
          case o
          when Array then o
          when Hash then o.to_a
          when Integer then o >= 0 ? (0...o).to_a : nil
          when String then o.chars
          end
        end

        def self.asserted_iterable(my_caller, obj, infer_elements = false)
          iter = on(obj, nil, infer_elements)
          raise ArgumentError, "#{my_caller.class}(): wrong argument type (#{obj.class}; is not Iterable." if iter.nil?

          iter
        end
      end

      def self.pp_type(text)
        kind = text[/\A[A-Z][A-Za-z]*/]
        cls = KIND_NAMES.include?(kind) ? const_get("P#{kind}Type") : PResourceType
        cls.new(text)
      end

      class PSensitiveType
        class Sensitive
          def initialize(value)
            @value = value
          end

          def unwrap
            @value
          end

          def to_s
            'Sensitive [value redacted]'
          end
          alias inspect to_s

          def ==(other)
            other.is_a?(Sensitive) && other.unwrap == @value
          end
        end
      end

      class PBinaryType
        class Binary
          attr_reader :binary_buffer

          def self.from_binary_string(bin)
            new(bin)
          end

          def self.from_base64(str)
            new(str.unpack1('m'))
          end

          def initialize(bin)
            @binary_buffer = bin.dup.force_encoding(Encoding::ASCII_8BIT).freeze
          end

          def to_s
            [@binary_buffer].pack('m0')
          end

          def length
            @binary_buffer.length
          end

          def ==(other)
            other.is_a?(Binary) && other.binary_buffer == @binary_buffer
          end
        end
      end
    end

    module Time
      class TimeData
        attr_reader :nsecs

        def initialize(nsecs)
          @nsecs = nsecs
        end

        def to_s
          PP::Native.time_to_s(self.class == Timespan ? 'timespan' : 'timestamp', @nsecs)
        end

        def ==(other)
          other.class == self.class && other.nsecs == @nsecs
        end
      end

      class Timespan < TimeData; end
      class Timestamp < TimeData; end
    end
  end
end

module Puppet
  module Pops
    module PuppetStack
      # [[file, line], ...] of the Puppet code being evaluated, innermost first
      def self.stacktrace
        PP::Native.puppet_stack
      end

      def self.top_of_stack
        stacktrace.first || []
      end
    end

    module Serialization
      # Rich values as Data (the common cases: values that already are Data come back as they are).
      class ToDataConverter
        def self.convert(value, _options = {})
          case value
          when Puppet::Pops::Types::PSensitiveType::Sensitive then value.unwrap
          when Array then value.map { |v| convert(v) }
          when Hash then value.each_with_object({}) { |(k, v), h| h[convert(k)] = convert(v) }
          when Symbol then value == :undef ? nil : value.to_s
          when Puppet::Pops::Types::PAnyType then value.to_s
          else value
          end
        end
      end
    end
  end

  module Util
    module Package
      # Puppet's package version comparison (Puppet::Util::Package.versioncmp).
      def versioncmp(version_a, version_b, ignore_trailing_zeroes = false)
        if ignore_trailing_zeroes
          version_a = version_a.sub(/(\.0+)+\z/, '')
          version_b = version_b.sub(/(\.0+)+\z/, '')
        end
        parts = /[-.]|\d+|[^-.\d]+/
        a_parts = version_a.scan(parts)
        b_parts = version_b.scan(parts)
        until a_parts.empty? || b_parts.empty?
          a = a_parts.shift
          b = b_parts.shift
          next if a == b
          return -1 if a == '-'
          return 1 if b == '-'
          return -1 if a == '.'
          return 1 if b == '.'

          if a =~ /\A\d+\z/ && b =~ /\A\d+\z/
            return a.upcase <=> b.upcase if a.start_with?('0') || b.start_with?('0')

            return a.to_i <=> b.to_i
          end
          return a.upcase <=> b.upcase
        end
        version_a <=> version_b
      end
      module_function :versioncmp
    end

    module Json
      def self.load(text, _options = {})
        require 'json'
        JSON.parse(text)
      end

      def self.dump(value, options = {})
        require 'json'
        options[:pretty] ? JSON.pretty_generate(value) : JSON.generate(value)
      end
    end

    module Execution
      class ProcessOutput < String
        attr_reader :exitstatus

        def initialize(value, exitstatus)
          super(value)
          @exitstatus = exitstatus
        end
      end

      # Locale and user variables a command never inherits (Puppet::Util::POSIX's LOCALE_ENV_VARS and
      # USER_ENV_VARS).
      LOCALE_ENV_VARS = %w[LANG LC_ALL LC_MESSAGES LANGUAGE LC_COLLATE LC_CTYPE LC_MONETARY LC_NUMERIC
                           LC_TIME].freeze
      USER_ENV_VARS = %w[HOME USER LOGNAME].freeze

      # Puppet::Util::Execution.execute: an Array runs without a shell, a String through Ruby's rules. Without
      # options, stderr joins the output and a failure raises; once any option is given, neither unless asked
      # (`combine`, `failonfail`). The command runs without HOME, USER and LOGNAME, under the C locale unless
      # `override_locale: false`, then `custom_environment`; in `cwd`; as `uid` (and `gid`, else the user's
      # group, with the user's other groups), as Puppet's SUIDManager.change_privileges makes it; with stdin
      # from `stdinfile`; its output dropped with `squelch`. A failure raises Puppet::ExecutionFailure with
      # Puppet's message, the command shown as '[redacted]' when `sensitive`.
      def execute(command, options = nil)
        defaults = { failonfail: options.nil?, combine: options.nil?, override_locale: true }
        options = defaults.merge(options || {})
        argv = command.is_a?(Array) ? command.flatten.map(&:to_s) : command.to_s
        text = options[:sensitive] ? '[redacted]' : Array(argv).join(' ')
        # Kernel.exec(*[command].flatten): a one-element Array is run as a String would be
        argv = argv.first if argv.is_a?(Array) && argv.size == 1
        as = ''
        as += " uid=#{options[:uid]}" if options[:uid]
        as += " gid=#{options[:gid]}" if options[:gid]
        PP::Native.log('debug', "Executing#{as.empty? ? '' : " with#{as}"}: '#{text}'")
        cwd = options[:cwd]
        raise ArgumentError, "Working directory #{cwd} does not exist!" if cwd && !::File.directory?(cwd)

        env = USER_ENV_VARS.to_h { |k| [k, nil] }
        env.merge!(LOCALE_ENV_VARS.to_h { |k| [k, nil] }, 'LANG' => 'C', 'LC_ALL' => 'C') if options[:override_locale]
        (options[:custom_environment] || {}).each { |k, v| env[k.to_s] = v.nil? ? nil : v.to_s }
        argv = as_user(argv, options[:uid], options[:gid]) if options[:uid]
        io = { in: (options[:stdinfile] || File::NULL).to_s }
        io[:chdir] = cwd.to_s if cwd
        out = ''
        begin
          if options[:squelch]
            pid = Process.spawn(env, *Array(argv), out: File::NULL, err: File::NULL, **io)
            Process.wait(pid)
          else
            io[:err] = options[:combine] ? %i[child out] : File::NULL
            out = IO.popen(env, argv, 'r', **io, &:read)
          end
          status = $?.exitstatus
        rescue SystemCallError
          status = 1 # Puppet's child could not exec the command
        end
        if options[:failonfail] && status != 0
          raise Puppet::ExecutionFailure, "Execution of '#{text}' returned #{status}: #{out.strip}"
        end

        ProcessOutput.new(out, status)
      end

      # The command run as another user: setpriv (util-linux) sets the group, the user's groups and the user
      # before it execs the command, as Puppet's forked child does before its exec. Ids are names or numbers.
      def as_user(argv, uid, gid)
        require 'etc'
        user = uid.is_a?(Integer) || uid.to_s =~ /\A\d+\z/ ? Etc.getpwuid(uid.to_i) : Etc.getpwnam(uid.to_s)
        group = if gid.nil? then user.gid
                elsif gid.is_a?(Integer) || gid.to_s =~ /\A\d+\z/ then gid.to_i
                else Etc.getgrnam(gid.to_s).gid
                end
        wrapper = ['setpriv', "--regid=#{group}", "--reuid=#{user.uid}", '--init-groups', '--']
        argv.is_a?(Array) ? wrapper + argv : wrapper + ['/bin/sh', '-c', argv]
      rescue ArgumentError => e
        raise Puppet::ExecutionFailure, "Execution of '#{Array(argv).join(' ')}' returned 1: " \
                                        "Could not execute posix command: #{e.message}"
      end

      # Puppet::Util::Execution.execpipe: the command (an Array joined by spaces) run by the shell with its
      # stderr in its output and the C locale, the pipe given to the block; a failure raises the block's
      # result.
      def execpipe(command, failonfail = true, &block)
        text = command.respond_to?(:join) ? command.join(' ') : command.to_s
        PP::Native.log('debug', "Executing '#{text}'")
        output = IO.popen({ 'LANG' => 'C', 'LC_ALL' => 'C' }, "#{text} 2>&1", 'r', &block)
        raise Puppet::ExecutionFailure, output.to_s if failonfail && $?.exitstatus != 0

        output
      end
      module_function :execute, :as_user, :execpipe
    end

    def execute(*args)
      Execution.execute(*args)
    end
    module_function :execute
  end

  class ExecutionFailure < Error; end

  # A resource reference and its parameters (Puppet::Resource), as Ruby functions see catalog resources.
  class Resource
    attr_reader :type, :title, :parameters

    def self.capitalize_type(name)
      name.to_s.sub(/\A::/, '').split('::').map(&:capitalize).join('::')
    end

    # "Type[title]" (the title quoted or not) as [Type, title]; else [type, title] as given
    def self.type_and_title(ref, title)
      if title.nil? && ref.is_a?(String) && (m = ref.match(/\A([^\[\]]+)\[(.+)\]\z/m))
        found = m[2]
        found = found[1..-2] if found =~ /\A(['"]).*\1\z/m
        return [capitalize_type(m[1]), found]
      end
      [capitalize_type(ref), title]
    end

    def self.from_pp(data)
      new(data['type'], data['title'], parameters: data['parameters'])
    end

    def initialize(type, title = nil, attributes = {})
      type, title = Resource.type_and_title(type, nil) if title.nil?
      @type = Resource.capitalize_type(type)
      @title = @type == 'Class' && title.to_s != 'main' ? Resource.capitalize_type(title) : title.to_s
      @parameters = attributes[:parameters] || {}
    end

    def [](name)
      @parameters[name.to_s]
    end

    def to_s
      "#{@type}[#{@title}]"
    end
    alias ref to_s

    def ==(other)
      other.is_a?(Resource) && other.to_s == to_s
    end
  end

  module Pops
    module Evaluator
      # What 3.x functions look resource types up with: pp's catalog lookups take the name.
      module Runtime3ResourceSupport
        def self.find_resource_type_or_class(_scope, name)
          name.to_s.downcase
        end

        def self.find_resource_type(_scope, name)
          name.to_s.downcase
        end
      end
    end
  end

  class Module
    attr_reader :name, :path

    def initialize(name, path)
      @name = name
      @path = path
    end

    def self.find(name, _environment = nil)
      path = PP::Native.module_directory(name.to_s)
      path && new(name.to_s, path)
    end
  end
end

module SemanticPuppet
  class Version
    def self.parse(text)
      new(text.to_s)
    end

    def initialize(text)
      @text = text
    end

    def to_s
      @text
    end

    def ==(other)
      other.is_a?(Version) && other.to_s == @text
    end
  end

  class VersionRange
    def self.parse(text)
      new(text.to_s)
    end

    def initialize(text)
      @text = text
    end

    def to_s
      @text
    end
  end
end

module PP
  # Puppet's Runtime3FunctionArgumentConverter.convert_return: :undef inside a 3.x result becomes nil.
  def self.convert_return3(value)
    case value
    when :undef then nil
    when Array then value.map { |v| convert_return3(v) }
    when Hash
      value.each_with_object({}) { |(k, v), h| h[convert_return3(k)] = convert_return3(v) }
    else value
    end
  end
end

# Facter's custom fact API (Facter.add with confine, has_weight, setcode; Facter.value; the execution
# helpers), for the `lib/facter` files of modules. Facter's core and external facts are pp's: they are
# handed in by PP.resolve_custom_facts.
module Facter
  class Resolution
    attr_reader :name

    def initialize(name, options = {})
      @name = name
      @confines = []
      @weight = options[:weight]
      @resolution_name = options[:name]
      @code = nil
      @value = options[:value]
    end

    def confine(confines = nil, &block)
      case confines
      when Hash then confines.each { |fact, values| @confines << [:fact, fact.to_s, values] }
      when String, Symbol then @confines << [:fact_block, confines.to_s, block]
      when nil then @confines << [:block, block] if block
      end
    end

    def has_weight(weight)
      @weight = weight
    end

    # Facter names a resolution in its messages by the name given to Facter.add's options, else this
    def name_or_anonymous
      @resolution_name || '<anonymous>'
    end

    def weight
      @weight || @confines.size
    end

    def setcode(string = nil, &block)
      @code = string || block
    end

    def timeout=(_seconds); end

    def on_flush; end

    def suitable?
      @confines.all? do |kind, what, values|
        case kind
        when :fact
          value = Facter.value(what)
          !value.nil? && [values].flatten.any? { |want| Facter.confine_match?(want, value) }
        when :fact_block then !!values.call(Facter.value(what))
        else !!what.call
        end
      end
    end

    def value
      return @value unless @value.nil?

      case @code
      when String then Facter::Core::Execution.execute(@code, on_fail: nil)
      when Proc then @code.call
      end
    end
  end

  class Fact
    attr_reader :name

    def initialize(name)
      @name = name
      @resolutions = []
    end

    def add(options = {}, &block)
      resolution = Resolution.new(@name, options)
      resolution.instance_eval(&block) if block
      @resolutions << resolution
      resolution
    end

    def value
      return @value if @resolved

      @resolved = true
      candidates = @resolutions.each_with_index.select { |r, _| r.suitable? }
      candidates.sort_by { |r, i| [-r.weight, i] }.each do |r, _|
        begin
          v = r.value
        rescue StandardError => e
          Facter.log_exception(e, "Error while resolving custom fact fact='#{@name}', resolution='#{r.name_or_anonymous}': #{e.message}")
          next
        end
        next if v.nil?

        return @value = v
      end
      @value = nil
    end
  end

  @facts = {}
  @core = {}

  class << self
    attr_accessor :core

    def add(name, options = {}, &block)
      key = name.to_s.downcase
      fact = (@facts[key] ||= Fact.new(key))
      fact.add(options, &block)
      fact
    end

    def custom_names
      @facts.keys
    end

    def fact(name)
      key = name.to_s.downcase
      @facts[key] || (@core.key?(key) ? CoreFact.new(key, @core[key]) : nil)
    end

    def value(name)
      key = name.to_s.downcase
      if (fact = @facts[key])
        v = fact.value
        return v unless v.nil?
      end
      return @core[key] if @core.key?(key)

      # dotted queries reach into structured facts
      parts = key.split('.')
      return nil if parts.size < 2

      parts[1..].reduce(value(parts[0])) { |v, part| v.is_a?(Hash) ? v[part] : nil }
    end

    def [](name)
      fact(name)
    end

    def to_hash
      @core.merge(@facts.keys.each_with_object({}) { |k, h| v = value(k); h[k] = v unless v.nil? })
    end

    def debug(message)
      PP::Native.log('debug', message.to_s)
      nil
    end

    def debugonce(message)
      debug(message)
    end

    def warn(message)
      PP::Native.log('warning', message.to_s)
      nil
    end

    def warnonce(message)
      warn(message)
    end

    def log_exception(exception, message = nil)
      PP::Native.log('err', "Facter: #{message || exception.message}")
      nil
    end

    def confine_match?(want, value)
      case want
      when Regexp then want.match?(value.to_s)
      when Range then want.include?(value)
      when Proc then !!want.call(value)
      when true, false then want == value || want.to_s == value.to_s
      else want.to_s.downcase == value.to_s.downcase
      end
    end

    def search(*_dirs); end

    def search_external(*_dirs); end

    def loadfacts; end

    def flush; end

    def reset; end

    # A new resolution (another compilation in this process): the fact files are loaded again.
    def forget_custom
      @facts = {}
    end

    def collection
      self
    end
  end

  # A core or external fact as Facter.fact returns it.
  class CoreFact
    attr_reader :name, :value

    def initialize(name, value)
      @name = name
      @value = value
    end
  end

  module Core
    module Execution
      class ExecutionFailure < StandardError; end

      def self.which(bin)
        Puppet::Util.which(bin)
      end

      def self.execute(command, options = {})
        on_fail = options.fetch(:on_fail, :raise)
        begin
          out, status = PP.capture(command, err: File::NULL)
        rescue SystemCallError => e
          raise ExecutionFailure, "Failed while executing '#{command}': #{e.message}" if on_fail == :raise

          return on_fail
        end
        unless status.success?
          raise ExecutionFailure, "Failed while executing '#{command}'" if on_fail == :raise

          return on_fail
        end
        out.strip
      end

      def self.exec(command)
        execute(command, on_fail: nil)
      end
    end
  end

  module Util
    module Resolution
      def self.which(bin)
        Facter::Core::Execution.which(bin)
      end

      def self.exec(command)
        Facter::Core::Execution.exec(command)
      end
    end

    module FileHelper
      def self.safe_read(path, default = '')
        File.readable?(path) ? File.read(path, encoding: 'UTF-8') : default
      end

      def self.safe_readlines(path, default = [])
        File.readable?(path) ? File.readlines(path, encoding: 'UTF-8') : default
      end
    end
  end
end

module PP
  # Loads every `lib/facter/*.rb` file of `dirs` (each directory's files in name order) and resolves the
  # custom facts they define, given Facter's core and external facts: [[name, value], ...] in the order
  # the facts were first added. A file that fails to load is logged and skipped, as Facter does.
  def self.resolve_custom_facts(dirs, core)
    Facter.forget_custom
    Facter.core = core
    dirs.each do |dir|
      Dir.glob(File.join(dir, '*.rb')).sort.each do |file|
        begin
          load file
        rescue ScriptError, StandardError => e
          Facter.log_exception(e, "Error loading fact #{file}: #{e.message}")
        end
      end
    end
    Facter.custom_names.filter_map do |name|
      value = Facter.value(name)
      [name, PP.fact_value(value)] unless value.nil?
    end
  end

  # Facter's values: symbols as strings, inside structures too.
  def self.fact_value(value)
    case value
    when Symbol then value.to_s
    when Array then value.map { |v| fact_value(v) }
    when Hash then value.each_with_object({}) { |(k, v), h| h[k.to_s] = fact_value(v) }
    else value
    end
  end
end
