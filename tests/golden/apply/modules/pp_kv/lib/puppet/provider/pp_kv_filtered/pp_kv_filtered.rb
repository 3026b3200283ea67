# frozen_string_literal: true

require_relative '../../../puppet_x/pp_kv/store'

# pp_kv_filtered: simple_get_filter and supports_noop. set ignores `noop` on purpose: if the runtime ever
# called it under noop, the store would change.
class Puppet::Provider::PpKvFiltered::PpKvFiltered < PuppetX::PpKv::Store
  def set(context, changes, noop: false) # rubocop:disable Lint/UnusedMethodArgument
    super(context, changes)
  end
end
