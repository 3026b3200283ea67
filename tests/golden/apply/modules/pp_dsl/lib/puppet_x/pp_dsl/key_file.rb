# frozen_string_literal: true

module PuppetX
  module PpDsl
    # `key=value` files, with `# comment` lines above a key: read, edit, written back in order.
    class KeyFile
      attr_reader :path

      def initialize(path)
        @path = path
        @lines = File.exist?(path) ? File.read(path).split("\n") : []
      end

      def keys
        @lines.grep(/\A[^#=]+=/).map { |l| l.split('=', 2).first }.uniq
      end

      def values(key)
        @lines.grep(/\A#{Regexp.escape(key)}=/).map { |l| l.split('=', 2).last }
      end

      def comment(key)
        at = @lines.index { |l| l.start_with?("#{key}=") }
        at && at.positive? && @lines[at - 1].start_with?('# ') ? @lines[at - 1][2..] : nil
      end

      def set(key, values, comment = nil)
        at = @lines.index { |l| l.start_with?("#{key}=") }
        old_comment = at && at.positive? && @lines[at - 1].start_with?('# ')
        remove(key)
        at = [at - (old_comment ? 1 : 0), @lines.size].min if at
        block = (comment ? ["# #{comment}"] : []) + values.map { |v| "#{key}=#{v}" }
        at ? @lines.insert(at, *block) : @lines.concat(block)
      end

      def remove(key)
        at = @lines.index { |l| l.start_with?("#{key}=") }
        @lines.delete_at(at - 1) if at && at.positive? && @lines[at - 1].start_with?('# ')
        @lines.reject! { |l| l.start_with?("#{key}=") }
      end

      def save
        File.write(@path, @lines.empty? ? '' : "#{@lines.join("\n")}\n")
      end
    end
  end
end
