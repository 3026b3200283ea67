# as swift::internal_client::cache and swift::objectexpirer call it
notice(!empty(grep(any2array('127.0.0.1:11211'), '127.0.0.1')))
notice(grep(['catch_errors', 'cache', 'proxy-server'], 'cache'))
notice(grep(['aaa', 'bbb', 'ccc', 'aaaddd'], 'aaa'))
