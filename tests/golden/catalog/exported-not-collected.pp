@@notify { 'exp': }
notify { 'plain': }
