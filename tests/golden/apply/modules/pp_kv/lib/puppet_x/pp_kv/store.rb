# frozen_string_literal: true

# The fake Resource API providers of the pp_kv* types (tests/golden/apply/modules/pp_kv): key/value pairs
# in JSON files, for the applier goldens: real Puppet runs them to record a case, pp runs the same Ruby in its
# Ruby host to replay it.
#
# A store is a JSON object, written compact with sorted keys and a final newline:
#   {"a":{"created":"1","owner":"alice","value":"one"}}
# `created` is the store's creation serial (1 + the highest one in the file).
#
# Faults on request: `value => 'fail'` makes create (and update) raise; a file `<store>.getfail` makes get
# raise.

require 'json'
require 'puppet/resource_api/simple_provider'

module PuppetX
  module PpKv
    # SimpleProvider over the stores named by the `store` parameter of the catalog's resources.
    class Store < Puppet::ResourceApi::SimpleProvider
      def get(context, names = nil)
        found = {}
        stores(context).each do |store|
          raise 'simulated get failure' if File.exist?("#{store}.getfail")
          read(store).each do |key, record|
            next if found.key?(key)
            next if names && !names.empty? && !names.include?(key)
            resource = { name: key, ensure: 'present' }
            %w[value owner created].each { |a| resource[a.to_sym] = record[a] if record.key?(a) }
            found[key] = resource
          end
        end
        found.values
      end

      def create(_context, name, should)
        raise 'simulated create failure' if should[:value] == 'fail'
        change(should[:store]) do |data|
          serial = data.values.map { |r| r['created'].to_i }.max.to_i + 1
          data[name] = fields(should).merge('created' => serial.to_s)
        end
      end

      def update(_context, name, should)
        raise 'simulated update failure' if should[:value] == 'fail'
        change(should[:store]) do |data|
          data[name] = (data[name] || {}).merge(fields(should))
        end
      end

      def delete(context, name)
        stores(context).each do |store|
          change(store) { |data| data.delete(name) } if read(store).key?(name)
        end
      end

      private

      # A provider has no access to the catalog, and `store` is a parameter (never returned by get): the
      # stores are those the type's resources in this run name (pp's runtime hands its providers the same
      # list before the first get).
      def stores(context)
        type = Puppet::Type.type(context.type.name.to_sym)
        ObjectSpace.each_object(type).map { |r| r[:store] }.compact.uniq.sort
      end

      def fields(should)
        out = {}
        %i[value owner].each { |a| out[a.to_s] = should[a] unless should[a].nil? }
        out
      end

      def read(store)
        File.exist?(store) ? JSON.parse(File.read(store)) : {}
      end

      def change(store)
        data = read(store)
        yield data
        sorted = data.keys.sort.map { |k| [k, data[k].keys.sort.map { |a| [a, data[k][a]] }.to_h] }.to_h
        File.write(store, JSON.generate(sorted) + "\n")
      end
    end
  end
end
