# String[1]: the empty password is rejected by the dispatch
notice(apache::pw_hash(''))
