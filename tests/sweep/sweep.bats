#!/usr/bin/env bats
# Makefile.sweep: the exact profiler command lines (make -n), the offline demo, rerun, kill and
# resume, bad model names, a failing model, the lock against concurrent sweeps, and the offline
# sweep over the corpus reports.
bats_require_minimum_version 1.5.0
load ../corpus/oracle

setup() {
  TMP="$BATS_TEST_TMPDIR"
  SWEEP=(make -f "$KC_SRC/Makefile.sweep" --no-print-directory BIN="$KC_BIN")
  unset MAKEFLAGS MAKELEVEL MFLAGS
}

# A test of Makefile.sweep's own rules (resume, lock, timestamps) runs once, in the plain build.
makefile_once() {
  plain_once "tests Makefile.sweep's own rules (the demo sweeps run the tools under the sanitizers)"
}

# Every output file of a sweep with its content, except logs (timings, tool chatter); the
# SQLite database as SQL text, and the sweep's date masked.
snapshot() {
  (cd "$1" && find . -type f ! -path '*/log/*' ! -name .lock ! -name .gpu.lock | LC_ALL=C sort \
    | while read -r f; do
      echo "== $f"
      if [[ $f == *.db ]]; then sqlite3 "$f" .dump; else cat "$f"; fi
    done) | sed -E 's/20[0-9]{2}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z/DATE/g'
}

@test "dry run of a live sweep shows the exact nsys and ncu command lines and writes nothing" {
  run -0 "${SWEEP[@]}" -n MODELS="wl-copy wl-fma" OUT="$TMP/out"
  [ ! -e "$TMP/out" ]
  grep -F -- '--lock '"$TMP"'/out/.gpu.lock 1/2 wl-copy nsys-profile '"$TMP"'/out/wl-copy/nsys.nsys-rep --  nsys profile --trace=cuda,nvtx --force-overwrite=true  --sample=none --cpuctxsw=none --output=@TMP@ '"$KC_SRC"'/pipelines/sweep/run-model '"$KC_SRC"'/pipelines/models/wl-copy.model' <<<"$output"
  grep -F -- 'nsys export --type=sqlite --force-overwrite=true --output=@TMP@ '"$TMP"'/out/wl-copy/nsys.nsys-rep' <<<"$output"
  grep -E -- "nsys stats --report=(cuda_gpu_kern_sum|gpukernsum) --format=csv --output=- $TMP/out/wl-copy/nsys.sqlite" <<<"$output"
  grep -F -- "kagg --top 10 --emit ncu-regex $TMP/out/wl-copy/nsys.jsonl" <<<"$output"
  grep -F -- "--lock $TMP/out/.gpu.lock --subst REGEX=$TMP/out/wl-fma/topn.regex 2/2 wl-fma ncu-profile $TMP/out/wl-fma/ncu.ncu-rep --  ncu --target-processes all --kernel-name-base demangled --kernel-id ::regex:@REGEX@:1 --replay-mode kernel --set full  --force-overwrite --export @TMP@ $KC_SRC/pipelines/sweep/run-model $KC_SRC/pipelines/models/wl-fma.model" <<<"$output"
  # ncu2jsonl imports the report itself (its diagnosis is the stage's message when ncu cannot).
  grep -F -- "ncu2jsonl --ncu ncu --manifest $TMP/out/wl-fma/run.json $TMP/out/wl-fma/ncu.ncu-rep '|' $KC_BIN/knorm '|' $KC_BIN/kclassify" <<<"$output"
  ! grep -F -- "ncu --import" <<<"$output"
  grep -F -- "kagg --partial $TMP/out/wl-fma/nsys.jsonl $TMP/out/wl-fma/ncu.jsonl" <<<"$output"
  grep -F -- "ncu-missing $TMP/out/wl-fma/ncu-missing.jsonl -- $KC_SRC/pipelines/sweep/ncu-missing $KC_BIN 10 $TMP/out/wl-fma/nsys.jsonl $TMP/out/wl-fma/ncu.jsonl" <<<"$output"
  # ncu profiles each top kernel's N-th launch; no cap on the launches of all of them together.
  ! grep -E -- '--launch-count|--launch-skip|--kernel-name ' <<<"$output"
}

@test "dry run: every variable reaches the command lines" {
  run -0 "${SWEEP[@]}" -n MODELS=wl-gemm OUT="$TMP/out" RUN="srun -N1 -n1 --gres=gpu:1" GPU_LOCK= \
    TOPN=3 INVOCATION=5 REPLAY=application NCU_SECTIONS="SpeedOfLight Occupancy" \
    NSYS_CAPTURE="--capture-range=cudaProfilerApi --capture-range-end=stop" NSYS=/opt/nsys NCU=/opt/ncu \
    NSYS_KERNSUM=cuda_gpu_kern_sum NCU_FLAGS=--cache-control=all
  ! grep -F -- '--lock' <<<"$output"
  grep -F -- "nsys-profile $TMP/out/wl-gemm/nsys.nsys-rep -- srun -N1 -n1 --gres=gpu:1 /opt/nsys profile --trace=cuda,nvtx --force-overwrite=true --capture-range=cudaProfilerApi --capture-range-end=stop --sample=none --cpuctxsw=none --output=@TMP@" <<<"$output"
  # Only profiling goes through the launcher: the export, the summary and the import run here.
  grep -F -- "nsys-export $TMP/out/wl-gemm/nsys.sqlite --  /opt/nsys export --type=sqlite" <<<"$output"
  grep -F -- "nsys-stats $TMP/out/wl-gemm/kernsum.csv --  /opt/nsys stats --report=cuda_gpu_kern_sum --format=csv --output=-" <<<"$output"
  grep -F -- "kagg --top 3 --emit ncu-regex" <<<"$output"
  grep -F -- "-- srun -N1 -n1 --gres=gpu:1 /opt/ncu --target-processes all --kernel-name-base demangled --kernel-id ::regex:@REGEX@:5 --replay-mode application --section SpeedOfLight --section Occupancy --cache-control=all --force-overwrite --export @TMP@" <<<"$output"
  grep -F -- "ncu2jsonl --ncu /opt/ncu --manifest $TMP/out/wl-gemm/run.json $TMP/out/wl-gemm/ncu.ncu-rep" <<<"$output"
  ! grep -E -- '-- srun[^|]*(nsys export|nsys stats|ncu --import)' <<<"$output"
  # RUN_ALL=1: every nsys and ncu command goes through it, the import to ncu.csv first.
  run -0 "${SWEEP[@]}" -n MODELS=wl-gemm OUT="$TMP/out" RUN="srun -N1 -n1" RUN_ALL=1 NSYS_KERNSUM=cuda_gpu_kern_sum
  grep -F -- "-- srun -N1 -n1 nsys export --type=sqlite" <<<"$output"
  grep -F -- "-- srun -N1 -n1 nsys stats --report=cuda_gpu_kern_sum --format=csv --output=-" <<<"$output"
  grep -F -- "-- srun -N1 -n1 ncu --import $TMP/out/wl-gemm/ncu.ncu-rep --csv --page raw --print-units base" <<<"$output"
  grep -F -- "ncu2jsonl --manifest $TMP/out/wl-gemm/run.json $TMP/out/wl-gemm/ncu.csv" <<<"$output"
  # An ncu whose --help lists --rename-kernels (2025.3) imports with full names; the installed one
  # (2022.3, no such option) without the flag.
  printf '#!/bin/sh\necho "  --rename-kernels arg (=1)   Perform simplification on the kernel demangled names."\n' >"$TMP/ncu2025"
  chmod +x "$TMP/ncu2025"
  run -0 "${SWEEP[@]}" -n MODELS=wl-gemm OUT="$TMP/out" RUN_ALL=1 NCU="$TMP/ncu2025" NSYS_KERNSUM=cuda_gpu_kern_sum
  grep -F -- "$TMP/ncu2025 --import $TMP/out/wl-gemm/ncu.ncu-rep --csv --page raw --print-units base --rename-kernels 0" <<<"$output"
  printf '#!/bin/sh\necho "  --print-units arg"\n' >"$TMP/ncu2022"
  chmod +x "$TMP/ncu2022"
  run -0 "${SWEEP[@]}" -n MODELS=wl-gemm OUT="$TMP/out" RUN_ALL=1 NCU="$TMP/ncu2022" NSYS_KERNSUM=cuda_gpu_kern_sum
  ! grep -F -- "--rename-kernels" <<<"$output"
  run -0 "${SWEEP[@]}" -n MODELS=wl-gemm OUT="$TMP/out" NCU_METRICS=gpu__time_duration.sum,dram__bytes.sum
  grep -F -- "--replay-mode kernel --metrics gpu__time_duration.sum,dram__bytes.sum  --force-overwrite" <<<"$output"
  cd "$TMP"
  for bad in 0 01 x 1.5 '' '1 2' '$(shell touch pwned)'; do
    run -2 --separate-stderr "${SWEEP[@]}" -n MODELS=wl-gemm OUT="$TMP/out" INVOCATION="$bad"
    grep -F "bad INVOCATION '" <<<"$stderr"
    [ ! -e pwned ]
  done
  run -2 --separate-stderr "${SWEEP[@]}" -n MODELS=wl-gemm OUT="$TMP/out" LAUNCH_COUNT=50
  grep -F 'LAUNCH_COUNT and LAUNCH_SKIP are gone: ncu profiles the INVOCATION-th launch of each top kernel' <<<"$stderr"
}

@test "bad model names are refused before any shell sees them" {
  cd "$TMP"
  for bad in 'a;touch pwned' '$(shell touch pwned)' '`touch pwned`' 'a/b' '..' 'x|y' 'a&touch pwned' \
      report.md report.db sweep.json tools.json models.list unused.txt cmd log tmp.1 .hidden -x; do
    run -2 --separate-stderr "${SWEEP[@]}" MODELS="wl-copy $bad" OUT="$TMP/out"
    [[ $stderr == *"bad model name"*"a model name is made of A-Z a-z 0-9 . _ - only, starts with a letter or digit and is none of the sweep's own outputs (report.md report.jsonl report.html report.db report.topn sweep.json models.list tools.json unused.txt cmd log tmp.*)"* ]] || { echo "$bad: $stderr"; return 1; }
    [ ! -e pwned ] && [ ! -e "$TMP/out" ]
  done
}

@test "an OUT or REPORTS folder that recipes cannot hold is refused up front; other names work" {
  mkdir "$TMP/w"
  cd "$TMP/w"
  for bad in "$TMP/w/a b" "$TMP/w/a&touch pwned" "$TMP/w/a;touch pwned" "$TMP/w/a:b" "$TMP/w/a=b" "$TMP/w/a#b" '$(shell touch pwned)' 'a`touch pwned`'; do
    run -2 --separate-stderr "${SWEEP[@]}" demo OUT="$bad"
    [[ $stderr == *"bad OUT '"*"': an output folder is one word of A-Z a-z 0-9 . _ - + / only"* ]] || { echo "$bad: $stderr"; return 1; }
    [ "$bad" = "$TMP/w/a b" ] && continue   # REPORTS is a list of folders
    run -2 --separate-stderr "${SWEEP[@]}" REPORTS="$bad" OUT="$TMP/o"
    [[ $stderr == *"bad REPORTS or MODELS_DIR folder '"*"': a folder name is made of A-Z a-z 0-9 . _ - + / only"* ]] || { echo "$bad: $stderr"; return 1; }
    [ -z "$(ls -A "$TMP/w")" ] && [ ! -e "$TMP/o" ] || { ls -la "$TMP/w"; return 1; }
  done
  mkdir -p "$TMP/in+1.x_y-z"
  ln -s "$KC_SRC"/pipelines/demo/llama-8b.{kernsum.csv,ncu.csv,model} "$TMP/in+1.x_y-z/"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/in+1.x_y-z" OUT="$TMP/out+1.x_y-z/sweep"
  grep -F '# Kernel census: 1 models' "$TMP/out+1.x_y-z/sweep/report.md"
}

@test "files in REPORTS the sweep cannot use are listed as not used; the other models run" {
  mkdir -p "$TMP/rep/sub"
  ln -s "$KC_SRC"/pipelines/demo/llama-8b.{kernsum.csv,ncu.csv,model} "$TMP/rep/"
  cp "$KC_SRC/pipelines/demo/bert-base.kernsum.csv" "$TMP/rep/notes (copy).kernsum.csv"
  cp "$KC_SRC/pipelines/demo/bert-base.ncu.csv" "$TMP/rep/good.ncu.csv"
  cp "$KC_SRC/pipelines/demo/bert-base.ncu.csv" "$TMP/rep/report.md.ncu.csv"
  cp "$KC_SRC/pipelines/demo/bert-base.kernsum.csv" "$TMP/rep/llama-8b.sqlite"
  touch "$TMP/rep/ocr.csv" "$TMP/rep/silu.ncu.txt" "$TMP/rep/nerf.gpukernsum.csv" "$TMP/rep/lone.model"
  run -0 --separate-stderr "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  grep -F '[1/2] good: ncu 4 launches' <<<"$output"
  grep -F '[2/2] llama-8b: nsys 6 kernels' <<<"$output"
  grep -F '# Kernel census: 2 models' "$TMP/o/report.md"
  local expect="<model>.{kernsum.csv,sqlite,nsys-rep,qdrep} (nsys), <model>.{ncu.csv,ncu-rep,nsight-cuprof-report} (ncu), <model>.model"
  cat > "$TMP/want" <<WANT
$TMP/rep/lone.model: no report for model lone
$TMP/rep/llama-8b.sqlite: model llama-8b uses $TMP/rep/llama-8b.kernsum.csv
$TMP/rep/nerf.gpukernsum.csv: not named like a report ($expect)
$TMP/rep/notes (copy).kernsum.csv: 'notes (copy)' is not a model name (A-Z a-z 0-9 . _ -, starting with a letter or digit)
$TMP/rep/ocr.csv: not named like a report ($expect)
$TMP/rep/report.md.ncu.csv: 'report.md' is a name of the sweep's own outputs
$TMP/rep/silu.ncu.txt: not named like a report ($expect)
$TMP/rep/sub: a folder
WANT
  LC_ALL=C sort "$TMP/want" | diff - <(LC_ALL=C sort "$TMP/o/unused.txt")
  sed 's/^/sweep: not used: /' "$TMP/want" | LC_ALL=C sort | diff - <(grep '^sweep: not used: ' <<<"$stderr" | LC_ALL=C sort)
  sed 's/^/- /' "$TMP/want" | LC_ALL=C sort | diff - <(sed -n '/^## Files not used/,$p' "$TMP/o/report.md" | grep '^- ' | LC_ALL=C sort)
  # Told once: a rerun with the same files says nothing more.
  run -0 --separate-stderr "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  [ -z "$stderr" ]
}

@test "the offline demo prints the cross-model table; a rerun does nothing" {
  run -0 --separate-stderr "${SWEEP[@]}" demo OUT="$TMP/demo" -j2
  grep -F '[3/5] llama-8b: nsys 6 kernels' <<<"$output"
  grep -F '[5/5] vit-b16: ncu 4 launches' <<<"$output"
  grep -F "sweep: report in $TMP/demo/report.md" <<<"$output"
  grep -F '# Kernel census: 5 models' <<<"$output"
  # rank, the kernel's label, family, models (the default columns: kagg --help)
  grep -E '^\| [0-9]+ \| `ampere_bf16_s16816gemm… \[ampere bf16 fp16 128x128 tn s3\]` \| gemm \| 2 \|' <<<"$output"
  grep -E '^\| [0-9]+ \| `flash_fwd_kernel<.*` \| attention \| 3 \|' <<<"$output"
  grep -E '^\| tensor_underused \|' <<<"$output"
  for m in bert-base gpt2-train llama-8b resnet50 vit-b16; do
    jq -e --arg m "$m" '.model == $m and .commands.nsys != null and .commands.ncu != null' "$TMP/demo/$m/manifest.json"
  done
  [ -f "$TMP/demo/report.jsonl" ] && [ -f "$TMP/demo/report.db" ]
  for m in bert-base gpt2-train llama-8b resnet50 vit-b16; do
    grep -qF "<tr><td>$m</td>" "$TMP/demo/report.html"
  done

  snapshot "$TMP/demo" > "$TMP/before"
  touch "$TMP/mark"
  sleep 1
  run -0 "${SWEEP[@]}" OUT="$TMP/demo" REPORTS="$KC_SRC/pipelines/demo" -j2
  [ "$output" = "sweep: report in $TMP/demo/report.md" ]
  [ -z "$(find "$TMP/demo" -newer "$TMP/mark" ! -name .lock)" ]
  snapshot "$TMP/demo" | diff "$TMP/before" -
  # TOPN_REPORT sets the rows of the report's tables; a new value redoes only the report.
  run -0 "${SWEEP[@]}" OUT="$TMP/demo" REPORTS="$KC_SRC/pipelines/demo" TOPN_REPORT=3
  [ "$(awk '/^## Top kernels across models/{t=1; next} t && /^\| [0-9]+ \|/{n++} t && /^Total:/{exit} END{print n}' "$TMP/demo/report.md")" = 3 ]
  [ "$(grep -c '<tr><td class="num">' "$TMP/demo/report.html")" = 6 ]  # table and heat map
}

# The demo with a slow knorm and kagg, so that a kill lands in the middle of the sweep, even
# when the kill is late on a loaded machine (kagg makes each partial file and the report: the
# last steps after the files the test waits for take at least two of its calls, 2 s).
slow_bin() {
  mkdir -p "$TMP/bin"
  for t in "$KC_BIN"/*; do ln -sf "$t" "$TMP/bin/"; done
  for t in knorm:0.3 kagg:1; do
    rm "$TMP/bin/${t%:*}"
    printf '#!/bin/sh\nsleep %s\nexec %s "$@"\n' "${t#*:}" "$KC_BIN/${t%:*}" > "$TMP/bin/${t%:*}"
    chmod +x "$TMP/bin/${t%:*}"
  done
}

@test "kill -9 in the middle of a sweep, then a rerun, gives the outputs of an uninterrupted sweep" {
  makefile_once
  slow_bin
  local sweep=(make -f "$KC_SRC/Makefile.sweep" --no-print-directory BIN="$TMP/bin" OUT="$TMP/o"
    REPORTS="$KC_SRC/pipelines/demo" -j2)
  run -0 "${sweep[@]}"
  snapshot "$TMP/o" > "$TMP/ref"
  rm -rf "$TMP/o"
  for wait_for in run.json nsys.jsonl ncu.jsonl partial.json; do
    setsid "${sweep[@]}" > /dev/null 2>&1 &
    local pid=$!
    for _ in $(seq 200); do
      compgen -G "$TMP/o/*/$wait_for" > /dev/null && break
      sleep 0.05
    done
    kill -9 -- "-$pid" 2> /dev/null || [ ! -f "$TMP/o/report.md" ] ||
      { echo "the sweep finished before the kill ($wait_for)"; return 1; }
    wait "$pid" || true
    # The group's other processes may still be exiting (and holding the sweep's lock) on a
    # loaded machine: the next sweep must not start before they are gone. Bounded: a member
    # left as a zombie (where no init reaps it) answers kill -0 but holds no lock.
    for _ in $(seq 200); do kill -0 -- "-$pid" 2> /dev/null || break; sleep 0.05; done
    [ ! -f "$TMP/o/report.md" ] || { echo "the sweep finished before the kill ($wait_for)"; return 1; }
  done
  run -0 "${sweep[@]}"
  snapshot "$TMP/o" | diff "$TMP/ref" -
}

@test "a failing model is reported, the others finish, the report lists the failure" {
  mkdir -p "$TMP/rep"
  ln -s "$KC_SRC"/pipelines/demo/{llama-8b,resnet50}.{kernsum.csv,ncu.csv,model} "$TMP/rep/"
  printf 'Time (%%),Total Time (ns),Instances\n1,2\n' > "$TMP/rep/broken.kernsum.csv"
  run -2 --separate-stderr "${SWEEP[@]}" -j2 REPORTS="$TMP/rep" OUT="$TMP/o"
  grep -F "[1/3] broken: nsys FAILED (exit 1, see $TMP/o/broken/log/nsys.log)" <<<"$stderr"
  grep -F "sweep: report in $TMP/o/report.md (some models failed)" <<<"$output"
  [ -f "$TMP/o/llama-8b/manifest.json" ] && [ -f "$TMP/o/resnet50/manifest.json" ]
  grep -F '# Kernel census: 2 models, 1 failed' "$TMP/o/report.md"
  grep -E "^\| broken \| nsys \| 1 \| $TMP/o/broken/log/nsys.log \| .+ \|$" "$TMP/o/report.md"
  grep -E '^\| [0-9]+ \| `ampere_bf16_s16816gemm… ' "$TMP/o/report.md"
  grep -F '<tr class="failed"><td>broken</td>' "$TMP/o/report.html"
  grep -F 'failed: nsys: exit 1: ' "$TMP/o/report.html"

  # Fixed, the model is redone and leaves the failure list.
  cp "$KC_SRC/pipelines/demo/bert-base.kernsum.csv" "$TMP/rep/broken.kernsum.csv"
  run -0 "${SWEEP[@]}" -j2 REPORTS="$TMP/rep" OUT="$TMP/o"
  grep -F '# Kernel census: 3 models' "$TMP/o/report.md"
  ! grep -F 'Failed models' "$TMP/o/report.md"
  [ ! -e "$TMP/o/broken/FAILED" ]
}

@test "a model with no reports fails with a clear message" {
  mkdir -p "$TMP/rep"
  ln -s "$KC_SRC"/pipelines/demo/llama-8b.{kernsum.csv,ncu.csv} "$TMP/rep/"
  run -2 --separate-stderr "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o" MODELS="llama-8b ghost"
  grep -F 'no report for model ghost in' "$TMP/o/ghost/FAILED"
  grep -E '^\| ghost \| find-reports \|' "$TMP/o/report.md"
}

@test "a second sweep on the same OUT is refused while one runs" {
  makefile_once
  mkdir -p "$TMP/o"
  setsid flock "$TMP/o/.lock" sleep 30 &
  local holder=$!
  sleep 0.3
  run -2 --separate-stderr "${SWEEP[@]}" demo OUT="$TMP/o"
  grep -F "sweep: another sweep is running on $TMP/o (holds $TMP/o/.lock)" <<<"$stderr"
  [ ! -e "$TMP/o/tools.json" ]
  kill -- "-$holder"
  wait "$holder" || true
  run -0 "${SWEEP[@]}" demo OUT="$TMP/o"
}

@test "offline sweep over the corpus reports: every kernel of every readable report is in the report" {
  oracle_once
  CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/ncu/reports" ] || skip "corpus not found at $CORPUS"
  command -v ncu > /dev/null && command -v nsys > /dev/null || skip "ncu/nsys not installed"
  mkdir -p "$TMP/rep"
  ln -s "$CORPUS"/ncu/reports/* "$CORPUS"/nsys/reports/* "$CORPUS"/nsys/sqlite/* "$TMP/rep/"
  run --separate-stderr "${SWEEP[@]}" -j2 REPORTS="$TMP/rep" OUT="$TMP/o"
  [ "$status" -eq 2 ]   # reports newer than the installed ncu/nsys fail, and are listed
  grep -F "sweep: report in $TMP/o/report.md (some models failed)" <<<"$output"
  # The reports the corpus says these tool versions read (derived files made from them) succeed.
  local readable=0
  for r in "$CORPUS"/ncu/reports/*; do
    s=$(basename "$r"); s=${s%.ncu-rep}; s=${s%.nsight-cuprof-report}
    if compgen -G "$CORPUS/ncu/derived/$s.raw.csv" > /dev/null; then
      [ -f "$TMP/o/$s/manifest.json" ] || { echo "$s failed: $(cat "$TMP/o/$s/FAILED")"; return 1; }
      readable=$((readable + 1))
    else
      grep -E "^\| $s \| ncu \|" "$TMP/o/report.md"
    fi
  done
  for s in 14_quasiben-nvtx-examples_cudf 01_VerticalResearchGroup-casio_output-file 11_quasiben-nvtx-examples_cudf; do
    [ -f "$TMP/o/$s/manifest.json" ] || { echo "$s failed: $(cat "$TMP/o/$s/FAILED")"; return 1; }
  done
  [ "$readable" -ge 15 ]
  # Every (model, kernel_key) of every model's records is in a group of the report.
  jq -r 'select(.kernel_key != null) | [.run.model, .kernel_key] | @tsv' "$TMP"/o/*/nsys.jsonl "$TMP"/o/*/ncu.jsonl \
    | LC_ALL=C sort -u > "$TMP/want"
  [ "$(wc -l < "$TMP/want")" -ge 100 ]
  jq -r '.model_list[] as $m | [$m, .key.kernel_key] | @tsv' "$TMP/o/report.jsonl" | LC_ALL=C sort -u > "$TMP/have"
  LC_ALL=C comm -23 "$TMP/want" "$TMP/have" > "$TMP/missing"
  [ ! -s "$TMP/missing" ] || { head "$TMP/missing"; return 1; }
}

# A stand-in for nsys profile: runs the model like nsys, then says where its report went and
# leaves an intermediate file beside it, as nsys does when the import fails.
fake_nsys() {
  cat > "$TMP/nsys" <<'SH'
#!/usr/bin/env bash
[ "$1" = profile ] || exit 0
out=
for a; do case $a in --output=*) out=${a#--output=} ;; esac; done
rc=0
"${@: -2}" || rc=$?
touch "${out%.nsys-rep}.qdstrm"
printf "Generating '/tmp/nsys-report-0000.qdstrm'\nGenerated:\n    %s\n" "${out%.nsys-rep}.qdstrm"
exit $rc
SH
  chmod +x "$TMP/nsys"
}

@test "a failing live model: the report shows the command's error, no temporary file stays" {
  fake_nsys
  mkdir -p "$TMP/models"
  printf 'command = echo starting; echo "boom: no GPU" >&2; exit 3\n' > "$TMP/models/fail.model"
  run -2 --separate-stderr "${SWEEP[@]}" MODELS_DIR="$TMP/models" OUT="$TMP/o" NSYS="$TMP/nsys" GPU_LOCK=
  grep -F "[1/1] fail: nsys-profile FAILED (exit 3, see $TMP/o/fail/log/nsys-profile.log)" <<<"$stderr"
  [ "$(tail -n 1 "$TMP/o/fail/FAILED")" = "run-model: fail: the command exited with status 3: boom: no GPU" ]
  grep -F "| fail | nsys-profile | 3 | $TMP/o/fail/log/nsys-profile.log | run-model: fail: the command exited with status 3: boom: no GPU |" "$TMP/o/report.md"
  [ -z "$(find "$TMP/o" -name 'tmp.*')" ]
}

@test "an input replaced by a file with an older modification time is redone (cp -p, rsync -a)" {
  makefile_once
  mkdir -p "$TMP/rep"
  cp "$KC_SRC"/pipelines/demo/llama-8b.{kernsum.csv,ncu.csv,model} "$TMP/rep/"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  ! grep -F 'sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x32' "$TMP/o/report.md"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  [ "$output" = "sweep: report in $TMP/o/report.md" ]
  # Another report, older than every output, takes the place of the first.
  cp "$KC_SRC/pipelines/demo/bert-base.kernsum.csv" "$TMP/new.kernsum.csv"
  touch -d '2001-01-01' "$TMP/new.kernsum.csv"
  mv -f "$TMP/new.kernsum.csv" "$TMP/rep/llama-8b.kernsum.csv"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  grep -F '[1/1] llama-8b: nsys ' <<<"$output"
  grep -F 'sm80_xmma_gemm_f16f16_f16f32_f32_tn_n_tilesize128x128x32' "$TMP/o/report.md"
  # The same for the model file (its metadata is in every record).
  printf 'batch = 7\n' > "$TMP/new.model"
  touch -d '2001-01-01' "$TMP/new.model"
  mv -f "$TMP/new.model" "$TMP/rep/llama-8b.model"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  grep -F '[1/1] llama-8b: run' <<<"$output"
  jq -e '.run.batch == 7' "$TMP/o/llama-8b/nsys.jsonl" > /dev/null
}

@test "an empty or header-only report is a failed model, not one with 0 kernels" {
  mkdir -p "$TMP/rep"
  ln -s "$KC_SRC"/pipelines/demo/llama-8b.{kernsum.csv,ncu.csv} "$TMP/rep/"
  : > "$TMP/rep/empty.kernsum.csv"
  : > "$TMP/rep/emptyncu.ncu.csv"
  head -n 1 "$KC_SRC/pipelines/demo/bert-base.kernsum.csv" > "$TMP/rep/header.kernsum.csv"
  run -2 --separate-stderr "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  grep -F '# Kernel census: 1 models, 3 failed' "$TMP/o/report.md"
  grep -F "| empty | nsys | 1 | $TMP/o/empty/log/nsys.log | nsys: no records in the output |" "$TMP/o/report.md"
  grep -F "| emptyncu | ncu | 1 | $TMP/o/emptyncu/log/ncu.log | ncu: no records in the output |" "$TMP/o/report.md"
  grep -F "| header | nsys | 1 | $TMP/o/header/log/nsys.log | nsys: no records in the output |" "$TMP/o/report.md"
}

@test "make clean waits for no sweep: refused while one holds the lock" {
  mkdir -p "$TMP/o/m"
  setsid flock "$TMP/o/.lock" sleep 30 &
  local holder=$!
  sleep 0.3
  run -2 --separate-stderr "${SWEEP[@]}" clean OUT="$TMP/o"
  grep -F "sweep: a sweep is running on $TMP/o (holds $TMP/o/.lock): not cleaned" <<<"$stderr"
  [ -d "$TMP/o/m" ]
  run -2 --separate-stderr "${SWEEP[@]}" demo OUT="$TMP/o"
  grep -F "sweep: another sweep is running on $TMP/o (holds $TMP/o/.lock)" <<<"$stderr"
  kill -- "-$holder"
  wait "$holder" || true
  run -0 "${SWEEP[@]}" clean OUT="$TMP/o"
  [ ! -e "$TMP/o" ]
}

@test "the top kernels that ncu did not record are listed per model and in the report" {
  mkdir -p "$TMP/rep"
  # llama-8b: 6 kernels in the nsys summary, 4 of them in the recorded ncu CSV.
  ln -s "$KC_SRC"/pipelines/demo/llama-8b.{kernsum.csv,ncu.csv,model} "$TMP/rep/"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  grep -F '[1/1] llama-8b: ncu-missing' <<<"$output"
  cat > "$TMP/want" <<'WANT'
{"rank":5,"kernel_key":"at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, at::detail::Array<char*, 1>>","time_share":0.007977}
{"rank":6,"kernel_key":"at::native::(anonymous namespace)::cunn_SoftMaxForward<4, c10::Half, float, c10::Half, at::native::(anonymous namespace)::SoftMaxForwardEpilogue>","time_share":0.001176}
WANT
  diff "$TMP/want" "$TMP/o/llama-8b/ncu-missing.jsonl"
  grep -F '## Top kernels without ncu data' "$TMP/o/report.md"
  grep -F '| llama-8b | 5 | at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, at::detail::Array<char*, 1>> | 0.8 % |' "$TMP/o/report.md"
  grep -F '| llama-8b | 6 | at::native::(anonymous namespace)::cunn_SoftMaxForward<4, c10::Half, float, c10::Half, at::native::(anonymous namespace)::SoftMaxForwardEpilogue> | 0.1 % |' "$TMP/o/report.md"
  # Only the top TOPN count: with the top 4, ncu recorded every one.
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o4" TOPN=4
  [ ! -s "$TMP/o4/llama-8b/ncu-missing.jsonl" ]
  ! grep -F 'without ncu data' "$TMP/o4/report.md"
}

@test "live: a model file whose name is no model name is listed as not used; the others run" {
  fake_nsys
  mkdir -p "$TMP/models"
  printf 'command = echo "no GPU here" >&2; exit 1\n' > "$TMP/models/good.model"
  cp "$TMP/models/good.model" "$TMP/models/report.md.model"
  cp "$TMP/models/good.model" "$TMP/models/notes (copy).model"
  run -2 --separate-stderr "${SWEEP[@]}" MODELS_DIR="$TMP/models" OUT="$TMP/o" NSYS="$TMP/nsys" GPU_LOCK=
  grep -F "sweep: not used: $TMP/models/notes (copy).model: 'notes (copy)' is not a model name (A-Z a-z 0-9 . _ -, starting with a letter or digit)" <<<"$stderr"
  grep -F "sweep: not used: $TMP/models/report.md.model: 'report.md' is a name of the sweep's own outputs" <<<"$stderr"
  grep -F '[1/1] good: nsys-profile FAILED' <<<"$stderr"
  grep -F '# Kernel census: 0 models, 1 failed' "$TMP/o/report.md"
  grep -F -- "- $TMP/models/report.md.model: 'report.md' is a name of the sweep's own outputs" "$TMP/o/report.md"
  [ -d "$TMP/o/good" ] && [ ! -e "$TMP/o/notes" ] && [ -f "$TMP/o/report.md" ]
}

@test "missing top kernels, with a recorded ncu report of several kernels (corpus)" {
  CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ -d "$CORPUS/ncu/reports" ] || skip "corpus not found at $CORPUS"
  mkdir -p "$TMP/rep"
  # The report holds one launch of each of 5 kernels; nsys saw a sixth, second by time.
  ln -s "$CORPUS/ncu/reports/61_NCAR-GPU_workshop_MW_DivToMult.ncu-rep" "$TMP/rep/mw.ncu-rep"
  cat > "$TMP/rep/mw.kernsum.csv" <<'CSV'
Time (%),Total Time (ns),Instances,Avg (ns),Med (ns),Min (ns),Max (ns),StdDev (ns),Name
40.0,4000000,100,40000.0,40000.0,39000,41000,100.0,semi_discrete_step_232_gpu
25.0,2500000,100,25000.0,25000.0,24000,26000,100.0,pack_buffer_x_512_gpu
16.0,1600000,100,16000.0,16000.0,15000,17000,100.0,compute_tendencies_x_309_gpu
15.0,1500000,100,15000.0,15000.0,14000,16000,100.0,compute_tendencies_x_279_gpu
2.0,200000,100,2000.0,2000.0,1900,2100,10.0,set_halo_values_x_419_gpu
2.0,200000,100,2000.0,2000.0,1900,2100,10.0,set_halo_values_x_396_gpu
CSV
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o" TOPN=6
  grep -F '[1/1] mw: ncu 5 launches' <<<"$output"
  [ "$(cat "$TMP/o/mw/ncu-missing.jsonl")" = '{"rank":2,"kernel_key":"pack_buffer_x_512_gpu","time_share":0.25}' ]
  grep -F '| mw | 2 | pack_buffer_x_512_gpu | 25 % |' "$TMP/o/report.md"
}

@test "a mistyped model name is named with the models there are; a missing REPORTS folder is named" {
  cd "$TMP"
  run -2 --separate-stderr "${SWEEP[@]}" MODELS="wl-copy wl-cpy" OUT="$TMP/o"
  [ "${stderr%%$'\n'*}" = "sweep: no model 'wl-cpy' in $KC_SRC/pipelines/models (have: wl-copy wl-fma wl-gemm wl-reduce wl-storm)" ]
  ! grep -F 'No rule to make target' <<<"$stderr"
  run -2 --separate-stderr "${SWEEP[@]}" -n MODELS=wl-cpy OUT="$TMP/o"
  [ "${stderr%%$'\n'*}" = "sweep: no model 'wl-cpy' in $KC_SRC/pipelines/models (have: wl-copy wl-fma wl-gemm wl-reduce wl-storm)" ]
  run -2 --separate-stderr "${SWEEP[@]}" REPORTS="$TMP/nowhere" OUT="$TMP/o"
  [ "${stderr%%$'\n'*}" = "sweep: no REPORTS folder '$TMP/nowhere'" ]
  [ ! -e "$TMP/o" ]
}

@test "sweep history: report.db keeps every sweep, a rerun adds none; sweep.json has the date, tools and report versions" {
  mkdir -p "$TMP/rep"
  cp "$KC_SRC"/pipelines/demo/llama-8b.{kernsum.csv,ncu.csv,model} "$TMP/rep/"
  cp "$KC_SRC/tests/data/nsys/reports/14_quasiben-nvtx-examples_cudf.qdrep" "$TMP/rep/cudf.qdrep"
  cp "$KC_SRC/tests/data/ncu/reports/63_yzwang2000-cudaCode_profile.ncu-rep" "$TMP/rep/vadd.ncu-rep"
  command -v ncu > /dev/null && command -v nsys > /dev/null || rm "$TMP/rep/cudf.qdrep" "$TMP/rep/vadd.ncu-rep"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  run -0 sqlite3 "$TMP/o/report.db" "SELECT id, out, models FROM sweeps"
  local models=llama-8b
  [ -f "$TMP/rep/vadd.ncu-rep" ] && models="cudf;llama-8b;vadd"
  [ "$output" = "1|$TMP/o|$models" ]
  jq -e --arg o "$TMP/o" '(.date | test("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$")) and .out == $o
    and .installed.ncu_version == (if "'"$(command -v ncu)"'" == "" then null else .installed.ncu_version end)
    and (.models | index("llama-8b")) != null' "$TMP/o/sweep.json"
  [ "$(jq -r .date "$TMP/o/sweep.json")" = "$(sqlite3 "$TMP/o/report.db" 'SELECT date FROM sweeps')" ]
  jq -e '.reports.nsys.file | endswith("/llama-8b.kernsum.csv")' "$TMP/o/llama-8b/manifest.json"
  jq -e '.reports.nsys.written_by == null and .reports.ncu.written_by == null' "$TMP/o/llama-8b/manifest.json"
  if [ -f "$TMP/rep/vadd.ncu-rep" ]; then
    # The versions that wrote the reports, from the reports; the GPU they name.
    jq -e '.reports.ncu.written_by == "2022.3.0.0" and .reports.ncu.gpu == ["NVIDIA GeForce RTX 2080 Ti"]' "$TMP/o/vadd/manifest.json"
    jq -e '.reports.nsys.written_by == "2020.3.2.6" and .reports.nsys.gpu == ["Quadro RTX 8000"]
      and (.reports.nsys.exported_by | type) == "string"' "$TMP/o/cudf/manifest.json"
    jq -e '.reports.vadd.ncu.written_by == "2022.3.0.0"' "$TMP/o/sweep.json"
  fi
  # Nothing changed: nothing added. The report made again from the same records: nothing added.
  cp "$TMP/o/sweep.json" "$TMP/sweep.1"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  rm "$TMP/o/report.md"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  [ "$(sqlite3 "$TMP/o/report.db" 'SELECT count(*) FROM sweeps')" = 1 ]
  cmp "$TMP/sweep.1" "$TMP/o/sweep.json"
  # A changed report: a second sweep; the first one's rows stay as they were.
  sed -i '2s/,[0-9]*,/,999999999,/' "$TMP/rep/llama-8b.kernsum.csv"
  sqlite3 "$TMP/o/report.db" 'SELECT k.kernel_key, k.time_ns FROM kernels k JOIN runs r ON r.id = k.run_id WHERE r.sweep_id = 1 ORDER BY k.id' > "$TMP/first"
  sleep 1
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  run -0 sqlite3 "$TMP/o/report.db" "SELECT id FROM sweeps; SELECT count(DISTINCT date) FROM sweeps"
  [ "$output" = $'1\n2\n2' ]
  sqlite3 "$TMP/o/report.db" 'SELECT k.kernel_key, k.time_ns FROM kernels k JOIN runs r ON r.id = k.run_id WHERE r.sweep_id = 1 ORDER BY k.id' | diff "$TMP/first" -
  [ "$(jq -r .date "$TMP/o/sweep.json")" = "$(sqlite3 "$TMP/o/report.db" 'SELECT date FROM sweeps WHERE id = 2')" ]
}

@test "offline: an SQLite export is read in place, never copied into OUT" {
  command -v nsys > /dev/null || skip "nsys not installed"
  mkdir -p "$TMP/rep"
  ln -s "$KC_SRC/tests/data/nsys/sqlite/11_quasiben-nvtx-examples_cudf.sqlite" "$TMP/rep/cudf.sqlite"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o"
  grep -F '[1/1] cudf: nsys-stats' <<<"$output"
  [ -z "$(find "$TMP/o" -name '*.sqlite')" ]
  grep -F -- "stats --report=" "$TMP/o/cudf/cmd/nsys-stats.sh"
  grep -F -- " $TMP/rep/cudf.sqlite" "$TMP/o/cudf/cmd/nsys-stats.sh"
  jq -e '.reports.nsys.gpu == ["Quadro RTX 8000"] and .reports.nsys.written_by == null' "$TMP/o/cudf/manifest.json"
}

@test "a report newer than the installed ncu: the report's failure column keeps ncu2jsonl's hint" {
  mkdir -p "$TMP/rep"
  ln -s "$KC_SRC/tests/data/ncu/reports/63_yzwang2000-cudaCode_profile.ncu-rep" "$TMP/rep/new.ncu-rep"
  # An ncu that fails to import the report as ncu 2022.3 fails on a 2026 report.
  cat > "$TMP/ncu" <<'SH'
#!/bin/sh
echo "==ERROR== Failed to load report file '$2'."
echo "[libprotobuf ERROR /dvs/p4/build/sw/devtools/Agora/Rel/DTC_C/Imports/Source/ProtoBuf/protobuf-3_10_0/src/google/protobuf/message_lite.cc:122] Can't parse message of type \"NV.Profiler.Messages.ProfileResult\" because it is missing required fields: RuleResults[0].Body.Items[0].Message.Type, RuleResults[5].Body.Items[0].Message.Type, RuleResults[7].Body.Items[0].Message.Type" >&2
exit 1
SH
  chmod +x "$TMP/ncu"
  run -2 --separate-stderr "${SWEEP[@]}" REPORTS="$TMP/rep" OUT="$TMP/o" NCU="$TMP/ncu"
  grep -F "[1/1] new: ncu FAILED" <<<"$stderr"
  row=$(grep -E '^\| new \| ncu \| 2 \|' "$TMP/o/report.md")
  [[ $row == *"| ncu2jsonl: "*"could not import"*" ... "*"(the report was probably written by a newer Nsight Compute than this ncu reads) |" ]] || { echo "$row"; return 1; }
}

@test "kagg --diff of two demo sweeps with one model changed: exactly that model's kernels move" {
  mkdir -p "$TMP/r1" "$TMP/r2"
  cp "$KC_SRC"/pipelines/demo/*.{kernsum.csv,ncu.csv,model} "$TMP/r1/"
  cp "$TMP"/r1/* "$TMP/r2/"
  # llama-8b's GEMM takes twice as long in the second sweep.
  awk -F, 'BEGIN { OFS = "," } NR == 2 { $2 = 2 * $2 } { print }' \
    "$KC_SRC/pipelines/demo/llama-8b.kernsum.csv" > "$TMP/r2/llama-8b.kernsum.csv"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/r1" OUT="$TMP/o1"
  run -0 "${SWEEP[@]}" REPORTS="$TMP/r2" OUT="$TMP/o2"
  cat "$TMP"/o1/*/partial.json > "$TMP/old.part"
  cat "$TMP"/o2/*/partial.json > "$TMP/new.part"
  run -0 --separate-stderr "$KC_BIN/kagg" --diff "$TMP/old.part" "$TMP/new.part"
  # The groups that moved are the kernels llama-8b runs, and only those.
  jq -r 'select(.by == ["kernel_key"]) | .key.kernel_key' <<<"$output" | LC_ALL=C sort > "$TMP/moved"
  jq -r 'select(.type == "nsys_kernel_summary") | .kernel_key' "$TMP/o1/llama-8b/nsys.jsonl" |
    LC_ALL=C sort -u > "$TMP/llama"
  [ -s "$TMP/moved" ]
  diff "$TMP/llama" "$TMP/moved"
  # The GEMM gained share; every change is in the unchanged status (no new or vanished kernel).
  jq -e -s '[.[] | select(.by == ["kernel_key"]) | .status] | unique == ["changed"]' <<<"$output"
  jq -e -s '[.[] | select(.key.kernel_key == "ampere_bf16_s16816gemm_bf16_128x128_ldg8_f2f_stages_64x3_tn")][0].change > 0' <<<"$output"
  # The same sweep twice: nothing moved.
  run -0 --separate-stderr "$KC_BIN/kagg" --diff --format md "$TMP/old.part" "$TMP/old.part"
  grep -F '0 groups moved' <<<"$output"
  # The second sweep into the first's OUT: report.db holds both, and the diff of its sweeps 1
  # and 2 moves the same kernels.
  run -0 "${SWEEP[@]}" REPORTS="$TMP/r2" OUT="$TMP/o1"
  run -0 --separate-stderr "$KC_BIN/kagg" --diff "$TMP/o1/report.db:1" "$TMP/o1/report.db:2"
  jq -r 'select(.by == ["kernel_key"]) | .key.kernel_key' <<<"$output" | LC_ALL=C sort > "$TMP/moved-db"
  diff "$TMP/moved" "$TMP/moved-db"
  jq -e -s '[.[] | select(.by == ["family"])] | length > 0' <<<"$output"
  run -2 --separate-stderr "$KC_BIN/kagg" --diff "$TMP/o1/report.db:1" "$TMP/o1/report.db:9"
  [ "$stderr" = "kagg: $TMP/o1/report.db: no sweep 9 with aggregates (SELECT id, date, out FROM sweeps lists them)" ]
}

@test "live: the workloads the models run are built like the tools; a BIN that lacks one names it" {
  mkdir -p "$TMP/bin"
  for t in nsys2jsonl ncu2jsonl knorm kclassify kagg; do ln -s "$KC_BIN/$t" "$TMP/bin/$t"; done
  run -2 --separate-stderr "${SWEEP[@]}" MODELS="wl-copy wl-gemm" BIN="$TMP/bin" OUT="$TMP/o"
  [[ $stderr == "sweep: BIN=$TMP/bin lacks workloads/wl_copy workloads/wl_gemm: "* ]] || { echo "$stderr"; return 1; }
  [ ! -e "$TMP/bin/workloads" ]
}
