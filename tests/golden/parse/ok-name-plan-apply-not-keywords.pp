$plan = 'p'
$apply = 'a'
notice(plan, apply)
