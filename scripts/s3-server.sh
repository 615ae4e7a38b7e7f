#!/usr/bin/env bash
# A real S3 server for the tests: Ceph's RADOS Gateway on a throw-away single-node
# cluster (one mon, one in-memory OSD), bound to 127.0.0.1 only.
#
#   scripts/s3-server.sh [start|stop|status|env]
#
# stdout carries only KEY=VALUE lines (see env_lines); everything else goes to stderr.
# S3_SERVER_DIR (default <repo>/.s3-server) holds config, pid files and logs.
# S3_SERVER_PORT (default 7480) is the S3 port; Ceph itself uses the next 9 ports, so
# instances running side by side need ports at least 10 apart.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=$(realpath -m -- "${S3_SERVER_DIR:-$repo/.s3-server}")
port=${S3_SERVER_PORT:-7480}
[[ $port =~ ^[0-9]+$ ]] && ((port > 0 && port < 65526)) || {
  echo "s3-server: S3_SERVER_PORT must be a port number below 65526, got '$port'" >&2
  exit 2
}
mon_port=$((port + 1))
endpoint=http://127.0.0.1:$port
# Fixed, well-known test credentials: this server is reachable from loopback only.
access_key=S3LOCKTESTACCESSKEY0
secret_key=s3-lock-test-secret-key-0000000000000000
# A second user owns nothing of the first's: tests use it to provoke AccessDenied.
other_access_key=S3LOCKTESTOTHERKEY01
other_secret_key=s3-lock-test-other-secret-0000000000000
region=us-east-1
bucket=s3-lock-test
packages=(radosgw ceph-mon ceph-osd faketime curl)
binaries=(ceph ceph-mon ceph-osd monmaptool radosgw radosgw-admin faketime curl)

log() { echo "s3-server: $*" >&2; }
die() {
  log "error: $*"
  exit 1
}

env_lines() {
  cat <<EOF
AWS_ENDPOINT_URL_S3=$endpoint
AWS_ACCESS_KEY_ID=$access_key
AWS_SECRET_ACCESS_KEY=$secret_key
AWS_REGION=$region
S3_TEST_BUCKET=$bucket
S3_TEST_OTHER_ACCESS_KEY_ID=$other_access_key
S3_TEST_OTHER_SECRET_ACCESS_KEY=$other_secret_key
EOF
}

# A pid file's process counts only while it is ours (its command line names our state
# dir, so a recycled pid is never mistaken for it) and is not a zombie (PID 1 reaps late).
alive() {
  local pid state
  pid=$(cat "$dir/$1.pid" 2>/dev/null) || return 1
  read -r _ _ state _ 2>/dev/null <"/proc/$pid/stat" || return 1
  [[ $state != Z ]] && tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" | grep -qF -- "$dir/"
}

answering() { curl -s -o /dev/null --max-time 2 "$endpoint/"; }

running() { alive mon && alive osd && alive rgw && answering; }

port_in_use() { (: <>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The daemon's own log and its stdout/stderr, for the error message.
show_log() {
  local f
  for f in "$dir/log/$1".*; do
    [[ -s $f ]] || continue
    echo "---- tail of $f" >&2
    tail -n 25 "$f" >&2
  done
}

install_binaries() {
  local missing=() b sudo=()
  for b in "${binaries[@]}"; do command -v "$b" >/dev/null || missing+=("$b"); done
  ((${#missing[@]})) || return 0
  if ((EUID != 0)); then
    command -v sudo >/dev/null ||
      die "missing ${missing[*]}; run as root or install: apt-get install ${packages[*]}"
    sudo=(sudo)
  fi
  log "installing ${packages[*]} (missing: ${missing[*]})"
  "${sudo[@]}" apt-get update >&2 &&
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
      apt-get install -y --no-install-recommends "${packages[@]}" >&2 ||
    die "apt-get could not install ${packages[*]}"
}

# One at a time, in this order: an OSD that loses its monitor first waits 5 s for it.
stop_daemons() {
  local name pid i
  for name in rgw osd mon; do
    alive "$name" || continue
    pid=$(cat "$dir/$name.pid")
    kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < 100; i++)); do
      alive "$name" || continue 2
      sleep 0.05
    done
    log "$name ignored SIGTERM for 5 s, killing it"
    kill -KILL "$pid" 2>/dev/null || true
  done
}

# Start-up failed: show why, stop what was started, keep the logs for a closer look.
fail() {
  show_log "$1"
  stop_daemons
  die "$2 (logs in $dir/log)"
}

wipe() {
  # Refuse to delete a directory this script did not create.
  [[ ! -e $dir || -e $dir/ceph.conf || -z $(ls -A "$dir") ]] ||
    die "$dir exists and was not created by this script; set S3_SERVER_DIR to another directory"
  rm -rf "$dir"
}

# Detached (own session, stdio to log files, lock fd closed) so it outlives this script
# and never holds the pipes of whoever ran it, e.g. jest's globalSetup.
launch() {
  local name=$1
  shift
  setsid "$@" -f -c "$dir/ceph.conf" </dev/null >"$dir/log/$name.out" 2>&1 9<&- &
  echo $! >"$dir/$name.pid"
}

# wait_until NAME SECONDS COMMAND...: poll COMMAND while daemon NAME stays alive.
wait_until() {
  local name=$1 secs=$2 deadline=$((SECONDS + $2))
  shift 2
  until "$@"; do
    alive "$name" || fail "$name" "$name exited during start-up"
    ((SECONDS < deadline)) || fail "$name" "$name not ready after ${secs}s"
    sleep 0.05
  done
}

elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }

ceph_() { ceph -c "$dir/ceph.conf" --connect-timeout 15 "$@"; }
osd_up() { ceph_ osd dump 2>/dev/null | grep -q '^osd\.0 up'; }

write_conf() {
  # \$name is expanded by Ceph (mon.a, osd.0, client.rgw), not by bash.
  cat >"$dir/ceph.conf" <<EOF
[global]
fsid = $1
mon host = [v2:127.0.0.1:$mon_port]
public addr = 127.0.0.1
public network = 127.0.0.0/8
ms bind ipv6 = false
ms bind msgr1 = false
ms bind port min = $((port + 2))
ms bind port max = $((port + 9))
auth cluster required = none
auth service required = none
auth client required = none
# radosgw asks for "secure" mode only, which auth none cannot provide (EACCES, -13).
ms mon client mode = crc
run dir = $dir/run
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
mon data = $dir/\$name
osd data = $dir/\$name
mon data avail crit = 1
mon allow pool size one = true
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
# Without these every pool creation waits ~1 s for paxos (start-up ~23 s instead of ~2).
paxos propose interval = 0.01
paxos min wait = 0.01
# The OSD is placed in CRUSH by hand before it starts: letting it do so itself makes
# about half of quick restarts fail with "wrong fsid".
osd crush update on start = false
osd class update on start = false
osd objectstore = memstore
memstore device bytes = 1073741824
# Short in-RAM pg logs: with the defaults the memstore OSD grows to ~430 MB in 20k requests.
osd min pg log entries = 100
osd max pg log entries = 200
osd pg log dups tracked = 200

[mon]
log file = $dir/log/mon.log

[osd]
log file = $dir/log/osd.log

[client.rgw]
log file = $dir/log/rgw.log
# tcp_nodelay: without it Nagle adds ~40 ms to every GET and LIST.
rgw frontends = beast endpoint=127.0.0.1:$port tcp_nodelay=1
rgw data = $dir/rgw
rgw dynamic resharding = false
EOF
}

create_bucket() {
  local empty_sha256=e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
  # RGW rejects the curl --aws-sigv4 signature unless the payload hash header is explicit.
  curl -sS --fail-with-body --max-time 10 -X PUT "$endpoint/$bucket" \
    --aws-sigv4 "aws:amz:$region:s3" --user "$access_key:$secret_key" \
    -H "x-amz-content-sha256: $empty_sha256" -o /dev/null >&2
}

start() {
  if running; then
    log "already running at $endpoint ($dir)"
    env_lines
    return
  fi
  install_binaries
  stop_daemons
  wipe
  local p
  for p in "$port" "$mon_port"; do
    ! port_in_use "$p" || die "port $p on 127.0.0.1 is already in use; set S3_SERVER_PORT"
  done

  local t0=$EPOCHREALTIME fsid osd_uuid
  fsid=$(cat /proc/sys/kernel/random/uuid)
  osd_uuid=$(cat /proc/sys/kernel/random/uuid)
  mkdir -p "$dir"/{mon.a,osd.0,run,log,rgw}
  write_conf "$fsid"
  log "starting Ceph RGW at $endpoint in $dir"

  monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" \
    "$dir/monmap" >"$dir/log/mon.mkfs" 2>&1 &&
    ceph-mon -c "$dir/ceph.conf" -i a --mkfs --monmap "$dir/monmap" >>"$dir/log/mon.mkfs" 2>&1 ||
    fail mon "ceph-mon --mkfs failed"
  launch mon ceph-mon -i a

  ceph_ osd new "$osd_uuid" >/dev/null 2>"$dir/log/osd.new" &&
    ceph_ osd crush add osd.0 1.0 root=default host=localhost >/dev/null 2>>"$dir/log/osd.new" ||
    fail mon "could not register osd.0 with the monitor"
  ceph-osd -c "$dir/ceph.conf" -i 0 --mkfs --osd-uuid "$osd_uuid" >"$dir/log/osd.mkfs" 2>&1 ||
    fail osd "ceph-osd --mkfs failed"
  launch osd ceph-osd -i 0
  wait_until osd 60 osd_up

  launch rgw radosgw -n client.rgw
  wait_until rgw 60 answering

  # --max-buckets=0 lifts the default limit of 1000: tests create a bucket each.
  radosgw-admin -c "$dir/ceph.conf" user create --uid=s3-lock-test --display-name=s3-lock-test \
    --access-key="$access_key" --secret="$secret_key" --max-buckets=0 \
    >/dev/null 2>"$dir/log/rgw.admin" || fail rgw "radosgw-admin user create failed"
  radosgw-admin -c "$dir/ceph.conf" user create --uid=s3-lock-other --display-name=s3-lock-other \
    --access-key="$other_access_key" --secret="$other_secret_key" \
    >/dev/null 2>>"$dir/log/rgw.admin" || fail rgw "radosgw-admin user create (other) failed"
  create_bucket || fail rgw "could not create bucket $bucket"

  log "ready in $(elapsed "$t0")s"
  env_lines
}

cmd=${1:-start}
case $cmd in
  start | stop)
    # Serialise starts and stops (e.g. two jest runs at once).
    exec 9<"${BASH_SOURCE[0]}"
    flock -w 300 9 || die "timed out waiting for another start or stop"
    if [[ $cmd == start ]]; then start; else
      stop_daemons
      wipe
    fi
    ;;
  status) running ;;
  env) running && env_lines ;;
  *) die "usage: $0 [start|stop|status|env]" ;;
esac
