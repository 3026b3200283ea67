define pp_d() { notify { "t=${title} n=${name}": } }
pp_d { 'title1': }
