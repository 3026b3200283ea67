include nova::scheduler::filter
