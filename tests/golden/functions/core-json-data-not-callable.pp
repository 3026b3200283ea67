notice(json_data({}, 'context'))
