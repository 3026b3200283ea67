# Puppet must find no crontab on its PATH (otherwise it would edit root's real crontab): refuse to run.
if PATH=/usr/sbin:/usr/bin:/sbin:/bin command -v crontab >/dev/null; then
  echo "47-cron-no-crontab: needs a machine without crontab" >&2
  exit 1
fi
