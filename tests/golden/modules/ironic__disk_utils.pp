include ironic::disk_utils
