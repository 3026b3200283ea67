# frozen_string_literal: true

require 'puppet/resource_api'

Puppet::ResourceApi.register_type(
  name: 'pp_kv_canon',
  desc: 'A key/value pair in a JSON file: a fake Resource API type for the applier goldens of pp; canonicalize downcases the value.',
  features: ['canonicalize'],
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
    owner: {
      type: 'Optional[String]',
      desc: 'Who created the key; set only when it is created.',
      behaviour: :init_only,
    },
    store: {
      type: 'String',
      desc: 'The JSON file holding the keys.',
      behaviour: :parameter,
    },
    created: {
      type: 'Optional[String]',
      desc: 'The creation serial of the key in its store.',
      behaviour: :read_only,
    },
  },
)
