#pragma once
// Shared by transaction.cpp and transaction_catalog.cpp; not part of the applier's interface.

#include "apply/transaction.hpp"

#include <cstddef>
#include <vector>

namespace pp::apply::detail {

/// The Resource the providers see for catalog entry `index`: its Puppet path from the containment
/// `parents`, its namevar's value as name, `noop` from the resource or else `global_noop`.
Resource make_resource(const runtime::Catalog& catalog, const std::vector<std::size_t>& parents,
                       std::size_t index, bool global_noop);
/// Each resource's container by catalog index (the catalog's edges, container -> contained), SIZE_MAX
/// for none.
std::vector<std::size_t> containment_parents(const runtime::Catalog& catalog);

} // namespace pp::apply::detail
