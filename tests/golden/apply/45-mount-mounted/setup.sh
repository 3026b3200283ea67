printf '/dev/x /mnt/was ext4 defaults 0 0\n' > fstab
printf '/dev/x on /mnt/was type ext4 (rw)\ntmpfs on /mnt/ghost type tmpfs (rw)\n' > mounted
printf 'x' > trigger
