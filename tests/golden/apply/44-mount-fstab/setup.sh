printf '# fstab\nproc /proc proc defaults 0 0\n\n/dev/old /mnt/old ext4 defaults 0 2\n/dev/gone /mnt/gone ext4 defaults 0 0\n/dev/sp\\040ace /mnt/with\\040space ext4 defaults 0 0\nshort\n' > fstab
chmod 0644 fstab
: > mounted
