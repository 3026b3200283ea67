# A one-hour range 12 hours away from now (local time), so it never contains now.
$h = (Integer(Timestamp.new.strftime('%H', 'current'), 10) + 12) % 24
schedule { 'not-now':
  range => sprintf('%02d:00 - %02d:59', $h, $h),
}
file { "__T__/s":
  content  => 's',
  schedule => 'not-now',
}
