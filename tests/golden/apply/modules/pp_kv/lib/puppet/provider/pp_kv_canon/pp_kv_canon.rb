# frozen_string_literal: true

require_relative '../../../puppet_x/pp_kv/store'

# pp_kv_canon: values are case-insensitive, canonicalized to lower case.
class Puppet::Provider::PpKvCanon::PpKvCanon < PuppetX::PpKv::Store
  def canonicalize(_context, resources)
    resources.each { |r| r[:value] = r[:value].downcase if r[:value].is_a?(String) }
    resources
  end
end
