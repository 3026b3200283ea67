$topv = 'topvalue'
function pp_top() {
  $::topv
}
notice(pp_top())
