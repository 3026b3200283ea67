define d($v) { notify { "d ${title}": message => "${v} ${caller_module_name}" } }
node default {
  ['x', 'y'].each |$n| { d { $n: v => "v${n}" } }
  $h = { 'p' => 1, 'q' => 2 }
  $h.each |$k, $val| {
    [$val].map |$w| { d { "${k}${w}": v => $w } }
  }
}
