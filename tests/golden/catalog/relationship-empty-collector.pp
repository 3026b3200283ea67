notify { 'begin': }
-> Package<| tag == 'nothing' |>
~> notify { 'end': }
-> File<| tag == 'none' |>
-> Exec<| tag == 'none' |>
-> notify { 'after-two-empty': }
Notify['begin'] -> [] -> Notify['last']
notify { 'last': }
notify { 'rev': } <- Service<| tag == 'none' |> <- notify { 'rev-src': }
