$r = 'k8s' ? {
  /(\d)/ => "digit ${1}",
  default => 'none',
}
notice($r)
