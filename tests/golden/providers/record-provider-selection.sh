#!/bin/sh
# Records Puppet's provider selection (record-provider-selection.rb) under this machine's facts and under
# other systems' facts, into tests/golden/providers/*.txt. Needs real Puppet
# (../shared/corpus/install-corpus.sh).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
record() {
  name=$1; shift
  ruby "$here/record-provider-selection.rb" "$@" >"$here/$name.txt"
  echo "recorded $here/$name.txt"
}
record this-machine
record redhat7 operatingsystem=CentOS osfamily=RedHat operatingsystemmajrelease=7 \
  operatingsystemrelease=7.9
record ubuntu1404 operatingsystem=Ubuntu osfamily=Debian operatingsystemmajrelease=14.04 \
  operatingsystemrelease=14.04
record debian7 operatingsystem=Debian osfamily=Debian operatingsystemmajrelease=7 \
  operatingsystemrelease=7.11
record fedora operatingsystem=Fedora osfamily=RedHat operatingsystemmajrelease=38 \
  operatingsystemrelease=38
record freebsd operatingsystem=FreeBSD osfamily=FreeBSD operatingsystemmajrelease=13 \
  operatingsystemrelease=13.2
