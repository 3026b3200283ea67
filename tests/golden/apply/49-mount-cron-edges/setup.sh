printf '/dev/a /mnt/a ext4 defaults 0 0\n/dev/b /mnt/b ext4\n/dev/c /mnt/c/// ext4 rw 0 0 extra more\n' > fstab
printf '/dev/a on /mnt/a type ext4 (rw)\n' > mounted
mkdir crontabs
printf 'TZ=UTC\n# Puppet Name: envjob\nA=1\nB=2\n1 2 3 4 5 /bin/env-job\n@hourly /bin/hourly\n# Puppet Name: movejob\n0 * * * * /bin/move\n' > crontabs/root
