#!/bin/sh
# Records Puppet's defaults for the settings pp answers (runtime/puppet_settings.cpp) with
# `puppet config print`, as root (root.txt) and as another user (user.txt, that user's home written $HOME),
# for tests/unit/runtime/puppet_settings_test.cpp. Run as root, with real Puppet installed
# (../shared/corpus/install-corpus.sh); USER_NAME names the other user (default: the first with uid 1000+).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
names="always_retry_plugins basemodulepath ca_server clientbucketdir codedir confdir diff diff_args digest_algorithm
environmentpath factpath group hiera_config libdir logdir masterport plugindest pluginfactdest publicdir rundir
server serverport show_diff ssldir statedir user vardir"
names=$(echo $names)
# shellcheck disable=SC2086
(cd /tmp && puppet config print $names) | LC_ALL=C sort >"$here/root.txt"
user=${USER_NAME:-$(getent passwd | awk -F: '$3 >= 1000 && $3 < 65534 { print $1; exit }')}
home=$(getent passwd "$user" | cut -d: -f6)
# shellcheck disable=SC2086
su "$user" -s /bin/sh -c "cd /tmp && HOME='$home' puppet config print $names" | LC_ALL=C sort |
  sed "s|$home|\$HOME|g" >"$here/user.txt"
echo "recorded $here/root.txt and $here/user.txt ($user)"
