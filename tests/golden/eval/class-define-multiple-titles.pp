define pp_multi() { notice("hi ${title}") }
pp_multi { ['one', 'two']: }
