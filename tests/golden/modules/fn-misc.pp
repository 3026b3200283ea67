notice(grep(['aaa', 'bbb', 'ccc', 'aaaddd', 1], 'aaa'))
notice(grep(['a.c', 'abc'], '^a\.c$'))
$local = 'here'
class holder { $v = 'held' }
include holder
notice(getvar_emptystring('nothing'), '|', getvar_emptystring('local'), '|', getvar_emptystring('holder::v'), '|', getvar_emptystring('::osfamily'))
notice(ipaddresses())
