printf '# static table\n127.0.0.1\tlocalhost\n\n# managed below\n10.1.1.1 old.example old # legacy\n10.2.2.2\tgone.example\n192.168.0.1 keep.example   keep k2\nnot a host line\n' > hosts
chmod 0644 hosts
