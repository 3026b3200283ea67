file { "__T__/aud":
  audit => ['content', 'mode'],
}
