include systemd::systemctl::daemon_reload
