# The parse memo: modules' configuration-file parsers whose constructor reads one file and keeps only what
# it parsed from it. Their providers build one per resource (openstacklib's `config` under every OpenStack
# `*_config` type, inifile's `ini_file` under `ini_setting`'s Ruby children), so a run over a thousand
# settings of one file parses that file a thousand times, as Puppet does. pp keeps the last parse of each
# file (from the second parse of the same bytes on) and, while the file's bytes are unchanged, a new instance
# does not parse it again:
#
# - It shares the kept state, frozen, until it is asked for more than a reading. The readers listed in
#   READERS (each checked to only read the parsed state) run on the shared state; their result, the same for
#   every instance while the state is, is worked out once per arguments, and each call gets its own deep copy
#   of it. A reader that changes something after all (a FrozenError on the shared state) is run again on the
#   instance's own copy.
# - Any other method (set_value, save, a private helper, instance_variable_get, dup...) first gives the
#   instance its own deep copy of the state (PP::Native.copy_state): the same objects the parser would have
#   built, owned by that instance alone, unfrozen where the parser left them so.
#
# A file that changed is parsed again; anything the copy cannot reproduce exactly (an object it does not
# know) falls back to the module's own parse.
module PP
  module ParseMemo
    # The classes, by name (loaded from modules, so looked for after each require), and their readers.
    READERS = {
      'Puppet::Util::IniFile' => %i[get_value get_settings section_names section?],
      'Puppet::Util::OpenStackConfig' => %i[get_value get_settings section_names]
    }.freeze
    # Readers of the objects a parser keeps, worked out once per kept object when a reader above calls them
    # on a shared state: openstacklib's Section#settings is a Marshal round trip of the section's settings.
    INNER_READERS = {
      'Puppet::Util::OpenStackConfig::Section' => %i[settings]
    }.freeze
    LIMIT = 32 # files remembered
    # Methods every object has that reach or change what the instance holds, besides the class's own.
    HOLDERS = %i[instance_variable_get instance_variable_set remove_instance_variable instance_eval
                 instance_exec dup clone freeze extend singleton_class define_singleton_method].freeze

    # What is kept of one file's parse: its bytes and what its stat said before they were read (nil when
    # the file changed too recently to tell a later change by it), the kept parser (`master`), the stand-ins
    # for the constructor's string arguments in it, what freeze_state froze (nil: never shared), the
    # readers' results.
    Entry = Struct.new(:content, :signature, :master, :stand_ins, :thaw, :results)
    # An instance sharing an entry's state, and the arguments it was made with.
    Share = Struct.new(:entry, :args)

    @installed = {}
    @wrapped = {} # class => [the module of wrappers, the number of the class's own methods wrapped]
    @entries = {}
    @shares = {} # object_id => Share, dropped when the object is collected or given its own state
    @reading = [] # [instance, Share] running a reader on the instance's shared state, innermost last

    class << self
      # Puts the memo in front of each listed class that has been defined since the last call.
      def install
        return if @installed.size == READERS.size + INNER_READERS.size

        READERS.each_key do |name|
          next if @installed[name]

          klass = defined_class(name)
          next unless klass

          klass.prepend(Constructor)
          @installed[name] = klass
        end
        INNER_READERS.each do |name, readers|
          next if @installed[name]

          klass = defined_class(name)
          next unless klass

          klass.prepend(inner_readers(readers))
          @installed[name] = klass
        end
      end

      # Gives `object` the state of the last parse of the same file with the same arguments, if that file
      # is unchanged: :restored. Otherwise what #remember needs after the parse, or nil to leave it be.
      def restore(object, args)
        key = key_of(object, args)
        return nil unless key

        entry = @entries[key]
        signature = signature_of(args[0])
        content = entry&.signature && signature == entry.signature ? entry.content : content_of(args[0])
        return nil if content == :unreadable

        seen = entry && entry.content == content
        if seen && entry.master
          return :restored if (entry.thaw && share(object, entry, args)) || own_copy(object, entry, args)
        end
        [key, args, content, seen, signature]
      end

      # After the parse of a file's bytes seen once before, keeps a copy of what the parser built, unless
      # the file changed while it read it. The first time, only the bytes: a provider that rewrites its
      # file for every resource (a real run of changes) is not made to pay for copies it never uses.
      def remember(object, key, args, content, seen, signature)
        @entries.delete(key)
        @entries.delete(@entries.first[0]) while @entries.size >= LIMIT
        return @entries[key] = Entry.new(content, signature) unless seen

        signature = signature_of(args[0])
        return unless content_of(args[0]) == content

        master = object.class.allocate
        memo = {}.compare_by_identity
        # the master keeps stand-ins for the caller's strings (which the caller may change afterwards), for
        # #restore to put each caller's own in their place
        stand_ins = args.map { |a| a.is_a?(String) ? (memo[a] = a.frozen? ? a : a.dup) : nil }
        pairs = PP::Native.copy_state(object, master, memo)
        return unless pairs

        pairs.each { |name, value| master.instance_variable_set(name, value) }
        marked = {}.compare_by_identity # (a literal Hash would key a frozen copy of each String)
        stand_ins.each { |s| marked[s] = true if s }
        thaw = PP::Native.freeze_state(master, marked)
        @entries[key] = Entry.new(content, signature, master, stand_ins, thaw, {})
      end

      # The Share of an instance sharing a kept state, else nil.
      def share_of(object)
        @shares.empty? ? nil : @shares[object.__id__]
      end

      # A reader called on an instance that shares its state: the result worked out on the shared state,
      # copied. Runs the reader (the block) on the instance's own copy when it turns out to change things.
      def read(object, share, name, args, block)
        return yield if reading?(object) # a reader's own calls

        entry = share.entry
        key = block.nil? ? result_key(name, args) : nil
        if key && entry.results.key?(key)
          value = entry.results[key]
        else
          begin
            @reading.push([object, share])
            value = yield
          rescue FrozenError => e
            raise unless entry.thaw.key?(frozen_receiver(e))

            own(object, share)
            return yield
          ensure
            @reading.pop
          end
          entry.results[key] = value if key
        end
        copied = PP::Native.copy_value(value, entry.thaw)
        return copied[0] if copied

        own(object, share) # a result the copy does not know: the reader runs on the instance's own state
        yield
      end

      # Whether a reader of `object` is running on its shared state (what it calls runs there too).
      def reading?(object)
        @reading.any? { |o, _| o.equal?(object) }
      end

      # An inner reader called on a kept object while a reader runs on a shared state: its result worked
      # out once, copied; the kept object is frozen, so its result cannot change while the entry lives.
      def read_inner(object, name, args, block)
        entry = @reading.empty? || block ? nil : @reading.last[1].entry
        key = entry&.thaw&.key?(object) ? result_key([:inner, object.__id__, name], args) : nil
        return yield unless key

        value = entry.results.key?(key) ? entry.results[key] : (entry.results[key] = yield)
        copied = PP::Native.copy_value(value, entry.thaw)
        copied ? copied[0] : yield
      end

      # Gives an instance that shares a kept state its own copy of it.
      def own(object, share)
        @shares.delete(object.__id__)
        return if own_copy(object, share.entry, share.args)

        raise "pp: the parse memo could not copy the state of #{object.class}"
      end

      private

      # `object` shares the entry's state (frozen): its instance variables hold the master's objects, its own
      # arguments in place of their stand-ins. False when the class has methods the memo cannot wrap.
      def share(object, entry, args)
        return false unless wrap(object.class)

        entry.master.instance_variables.each do |name|
          value = entry.master.instance_variable_get(name)
          index = entry.stand_ins.index { |s| s.equal?(value) }
          object.instance_variable_set(name, index ? args[index] : value)
        end
        id = object.__id__
        @shares[id] = Share.new(entry, args)
        ObjectSpace.define_finalizer(object, forget(id))
        true
      end

      # What a FrozenError could not change (nil when it does not say).
      def frozen_receiver(error)
        error.receiver
      rescue ArgumentError
        nil
      end

      def forget(id)
        proc { @shares.delete(id) }
      end

      # `object` gets its own deep copy of the entry's state, with its own arguments in place of the
      # stand-ins: true, or false when the copy failed.
      def own_copy(object, entry, args)
        memo = {}.compare_by_identity
        entry.stand_ins.each_with_index { |stand_in, i| memo[stand_in] = args[i] if stand_in }
        pairs = PP::Native.copy_state(entry.master, object, memo, entry.thaw)
        return false unless pairs

        pairs.each { |name, value| object.instance_variable_set(name, value) }
        true
      end

      # Wraps each method of the class (its own, its ancestors' up to Object, and HOLDERS) so that an
      # instance sharing a state gets its own copy first, or runs a reader on the shared state. Methods
      # defined since the last call are wrapped too.
      def wrap(klass)
        wrappers, count = @wrapped[klass]
        own_methods = klass.instance_methods(false) + klass.private_instance_methods(false)
        return true if wrappers && count == own_methods.size

        wrappers ||= Module.new.tap { |m| klass.prepend(m) }
        readers = READERS.fetch(klass.name, [])
        names = klass.ancestors.take_while { |m| m != Object }
                     .reject { |m| m == wrappers || m == Constructor }
                     .flat_map { |m| m.instance_methods(false) + m.private_instance_methods(false) }
        (names + HOLDERS).uniq.each do |name|
          next if name == :initialize || wrappers.method_defined?(name, false) ||
                  wrappers.private_method_defined?(name, false)

          visibility = if klass.private_method_defined?(name) then :private
                       elsif klass.protected_method_defined?(name) then :protected
                       end
          define_wrapper(wrappers, name, readers.include?(name))
          wrappers.send(visibility, name) if visibility
        end
        @wrapped[klass] = [wrappers, own_methods.size]
        true
      end

      def inner_readers(names)
        Module.new do
          names.each do |name|
            define_method(name) do |*args, &block|
              ParseMemo.read_inner(self, name, args, block) { super(*args, &block) }
            end
            ruby2_keywords(name)
          end
        end
      end

      def define_wrapper(wrappers, name, reader)
        if reader
          wrappers.send(:define_method, name) do |*args, &block|
            share = ParseMemo.share_of(self)
            return super(*args, &block) unless share

            ParseMemo.read(self, share, name, args, block) { super(*args, &block) }
          end
        else
          wrappers.send(:define_method, name) do |*args, &block|
            share = ParseMemo.share_of(self)
            ParseMemo.own(self, share) if share && !ParseMemo.reading?(self)
            super(*args, &block)
          end
        end
        wrappers.send(:ruby2_keywords, name)
      end

      # Where a reader's result for these arguments is kept, or nil when they are not plain values.
      def result_key(name, args)
        return nil unless args.all? { |a| plain?(a) }

        [name, *args.map { |a| a.is_a?(String) ? -a : a }]
      end

      def plain?(value)
        value.nil? || value.is_a?(String) || value.is_a?(Integer) || value.is_a?(Symbol) || value == true ||
          value == false
      end

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

      # What tells a change of the file without reading it, or nil when a change could go unseen: a file
      # changed in the last second may change again with the same times and size (the kernel's clock for
      # file times is coarse), so its bytes are read and compared.
      def signature_of(path)
        stat = File.stat(path)
        return :none unless stat.file?
        return nil if stat.ctime > Time.now - 1

        [stat.dev, stat.ino, stat.size, stat.mtime, stat.ctime]
      rescue Errno::ENOENT, Errno::ENOTDIR
        :none
      rescue SystemCallError, IOError
        nil
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
