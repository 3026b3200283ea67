# frozen_string_literal: true

# The Resource API (seed 000) as module providers are written against it, run by pp's applier: the
# provider class `Puppet::Provider::<Type>::<Type>` of `lib/puppet/provider/<type>/<type>.rb`, its
# get/set/canonicalize/insync? called through PP::Apply, and the context it logs and reports through, which
# is pp's (apply/resource_api.hpp: the same lines for Ruby and C++ providers). SimpleProvider's dispatch to
# create/update/delete is pp's too (rsapi::SimpleProvider): one implementation of each.

module Puppet
  module ResourceApi
    # Puppet::ResourceApi::SimpleProvider: `set` calls create, update or delete for each change, inside the
    # context's creating/updating/deleting block.
    class SimpleProvider
      def set(_context, changes)
        PP::Native.rsapi_context('simple_set', [PP::Apply.rsapi_changes_out(changes)])
        nil
      end

      def create(_context, _name, _should)
        raise "#{self.class} has not implemented `create`"
      end

      def update(_context, _name, _should)
        raise "#{self.class} has not implemented `update`"
      end

      def delete(_context, _name)
        raise "#{self.class} has not implemented `delete`"
      end
    end

    # What `context.type` answers: the definition.
    class TypeDefinition
      attr_reader :definition

      def initialize(definition)
        @definition = definition
      end

      def name
        @definition[:name]
      end

      def attributes
        @definition[:attributes]
      end

      def feature?(feature)
        Array(@definition[:features]).map(&:to_s).include?(feature.to_s)
      end

      def ensurable?
        attributes.key?(:ensure)
      end

      def namevars
        attributes.select { |_n, o| (o[:behaviour] || o[:behavior]).to_s == 'namevar' }.keys
      end
    end

    # Puppet::ResourceApi::PuppetContext: what a provider logs and reports through; every line is pp's
    # rsapi::Context's.
    class PuppetContext
      def initialize(definition)
        @type = TypeDefinition.new(definition)
      end

      attr_reader :type

      def device
        raise 'Received device() on non-remote resource' unless type.feature?('remote_resource')

        nil
      end

      def feature_support?(feature)
        type.feature?(feature)
      end

      # a message, titles and a message, or else every argument joined (BaseContext's three forms)
      %i[debug info notice warning err].each do |level|
        define_method(level) do |*args|
          if args.length > 2
            PP::Native.rsapi_context('log', [level.to_s, args.map(&:to_s).join(', ')])
          else
            PP::Native.rsapi_context(level.to_s, args.map { |a| PP::Apply.plain(a) })
          end
        end
      end

      %w[creating updating deleting failing].each do |kind|
        define_method(kind) do |titles, message: kind.capitalize, &block|
          PP::Native.rsapi_context(kind, [PP::Apply.plain(titles), message], &block)
        end
      end

      def processing(title, is, should, message: 'Processing', &block)
        PP::Native.rsapi_context('processing', [PP::Apply.plain(title), PP::Apply.plain(is),
                                                PP::Apply.plain(should), message], &block)
      end

      %w[created updated deleted].each do |kind|
        define_method(kind) do |titles, message: kind.capitalize|
          PP::Native.rsapi_context(kind, [PP::Apply.plain(titles), message])
        end
      end

      def processed(title, is, should)
        PP::Native.rsapi_context('processed', [PP::Apply.plain(title), PP::Apply.plain(is), PP::Apply.plain(should)])
      end

      def attribute_changed(title, attribute, is, should, message: nil)
        PP::Native.rsapi_context('attribute_changed',
                                 [PP::Apply.plain(title), attribute.to_s, PP::Apply.plain(is),
                                  PP::Apply.plain(should), message.to_s])
      end

      def failed(titles, message: 'Updating has failed')
        PP::Native.rsapi_context('failed', [PP::Apply.plain(titles), message])
      end

      def log_exception(exception, message: 'Error encountered', trace: false) # rubocop:disable Lint/UnusedMethodArgument
        PP::Native.rsapi_context('log_exception', [exception.message.to_s, message])
      end
    end
  end
end

module PP
  module Apply
    @rsapi_providers = {}

    class << self
      # A value as pp's C++ reads it: symbol keys and values as strings (Hash keys included).
      def plain(value)
        case value
        when Hash then value.each_with_object({}) { |(k, v), h| h[k.is_a?(Symbol) ? k.to_s : plain(k)] = plain(v) }
        when Array then value.map { |v| plain(v) }
        when Symbol then value.to_s
        else value
        end
      end

      # A resource hash as the Resource API hands it to providers: symbol keys.
      def symbolized(hash)
        return hash unless hash.is_a?(Hash)

        hash.each_with_object({}) { |(k, v), h| h[k.to_s.intern] = v }
      end

      # The type's definition as pp's rsapi::TypeDefinition reads it, or nil when the type is not one of the
      # Resource API.
      def rsapi_definition(type_name)
        Puppet::Type.type(type_name)
        d = Puppet::ResourceApi::DEFINITIONS[type_name.to_s] or return nil
        attrs = d[:attributes].map do |name, o|
          [name.to_s, o[:type].to_s, (o[:desc] || o[:docs]).to_s, o.key?(:default), o[:default],
           (o[:behaviour] || o[:behavior]).to_s]
        end
        patterns = Array(d[:title_patterns]).map { |p| [p[:pattern].source, p[:desc].to_s] }
        autos = %i[autorequire autobefore autosubscribe autonotify].map do |kind|
          (d[kind] || {}).map { |t, v| [t.to_s, Array(v).map(&:to_s)] }
        end
        { 'name' => d[:name].to_s, 'desc' => (d[:desc] || d[:docs]).to_s,
          'features' => Array(d[:features]).map(&:to_s), 'attributes' => attrs, 'title_patterns' => patterns,
          'autos' => autos }
      end

      # The provider instance of a Resource API type, loaded from the modules the first time.
      def rsapi_provider(type_name)
        @rsapi_providers[type_name] ||= begin
          camel = type_name.to_s.split('_').map(&:capitalize).join
          namespace = if Puppet::Provider.const_defined?(camel, false)
                        Puppet::Provider.const_get(camel, false)
                      else
                        Puppet::Provider.const_set(camel, Module.new)
                      end
          unless namespace.const_defined?(camel, false)
            feature = "puppet/provider/#{type_name}/#{type_name}"
            path = PP.module_file(feature) or
              raise Puppet::DevError, "Could not find the provider of #{type_name} (#{feature}.rb)"
            PP.load_provider_file(feature, path)
          end
          klass = namespace.const_get(camel, false)
          [klass.new, Puppet::ResourceApi::PuppetContext.new(Puppet::ResourceApi::DEFINITIONS[type_name.to_s])]
        end
      end

      # pp hands a provider the target states of the run's resources before the first get: made RAL
      # resources of the type here, as Puppet's catalog has them.
      def rsapi_prefetch(type_name, targets)
        rsapi_provider(type_name)
        type = Puppet::Type.type(type_name)
        @rsapi_targets ||= []
        targets.each { |t| @rsapi_targets << type.new(t.merge('title' => t['title'] || t['name'])) }
        nil
      end

      def rsapi_get(type_name, names)
        provider, context = rsapi_provider(type_name)
        found = names.nil? ? provider.get(context) : provider.get(context, names)
        plain(Array(found))
      end

      def rsapi_canonicalize(type_name, resources)
        provider, context = rsapi_provider(type_name)
        plain(provider.canonicalize(context, resources.map { |r| symbolized(r) }))
      end

      def rsapi_insync(type_name, name, attribute, is, should)
        provider, context = rsapi_provider(type_name)
        result = provider.insync?(context, name, attribute.intern, symbolized(is), symbolized(should))
        result.is_a?(Array) ? [result[0], result[1].to_s] : [result, '']
      end

      # The Resource API's `changes`, from pp's [[name, is, should]...]: { name => { is:, should: } }.
      def rsapi_changes_in(changes)
        changes.each_with_object({}) do |(name, is, should), out|
          change = {}
          change[:is] = symbolized(is) unless is.nil?
          change[:should] = symbolized(should) unless should.nil?
          out[name.is_a?(Hash) ? symbolized(name) : name] = change
        end
      end

      # And back, for pp's SimpleProvider.
      def rsapi_changes_out(changes)
        changes.map { |name, change| [plain(name), change.key?(:is), plain(change[:is]), plain(change[:should])] }
      end

      def rsapi_set(type_name, changes, noop)
        provider, context = rsapi_provider(type_name)
        changes = rsapi_changes_in(changes)
        if context.type.feature?('supports_noop')
          provider.set(context, changes, noop: noop)
        else
          provider.set(context, changes)
        end
        nil
      end

      # SimpleProvider's create/update/delete, which pp's rsapi::SimpleProvider calls.
      def rsapi_call(type_name, method, name, should)
        provider, context = rsapi_provider(type_name)
        name = symbolized(name) if name.is_a?(Hash)
        if method == 'delete'
          provider.delete(context, name)
        else
          provider.send(method, context, name, symbolized(should))
        end
        nil
      end

      # Whether the provider's class has its own set (else pp's SimpleProvider dispatch runs directly).
      def rsapi_own_set(type_name)
        provider, = rsapi_provider(type_name)
        provider.class.instance_method(:set).owner != Puppet::ResourceApi::SimpleProvider
      end
    end
  end
end
