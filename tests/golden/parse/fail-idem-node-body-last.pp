node default {
  'x'
}
