/** The help texts: `s3-lock --help`, `s3-lock help <command>`, `s3-lock <command> --help`. */

const STORE_OPTIONS_TEXT = `Store options (every command):
  --bucket <name>       The bucket holding the locks (default: $S3_LOCK_BUCKET)
  --region <region>     The bucket's region (default: $AWS_REGION, else us-east-1)
  --endpoint <url>      An S3-compatible store (default: $AWS_ENDPOINT_URL_S3, else AWS S3)
  --force-path-style    Address the bucket as <endpoint>/<bucket>, as most S3-compatible
                        stores need
  -h, --help            Show this help
  --version             Print the version of s3-lock`

export const MAIN_USAGE = `Usage: s3-lock <command> [options]

A distributed lock kept in an S3 bucket: the same locks, records and protocol as the s3-lock
GitHub Action, so GitLab, Jenkins, Buildkite or any shell can share locks with GitHub
workflows.

Commands:
  status <name>                  Who holds a lock, since when, its token, lease and ETag
  list [prefix]                  Every lock under a prefix
  release <name> --force --token <n>
                                 Break a stuck lock, only if it is still the one you name
  release <name> --force --ticket <n>
                                 Take a waiter that is gone out of the lock's line
  run <name> [options] -- <command> [args...]
                                 Hold a lock while a command runs; exit with its status
  hold <name|prefix/|/> --reason <text> --for <duration> [--wait]
                                 Stop new acquisitions until lifted or ended (docs/holds.md)
  unhold <name|prefix/|/>        Lift a hold
  doctor [name]                  Check that a first lock will work here, and what to fix
  help [command]                 Show the help of a command

${STORE_OPTIONS_TEXT}

Credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
AWS_PROFILE, web identity, instance roles); they are never printed. Durations are written as
in the action: 15m, 30s, 1h30m, 500ms.

Exit status: 0 on success, 1 when the command failed or refused, 2 for a usage mistake
(run: see s3-lock run --help; list: 3 when a lock is over --held-longer-than). Run 's3-lock <command> --help' for a command's options.`

export const COMMAND_USAGE: Record<string, string> = {
  status: `Usage: s3-lock status <name> [--json] [store options]

Reads the lock object s3://<bucket>/<name> (one GetObject) and shows its state (held,
released or absent), its fencing token, who holds it (repository, workflow, job, run URL,
actor and context for the GitHub Action; host, user and CI job for the CLI), when it was
acquired, how long it has been held and how long its lease has left by the store's clock,
and its ETag. A held lock whose lease has run out is shown as such: the next acquirer takes
it over.

Options:
  --json                Print one JSON object instead of text

${STORE_OPTIONS_TEXT}

Needs s3:GetObject on the lock's key.`,

  doctor: `Usage: s3-lock doctor [name] [--json] [store options]

Checks what a first lock needs and prints one line each, what works and what to fix:
credentials found (never printed), the bucket reachable and its region, GetObject (a
missing key reads as 404, or as 403 without s3:ListBucket, which a lock does not need),
PutObject If-None-Match (create), PutObject If-Match (replace) and DeleteObject on a probe
object, listing (only the listing strategy and 's3-lock list' need it), the store check
(does the store enforce conditional writes; AWS S3's own endpoints are known to), and,
where the credentials may read them, bucket versioning, lifecycle rules and Object Lock
that affect locks ("not checked" without permission, never a failure).

The probe object is written under .s3-lock/doctor/ in the bucket, or with a lock name under
<name>/.s3-lock/doctor/ (which a role scoped to the lock's prefix may write), and removed
again, also when a check fails; the store check's verdict is not recorded.

Options:
  --json                Print one JSON object: {bucket, name, endpoint, works, checks:
                        [{check, status, message}]}, status ok, note, warn, fail or skip

${STORE_OPTIONS_TEXT}

Exit status: 0 when a lock will work (lines marked WARN or note are advice), 1 when it will
not (a FAIL line says what to fix), 2 for a usage mistake.`,

  list: `Usage: s3-lock list [prefix] [--json] [store options]

Lists the locks whose names start with <prefix> (every lock in the bucket without one), one
line each: name, state, fencing token, jobs waiting in its line, age (held for, or released
ago) and holder. Keys of the listing strategy and of aws-s3-lock-action
(<name>.<created>.<uuid>.<expires>) are shown as "listing key" rows. The store check's probe keys (<name>/.s3-lock/...) and objects that are
not locks are skipped. The prefix is a plain key prefix: "deploy" also matches "deployment";
write "deploy/" for the locks under deploy/.

Options:
  --json                Print a JSON array, one object per lock, with heldForMs, waiting
                        and oldestWaitAtLeastMs (see docs/cli.md, "Watching locks")
  --held-longer-than <d>
                        Exit 3, naming each on stderr, if a lock has been held longer than
                        this duration (e.g. 2h): for a scheduled workflow to alert on
  --waiting-longer-than <d>
                        Exit 3 likewise if a lock's first waiter has waited at least this long

${STORE_OPTIONS_TEXT}

Needs s3:ListBucket on the bucket and s3:GetObject on the locks. Requests: one listing (a page
per 1000 keys), one GetObject per lock, one more per lock with a line, one HeadObject per
listing-strategy key.

Exit status: 0; 3 when a lock is over --held-longer-than or --waiting-longer-than; 1 when the
store could not be read; 2 for a usage mistake.`,

  release: `Usage: s3-lock release <name> --force (--token <n> | --etag <etag>) [store options]
       s3-lock release <name> --force --ticket <n> [store options]

Breaks a lock whose holder will not release it (a machine that died holding a long lease, a
job killed without cleanup). It is safe against races: the lock is released only while it is
still held with the fencing token (or the exact ETag) you name — take them from
's3-lock status' — and the release is written with PutObject If-Match on the version just
read, so a holder that releases or a new holder that acquires in between makes it refuse. A
renewal in between changes only the ETag: with --token the release reads again and retries
(up to 5 tries); with --etag it refuses. The lock object is never deleted: the released
record keeps the token count.

The holder is not told: its next renewal or release finds the lock released and reports it
lost (the action's post step fails; 's3-lock run' stops its command).

A lock with several holders (holders above 1): --token names one place, and only that place
is freed; the other holders keep theirs. --etag cannot name a place (every holder's renewal
changes the ETag) and is refused.

With --ticket, nothing held is touched: the waiter with that ticket in the lock's line (see
's3-lock status') is taken out of it, by a conditional write on the line as read. Waiters
behind a waiter that is gone pass it at their turn after a few seconds each; this is for
a person who does not want to wait for that.

Options:
  --force               Required: you know the holder is gone or must be stopped
  --token <n>           Release only while the lock is held with this fencing token
  --ticket <n>          Take the waiter with this ticket out of the line instead
  --etag <etag>         Release only while the lock object has this ETag (stricter: every
                        renewal changes it); with --token, both must match

${STORE_OPTIONS_TEXT}

Exit status: 0 released; 1 refused (the lock is not held, or no longer with that token or
ETag) or failed; 2 usage mistake (including a missing --force or --token).
Needs s3:GetObject and s3:PutObject on the lock's key.`,

  run: `Usage: s3-lock run <name> [options] -- <command> [args...]

Waits for the lock, holds it while <command> runs, renewing its lease from this process every
quarter of --lease, then releases it and exits with the command's exit status. The command
inherits stdin, stdout and stderr (s3-lock writes its own lines to stderr) and gets
S3_LOCK_NAME and S3_LOCK_TOKEN (the fencing token) in its environment. SIGINT, SIGTERM and
SIGHUP are passed on to the command, and the lock is released once it has exited; while
waiting they cancel the wait.

The lock records this host, user and process, and the CI job when there is one (GitLab
CI_JOB_URL, Jenkins BUILD_URL, Buildkite BUILDKITE_BUILD_URL, GitHub Actions): never the
command line or other environment variables.

Options:
  --lease <duration>    The lease written and renewed: how soon the lock is free if this
                        machine dies (default 1m, at least 4s)
  --timeout <duration>  How long to wait for the lock before giving up (default 15m)
  --poll <duration>     How long to wait between checks while it is held (default
                        500ms, as in the action: each check is one GetObject); also
                        --timeout-poll, the action's name for it
  --context <text>      Text shown to those waiting (default "s3-lock CLI (user@host)")
  --on-lost <action>    If the lock is lost while the command runs (taken over after the
                        lease ran out unrenewed, or released by force): "kill" stops the
                        command with SIGTERM (SIGKILL 10s later), since the lock no longer
                        protects it; "continue" lets it finish (default: kill)
  --newest <group>      Newest wins: runs of <group> supersede each other by --order. A
                        superseded run stops waiting and never acquires; an older run never
                        acquires after a newer one of its group has joined the lock's line
  --order <n>[.<m>...]  This run's place among its group's runs: numbers compared in turn,
                        higher is newer (a build number; GitHub Actions: run id.attempt).
                        Needed with --newest
  --on-superseded <a>   With --newest: "fail" (exit 125) or "skip" (exit 0 without running
                        the command); default fail
  --holders <n>         How many may hold the lock at once (default 1, at most 100); each
                        run takes one place. Everything that uses the name must agree
  --exclusive           With --holders above 1, take every place: run alone
  --quiet               Print only warnings and errors

${STORE_OPTIONS_TEXT}

Exit status: the command's (128+N if signal N ended it); 125 if s3-lock failed (usage
mistake, timeout, store error) or the lock was lost while the command ran, whatever the
command returned; 126 if the command could not be executed; 127 if it was not found.
Needs s3:GetObject and s3:PutObject on the lock's key and <name>/.s3-lock/*; see
docs/aws-setup.md for the optional grants (listing, deletes of join requests).`,
  hold: `Usage: s3-lock hold <name|prefix/|/> --reason <text> --for <duration> [options]

Holds a lock, every lock under a prefix (ending in "/"), or every lock ("/"): no job acquires
it until the hold is lifted (s3-lock unhold) or ends. Jobs that hold it now finish; the next
one in line takes it and waits, paused, showing the reason. The hold is written to
.s3-lock/holds (conditional writes), then the locks it covers are read: the jobs printed as
holding are the only ones that may still run.

  --reason <text>       Required: what waiting jobs show (up to 500 characters)
  --for <duration>      Required: how long it lasts at most, counted on the store's clock
  --max <duration>      Raise the cap on --for (7 days) on purpose
  --by <text>           Who holds it (default: $S3_LOCK_BY, $GITHUB_ACTOR, or user@host)
  --wait                Return only once no job under the hold is running

${STORE_OPTIONS_TEXT}

Exit status: 0 held; 1 failed (store error, access denied: who may hold is decided by IAM);
2 usage mistake, nothing written.`,
  unhold: `Usage: s3-lock unhold <name|prefix/|/> [--by <text>] [store options]

Lifts the hold on exactly this target (a hold on a prefix is lifted by naming the prefix).
Paused jobs go on in line order.

${STORE_OPTIONS_TEXT}

Exit status: 0 lifted; 1 no such hold, or failed (access denied: IAM decides who may lift);
2 usage mistake.`
}
