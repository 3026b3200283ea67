mkdir u
printf '# keys for root\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQCold old@host\nno-pty,command="/bin/true" ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIopts opts@host\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIunnamed\n\nssh-dss AAAAB3NzaC1kc3MAAACBAgone gone@host\n' > ak
chmod 0644 ak
