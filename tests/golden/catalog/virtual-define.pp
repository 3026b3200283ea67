define pp_d() { notify { "in ${title}": } }
@pp_d { 'virt': }
@pp_d { 'real': }
Pp_d <| title == 'real' |>
