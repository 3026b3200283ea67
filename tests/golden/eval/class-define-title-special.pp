define pp_titled() {
  notice($title)
}
pp_titled { 'a b/c': }
pp_titled { 'Upper': }
