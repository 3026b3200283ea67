#pragma once
// `pp apply --watch` (mgmt's event engine under Puppet's catalog, seed 002 "Watch"): the catalog is applied
// once as `pp apply` applies it, then each resource is watched by its provider's cheapest source (inotify on
// the files it manages, polling for the rest) and re-checked the moment it drifts, with the refresh events
// a run would send; the manifests and modules are watched too, and a change that compiles is applied as a
// new run. docs/watch.md explains the choices.

#include "apply/log.hpp"
#include "apply/state.hpp"
#include "driver/apply_run.hpp"
#include "runtime/catalog.hpp"

#include <functional>
#include <future>
#include <map>
#include <string>
#include <vector>

namespace pp::driver {

struct WatchOptions {
    /// --watch-interval: seconds between two checks of the resources nothing tells about (services, modules'
    /// Ruby types) and between two tries of a resource that failed for the first time.
    double interval = 10;
    /// --watch-poll TYPE=S: another interval for the resources of a type (lower case) that are polled.
    std::map<std::string, double, std::less<>> type_intervals;
    /// How long the resources' events must stop before the resources that have some are checked, together in
    /// one run: an editor's save is several events microseconds apart, a drift storm (a script rewriting
    /// several files) a few milliseconds apart. Each event pushes the check out by this much again.
    double debounce = 0.005;
    /// The longest the first of those events waits for the others to stop: a steady trickle of events
    /// cannot put the checks off for ever.
    double settle_limit = 0.05;
    /// How long the code's events must stop before it is compiled again.
    double code_debounce = 0.2;
    /// The manifest, module and Hiera files and directories whose change means compiling again; asked again
    /// after each compilation (a hiera.yaml changed may name another datadir). Empty: no code to watch.
    std::function<std::vector<std::string>()> code_paths;
};

/// Compiles the code again (the compiler's messages printed): the new catalog, kept alive by the caller
/// for the rest of the process, or null when it did not compile.
using Recompile = std::function<runtime::Catalog*()>;

/// Applies `catalog` and watches it until SIGTERM or SIGINT (exit status 0 then; 1 when the first catalog
/// could not be applied at all). `recompile` may be empty (a catalog given as a file).
int watch_apply(runtime::Catalog& catalog, const ApplyRunOptions& options, const WatchOptions& watch,
                apply::Log& log, std::future<apply::StateFile>& state_loader, const Recompile& recompile);

} // namespace pp::driver
