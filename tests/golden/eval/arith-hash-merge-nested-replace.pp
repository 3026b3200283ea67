notice({a => {x => 1}} + {a => {y => 2}})
