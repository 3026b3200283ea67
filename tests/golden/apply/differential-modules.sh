#!/usr/bin/env bash
# Differential check of modules' Ruby types and providers (issue 20): each case below runs LIVE with real
# `puppet apply` and with `pp apply` on the module corpus (/usr/share/puppet/modules), one after the other
# on the same machine paths, each starting from the same fresh state: a first apply, a second apply (nothing
# may change), then a `--noop` apply on the fresh state. After every step the state the case names (files
# and directories, as `find | sha256sum`), the changed resources and the exit code must be Puppet's.
# Unlike the goldens this needs Puppet installed and root; it is a developer tool, not part of the suite.
#
# Some types write where they always write (nova_config: /etc/nova/nova.conf): a case saves what is there
# first and puts it back at the end.
#
# usage: tests/golden/apply/differential-modules.sh PP [CASE...]   (cases: the names below)
# exit:  0 when every case agrees, 1 otherwise (the differences are printed)
set -euo pipefail
umask 022
[ $# -ge 1 ] || { echo "usage: $0 PP [CASE...]" >&2; exit 2; }
pp=$(realpath "$1")
shift
modules=/usr/share/puppet/modules
command -v puppet >/dev/null || { echo "differential-modules: puppet not installed" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "differential-modules: run as root" >&2; exit 2; }
work=$(mktemp -d /tmp/pp-diffmod.XXXXXX)
saved=$work/saved
mkdir -p "$saved"
# paths a case touches outside its temp dir: saved now, put back at exit
outside=(/etc/nova /etc/keystone /etc/glance /etc/neutron)
for p in "${outside[@]}"; do [ -e "$p" ] && cp -a "$p" "$saved/$(basename "$p")"; done
restore() {
  for p in "${outside[@]}"; do
    rm -rf "$p"
    [ -e "$saved/$(basename "$p")" ] && cp -a "$saved/$(basename "$p")" "$p"
  done
  rm -rf "$work"
}
trap restore EXIT
T=$work/t

# ---- the cases: each defines NAME_setup (a fresh state), NAME_manifest (stdout) and NAME_paths -----------
openstack_config_setup() {
  rm -rf /etc/nova /etc/keystone /etc/glance /etc/neutron "$T"
  mkdir -p /etc/nova /etc/keystone /etc/glance /etc/neutron "$T"
  printf '[DEFAULT]\ndebug=True\nmy_ip=10.0.0.9\n[database]\nconnection=sqlite://\n' > /etc/nova/nova.conf
}
openstack_config_manifest() {
  cat <<'EOF'
nova_config { 'DEFAULT/debug': value => false }
nova_config { 'DEFAULT/my_ip': ensure => absent }
nova_config { 'database/connection': value => 'mysql://nova:secret@db/nova', secret => true }
nova_config { 'DEFAULT/enabled_apis': value => ['osapi_compute', 'metadata'] }
keystone_config { 'token/expiration': value => 3600 }
glance_api_config { 'DEFAULT/bind_port': value => '9292' }
neutron_config { 'DEFAULT/core_plugin': value => 'ml2' }
neutron_config { 'DEFAULT/service_plugins': value => '<SERVICE DEFAULT>' }
EOF
}
openstack_config_paths() { echo /etc/nova /etc/keystone /etc/glance /etc/neutron; }

vcsrepo_git_setup() {
  rm -rf "$T"
  mkdir -p "$T"
  git init -q "$T/src"
  (cd "$T/src" && git config user.email t@example.com && git config user.name t && echo one > f &&
    git add f && git commit -qm one && git tag v1 && echo two > f && git commit -qam two)
}
vcsrepo_git_manifest() {
  cat <<EOF
vcsrepo { '$T/clone': ensure => present, provider => git, source => '$T/src' }
vcsrepo { '$T/tagged': ensure => present, provider => git, source => '$T/src', revision => 'v1' }
vcsrepo { '$T/bare': ensure => bare, provider => git, source => '$T/src' }
EOF
}
vcsrepo_git_paths() { echo "$T/clone/f" "$T/tagged/f" "$T/bare/HEAD"; }

archive_local_setup() {
  rm -rf "$T"
  mkdir -p "$T/in/data" "$T/out"
  echo content > "$T/in/data/a.txt"
  touch -d @0 "$T/in/data" "$T/in/data/a.txt" # the same bytes for both sides
  tar cf - -C "$T/in" --owner=0 --group=0 data | gzip -n > "$T/in/data.tgz"
}
archive_local_manifest() {
  cat <<EOF
archive { '$T/out/data.tgz':
  source       => '$T/in/data.tgz',
  extract      => true,
  extract_path => '$T/out',
  creates      => '$T/out/data/a.txt',
  cleanup      => false,
}
EOF
}
archive_local_paths() { echo "$T/out"; }

augeas_hosts_setup() {
  rm -rf "$T"
  mkdir -p "$T"
  printf '127.0.0.1 localhost\n' > "$T/hosts"
}
augeas_hosts_manifest() {
  cat <<EOF
augeas { 'add-host':
  incl    => '$T/hosts',
  lens    => 'Hosts.lns',
  changes => ['set 01/ipaddr 10.0.0.1', 'set 01/canonical example'],
  onlyif  => 'match *[canonical = "example"] size == 0',
}
EOF
}
augeas_hosts_paths() { echo "$T/hosts"; }

sysctl_noop_setup() { rm -rf "$T"; mkdir -p "$T"; }
sysctl_noop_manifest() { echo "sysctl { 'vm.swappiness': val => '11' }"; }
sysctl_noop_paths() { echo /etc/sysctl.conf; }
sysctl_noop_noop_only=1

all_cases=(openstack_config vcsrepo_git archive_local augeas_hosts sysctl_noop)
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=("${all_cases[@]}")

state() { # the case's paths: names, modes and contents
  local p
  for p in $("$1"_paths); do
    if [ -d "$p" ]; then
      (cd "$p" && find . -printf '%y %m %p\n' | LC_ALL=C sort && find . -type f -print0 | LC_ALL=C sort -z |
        xargs -0r sha256sum) | sed "s#$T#\$T#g"
    elif [ -e "$p" ]; then
      echo "$p $(stat -c %a "$p") $(sha256sum < "$p")" | sed "s#$T#\$T#g"
    else
      echo "$p absent" | sed "s#$T#\$T#g"
    fi
  done
}

run() { # SIDE CASE STEP ARGS...: one apply, its changed resources, exit code and state in $work/SIDE.STEP
  local side=$1 c=$2 step=$3 rc=0
  shift 3
  "$c"_manifest > "$work/site.pp"
  if [ "$side" = puppet ]; then
    (cd "$work" && puppet apply --detailed-exitcodes --modulepath "$modules" --color=false "$@" site.pp) \
      > "$work/out" 2>&1 || rc=$?
  else
    (cd "$work" && "$pp" apply --detailed-exitcodes --modulepath "$modules" --vardir "$work/ppvar" "$@" site.pp) \
      > "$work/out" 2>&1 || rc=$?
  fi
  {
    echo "exit $rc"
    grep -E '^(Notice|Error|Warning): /' "$work/out" | grep -v 'Facter' | sed "s#$T#\$T#g" | LC_ALL=C sort || true
    state "$c"
  } > "$work/$side.$step"
}

failed=0
for c in "${cases[@]}"; do
  for side in puppet pp; do
    noop_only_var=${c}_noop_only
    "$c"_setup
    if [ -z "${!noop_only_var:-}" ]; then
      run "$side" "$c" 1
      run "$side" "$c" 2
      "$c"_setup
    fi
    run "$side" "$c" 3 --noop
  done
  same=1
  for step in 1 2 3; do
    [ -f "$work/puppet.$step" ] || continue
    if ! diff -u "$work/puppet.$step" "$work/pp.$step" > "$work/diff"; then
      same=0
      echo "--- $c step $step differs (- Puppet, + pp):"
      cat "$work/diff"
    fi
  done
  rm -f "$work"/puppet.* "$work"/pp.*
  if [ $same = 1 ]; then echo "$c: same as Puppet"; else echo "$c: DIFFERENT"; failed=1; fi
done
exit $failed
