define pp_warns() { warning("warn from ${title}") }
pp_warns { 'w1': }
