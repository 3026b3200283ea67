# as apt::source, ironic::inspector and rsync::get call it
notice(delete_undef_values({ 'options' => undef, 'comment' => 'x', 'location' => '' }))
notice(join(delete_undef_values(['$default_processing_hooks', undef, 'extra_hardware']), ','))
notice(join(delete_undef_values([undef, '--include=x']), ' '))
