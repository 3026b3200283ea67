class pp_outer {
  contain pp_inner
  notice('outer')
}
class pp_inner { notice('inner') }
include pp_outer
