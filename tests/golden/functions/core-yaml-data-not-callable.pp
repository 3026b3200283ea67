notice(yaml_data({path => '/nonexistent/data.yaml'}, 1))
