include apache::default_confd_files
