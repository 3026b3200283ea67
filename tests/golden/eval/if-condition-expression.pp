$list = [1, 2, 3]
if 2 in $list and $list.length == 3 { notice('ok') }
