notice('before')
function ppfn() { 1 }
function ppfn() { 2 }
notice(ppfn())
