notice(is_domain_name('www.example.com'))
notice(is_domain_name('example.com.'))
notice(is_domain_name('-bad-.com'))
notice(is_domain_name(42))
