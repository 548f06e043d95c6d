#!/bin/sh
# man.sh HELP2MAN TOOL OUT: TOOL's man page, made by help2man from its --help and --version (the
# same text, so the two never differ); NAME is the purpose sentence under the usage line.
set -eu
help2man=$1 tool=$2 out=$3
name=$("$tool" --help | sed -n '2,/^$/p' | tr '\n' ' ' | sed 's/ *$//; s/\.$//')
name=$(printf '%s' "$name" | sed 's/^\(.\)/\L\1/')
"$help2man" --no-info --no-discard-stderr --section=1 --source=kcensus --manual="kcensus manual" \
  --name="$name" --output="$out.tmp" "$tool"
mv "$out.tmp" "$out"
