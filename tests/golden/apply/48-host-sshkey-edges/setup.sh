printf '10.0.0.1 a.example a1 a2 # note\n10.0.0.2 b.example b1\n10.0.0.3\tc.example\n' > hosts
printf 'ssh-rsa AAAA1 one@x\n' > ak
mkdir -p home/.ssh
