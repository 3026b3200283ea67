include mongodb::globals
