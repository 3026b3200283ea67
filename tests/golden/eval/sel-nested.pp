$myos = 'debian'
$v = '12'
notice($myos ? { 'debian' => $v ? { '12' => bookworm, default => old }, default => other })
