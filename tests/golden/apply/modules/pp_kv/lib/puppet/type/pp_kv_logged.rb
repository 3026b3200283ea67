# frozen_string_literal: true

require 'puppet/resource_api'

Puppet::ResourceApi.register_type(
  name: 'pp_kv_logged',
  desc: 'A key/value pair in a JSON file whose provider logs through every method of its context.',
  attributes: {
    ensure: {
      type: 'Enum[present, absent]',
      desc: 'Whether the key should be present or absent.',
      default: 'present',
    },
    name: {
      type: 'String',
      desc: 'The key.',
      behaviour: :namevar,
    },
    value: {
      type: 'Optional[String]',
      desc: 'The value.',
    },
    store: {
      type: 'String',
      desc: 'The JSON file holding the keys.',
      behaviour: :parameter,
    },
  },
)
