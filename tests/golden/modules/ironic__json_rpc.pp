include ironic::json_rpc
