$topvar = 'from top'
class pp_inherit_top {
  notice($topvar)
}
include pp_inherit_top
