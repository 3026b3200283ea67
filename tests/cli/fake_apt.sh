# Sourced by the CLI tests: fake_apt DIR writes a dpkg-query and an apt-get into DIR that work on a
# --provider-root dpkg database ($FAKE_ROOT/var/lib/dpkg/status, one "name version" line per installed
# package) and log each apt-get call to $FAKE_LOG (and each dpkg-query call to $FAKE_QUERY_LOG when it is set).
# apt-get installs all the packages it is given or none (a
# name with "bad" in it fails), and removes with `remove`.
fake_apt() {
  mkdir -p "$1"
  cat > "$1/dpkg-query" <<'SH'
#!/bin/sh
[ -n "${FAKE_QUERY_LOG:-}" ] && echo "$*" >> "$FAKE_QUERY_LOG"
admindir=
for a in "$@"; do case $a in --admindir=*) admindir=${a#--admindir=} ;; esac; done
case "$*" in
  *'${Status}'*) while read -r n v; do echo "install ok installed $n $v"; done < "$admindir/status" ;;
  *) while read -r n v; do echo "$n"; done < "$admindir/status" ;;
esac
SH
  cat > "$1/apt-get" <<'SH'
#!/bin/sh
echo "$*" >> "$FAKE_LOG"
status=$FAKE_ROOT/var/lib/dpkg/status
case "$*" in
  remove\ * | *' remove '*)
    n=${*##* }
    grep -v "^$n " "$status" > "$status.new"; mv "$status.new" "$status"
    exit 0 ;;
esac
names=$(echo "$*" | sed 's/.* install //')
for n in $names; do
  case $n in *bad*) echo "E: Unable to locate package $n"; exit 100 ;; esac
done
for n in $names; do echo "${n%%=*} 1.0" >> "$status"; done
SH
  chmod +x "$1/dpkg-query" "$1/apt-get"
}
