include cinder::scheduler::filter
