@@notify { 'exp': }
Notify <<| |>>
