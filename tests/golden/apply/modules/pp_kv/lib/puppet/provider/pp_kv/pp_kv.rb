# frozen_string_literal: true

require_relative '../../../puppet_x/pp_kv/store'

# pp_kv: the store provider as it is.
class Puppet::Provider::PpKv::PpKv < PuppetX::PpKv::Store
end
