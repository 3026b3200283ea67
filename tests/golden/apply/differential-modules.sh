#!/usr/bin/env bash
# Differential check of modules' Ruby types and providers (issue 20): each case below applies a manifest of
# module types from the corpus (/usr/share/puppet/modules) with real `puppet apply` and with `pp apply`, on
# the same machine paths, each starting from the same fresh state: a first apply, a second apply (nothing
# may change), then a `--noop` apply on the fresh state. After every step the state the case names (files
# and directories, as `find | sha256sum`, and for the MariaDB case the server's users, grants and
# databases), the changed resources and the exit code must be Puppet's.
#
# Three modes:
#   differential-modules.sh PP [CASE...]          live: Puppet then pp, compared (needs Puppet)
#   differential-modules.sh --record [CASE...]    Puppet only: writes modules-differential/CASE/{1,2,3}
#   differential-modules.sh --check PP CASE       pp only, compared with what --record wrote: the suite's
#                                                 test (no Puppet needed); exit 77 when the case cannot run
#                                                 here (not root, no corpus, a command it needs missing)
# Every mode needs root: the cases write where the types write.
#
# Some types write where they always write (nova_config: /etc/nova/nova.conf): a case saves what is there
# first and puts it back at the end. The MariaDB case starts its own server (mariadbd, from Debian's
# mariadb-server) on a socket in its temp dir, with its own datadir, and stops it; the mysql module's
# providers find it through $root_home/.my.cnf, with root_home given as FACTER_root_home to both sides.
#
# exit: 0 when every case agrees, 1 otherwise (the differences are printed), 77 as above
set -euo pipefail
umask 022
export PATH=$PATH:/usr/sbin:/sbin # mariadbd
mode=live
case ${1:-} in
  --record) mode=record; shift ;;
  --check) mode=check; shift ;;
esac
pp=''
if [ $mode != record ]; then
  [ $# -ge 1 ] || { echo "usage: $0 [--check] PP [CASE...] | $0 --record [CASE...]" >&2; exit 2; }
  pp=$(realpath "$1")
  shift
fi
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
recorded=$here/modules-differential
modules=/usr/share/puppet/modules
skip() { echo "SKIP: $*"; exit 77; }
if [ $mode = check ]; then
  [ "$(id -u)" = 0 ] || skip "differential-modules: needs root"
  [ -d "$modules/stdlib" ] || skip "differential-modules: needs the module corpus in $modules"
else
  command -v puppet >/dev/null || { echo "differential-modules: puppet not installed" >&2; exit 2; }
  [ "$(id -u)" = 0 ] || { echo "differential-modules: run as root" >&2; exit 2; }
fi
work=$(mktemp -d /tmp/pp-diffmod.XXXXXX)
saved=$work/saved
mkdir -p "$saved"
# paths a case touches outside its temp dir (NAME_outside): saved before the case, put back after it
outside=()
save_outside() {
  outside=()
  if declare -F "$1"_outside > /dev/null; then read -ra outside <<< "$("$1"_outside)"; fi
  local p
  for p in "${outside[@]}"; do [ -e "$p" ] && cp -a "$p" "$saved/$(basename "$p")"; done
  return 0
}
restore_outside() {
  local p
  for p in "${outside[@]}"; do
    rm -rf "$p"
    [ -e "$saved/$(basename "$p")" ] && cp -a "$saved/$(basename "$p")" "$p"
    rm -rf "${saved:?}/$(basename "$p")"
  done
  outside=()
}
# a case's own directory: the same path on every machine and in every run (file contents and the messages
# that quote them name it), one per case so that cases can run at once
T=''
restore() {
  stop_mariadb
  restore_outside
  case $T in /tmp/pp-differential.*) rm -rf "$T" ;; esac
  rm -rf "$work"
}
trap restore EXIT

# the MariaDB server of the mysql case (none running: nothing to do)
stop_mariadb() {
  if [ -f "$work/mariadb.pid" ]; then
    kill "$(cat "$work/mariadb.pid")" 2>/dev/null || true
    local i
    for i in $(seq 1 100); do kill -0 "$(cat "$work/mariadb.pid")" 2>/dev/null || break; sleep 0.1; done
    rm -f "$work/mariadb.pid"
  fi
}

fresh_t() { rm -rf "$T"; mkdir -p "$T"; } # the case's directory, empty

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
openstack_config_outside() { echo /etc/nova /etc/keystone /etc/glance /etc/neutron; }

# many settings of two files, in sync ones around changed ones: the parse memo (ruby/prelude/parse_memo.rb)
# gives copies while a file is unchanged and parses again after each save, for openstacklib's parser
# (nova_config) and inifile's (glance_api_paste_ini, over the ini_setting provider)
openstack_config_many_setup() {
  rm -rf /etc/nova /etc/glance "$T"
  mkdir -p /etc/nova /etc/glance "$T"
  {
    printf '[DEFAULT]\n'
    for i in 1 2 3 4 5 6 7 8; do printf 'opt_%s=v%s\n' $i $i; done
    printf '[database]\nconnection=sqlite://\n[api]\n  indented = yes\n'
  } > /etc/nova/nova.conf
  printf '[filter:a]\nk1 = one\nk2 = two\n[filter:b]\nk3 = three\n' > /etc/glance/glance-api-paste.ini
}
openstack_config_many_manifest() {
  cat <<'EOF'
nova_config { ['DEFAULT/opt_1', 'DEFAULT/opt_2', 'DEFAULT/opt_3']: value => 'v1' }
nova_config { 'DEFAULT/opt_4': value => 'v4' }
nova_config { 'DEFAULT/opt_5': value => 'v5' }
nova_config { 'DEFAULT/opt_6': ensure => absent }
nova_config { 'DEFAULT/opt_7': value => 'v7' }
nova_config { 'DEFAULT/opt_8': value => 'v8' }
nova_config { 'database/connection': value => 'sqlite://' }
nova_config { 'api/indented': value => 'no' }
nova_config { 'api/new': value => 'added' }
nova_config { 'vnc/enabled': value => true }
glance_api_paste_ini { 'filter:a/k1': value => 'one' }
glance_api_paste_ini { 'filter:a/k2': value => 'TWO' }
glance_api_paste_ini { 'filter:a/k3': value => 'three' }
glance_api_paste_ini { 'filter:b/k3': value => 'three' }
glance_api_paste_ini { 'filter:b/k4': ensure => absent }
glance_api_paste_ini { 'filter:c/k5': value => 'five' }
EOF
}
openstack_config_many_paths() { echo /etc/nova/nova.conf /etc/glance/glance-api-paste.ini; }
openstack_config_many_outside() { echo /etc/nova /etc/glance; }

vcsrepo_git_setup() {
  fresh_t
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
  fresh_t
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

sysctl_noop_setup() { fresh_t; }
sysctl_noop_manifest() { echo "sysctl { 'vm.swappiness': val => '11' }"; }
sysctl_noop_paths() { echo /etc/sysctl.conf; }
sysctl_noop_noop_only=1

# ParsedFile providers on their own targets: records changed, added and removed, comments kept, two targets
sysctl_file_setup() {
  fresh_t
  printf '# kernel settings\nkernel.panic = 10\n\nnet.ipv4.ip_forward=0\nvm.dirty_ratio = 20\n' > "$T/sysctl.conf"
}
sysctl_file_manifest() {
  cat <<EOF
sysctl { 'vm.swappiness': val => '11', target => '$T/sysctl.conf' }
sysctl { 'net.ipv4.ip_forward': val => '1', target => '$T/sysctl.conf' }
sysctl { 'kernel.panic': ensure => absent, target => '$T/sysctl.conf' }
sysctl { 'vm.dirty_ratio': val => '20', target => '$T/sysctl.conf' }
sysctl { 'fs.file-max': val => '100000', target => '$T/other.conf' }
EOF
}
sysctl_file_paths() { echo "$T/sysctl.conf" "$T/other.conf"; }

sshkey_setup() {
  fresh_t
  printf '# known\nold.example,10.0.0.2 ssh-rsa AAAAold\nkeep.example ssh-ed25519 AAAAkeep\n' > "$T/known_hosts"
}
sshkey_manifest() {
  cat <<EOF
sshkey { 'new.example': type => 'ssh-rsa', key => 'AAAAnew', host_aliases => ['10.0.0.3'], target => '$T/known_hosts' }
sshkey { 'old.example': ensure => absent, type => 'ssh-rsa', target => '$T/known_hosts' }
sshkey { 'keep.example': type => 'ssh-ed25519', key => 'AAAAchanged', target => '$T/known_hosts' }
EOF
}
sshkey_paths() { echo "$T/known_hosts"; }

postgresql_conf_setup() {
  fresh_t
  printf "# pg\nmax_connections = 100 # connections\nlisten_addresses = 'localhost'\n" > "$T/postgresql.conf"
}
postgresql_conf_manifest() {
  cat <<EOF
postgresql_conf { 'max_connections': value => '200', target => '$T/postgresql.conf' }
postgresql_conf { 'listen_addresses': value => '*', target => '$T/postgresql.conf' }
postgresql_conf { 'work_mem': value => '4MB', target => '$T/postgresql.conf' }
EOF
}
postgresql_conf_paths() { echo "$T/postgresql.conf"; }

# mysql::server (without its package, service and config file) and mysql::db against a fresh MariaDB
mysql_needs() { echo mariadbd mariadb-install-db mysql; }
mysql_setup() {
  stop_mariadb
  fresh_t
  mariadb-install-db --datadir="$T/data" --user=root --auth-root-authentication-method=socket --skip-test-db \
    > "$work/mariadb-install.log" 2>&1
  mariadbd --no-defaults --datadir="$T/data" --socket="$T/sock" --skip-networking --user=root \
    --pid-file="$T/mariadb.pid" --log-error="$work/mariadb.err" > /dev/null 2>&1 &
  echo $! > "$work/mariadb.pid"
  local i
  for i in $(seq 1 100); do [ -S "$T/sock" ] && break; sleep 0.1; done
  [ -S "$T/sock" ] || { echo "mysql: the server did not start" >&2; cat "$work/mariadb.err" >&2; exit 1; }
  printf '[client]\nsocket=%s\n' "$T/sock" > "$T/.my.cnf"
}
mysql_manifest() {
  cat <<EOF
class { 'mysql::server':
  package_manage     => false,
  service_manage     => false,
  manage_config_file => false,
  includedir         => '$T/conf.d',
  root_password      => 'rootpw',
  override_options   => { 'client' => { 'socket' => '$T/sock' } },
}
mysql::db { 'appdb':
  user     => 'app',
  password => 'apppw',
  host     => 'localhost',
  grant    => ['SELECT', 'UPDATE'],
}
mysql_user { 'report@localhost':
  password_hash        => mysql::password('reportpw'),
  max_user_connections => 5,
}
mysql_grant { 'report@localhost/appdb.*':
  user       => 'report@localhost',
  table      => 'appdb.*',
  privileges => ['SELECT'],
  require    => Mysql_user['report@localhost'],
}
EOF
}
mysql_paths() { echo "$T/.my.cnf" "$T/conf.d"; }
mysql_state() { # the server's accounts, grants and databases
  local sql="SELECT User, Host, max_user_connections FROM mysql.user ORDER BY User, Host;
    SELECT User, Host, Db, Select_priv, Update_priv FROM mysql.db ORDER BY User, Host, Db;
    SHOW DATABASES;"
  mysql --no-defaults --socket="$T/sock" -uroot -NB -e "$sql" 2>/dev/null ||
    mysql --no-defaults --socket="$T/sock" -uroot -prootpw -NB -e "$sql" 2>&1
}
mysql_env=1

all_cases=(openstack_config openstack_config_many vcsrepo_git archive_local augeas_hosts sysctl_noop sysctl_file sshkey postgresql_conf
  mysql)
# cases whose result depends on the machine (its own /etc/sysctl.conf): live only, never recorded
sysctl_noop_live_only=1
vcsrepo_git_needs() { echo git; }
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=("${all_cases[@]}")

state() { # the case's paths: names, modes and contents
  local p
  for p in $("$1"_paths); do
    if [ -d "$p" ]; then
      (cd "$p" && find . -printf '%y %m %p\n' | LC_ALL=C sort && find . -type f -print0 | LC_ALL=C sort -z |
        xargs -0r sha256sum) | sed "s#$T#\$T#g"
    elif [ -e "$p" ]; then
      # ParsedFile's header carries the time it was written
      echo "$p $(stat -c %a "$p") $(sed 's/^# HEADER: This file was autogenerated at .*/# HEADER: (time)/' "$p" |
        sha256sum)" | sed "s#$T#\$T#g"
    else
      echo "$p absent" | sed "s#$T#\$T#g"
    fi
  done
}

run() { # SIDE CASE STEP ARGS...: one apply, its changed resources, exit code and state in $work/SIDE.STEP
  local side=$1 c=$2 step=$3 rc=0 env_var=${2}_env
  shift 3
  "$c"_manifest > "$work/site.pp"
  local facts=()
  [ -n "${!env_var:-}" ] && facts=(FACTER_root_home="$T")
  if [ "$side" = puppet ]; then
    (cd "$work" && env "${facts[@]}" puppet apply --detailed-exitcodes --modulepath "$modules" --color=false \
      "$@" site.pp) > "$work/out" 2>&1 || rc=$?
  else
    (cd "$work" && env "${facts[@]}" "$pp" apply --detailed-exitcodes --modulepath "$modules" \
      --vardir "$work/ppvar" "$@" site.pp) > "$work/out" 2>&1 || rc=$?
  fi
  {
    echo "exit $rc"
    grep -E '^(Notice|Error|Warning): /' "$work/out" | grep -v 'Facter' | sed "s#$T#\$T#g" | LC_ALL=C sort || true
    state "$c"
    if declare -F "$c"_state > /dev/null; then "$c"_state | sed "s#$T#\$T#g"; fi
  } > "$work/$side.$step"
}

side_run() { # SIDE CASE: the three steps
  local side=$1 c=$2 noop_only_var=${2}_noop_only
  "$c"_setup
  if [ -z "${!noop_only_var:-}" ]; then
    run "$side" "$c" 1
    run "$side" "$c" 2
    "$c"_setup
  fi
  run "$side" "$c" 3 --noop
  stop_mariadb
}

failed=0
for c in "${cases[@]}"; do
  declare -F "$c"_setup > /dev/null || { echo "differential-modules: no case $c" >&2; exit 2; }
  live_only_var=${c}_live_only
  if [ $mode != live ] && [ -n "${!live_only_var:-}" ]; then
    [ $mode = check ] && skip "$c depends on this machine: live only"
    echo "$c: live only, not recorded"
    continue
  fi
  if declare -F "$c"_needs > /dev/null; then
    for cmd in $("$c"_needs); do
      PATH=$PATH:/usr/sbin:/sbin command -v "$cmd" > /dev/null ||
        { [ $mode = check ] && skip "$c needs $cmd"; echo "differential-modules: $c needs $cmd" >&2; exit 2; }
    done
  fi
  T=/tmp/pp-differential.$c
  save_outside "$c"
  case $mode in
    record)
      side_run puppet "$c"
      mkdir -p "$recorded/$c"
      for step in 1 2 3; do
        if [ -f "$work/puppet.$step" ]; then cp "$work/puppet.$step" "$recorded/$c/$step"; else rm -f "$recorded/$c/$step"; fi
      done
      rm -f "$work"/puppet.*
      restore_outside
      rm -rf "$T"
      echo "$c: recorded"
      continue
      ;;
    check)
      [ -d "$recorded/$c" ] || { echo "differential-modules: $c was never recorded" >&2; exit 2; }
      side_run pp "$c"
      for step in 1 2 3; do [ -f "$recorded/$c/$step" ] && cp "$recorded/$c/$step" "$work/puppet.$step"; done
      ;;
    live)
      side_run puppet "$c"
      side_run pp "$c"
      ;;
  esac
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
  restore_outside
  rm -rf "$T"
  if [ $same = 1 ]; then echo "$c: same as Puppet"; else echo "$c: DIFFERENT"; failed=1; fi
done
exit $failed
