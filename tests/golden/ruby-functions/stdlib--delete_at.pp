# as apt::setting calls it
$title_array = split('conf-proxy-settings', '-')
notice(join(delete_at($title_array, 0), '-'))
notice(delete_at(['a', 'b', 'c'], 2))
