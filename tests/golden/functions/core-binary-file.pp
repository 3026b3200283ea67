# binary_file(): the file's bytes as a Binary
$b = binary_file('archive/test.zip')
notice($b =~ Binary)
notice($b.length)
notice($b)
notice(String(binary_file('/usr/share/puppet/modules/rsync/files/motd'), '%s') == file('rsync/motd'))
