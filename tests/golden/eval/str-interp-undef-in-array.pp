notice([undef, 1])
notice({a => undef})
