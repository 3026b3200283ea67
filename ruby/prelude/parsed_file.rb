# frozen_string_literal: true

# The parents of providers that keep their resources as lines of one file (sysctl, postgresql_conf, sshkey,
# host...): Puppet::Util::FileParsing (lines to record hashes and back), Puppet::Util::FileType (how a
# target is read and written) and Puppet::Provider::ParsedFile (prefetch every record of every target,
# write a target back when one of its records changed), behaving as Puppet 7's do.

class Object
  # Puppet's metaid helper: a method on this object alone.
  def meta_def(name, &block)
    define_singleton_method(name, &block)
  end
end

module Puppet
  module Util
    module FileParsing
      include Puppet::Util

      attr_writer :line_separator, :trailing_separator

      # One kind of line: a record (split into fields) or text (kept as it is).
      class FileRecord
        include Puppet::Util

        RESERVED = %i[record_type target on_disk].freeze

        attr_accessor :absent, :joiner, :rts, :separator, :rollup, :name, :match, :block_eval
        attr_reader :fields, :optional, :type

        def initialize(type, absent: nil, block_eval: nil, fields: nil, joiner: nil, match: nil, optional: nil,
                       post_parse: nil, pre_gen: nil, rollup: nil, rts: nil, separator: nil, to_line: nil, &block)
          @type = type.intern
          raise ArgumentError, "Invalid record type #{@type}" unless %i[record text].include?(@type)

          @absent = absent
          @block_eval = block_eval
          @joiner = joiner
          @match = match
          @rollup = rollup if rollup # as in Puppet, `rollup: false` leaves the default (true)
          @rts = rts
          @separator = separator
          self.fields = fields if fields
          self.optional = optional if optional
          meta_def(:post_parse, &post_parse) if post_parse
          meta_def(:pre_gen, &pre_gen) if pre_gen
          meta_def(:to_line, &to_line) if to_line
          if @type == :record
            @absent ||= ''
            @separator ||= /\s+/
            @joiner ||= ' '
            @optional ||= []
            @rollup = true unless defined?(@rollup)
          end
          return unless block

          @block_eval ||= :process
          if @block_eval == :instance
            instance_eval(&block)
          else
            meta_def(@block_eval, &block)
          end
        end

        def fields=(names)
          @fields = names.map do |field|
            field = field.intern
            raise ArgumentError, "Cannot have fields named #{field}" if RESERVED.include?(field)

            field
          end
        end

        def optional=(names)
          @optional = names.map(&:intern)
        end

        def post_parse=(block)
          meta_def(:post_parse, &block)
        end

        def pre_gen=(block)
          meta_def(:pre_gen, &block)
        end

        def to_line=(block)
          meta_def(:to_line, &block)
        end

        def text?
          @type == :text
        end

        # The fields joined into a line; an absent optional field is written as `absent`.
        def join(details)
          fields.map do |field|
            value = details[field]
            if value.nil? || value == :absent || value == [:absent]
              raise ArgumentError, "Field '#{field}' is required" unless optional.include?(field)

              absent
            else
              value.to_s
            end
          end.compact.join(joiner)
        end
      end

      def line_separator
        @line_separator ||= "\n"
      end

      def trailing_separator
        defined?(@trailing_separator) ? @trailing_separator : true
      end

      def records?
        defined?(@record_types) && !@record_types.empty?
      end

      def record_line(name, options, &block)
        raise ArgumentError, 'Must include a list of fields' unless options.include?(:fields)

        add_line_type(name, FileRecord.new(:record, **options, &block))
      end

      def text_line(name, options, &block)
        raise ArgumentError, 'You must provide a :match regex for text lines' unless options.include?(:match)

        add_line_type(name, FileRecord.new(:text, **options, &block))
      end

      def clear_records
        @record_types.clear
        @record_order.clear
      end

      def fields(type)
        record = record_type(type)
        record&.fields&.dup
      end

      def lines(text)
        text.split(line_separator)
      end

      # Every line as a hash; a line no record type takes raises with its number (counted from 2, as
      # Puppet counts).
      def parse(text)
        number = 1
        lines(text).map do |line|
          number += 1
          parsed = parse_line(line)
          next parsed if parsed

          error = Puppet::ResourceError.new("Could not parse line #{line.inspect}")
          error.line = number
          raise error
        end
      end

      def parse_line(line)
        raise Puppet::DevError, 'No record types defined; cannot parse lines' unless records?

        @record_order.each do |record|
          handler = "handle_#{record.type}_line"
          raise Puppet::DevError, "Somehow got invalid line type #{record.type}" unless respond_to?(handler)

          parsed = send(handler, line, record)
          next unless parsed

          record.post_parse(parsed) if record.respond_to?(:post_parse)
          return parsed
        end
        nil
      end

      def handle_text_line(line, record)
        line =~ record.match ? { record_type: record.name, line: line } : nil
      end

      def handle_record_line(line, record)
        parsed =
          if record.respond_to?(:process)
            result = record.process(line.dup)
            return nil unless result
            raise Puppet::DevError, "Process record type #{record.name} returned non-hash" unless result.is_a?(Hash)

            result
          elsif record.match
            found = record.match.match(line)
            return nil unless found

            record.fields.zip(found.captures).to_h do |field, value|
              [field, value == record.absent ? :absent : value]
            end
          else
            split_fields(line, record)
          end
        parsed[:record_type] = record.name
        parsed
      end

      def to_file(records)
        text = records.map { |record| to_line(record) }.join(line_separator)
        trailing_separator ? text + line_separator : text
      end

      def to_line(details)
        record = record_type(details[:record_type])
        raise ArgumentError, "Invalid record type #{details[:record_type].inspect}" unless record

        if record.respond_to?(:pre_gen)
          details = details.dup
          record.pre_gen(details)
        end
        return details[:line] if record.text?
        return record.to_line(details) if record.respond_to?(:to_line)

        line = record.join(details)
        trailing = record.rts
        return line unless trailing

        line.sub(trailing == true ? /\s+$/ : trailing, '')
      end

      def valid_attr?(type, attr)
        record = record_type(type)
        return true if record&.fields&.include?(attr.intern)

        attr.intern == :ensure
      end

      private

      # A line split on the separator (a single space splits on single spaces, not runs of them); fields left
      # over are joined into the last one when the record rolls up.
      def split_fields(line, record)
        separator = record.separator == ' ' ? / / : record.separator
        values = line.split(separator)
        parsed = {}
        record.fields.each do |field|
          value = values.shift
          parsed[field] = value.nil? || value == record.absent ? :absent : value
        end
        if record.rollup && !values.empty?
          last = record.fields.last
          parsed[last] = ([parsed[last]] + values).join(record.joiner)
        end
        parsed
      end

      def add_line_type(name, record)
        record.name = name.intern
        @record_types ||= {}
        @record_order ||= []
        raise ArgumentError, "Line type #{record.name} is already defined" if @record_types.include?(record.name)

        @record_types[record.name] = record
        @record_order << record
        record
      end

      def record_type(type)
        @record_types[type.intern]
      end
    end

    # How a provider's target is read and written. `flat` is a plain file; `ram` keeps text in memory.
    class FileType
      class FileReadError < Puppet::Error; end

      attr_accessor :loaded, :path, :synced

      class << self
        attr_accessor :name

        def filetype(type)
          (@filetypes ||= {})[type.to_s.intern]
        end

        # A new kind of target: read drops Puppet's HEADER lines and answers '' for a missing file; a
        # failure to read or write is reported as Puppet reports it.
        def newfiletype(name, &block)
          @filetypes ||= {}
          klass = Class.new(self)
          klass.name = name
          const_set("FileType#{name.to_s.capitalize}", klass)
          klass.class_eval(&block)
          klass.prepend(Checked)
          @filetypes[name] = klass
        end
      end

      module Checked
        def read
          text = super
          @loaded = Time.now
          text ? text.gsub(/# HEADER.*\n/, '') : ''
        rescue Puppet::Error
          raise
        rescue StandardError => e
          failed('read', e)
        end

        def write(text)
          written = super
          @synced = Time.now
          written
        rescue Puppet::Error
          raise
        rescue StandardError => e
          failed('write', e)
        end

        private

        def failed(verb, error)
          message = "#{self.class} could not #{verb} #{@path}: #{error}"
          Puppet.err(message)
          raise Puppet::Error, message, error.backtrace
        end
      end

      def initialize(path, default_mode = nil)
        raise ArgumentError, 'Path is nil' if path.nil?

        @path = path
        @default_mode = default_mode
      end

      def bucket
        @bucket ||= PP::ClientBucket.new
      end

      newfiletype(:flat) do
        def backup
          bucket.backup(@path) if File.exist?(@path)
        end

        def read
          File.exist?(@path) ? File.read(@path, encoding: Encoding.default_external) : nil
        end

        def remove
          File.unlink(@path) if File.exist?(@path)
        end

        # Written through a temporary file, then copied over the target (which keeps its owner and mode); a
        # new target gets the provider's default mode.
        def write(text)
          temp = Tempfile.new('puppet', encoding: Encoding.default_external)
          temp.print(text)
          temp.flush
          File.chmod(@default_mode, temp.path) if @default_mode
          FileUtils.cp(temp.path, @path)
          temp.close
          nil
        end
      end

      newfiletype(:ram) do
        def self.tabs
          @tabs ||= {}
        end

        def initialize(path, default_mode = nil)
          super
          self.class.tabs[@path] ||= +''
        end

        def read
          Puppet.info "Reading #{@path} from RAM"
          self.class.tabs[@path]
        end

        def remove
          Puppet.info "Removing #{@path} from RAM"
          self.class.tabs[@path] = +''
        end

        def write(text)
          Puppet.info "Writing #{@path} to RAM"
          self.class.tabs[@path] = text
        end
      end
    end
  end

  class Provider
    # A provider whose resources are the records of files: prefetch reads every target, a changed record
    # marks its target, and flush writes each marked target whole (HEADER lines first).
    class ParsedFile < Puppet::Provider
      extend Puppet::Util::FileParsing

      class << self
        attr_accessor :default_target, :target, :raise_prefetch_errors

        def initvars
          @records = []
          @target_objects = {}
          @failed_prefetch_targets = {}
          @raise_prefetch_errors = false
          @target = nil
          @filetype ||= Puppet::Util::FileType.filetype(:flat)
          super
        end

        def filetype
          @filetype ||= Puppet::Util::FileType.filetype(:flat)
        end

        def filetype=(type)
          @filetype = type.is_a?(Class) ? type : Puppet::Util::FileType.filetype(type)
          raise ArgumentError, "Invalid filetype #{type}" unless @filetype
        end

        def resource_type=(type)
          super
          mk_resource_methods
        end

        def clean(hash)
          hash.reject { |key, _| %i[record_type on_disk].include?(key) }
        end

        def clear
          @target_objects.clear
          @records.clear
        end

        # The resource's attributes read from (and written to) its record; an attribute this record type
        # has no field for answers the resource's should value.
        def mk_resource_methods
          [resource_type.validproperties, resource_type.parameters].flatten.each do |attr|
            attr = attr.intern
            define_method(attr) do
              if @property_hash[attr] || self.class.valid_attr?(self.class.name, attr)
                @property_hash[attr] || :absent
              elsif defined?(@resource) && @resource
                @resource.should(attr)
              end
            end
            define_method("#{attr}=") do |value|
              mark_target_modified
              @property_hash[attr] = value
            end
          end
        end

        def header
          "# HEADER: This file was autogenerated at #{Time.now}\n" \
            "# HEADER: by puppet.  While it can still be managed manually, it\n" \
            "# HEADER: is definitely not recommended.\n"
        end

        def native_header_regex
          nil
        end

        def drop_native_header
          false
        end

        def default_mode
          nil
        end

        def modified(target)
          @modified ||= []
          @modified << target unless @modified.include?(target)
        end

        def instances
          targets.map { |target| prefetch_target(target) }.flatten
                 .reject { |record| skip_record?(record) }
                 .map { |record| new(record) }
        end

        def prefetch(resources = nil)
          @records = prefetch_all_targets(resources)
          match_providers_with_resources(resources)
        end

        def match_providers_with_resources(resources)
          return unless resources

          unmatched = resources.dup
          @records.each do |record|
            next if skip_record?(record)

            resource = resource_for_record(record, resources)
            if resource
              resource.provider = new(record)
            elsif respond_to?(:match)
              resource = match(record, unmatched)
              next unless resource

              unmatched.delete(resource.title)
              record[:name] = resource[:name]
              resource.provider = new(record)
            end
          end
        end

        def resource_for_record(record, resources)
          name = record[:name]
          name ? resources[name] : nil
        end

        def prefetch_all_targets(resources)
          targets(resources).flat_map { |target| prefetch_target(target) }
        end

        # A target's records, marked as on disk and present. A target that cannot be read counts as empty
        # (logged), unless the provider asked for its resources to fail instead.
        def prefetch_target(target)
          begin
            records = retrieve(target)
            raise Puppet::DevError, "Prefetching #{target} for provider #{name} returned nil" unless records
          rescue Puppet::Util::FileType::FileReadError => e
            if @raise_prefetch_errors
              @failed_prefetch_targets[target] = e.to_s
            else
              Puppet.err "Could not prefetch #{resource_type.name} provider '#{name}' target '#{target}': " \
                         "#{e}. Treating as empty"
            end
            records = []
          end
          records.each do |record|
            record[:on_disk] = true
            record[:target] = target
            record[:ensure] = :present
          end
          records = prefetch_hook(records) if respond_to?(:prefetch_hook)
          raise Puppet::DevError, "Prefetching #{target} for provider #{name} returned nil" unless records

          records
        end

        def record?(name)
          return nil unless @records

          @records.find { |record| record[:name] == name }
        end

        def retrieve(path)
          text = target_object(path).read
          return [] if text.nil? || text == ''

          previous = @target
          begin
            @target = path
            parse(text)
          rescue Puppet::Error => e
            e.file = @target if e.respond_to?(:file=)
            raise e
          ensure
            @target = previous
          end
        end

        def skip_record?(record)
          record_type(record[:record_type]).text?
        end

        def target_object(target)
          @target_objects[target] ||= default_mode ? filetype.new(target, default_mode) : filetype.new(target)
        end

        def target_records(target)
          @records.select { |record| record[:target] == target }
        end

        def targets(resources = nil)
          raise Puppet::DevError, 'Parsed Providers must define a default target' unless default_target

          list = [default_target] + @target_objects.keys
          resources&.each_value do |resource|
            value = resource.should(:target)
            list << value if value
          end
          list.uniq.compact
        end

        # Writes every modified target; `record` (the flushing provider's) joins the records first if it is
        # new.
        def flush(record)
          unless record[:on_disk]
            record[:on_disk] = true
            @records << record
            modified(record[:target] || default_target)
          end
          return if !defined?(@modified) || @modified.nil? || @modified.empty?

          flushed = []
          begin
            @modified.sort_by(&:to_s).uniq.each do |target|
              Puppet.debug "Flushing #{resource_type.name} provider target #{target}"
              flushed << target
              flush_target(target)
            end
          ensure
            @modified.reject! { |target| flushed.include?(target) }
          end
        end

        # A target is backed up once per prefetch (per run).
        def backup_target(target)
          return nil unless target_object(target).respond_to?(:backup)

          @backup_stats ||= {}
          return nil if @backup_stats[target] == @records.object_id

          target_object(target).backup
          @backup_stats[target] = @records.object_id
        end

        def flush_target(target)
          if @raise_prefetch_errors && @failed_prefetch_targets.key?(target)
            raise Puppet::Error, "Failed to read #{target}'s records when prefetching them. " \
                                 "Reason: #{@failed_prefetch_targets[target]}"
          end

          backup_target(target)
          records = target_records(target).reject { |record| record[:ensure] == :absent }
          target_object(target).write(to_file(records))
        end

        # The file's text under Puppet's header; a third-party header the provider recognises stays on
        # top (or is dropped when the provider says so).
        def to_file(records)
          text = super
          native = native_header_regex
          found = native && text.match(native)
          return header + text unless found
          return header + found.pre_match + found.post_match if drop_native_header

          found[0] + header + found.pre_match + found.post_match
        end
      end

      attr_accessor :property_hash

      def initialize(record)
        super
        return unless @property_hash.empty?

        @property_hash = self.class.record?(resource[:name]) || { record_type: self.class.name, ensure: :absent }
      end

      def create
        @resource.class.validproperties.each do |property|
          value = @resource.should(property)
          @property_hash[property] = value if value
        end
        mark_target_modified
        :"#{@resource.class.name}_created"
      end

      def destroy
        self.ensure = :absent
        :"#{@resource.class.name}_deleted"
      end

      def exists?
        !(@property_hash[:ensure] == :absent || @property_hash[:ensure].nil?)
      end

      def flush
        unless @property_hash[:target]
          @property_hash[:target] = @resource.should(:target) || self.class.default_target
          self.class.modified(@property_hash[:target])
        end
        @resource.class.key_attributes.each { |attr| @property_hash[attr] ||= @resource[attr] }
        self.class.flush(@property_hash)
      end

      def prefetch
        raise Puppet::DevError, 'Somehow got told to prefetch with no resource set' unless @resource

        self.class.prefetch(@resource[:name] => @resource)
      end

      def record_type
        @property_hash[:record_type]
      end

      private

      def mark_target_modified
        wanted = @resource.should(:target) if defined?(@resource) && @resource
        self.class.modified(wanted) if wanted && wanted != @property_hash[:target]
        target = @property_hash[:target]
        self.class.modified(target) if target && target != :absent
      end
    end
  end
end

module PP
  # The local filebucket the run backs files up into (Puppet::FileBucket::Dipper on the clientbucket): the
  # content under <dir>/<first 8 hex digits, a directory each>/<sha256>/contents, the paths it had in
  # `paths`.
  class ClientBucket
    def initialize(dir = PP::Apply.bucket_dir)
      @dir = dir
    end

    def backup(path)
      raise ArgumentError, "File #{path} does not exist" unless File.exist?(path)

      Puppet.info "Computing checksum on file #{path}"
      return nil unless @dir

      content = File.binread(path)
      sum = Digest::SHA256.hexdigest(content)
      dir = File.join(@dir, *sum[0, 8].chars, sum)
      FileUtils.mkdir_p(dir, mode: 0o750)
      contents = File.join(dir, 'contents')
      if File.exist?(contents) && Digest::SHA256.file(contents).hexdigest == sum
        Puppet.info "FileBucket got a duplicate file {sha256}#{sum}"
        File.utime(nil, nil, contents)
      else
        File.binwrite("#{contents}.pp-tmp", content, perm: 0o440)
        File.rename("#{contents}.pp-tmp", contents)
      end
      paths_file = File.join(dir, 'paths')
      known = File.exist?(paths_file) ? File.readlines(paths_file, chomp: true) : []
      File.write(paths_file, "#{path}\n", mode: 'a') unless known.include?(path)
      sum
    end
  end
end
