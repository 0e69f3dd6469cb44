#!/usr/bin/env bash
# Checks that the documentation's pictures and links into the repository resolve: every
# relative link and picture of README.md, README.pt-BR.md, CHANGELOG.md and docs/*.md must name a
# file or folder that exists, and a link to a heading (`page.md#heading`, `#heading`) a heading
# that page has, as GitHub names its anchors. Links to the web are not followed. Prints each
# broken link with its file and line, and fails if there is one.
#
#   scripts/check-docs.sh [FILE.md...]
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C.UTF-8

if (($# > 0)); then
    pages=("$@")
else
    pages=(README.md README.pt-BR.md CHANGELOG.md docs/*.md)
fi

# The lines of a page outside its fenced code blocks, as "NUMBER<TAB>TEXT".
unfenced() {
    awk '/^[[:space:]]*```/ { fenced = !fenced; next } !fenced { print NR "\t" $0 }' "$1"
}

# Each link and picture of a page as "NUMBER<TAB>TARGET": Markdown's [text](target) and
# ![alt](target), and HTML's <img src="target">. Inline code spans are left out: a link written
# inside code is an example, not a link.
links() {
    unfenced "$1" | sed -E 's/`[^`]*`//g' | awk -F '\t' '{
        line = $0; sub(/^[0-9]+\t/, "", line)
        rest = line
        while (match(rest, /\]\([^)[:space:]]+/)) {
            print $1 "\t" substr(rest, RSTART + 2, RLENGTH - 2)
            rest = substr(rest, RSTART + RLENGTH)
        }
        rest = line
        while (match(rest, /<img[^>]*src="[^"]+"/)) {
            found = substr(rest, RSTART, RLENGTH); sub(/.*src="/, "", found); sub(/"$/, "", found)
            print $1 "\t" found
            rest = substr(rest, RSTART + RLENGTH)
        }
    }'
}

# The anchors GitHub makes of a page's headings: lower case, punctuation dropped, spaces as dashes.
declare -A anchor_cache
load_anchors() {
    [[ -n ${anchor_cache[$1]+set} ]] && return
    anchor_cache[$1]=$(unfenced "$1" | cut -f2- | sed -nE 's/^#{1,6}[[:space:]]+//p' |
        sed -E 's/[[:space:]]+#+[[:space:]]*$//; s/.*/\L&/; s/[^[:alnum:] _-]//g; s/ /-/g')
}

broken=0
report() {
    echo "$1:$2: broken link: $3 ($4)" >&2
    broken=$((broken + 1))
}

for page in "${pages[@]}"; do
    [[ -f $page ]] || { echo "$page: no such page" >&2; broken=$((broken + 1)); continue; }
    dir=$(dirname "$page")
    while IFS=$'\t' read -r number target; do
        case $target in
            http://* | https://* | mailto:*) continue ;;
        esac
        path=${target%%#*}
        fragment=
        [[ $target == *"#"* ]] && fragment=${target#*#}
        if [[ -z $path ]]; then
            file=$page
        else
            file=$dir/$path
            if [[ ! -e $file ]]; then
                report "$page" "$number" "$target" "no file $file"
                continue
            fi
        fi
        if [[ -n $fragment && $file == *.md && -f $file ]]; then
            load_anchors "$file"
            grep -qxF -- "$fragment" <<<"${anchor_cache[$file]}" ||
                report "$page" "$number" "$target" "no heading #$fragment in $file"
        fi
    done < <(links "$page")
done

if ((broken > 0)); then
    echo "check-docs: $broken broken link(s)" >&2
    exit 1
fi
echo "check-docs: the links and pictures of ${#pages[@]} pages resolve"
