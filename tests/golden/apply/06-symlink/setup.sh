ln -s /etc/hostname l
