# Bash completion for the kcensus tools (ncu2jsonl, nsys2jsonl, knorm, kclassify, kagg) and
# kcensus-sweep. Options come from each tool's --help, so they never drift from the tool; values
# of the options that take a word from a fixed list are completed from that list, others as files.

_kcensus_tool() {
  local cur prev
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD-1]}
  case $prev in
    --format) mapfile -t COMPREPLY < <(compgen -W "jsonl csv md table" -- "$cur"); return ;;
    --by) mapfile -t COMPREPLY < <(compgen -W "kernel_key kernel_base family library model run.dtype device stream grid block nvtx shape" -- "$cur"); return ;;
    --emit) mapfile -t COMPREPLY < <(compgen -W "ncu-regex" -- "$cur"); return ;;
    --report) mapfile -t COMPREPLY < <(compgen -W "signals shapes" -- "$cur"); return ;;
    --weight) mapfile -t COMPREPLY < <(compgen -W "models time" -- "$cur"); return ;;
    --half-weights) mapfile -t COMPREPLY < <(compgen -W "ncu nersc" -- "$cur"); return ;;
    --ncu | --nsys) mapfile -t COMPREPLY < <(compgen -c -- "$cur"); return ;;
    --tag | --field | --explain | --top | --max-errors | --jobs | --cache-size | --model-field | \
      --merge-fan-in | --storm-launches | --tiny-ns | --columns | --sweep-date) return ;;
  esac
  if [[ $cur == -* ]]; then
    local opts
    # the option lines of --help: "  -o, --output FILE  ..." and "      --by FIELDS  ..."
    opts=$("${COMP_WORDS[0]}" --help 2>/dev/null |
      sed -n 's/^  \(-[A-Za-z]\), \(--[A-Za-z0-9-]*\).*/\1 \2/p; s/^      \(--[A-Za-z0-9-]*\).*/\1/p')
    mapfile -t COMPREPLY < <(compgen -W "$opts" -- "$cur")
    return
  fi
  mapfile -t COMPREPLY < <(compgen -f -- "$cur")
}

_kcensus_sweep() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  local vars="MODELS= OUT= REPORTS= MODELS_DIR= BIN= TOPN= NCU_SET= NCU_SECTIONS= NCU_METRICS= \
INVOCATION= NCU_NAME_BASE= REPLAY= NCU_FLAGS= NSYS_CAPTURE= NSYS_FLAGS= NSYS_KERNSUM= NSYS= NCU= \
RUN= GPU_LOCK="
  case $cur in
    REPORTS=* | OUT=* | MODELS_DIR=* | BIN=*)
      local v=${cur%%=*}
      mapfile -t COMPREPLY < <(compgen -d -- "${cur#*=}" | sed "s|^|$v=|")
      return ;;
  esac
  compopt -o nospace 2>/dev/null
  mapfile -t COMPREPLY < <(compgen -W "$vars demo sweep clean --help -j -n" -- "$cur")
  [ ${#COMPREPLY[@]} -eq 1 ] && [[ ${COMPREPLY[0]} != *= ]] && compopt +o nospace 2>/dev/null
}

complete -F _kcensus_tool ncu2jsonl nsys2jsonl knorm kclassify kagg
complete -F _kcensus_sweep kcensus-sweep
