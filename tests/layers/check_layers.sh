#!/usr/bin/env bash
# Checks every #include of the libraries against the layer order of docs/ARCHITECTURE.md: its `layers`
# block names, for each library (a top-level folder), the libraries right below it; a file may include its
# own library's headers and those of any library below it, nothing above or beside. A wrong-way include
# fails with its file and line.
#
# usage: check_layers.sh [ROOT]   (default: the repository this script is in)
set -euo pipefail
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
doc=$root/docs/ARCHITECTURE.md
[ -f "$doc" ] || { echo "check_layers: $doc is missing" >&2; exit 2; }

# The block: from a line "```layers" to the next "```". Lines: "NAME : BELOW..." or "NAME = FILE : BELOW..."
# (a single file that is a layer of its own, e.g. the executable's main).
block=$(awk '/^```layers$/ {on = 1; next} on && /^```/ {exit} on' "$doc")
[ -n "$block" ] || { echo "check_layers: no \`\`\`layers block in $doc" >&2; exit 2; }

declare -A below file_layer
names=()
while IFS= read -r line; do
  line=${line%%#*}
  [ -n "${line// /}" ] || continue
  head=${line%%:*}
  deps=${line#*:}
  name=$(echo "${head%%=*}" | xargs)
  if [[ $head == *=* ]]; then file_layer[$(echo "${head#*=}" | xargs)]=$name; fi
  names+=("$name")
  below[$name]=$(echo "$deps" | xargs)
done <<< "$block"

for n in "${names[@]}"; do
  for d in ${below[$n]}; do
    [ -n "${below[$d]+x}" ] || { echo "check_layers: '$n' names '$d', which is no layer of the block" >&2; exit 2; }
  done
done

# everything a layer may include: itself and, transitively, what is below it (" a b c ")
declare -A allowed
add_below() { # add_below LAYER FROM: what is below FROM joins what LAYER may include
  local d
  for d in ${below[$2]}; do
    case ${allowed[$1]} in *" $d "*) continue ;; esac
    allowed[$1]+="$d "
    add_below "$1" "$d"
  done
}
for n in "${names[@]}"; do
  allowed[$n]=" $n "
  add_below "$n" "$n"
done

violations=0
checked=0
for n in "${names[@]}"; do
  [ -d "$root/$n" ] || continue
  while IFS= read -r f; do
    rel=${f#"$root"/}
    layer=${file_layer[$rel]:-$n}
    checked=$((checked + 1))
    while IFS=: read -r lineno target; do
      top=${target%%/*}
      [ "$top" = "$target" ] && continue # no folder: a generated or system header
      if [ -z "${below[$top]+x}" ] && [ ! -d "$root/$top" ]; then continue; fi # not a folder of the repo
      case ${allowed[$layer]} in *" $top "*) continue ;; esac
      echo "$rel:$lineno: error: '$layer' may not include \"$target\" ('$top' is not below it in docs/ARCHITECTURE.md)"
      violations=$((violations + 1))
    done < <(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" | sed -E 's/^([0-9]+):[^"]*"([^"]*)".*/\1:\2/')
  done < <(find "$root/$n" -path "$root/$n/generated" -prune -o -type f \( -name '*.cpp' -o -name '*.hpp' -o -name '*.h' \) -print | LC_ALL=C sort)
done
if [ $violations -gt 0 ]; then
  echo "check_layers: $violations wrong-way includes in $checked files"
  exit 1
fi
echo "check_layers: $checked files of ${#names[@]} layers include only downward"
