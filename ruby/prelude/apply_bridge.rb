# frozen_string_literal: true

# What pp's applier (apply/ruby_provider.cpp) calls to run a type whose provider is a module's Ruby: it
# makes the RAL resources of the run, prefetches, retrieves, asks insync?, syncs and flushes, each step as
# Puppet's transaction and harness would take it, with the resource known by a number.

module PP
  module Apply
    @resources = []
    @made_with = []
    @prefetched = {}
    @prefetch_failed = {}
    @is = {}

    class << self
      # A new run: forgets the resources of the last one; `facts` answer Facter.value unless custom facts
      # were resolved; `bucket_dir` is the clientbucket.
      def new_run(facts, bucket_dir = nil)
        @bucket_dir = bucket_dir.to_s.empty? ? nil : bucket_dir
        @resources = []
        @made_with = [] # what made each resource: Type.new's arguments, its file, line, noop and path
        @prefetched = {}
        @prefetch_failed = {}
        @is = {}
        @rsapi_providers = {}
        @rsapi_targets = []
        Facter.core = facts if facts.is_a?(Hash) && !facts.empty?
        nil
      end

      # The run's clientbucket (backups of files providers rewrite), nil outside a run.
      attr_reader :bucket_dir

      # The type's properties in Puppet's order (ensure first); whether any provider of it suits this host
      # (or, given `provider_name`, whether that provider does); whether it refreshes; and for each
      # property, the values whose change drops the resource's queued refreshes (`invalidate_refreshes`:
      # a service started is not restarted as well).
      def type_info(type_name, provider_name = nil)
        type = Puppet::Type.type(type_name) or raise Puppet::Error, "Unknown resource type #{type_name}"
        names = type.properties.map { |p| p.name.to_s }
        names.unshift('ensure') if names.delete('ensure')
        suitable = if provider_name
                     # (a provider file that cannot load fails its resources when they are made)
                     klass = begin
                       type.provider(provider_name)
                     rescue Puppet::Error
                       nil
                     end
                     # a core type pp has only a shell of cannot run it
                     klass && !type.shell? ? klass.suitable? : false
                   else
                     !type.validparameter?(:provider) || !type.suitableprovider.empty?
                   end
        invalidating = type.properties.each_with_object({}) do |p, h|
          values = p.value_collection.values.select { |v| p.value_option(v, :invalidate_refreshes) }
          h[p.name.to_s] = values.map(&:to_s) unless values.empty?
        end
        [names, suitable, type.method_defined?(:refresh), invalidating]
      end

      # Puppet::Type.new for a catalog resource: its number, its properties' should values, its provider's
      # name and its ref (Type[title], with the title the type gives). Raises Puppet::ResourceError with
      # Puppet's message for a value the type refuses.
      def make_resource(type_name, title, params, file, line, noop, path)
        type = Puppet::Type.type(type_name) or raise Puppet::Error, "Unknown resource type #{type_name}"
        resource = type.new(params.merge('title' => title))
        resource.file = file
        resource.line = line
        resource.noop_run = noop
        # a type whose title is not the catalog's (sshkey's `name@type`) logs under its own ref
        catalog_ref = "#{type.name.to_s.capitalize}[#{title}]"
        resource.path = path.end_with?(catalog_ref) ? path[0, path.size - catalog_ref.size] + resource.ref : path
        @resources << resource
        @made_with << [type, params.merge('title' => title), file, line, noop, resource.path]
        should = {}
        resource.properties.each do |p|
          v = p.should
          should[p.name.to_s] = v unless v.nil?
        end
        [@resources.size - 1, should, resource.provider ? resource.provider.class.name.to_s : '', resource.ref]
      end

      def resource(id)
        @resources.fetch(id)
      end

      # The files whose change may mean that resource `id` drifted (pp apply --watch): its provider's
      # `file_path` (openstacklib's and inifile's ini providers), or the target of a ParsedFile provider.
      # Empty when the provider says nothing of a file: it is polled.
      def watch_paths(id)
        resource = resource(id)
        provider = resource.provider
        paths = if provider.respond_to?(:file_path)
                  [provider.file_path]
                elsif provider.class.respond_to?(:default_target)
                  [resource.should(:target) || provider.class.default_target]
                else
                  []
                end
        paths.select { |p| p.is_a?(String) && p.start_with?('/') }
      rescue StandardError
        []
      end

      # A later run of the same catalog (pp apply --watch) checks resource `id` again: as a new Puppet run
      # would, with a new instance of its type, whose provider class prefetches again.
      def renew(id)
        type, params, file, line, noop, path = @made_with.fetch(id)
        old = @resources.fetch(id)
        @prefetched.delete([type.name, old.provider.class.name]) if old.provider
        resource = type.new(params)
        resource.file = file
        resource.line = line
        resource.noop_run = noop
        resource.path = path
        @resources[id] = resource
        @is.delete(id)
        nil
      end

      # Transaction#prefetch_if_necessary: the first time a resource of a provider class that prefetches is
      # evaluated, its class's prefetch with every resource of the run that uses it, by name. A failure is
      # logged once as Puppet logs it; false then, for every resource of that provider.
      def prefetch(id)
        resource = resource(id)
        return true unless resource.provider

        klass = resource.provider.class
        key = [resource.class.name, klass.name]
        return false if @prefetch_failed[key]
        return true if @prefetched[key] || !klass.respond_to?(:prefetch)

        @prefetched[key] = true
        PP::Native.log('debug', "Prefetching #{klass.name} resources for #{resource.class.name}")
        resources = {}
        @resources.each do |r|
          resources[r.name] = r if r.class.name == resource.class.name && r.provider&.class == klass
        end
        begin
          klass.prefetch(resources)
        rescue LoadError, StandardError => e
          @prefetch_failed[key] = true
          PP::Native.log('err', "Could not prefetch #{resource.class.name} provider '#{klass.name}': #{e}")
          return false
        end
        true
      end

      # Type#retrieve: the current values, ensure first.
      def retrieve(id)
        is = resource(id).retrieve
        @is[id] = is
        is.each_with_object({}) { |(name, value), h| h[name.to_s] = value }
      end

      def insync(id, property)
        prop = resource(id).property(property)
        return true unless prop

        prop.safe_insync?(@is.fetch(id, {})[prop.name])
      end

      # Property#sync for each property asked, in order: '' when it succeeded, else the error's message.
      def sync(id, properties)
        resource = resource(id)
        properties.map do |name|
          prop = resource.property(name)
          raise Puppet::DevError, "#{resource.ref} has no property #{name}" unless prop

          prop.sync
          ''
        rescue StandardError => e
          e.message
        end
      end

      def flush(id)
        resource(id).flush
        nil
      end

      def change_to_s(id, property)
        prop = resource(id).property(property)
        prop.change_to_s(@is.fetch(id, {})[prop.name], prop.should).to_s
      end

      def is_to_s(id, property) # rubocop:disable Naming/PredicateName (Puppet's name)
        prop = resource(id).property(property)
        prop.is_to_s(@is.fetch(id, {})[prop.name]).to_s
      end

      def should_to_s(id, property)
        prop = resource(id).property(property)
        prop.should_to_s(prop.should).to_s
      end

      def event_name(id, property)
        resource(id).property(property).event_name.to_s
      end

      def refresh(id)
        resource(id).refresh
        nil
      end

      # Type#autorequire and friends: for each kind, the refs ("File[/etc/x]") the type's blocks name.
      def auto_relations(id)
        resource = resource(id)
        autos = resource.class.instance_variable_get(:@autorequires) || {}
        autos.each_with_object({}) do |(kind, blocks), out|
          refs = []
          blocks.each do |type_name, block|
            values = resource.instance_eval(&block)
            [values].flatten.compact.each do |v|
              refs << (v.is_a?(Puppet::Type) ? v.ref : "#{type_name.to_s.capitalize}[#{v}]")
            end
          end
          out[kind.to_s] = refs
        end
      end

      # Puppet::Type.instances (`pp resource TYPE`, the resources type's purge): each resource's title, and with
      # `state`, its current values as the provider instance that listed it has them (Ral#search's
      # to_resource) and that provider's name.
      def instances(type_name, state)
        type = Puppet::Type.type(type_name) or raise Puppet::Error, "Unknown resource type #{type_name}"
        type.instances.map do |resource|
          next resource.title.to_s unless state

          is = resource.retrieve.each_with_object({}) { |(name, value), h| h[name.to_s] = value }
          [resource.title.to_s, is, resource.provider.class.name.to_s]
        end
      end
    end
  end
end
