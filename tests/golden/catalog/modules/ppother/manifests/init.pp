class ppother {
  include ppmod
  notify { 'ppother': require => Class['ppmod'] }
}
