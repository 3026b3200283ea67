# single quotes: accepted with a warning
notice(to_array_of_json_strings("[{'vendor_id':'8086'}]"))
