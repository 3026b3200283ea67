# The parse memo: modules' configuration-file parsers whose constructor reads one file and keeps only what
# it parsed from it. Their providers build one per resource (openstacklib's `config` under every OpenStack
# `*_config` type, inifile's `ini_file` under `ini_setting`'s Ruby children), so a run over a thousand
# settings of one file parses that file a thousand times, as Puppet does. pp keeps the last parse of each
# file (from the second parse of the same bytes on) and, while the file's bytes are unchanged, gives each
# new instance a deep copy of it instead (PP::Native.copy_state): the same objects the parser would have
# built, owned by that instance alone, so that set_value and save work on them as before. A file that
# changed is parsed again; anything the copy cannot reproduce exactly (an object it does not know) falls
# back to the module's own parse.
module PP
  module ParseMemo
    # The classes, by name: loaded from modules, so looked for after each require.
    CLASSES = %w[Puppet::Util::IniFile Puppet::Util::OpenStackConfig].freeze
    LIMIT = 32 # files remembered

    @installed = {}
    @entries = {}

    class << self
      # Puts the memo in front of each listed class that has been defined since the last call.
      def install
        return if @installed.size == CLASSES.size

        CLASSES.each do |name|
          next if @installed[name]

          klass = defined_class(name)
          next unless klass

          klass.prepend(Constructor)
          @installed[name] = klass
        end
      end

      # Gives `object` the state of the last parse of the same file with the same arguments, if that file
      # is unchanged: :restored. Otherwise what #remember needs after the parse, or nil to leave it be.
      def restore(object, args)
        key = key_of(object, args)
        return nil unless key

        content = content_of(args[0])
        return nil if content == :unreadable

        entry = @entries[key]
        seen = entry && entry[0] == content
        if seen && entry[1]
          # where the parser kept an argument, this instance keeps its own argument, as a parse would
          memo = {}.compare_by_identity
          entry[2].each_with_index { |stand_in, i| memo[stand_in] = args[i] if stand_in }
          pairs = PP::Native.copy_state(entry[1], object, memo)
          if pairs
            pairs.each { |name, value| object.instance_variable_set(name, value) }
            return :restored
          end
        end
        [key, args, content, seen]
      end

      # After the parse of a file's bytes seen once before, keeps a copy of what the parser built, unless
      # the file changed while it read it. The first time, only the bytes: a provider that rewrites its
      # file for every resource (a real run of changes) is not made to pay for copies it never uses.
      def remember(object, key, args, content, seen)
        @entries.delete(key)
        @entries.delete(@entries.first[0]) while @entries.size >= LIMIT
        return @entries[key] = [content] unless seen
        return unless content_of(args[0]) == content

        master = object.class.allocate
        memo = {}.compare_by_identity
        # the master keeps stand-ins for the caller's strings (which the caller may change afterwards), for
        # #restore to put each caller's own in their place
        stand_ins = args.map { |a| a.is_a?(String) ? (memo[a] = a.frozen? ? a : a.dup) : nil }
        pairs = PP::Native.copy_state(object, master, memo)
        return unless pairs

        pairs.each { |name, value| master.instance_variable_set(name, value) }
        @entries[key] = [content, master, stand_ins]
      end

      private

      def defined_class(name)
        name.split('::').reduce(Object) do |scope, part|
          return nil unless scope.const_defined?(part, false) && !scope.autoload?(part)

          scope.const_get(part, false)
        end
      end

      # The class and the constructor's arguments, and what File.readlines depends on besides the bytes;
      # nil when the object is a subclass's (which may read otherwise) or an argument is not a plain value.
      def key_of(object, args)
        return nil unless @installed.value?(object.class) && args[0].is_a?(String)
        return nil unless args.all? { |a| a.nil? || a.is_a?(String) || a.is_a?(Integer) || a.is_a?(Symbol) }

        [object.class, Encoding.default_external, *args.map { |a| a.is_a?(String) ? -a : a }, $/].freeze
      end

      # What the parsers read: the file's bytes, or nil where they see no file.
      def content_of(path)
        File.file?(path) ? File.binread(path) : nil
      rescue SystemCallError, IOError
        :unreadable
      end
    end

    # Prepended to each class.
    module Constructor
      def initialize(*args, &block)
        memo = ParseMemo.restore(self, args)
        return if memo == :restored

        super
        ParseMemo.remember(self, *memo) if memo
      end
    end
  end
end
