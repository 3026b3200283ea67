# frozen_string_literal: true

require_relative '../../../puppet_x/pp_kv/store'

# pp_kv_logged: the store provider, logging through each method of the Resource API's context (levels with
# one, two and three arguments, processing with its block, attribute_changed, created, failed and
# log_exception), so that the goldens show Puppet's lines for each. Its get does not log: Puppet calls get
# once per resource, pp once per type (tests/golden/apply/README.md).
class Puppet::Provider::PpKvLogged::PpKvLogged < PuppetX::PpKv::Store
  def create(context, name, should)
    context.notice(name, "storing #{should[:value]}")
    context.warning('three', 'arguments', name)
    super
    context.created(name, message: 'Stored')
  end

  def update(context, name, should)
    context.processing(name, { value: 'before' }, should, message: 'Rewriting') do
      context.attribute_changed(name, :value, 'before', should[:value], message: 'rewritten')
      super(context, name, should)
    end
  end

  def delete(context, name)
    raise ArgumentError, "#{name} is not deletable" if name == 'keep'

    super
  rescue ArgumentError => e
    context.log_exception(e, message: 'Deleting failed')
    context.failed(name, message: 'Kept')
    context.err(['keep', 'other'], 'still there')
  end
end
