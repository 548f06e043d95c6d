#!/usr/bin/env bats
# The sweep through Slurm for real: a one-node cluster on localhost (munged, slurmctld, slurmd,
# a minimal slurm.conf written below), an offline sweep with RUN="srun -N1 -n1", and the
# outputs equal to those of the same sweep run locally. Needs root and Debian's slurm-wlm and
# munge (.ci/setup installs them); skipped otherwise. The daemons started here are stopped at
# the end by their PID files.
bats_require_minimum_version 1.5.0

setup_file() {
  export CORPUS="${KC_CORPUS:-$KC_SRC/../shared/corpus}"
  [ "$(id -u)" -eq 0 ] || return 0
  command -v slurmctld > /dev/null && command -v slurmd > /dev/null && command -v munged > /dev/null || return 0
  export SL=$(mktemp -d /tmp/kc-slurm.XXXXXX)
  chmod 755 "$SL"
  local host cpus
  host=$(hostname -s) cpus=$(nproc)

  # munge: a key when there is none, and a munged when none runs.
  if [ ! -s /etc/munge/munge.key ]; then
    mkdir -p /etc/munge
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
    chown munge:munge /etc/munge/munge.key
    chmod 400 /etc/munge/munge.key
  fi
  mkdir -p /run/munge /var/log/munge /var/lib/munge
  chown munge:munge /run/munge /var/log/munge /var/lib/munge
  if ! munge -n > /dev/null 2>&1; then
    mkdir -p "$SL/munge"
    chown munge:munge "$SL/munge"
    runuser -u munge -- munged --pid-file="$SL/munge/munged.pid"
    for _ in $(seq 50); do munge -n > /dev/null 2>&1 && break; sleep 0.1; done
  fi

  mkdir -p "$SL/state" "$SL/spool"
  cat > "$SL/slurm.conf" <<EOF
ClusterName=kcensus
SlurmctldHost=$host
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
StateSaveLocation=$SL/state
SlurmdSpoolDir=$SL/spool
SlurmctldPidFile=$SL/slurmctld.pid
SlurmdPidFile=$SL/slurmd.pid
SlurmctldLogFile=$SL/slurmctld.log
SlurmdLogFile=$SL/slurmd.log
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=kc Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
  export SLURM_CONF="$SL/slurm.conf"
  slurmctld
  slurmd
  for _ in $(seq 100); do
    timeout 10 srun -N1 -n1 true > /dev/null 2>&1 && break
    sleep 0.3
  done
}

teardown_file() {
  [ -n "${SL:-}" ] || return 0
  for p in slurmd slurmctld munge/munged; do
    [ -f "$SL/$p.pid" ] && kill "$(cat "$SL/$p.pid")" 2> /dev/null || true
  done
  sleep 0.5
  rm -rf "$SL"
}

setup() {
  TMP="$BATS_TEST_TMPDIR"
  unset MAKEFLAGS MAKELEVEL MFLAGS
  [ -n "${SL:-}" ] || skip "needs root and slurm-wlm + munge (.ci/setup)"
}

# Outputs of a sweep except what names the launcher (manifests, command lines, logs), the
# SQLite exports, where nsys records the time and the temporary name of each export, and what
# holds the sweep's date (report.db, sweep.json).
snapshot() {
  (cd "$1" && find . -type f ! -path '*/log/*' ! -path '*/cmd/*' ! -name manifest.json ! -name '.*lock' ! -name '*.sqlite' ! -name report.db ! -name sweep.json \
    | LC_ALL=C sort | while read -r f; do echo "== $f"; cat "$f"; done)
}

@test "slurm: srun runs on the one-node cluster" {
  # srun says on stderr when the job waits for the node (another test may hold it): only stdout counts
  run -0 --separate-stderr timeout 30 srun -N1 -n1 hostname
  [ "$output" = "$(hostname)" ] || [ "$output" = "$(hostname -s)" ]
}

@test "slurm: the offline sweep with RUN=\"srun -N1 -n1\" gives the outputs of the local sweep" {
  mkdir -p "$TMP/rep"
  ln -s "$KC_SRC"/pipelines/demo/{llama-8b,resnet50}.{kernsum.csv,ncu.csv,model} "$TMP/rep/"
  if [ -d "$CORPUS/ncu/reports" ]; then
    ln -s "$CORPUS/ncu/reports/62_NVIDIA-nsight-training_CuVectorAddDrv.ncu-rep" \
      "$CORPUS/ncu/reports/67_Lashi0812-CudaProgramming_simpleAOS.ncu-rep" \
      "$CORPUS/nsys/sqlite/11_quasiben-nvtx-examples_cudf.sqlite" \
      "$CORPUS/nsys/reports/14_quasiben-nvtx-examples_cudf.qdrep" "$TMP/rep/"
  fi
  local sweep=(make -f "$KC_SRC/Makefile.sweep" --no-print-directory BIN="$KC_BIN" REPORTS="$TMP/rep"
    OUT="$TMP/o" -j2)
  run -0 "${sweep[@]}"
  snapshot "$TMP/o" > "$TMP/local"
  rm -rf "$TMP/o"
  # RUN alone: only profiling goes through the launcher, and an offline sweep profiles nothing.
  run -0 "${sweep[@]}" RUN="srun -N1 -n1"
  snapshot "$TMP/o" | diff "$TMP/local" -
  ! grep -rE '^srun ' "$TMP"/o/*/cmd/
  jq -e '.commands.tools == null' "$TMP/o/llama-8b/manifest.json"
  # RUN_ALL=1: the export, the summary and the import too; the same report.
  jq -c 'del(.src_file, .src_line)' "$TMP/o/report.jsonl" > "$TMP/local.report"
  rm -rf "$TMP/o"
  run -0 "${sweep[@]}" RUN="srun -N1 -n1" RUN_ALL=1
  jq -c 'del(.src_file, .src_line)' "$TMP/o/report.jsonl" | diff "$TMP/local.report" -
  if [ -d "$CORPUS/ncu/reports" ]; then
    grep -E '^srun -N1 -n1 ncu --import ' "$TMP/o/62_NVIDIA-nsight-training_CuVectorAddDrv/cmd/ncu-import.sh"
    grep -E '^srun -N1 -n1 nsys export ' "$TMP/o/14_quasiben-nvtx-examples_cudf/cmd/nsys-export.sh"
    grep -E '^srun -N1 -n1 nsys stats ' "$TMP/o/11_quasiben-nvtx-examples_cudf/cmd/nsys-stats.sh"
  fi
}
