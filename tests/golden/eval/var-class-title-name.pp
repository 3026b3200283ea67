class pp_title_name {
  notice($title)
  notice($name)
}
include pp_title_name
