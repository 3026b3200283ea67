notice(batch_escape('foo bar'))
notice(batch_escape('say "hi" to $USER in C:\\temp'))
notice(batch_escape(42))
