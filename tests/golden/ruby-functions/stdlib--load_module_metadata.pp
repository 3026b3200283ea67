$metadata = load_module_metadata('stdlib')
notice($metadata['name'])
notice($metadata['version'])
