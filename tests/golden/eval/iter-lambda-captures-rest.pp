notice(with(1, 2, 3) |$first, *$rest| { "${first} ${rest}" })
