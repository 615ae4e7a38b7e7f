// @ts-check
// Runs built action entries (action.yml `runs.main` / `runs.post`) the way the GitHub Actions
// runner does on Linux, so that tests exercise what production runs. The behaviour copied is
// that of actions/runner: ActionRunner, Handlers/NodeScriptActionHandler, FileCommandManager,
// ActionCommandManager, Runner.Sdk/ProcessInvoker and JobExtension.
import { spawn } from 'node:child_process'
import { randomInt, randomUUID } from 'node:crypto'
import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { parse as parseYaml } from 'yaml'

/** The runner's own delays (ProcessInvoker): SIGINT → 7.5 s → SIGTERM → 2.5 s → SIGKILL, and
 * how long it waits for stdout/stderr to close after node exited. */
export const RUNNER_TIMEOUTS = Object.freeze({ sigint: 7500, sigterm: 2500, streams: 5000 })

const SUMMARY_LIMIT = 1024 * 1024

/**
 * @typedef {{ sigint: number, sigterm: number, streams: number }} Timeouts
 *
 * @typedef {object} JobOptions
 * @property {string} [node] node binary for the entries (default $ACTION_NODE, else this node)
 * @property {Record<string, string>} [github] overrides of the fake `github` context (`token`
 *   is the context's `github.token`, which, as in the runner, is no environment variable)
 * @property {Record<string, string>} [runner] overrides of the fake `runner` context
 * @property {Record<string, unknown>} [event] the webhook payload at GITHUB_EVENT_PATH
 * @property {Record<string, string>} [env] the workflow/job level `env:`
 * @property {string} [workDir] where the job's directories go (default: a fresh temp dir,
 *   removed by end())
 * @property {Partial<Timeouts>} [timeouts] shorten the runner's delays for fast tests
 *
 * @typedef {object} StepOptions
 * @property {Record<string, string | number | boolean>} [inputs] the step's `with:`
 * @property {Record<string, string>} [env] the step's `env:`
 * @property {string} [id] the step's `id:` (GITHUB_ACTION); default `__self`, `__self_2`, ...
 * @property {boolean} [skip] the step's `if:` was false: nothing runs and there is no post
 * @property {number} [timeoutMs] `timeout-minutes`: cancel like the runner, outcome failure
 *
 * @typedef {{ level: 'error' | 'warning' | 'notice', message: string, title?: string,
 *   file?: string, line?: string, endLine?: string, col?: string, endColumn?: string }} Annotation
 *
 * @typedef {{ requestedAt: number, sigintAt?: number, sigtermAt?: number,
 *   sigkillAt?: number }} CancelTimes
 *
 * @typedef {object} StepResult
 * @property {'main' | 'post'} stage
 * @property {string} id GITHUB_ACTION of the step
 * @property {'success' | 'failure' | 'cancelled' | 'skipped'} outcome
 * @property {boolean} timedOut
 * @property {number | null} exitCode
 * @property {NodeJS.Signals | null} signal
 * @property {Record<string, string>} outputs
 * @property {Record<string, string>} state
 * @property {Record<string, string>} env what the step wrote to GITHUB_ENV
 * @property {string[]} path what the step wrote to GITHUB_PATH
 * @property {string} summary
 * @property {Annotation[]} annotations
 * @property {string[]} masks values registered with ::add-mask::
 * @property {Record<string, string>} inputs the inputs as resolved (given + defaults)
 * @property {string} stdout
 * @property {string} stderr
 * @property {number} startedAt
 * @property {number} durationMs spawn to exit
 * @property {number} pid
 * @property {CancelTimes} [cancel]
 *
 * @typedef {{ dir: string, inputs: Record<string, { default?: unknown }>, main: string,
 *   post?: string, postIf?: string }} ActionDefinition
 *
 * @typedef {{ action: ActionDefinition, id: string, inputs: Record<string, string>,
 *   env: Record<string, string>, main: RunningStep }} StepRecord
 */

let jobCount = 0
// Unique per process and very likely across parallel jest workers.
const RUN_ID_BASE = randomInt(1e9, 9e9)

// The runner's worker is not started from a jest process: drop what would not be there.
const NOT_FROM_PARENT = /^(INPUT_|STATE_|GITHUB_|RUNNER_|ACTIONS_)/
const NOT_FROM_PARENT_NAMES = ['NODE_OPTIONS', 'NODE_ENV', 'JEST_WORKER_ID', 'NODE_ICU_DATA']

export class SimulatedJob {
  /** @param {JobOptions} [options] */
  constructor(options = {}) {
    const n = ++jobCount
    this.node = options.node ?? process.env.ACTION_NODE ?? process.execPath
    /** @type {Timeouts} */
    this.timeouts = { ...RUNNER_TIMEOUTS, ...options.timeouts }
    this.ownsWorkDir = !options.workDir
    this.workDir = options.workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'simulated-job-'))
    this.trackingId = `github_${randomUUID()}`

    const { token, ...over } = options.github ?? {}
    /** `github.token`: only expressions see it (input defaults); the runner exports no env. */
    this.githubToken = token ?? `ghs_simulated${randomUUID().replace(/-/g, '')}`
    const repository = over.repository ?? 'octo-org/octo-repo'
    const [owner, repo] = repository.split('/')
    const ref = over.ref ?? 'refs/heads/main'
    const sha = randomUUID().replace(/-/g, '').padEnd(40, '0')
    const workRoot = path.join(this.workDir, 'work')
    const temp = path.join(workRoot, '_temp')
    /** @type {Record<string, string>} */
    this.github = {
      repository,
      repository_owner: owner,
      repository_id: '700000001',
      repository_owner_id: '700000002',
      workflow: 'CI',
      workflow_ref: `${repository}/.github/workflows/ci.yml@${ref}`,
      workflow_sha: sha,
      job: `job-${n}`,
      run_id: String(RUN_ID_BASE + n),
      run_number: String(n),
      run_attempt: '1',
      actor: 'octocat',
      actor_id: '583231',
      triggering_actor: 'octocat',
      sha,
      ref,
      ref_name: ref.replace(/^refs\/(heads|tags)\//, ''),
      ref_type: ref.startsWith('refs/tags/') ? 'tag' : 'branch',
      ref_protected: 'false',
      head_ref: '',
      base_ref: '',
      server_url: 'https://github.com',
      api_url: 'https://api.github.com',
      graphql_url: 'https://api.github.com/graphql',
      event_name: 'push',
      event_path: path.join(temp, '_github_workflow', 'event.json'),
      workspace: path.join(workRoot, repo, repo),
      retention_days: '90',
      ...over
    }
    /** @type {Record<string, string>} */
    this.runner = {
      name: `simulated-runner-${n}`,
      os: { linux: 'Linux', darwin: 'macOS', win32: 'Windows' }[String(process.platform)] ?? '',
      arch: { x64: 'X64', arm64: 'ARM64', arm: 'ARM', ia32: 'X86' }[String(process.arch)] ?? '',
      temp,
      tool_cache: path.join(this.workDir, 'toolcache'),
      environment: 'github-hosted',
      ...options.runner
    }
    for (const dir of [this.github.workspace, this.runner.temp, this.runner.tool_cache]) {
      fs.mkdirSync(dir, { recursive: true })
    }
    this.fileCommandDir = path.join(this.runner.temp, '_runner_file_commands')
    fs.mkdirSync(this.fileCommandDir, { recursive: true })
    fs.mkdirSync(path.dirname(this.github.event_path), { recursive: true })
    const event = options.event ?? {
      ref,
      after: sha,
      repository: { full_name: repository, name: repo, owner: { login: owner } },
      sender: { login: this.github.actor }
    }
    fs.writeFileSync(this.github.event_path, JSON.stringify(event, null, 2))

    /** The worker process's environment: every step process inherits it. */
    this.baseEnv = /** @type {Record<string, string>} */ ({})
    for (const [name, value] of Object.entries(process.env)) {
      if (value === undefined || NOT_FROM_PARENT.test(name)) continue
      if (NOT_FROM_PARENT_NAMES.includes(name)) continue
      this.baseEnv[name] = value
    }
    this.baseEnv.RUNNER_TRACKING_ID = this.trackingId
    this.baseEnv.RUNNER_WORKSPACE = path.dirname(this.github.workspace)
    /** Job `env:` plus everything written to GITHUB_ENV so far. */
    this.env = { ...options.env }
    /** GITHUB_PATH entries so far, the latest last. */
    this.prependPath = /** @type {string[]} */ ([])
    /** @type {StepRecord[]} */
    this.steps = []
    /** @type {StepResult[]} */
    this.results = []
    /** @type {RunningStep | undefined} */
    this.current = undefined
    this.ended = false
    this.selfCount = 0
  }

  /** The job status as `success()` / `failure()` / `cancelled()` see it. */
  get status() {
    if (this.results.some((r) => r.outcome === 'cancelled')) return 'cancelled'
    if (this.results.some((r) => r.outcome === 'failure')) return 'failure'
    return 'success'
  }

  /**
   * Starts the main entry of the action in actionDir.
   * @param {string} actionDir
   * @param {StepOptions} [options]
   * @returns {RunningStep}
   */
  start(actionDir, options = {}) {
    if (this.ended) throw new Error('the job has ended')
    this.assertIdle()
    const action = loadAction(actionDir)
    const id = options.id ?? (++this.selfCount === 1 ? '__self' : `__self_${this.selfCount}`)
    /** @type {Record<string, string>} */
    const inputs = {}
    for (const [name, value] of Object.entries(options.inputs ?? {})) inputs[name] = String(value)
    const env = { ...options.env }
    if (options.skip) return RunningStep.skipped(id)
    const main = this.launch(action, id, 'main', inputs, env, {}, options.timeoutMs)
    this.steps.push({ action, id, inputs, env, main })
    return main
  }

  /**
   * @param {string} actionDir
   * @param {StepOptions} [options]
   */
  run(actionDir, options) {
    return this.start(actionDir, options).done
  }

  /**
   * "Complete job": the post entries in reverse order of their mains, whatever the mains did,
   * then SIGKILL for every process still carrying this job's RUNNER_TRACKING_ID.
   * @returns {Promise<{ posts: StepResult[], killed: number[] }>}
   */
  async end() {
    this.assertIdle()
    this.ended = true
    const posts = []
    for (const step of [...this.steps].reverse()) {
      if (!step.action.post || !postCondition(step.action.postIf, this.status)) continue
      const main = await step.main.done
      const post = this.launch(step.action, step.id, 'post', step.inputs, step.env, main.state)
      posts.push(await post.done)
    }
    const killed = killTrackedProcesses(this.trackingId)
    if (this.ownsWorkDir) fs.rmSync(this.workDir, { recursive: true, force: true })
    return { posts, killed }
  }

  assertIdle() {
    if (this.current && !this.current.finished) {
      throw new Error('a job runs one step at a time: await the running step first')
    }
  }

  /**
   * @param {ActionDefinition} action
   * @param {string} id
   * @param {'main' | 'post'} stage
   * @param {Record<string, string>} given
   * @param {Record<string, string>} stepEnv
   * @param {Record<string, string>} state
   * @param {number} [timeoutMs]
   */
  launch(action, id, stage, given, stepEnv, state, timeoutMs) {
    const inputs = resolveInputs(action, given, {
      github: { ...this.github, token: this.githubToken },
      runner: this.runner,
      job: { status: this.status }
    })
    const suffix = randomUUID()
    /** @param {string} prefix */
    const fresh = (prefix) => {
      const file = path.join(this.fileCommandDir, prefix + suffix)
      fs.writeFileSync(file, '')
      return file
    }
    const files = {
      output: fresh('set_output_'),
      state: fresh('save_state_'),
      env: fresh('set_env_'),
      path: fresh('add_path_'),
      step_summary: fresh('step_summary_')
    }
    // Precedence as in ActionRunner/Handler: worker env < job env and GITHUB_ENV < step env <
    // STATE_ < INPUT_ < contexts.
    /** @type {Record<string, string>} */
    const env = { ...this.baseEnv, ...this.env, ...stepEnv }
    for (const [name, value] of Object.entries(state)) env[`STATE_${name}`] = value
    for (const [name, value] of Object.entries(inputs)) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    }
    if (this.prependPath.length > 0) {
      const prepend = [...this.prependPath].reverse().join(path.delimiter)
      env.PATH = env.PATH ? `${prepend}${path.delimiter}${env.PATH}` : prepend
    }
    const github = {
      ...this.github,
      action: id,
      action_path: action.dir,
      action_repository: '',
      action_ref: '',
      ...files
    }
    const contexts = { GITHUB: github, RUNNER: this.runner }
    for (const [prefix, context] of Object.entries(contexts)) {
      for (const [name, value] of Object.entries(context)) {
        env[`${prefix}_${name.toUpperCase()}`] = value
      }
    }
    env.ACTIONS_RUNTIME_URL = 'https://pipelines.actions.invalid/'
    env.ACTIONS_RUNTIME_TOKEN = 'simulated-runtime-token'
    env.GITHUB_ACTIONS = 'true'
    env.CI ??= 'true'

    const entry = stage === 'main' ? action.main : /** @type {string} */ (action.post)
    const step = new RunningStep({
      stage,
      id,
      command: [this.node, entry],
      cwd: this.github.workspace,
      env,
      timeouts: this.timeouts,
      timeoutMs,
      collect: (raw) => this.collect(raw, files, inputs)
    })
    this.current = step
    return step
  }

  /**
   * What the runner does once the process is gone: read the file commands, fold GITHUB_ENV and
   * GITHUB_PATH into the job, parse workflow commands from both streams.
   * @param {RawStep} raw
   * @param {Record<'output' | 'state' | 'env' | 'path' | 'step_summary', string>} files
   * @param {Record<string, string>} inputs
   * @returns {StepResult}
   */
  collect(raw, files, inputs) {
    const commands = parseWorkflowCommands(raw.stdout, raw.stderr)
    const annotations = commands.annotations
    let commandFailed = false
    /** @param {string} name @param {string} file */
    const keyValues = (name, file) => {
      try {
        return parseKeyValueFile(fs.readFileSync(file, 'utf8'))
      } catch (error) {
        annotations.push({
          level: 'error',
          message: `Unable to process file command '${name}' successfully.`
        })
        annotations.push({ level: 'error', message: String(/** @type {Error} */ (error).message) })
        commandFailed = true
        return {}
      }
    }
    const outputs = keyValues('output', files.output)
    const state = keyValues('state', files.state)
    const env = keyValues('env', files.env)
    for (const [name, value] of Object.entries(env)) {
      if (name === 'NODE_OPTIONS') {
        annotations.push({
          level: 'warning',
          message: "Can't store NODE_OPTIONS output parameter using '$GITHUB_ENV' command."
        })
        continue
      }
      this.env[name] = value
    }
    const added = fs
      .readFileSync(files.path, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
    for (const dir of added) {
      this.prependPath = this.prependPath.filter((p) => p !== dir)
      this.prependPath.push(dir)
    }
    let summary = fs.readFileSync(files.step_summary, 'utf8')
    const summaryBytes = Buffer.byteLength(summary)
    if (summaryBytes > SUMMARY_LIMIT) {
      annotations.push({
        level: 'error',
        message:
          `$GITHUB_STEP_SUMMARY upload aborted, supports content up to a size of ` +
          `${SUMMARY_LIMIT / 1024}k, got ${Math.floor(summaryBytes / 1024)}k. For more ` +
          'information see: https://docs.github.com/actions/using-workflows/' +
          'workflow-commands-for-github-actions#adding-a-markdown-summary'
      })
      summary = ''
    }

    /** @type {StepResult['outcome']} */
    let outcome = 'success'
    if (raw.cancel && !raw.timedOut) outcome = 'cancelled'
    else if (raw.timedOut || raw.exitCode !== 0 || commandFailed) outcome = 'failure'
    /** @type {StepResult} */
    const result = {
      stage: raw.stage,
      id: raw.id,
      outcome,
      timedOut: raw.timedOut,
      exitCode: raw.exitCode,
      signal: raw.signal,
      outputs,
      state,
      env,
      path: added,
      summary,
      annotations,
      masks: commands.masks,
      inputs,
      stdout: raw.stdout,
      stderr: raw.stderr,
      startedAt: raw.startedAt,
      durationMs: raw.durationMs,
      pid: raw.pid,
      cancel: raw.cancel
    }
    this.results.push(result)
    return result
  }
}

/**
 * @typedef {{ stage: 'main' | 'post', id: string, exitCode: number | null,
 *   signal: NodeJS.Signals | null, stdout: string, stderr: string, startedAt: number,
 *   durationMs: number, pid: number, cancel?: CancelTimes, timedOut: boolean }} RawStep
 */

export class RunningStep {
  /**
   * @param {{ stage: 'main' | 'post', id: string, command: [string, string], cwd: string,
   *   env: Record<string, string>, timeouts: Timeouts, timeoutMs?: number,
   *   collect: (raw: RawStep) => StepResult }} spec
   */
  constructor(spec) {
    this.id = spec.id
    this.stage = spec.stage
    this.timeouts = spec.timeouts
    this.finished = false
    this.stdout = ''
    this.stderr = ''
    this.timedOut = false
    /** @type {CancelTimes | undefined} */
    this.cancelTimes = undefined
    /** @type {Set<() => void>} */
    this.watchers = new Set()
    /** @type {NodeJS.Timeout | undefined} */
    this.stepTimer = undefined
    this.startedAt = Date.now()
    this.child = spawn(spec.command[0], [spec.command[1]], {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['pipe', 'pipe', 'pipe']
    })
    // The runner redirects stdin and closes it at once.
    this.child.stdin.end()
    this.pid = this.child.pid ?? -1
    this.child.stdout.setEncoding('utf8').on('data', (chunk) => {
      this.stdout += chunk
      for (const watcher of this.watchers) watcher()
    })
    this.child.stderr.setEncoding('utf8').on('data', (chunk) => (this.stderr += chunk))

    /** @type {Promise<void>} */
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()))
    /** @type {Promise<StepResult>} */
    this.done = new Promise((resolve, reject) => {
      /** @type {NodeJS.Timeout | undefined} */
      let streamTimer
      let exitedAt = 0
      const finish = () => {
        if (this.finished) return
        this.finished = true
        clearTimeout(streamTimer)
        clearTimeout(this.stepTimer)
        // A grandchild holding the pipes open is left running, its output dropped.
        this.child.stdout.destroy()
        this.child.stderr.destroy()
        for (const watcher of this.watchers) watcher()
        try {
          resolve(
            spec.collect({
              stage: this.stage,
              id: this.id,
              exitCode: this.child.exitCode,
              signal: this.child.signalCode,
              stdout: this.stdout,
              stderr: this.stderr,
              startedAt: this.startedAt,
              durationMs: exitedAt - this.startedAt,
              pid: this.pid,
              cancel: this.cancelTimes,
              timedOut: this.timedOut
            })
          )
        } catch (error) {
          reject(error)
        }
      }
      this.child.once('exit', () => {
        exitedAt = Date.now()
        streamTimer = setTimeout(finish, this.timeouts.streams)
      })
      this.child.once('close', finish)
      this.child.once('error', (error) => {
        this.finished = true
        clearTimeout(this.stepTimer)
        reject(error)
      })
    })
    if (spec.timeoutMs !== undefined) {
      this.stepTimer = setTimeout(() => {
        this.timedOut = true
        void this.cancel()
      }, spec.timeoutMs)
    }
  }

  /**
   * The runner's cancellation: SIGINT to the node process only, SIGTERM if it is still there
   * after timeouts.sigint, SIGKILL after timeouts.sigterm more. Resolves with the result.
   * @returns {Promise<StepResult>}
   */
  cancel() {
    if (!this.cancelTimes && this.child.exitCode === null && this.child.signalCode === null) {
      /** @type {CancelTimes} */
      const times = { requestedAt: Date.now() }
      this.cancelTimes = times
      const ladder = /** @type {const} */ ([
        ['SIGINT', 'sigintAt', this.timeouts.sigint],
        ['SIGTERM', 'sigtermAt', this.timeouts.sigterm],
        ['SIGKILL', 'sigkillAt', 0]
      ])
      void (async () => {
        for (const [signal, sentAt, grace] of ladder) {
          if (this.child.exitCode !== null || this.child.signalCode !== null) return
          this.child.kill(signal)
          times[sentAt] = Date.now()
          if (signal !== 'SIGKILL' && (await exitsWithin(this.exited, grace))) return
        }
      })()
    }
    return this.done
  }

  /**
   * Resolves once stdout matches (e.g. "the handlers are installed"), rejects if the step ends
   * first or timeoutMs passes.
   * @param {RegExp | string} pattern
   * @param {number} [timeoutMs]
   * @returns {Promise<void>}
   */
  waitForOutput(pattern, timeoutMs = 10000) {
    return new Promise((resolve, reject) => {
      const matches = () =>
        typeof pattern === 'string' ? this.stdout.includes(pattern) : pattern.test(this.stdout)
      const stop = () => {
        clearTimeout(timer)
        this.watchers.delete(check)
      }
      const check = () => {
        if (matches()) {
          stop()
          resolve()
        } else if (this.finished) {
          stop()
          reject(new Error(`step ended without printing ${pattern}`))
        }
      }
      const timer = setTimeout(() => {
        stop()
        reject(new Error(`no ${pattern} on stdout within ${timeoutMs} ms`))
      }, timeoutMs)
      this.watchers.add(check)
      check()
    })
  }

  /**
   * A step whose `if:` was false.
   * @param {string} id
   * @returns {RunningStep}
   */
  static skipped(id) {
    /** @type {StepResult} */
    const result = {
      stage: 'main',
      id,
      outcome: 'skipped',
      timedOut: false,
      exitCode: null,
      signal: null,
      outputs: {},
      state: {},
      env: {},
      path: [],
      summary: '',
      annotations: [],
      masks: [],
      inputs: {},
      stdout: '',
      stderr: '',
      startedAt: Date.now(),
      durationMs: 0,
      pid: -1
    }
    // No process: an instance without a constructor run, its fields set by hand.
    return Object.assign(Object.create(RunningStep.prototype), {
      id,
      stage: 'main',
      finished: true,
      pid: -1,
      startedAt: result.startedAt,
      stdout: '',
      stderr: '',
      watchers: new Set(),
      done: Promise.resolve(result),
      cancel: () => Promise.resolve(result)
    })
  }
}

/**
 * @param {Promise<void>} exited
 * @param {number} ms
 * @returns {Promise<boolean>}
 */
function exitsWithin(exited, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  return Promise.race([exited.then(() => true), timeout]).finally(() => clearTimeout(timer))
}

/**
 * @param {string} actionDir
 * @returns {ActionDefinition}
 */
export function loadAction(actionDir) {
  const dir = path.resolve(actionDir)
  const file = ['action.yml', 'action.yaml']
    .map((name) => path.join(dir, name))
    .find((candidate) => fs.existsSync(candidate))
  if (!file) throw new Error(`no action.yml in ${dir}`)
  const manifest = parseYaml(fs.readFileSync(file, 'utf8'))
  const runs = manifest?.runs ?? {}
  if (!/^node\d+$/.test(String(runs.using)) || typeof runs.main !== 'string') {
    throw new Error(`${file}: not a JavaScript action (runs.using: ${runs.using})`)
  }
  // `pre` is ignored: the runner does not run it for local (`uses: ./...`) actions.
  return {
    dir,
    inputs: manifest.inputs ?? {},
    main: path.join(dir, runs.main),
    post: typeof runs.post === 'string' ? path.join(dir, runs.post) : undefined,
    postIf: runs['post-if']
  }
}

/**
 * Given inputs, then every declared input not given: its default, or '' when it has none (the
 * runner sets INPUT_ for every declared input). Names match case-insensitively, like the runner.
 * @param {ActionDefinition} action
 * @param {Record<string, string>} given
 * @param {Record<string, unknown>} contexts
 */
function resolveInputs(action, given, contexts) {
  const inputs = { ...given }
  const givenNames = Object.keys(given).map((name) => name.toLowerCase())
  for (const [name, spec] of Object.entries(action.inputs)) {
    if (givenNames.includes(name.toLowerCase())) continue
    const value = spec?.default
    // YAML 1.2 core scalars, as the runner reads them: `true` → 'true', `~` → ''.
    inputs[name] = value === undefined || value === null ? '' : evaluate(String(value), contexts)
  }
  return inputs
}

/**
 * Only the simple forms input defaults use: `${{ github.x }}`, `${{ runner.x }}`,
 * `${{ job.status }}` (nested `.a.b` paths allowed) with literal text around them. Anything else,
 * or a property the fake context lacks, throws rather than evaluating to '' the way the runner
 * would, so that a typo does not pass unnoticed.
 * @param {string} template
 * @param {Record<string, unknown>} contexts
 */
export function evaluate(template, contexts) {
  return template.replace(/\$\{\{(.*?)\}\}/g, (_, expression) => {
    const match = /^\s*(github|runner|job)((?:\.[A-Za-z_][\w-]*)+)\s*$/.exec(expression)
    if (!match) throw new Error(`unsupported expression in input default: \${{${expression}}}`)
    /** @type {any} */
    let value = contexts[match[1]]
    for (const key of match[2].slice(1).split('.')) value = value?.[key]
    if (!['string', 'number', 'boolean'].includes(typeof value)) {
      throw new Error(`the simulated context has no value for ${match[1]}${match[2]}`)
    }
    return String(value)
  })
}

/**
 * @param {string | undefined} condition
 * @param {'success' | 'failure' | 'cancelled'} status
 */
function postCondition(condition, status) {
  const expression = (condition ?? 'always()').replace(/^\$\{\{(.*)\}\}$/s, '$1').trim()
  switch (expression) {
    case 'always()':
      return true
    case 'success()':
      return status === 'success'
    case 'failure()':
      return status === 'failure'
    case 'cancelled()':
      return status === 'cancelled'
    case '!cancelled()':
      return status !== 'cancelled'
  }
  throw new Error(`unsupported post-if: ${condition}`)
}

/**
 * GITHUB_OUTPUT / GITHUB_STATE / GITHUB_ENV syntax, as SetEnvFileCommand parses it on Linux:
 * `NAME=VALUE` lines and `NAME<<DELIMITER` heredocs; empty lines are skipped.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseKeyValueFile(text) {
  /** @type {Record<string, string>} */
  const values = {}
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (line === '') continue
    const equals = line.indexOf('=')
    const heredoc = line.indexOf('<<')
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      const name = line.slice(0, equals)
      if (name === '') throw new Error(`Invalid format '${line}'. Name must not be empty`)
      values[name] = line.slice(equals + 1)
    } else if (heredoc >= 0) {
      const name = line.slice(0, heredoc)
      const delimiter = line.slice(heredoc + 2)
      if (name === '' || delimiter === '') {
        throw new Error(`Invalid format '${line}'. Name and delimiter must not be empty`)
      }
      const end = lines.indexOf(delimiter, i + 1)
      if (end < 0) throw new Error(`Invalid value. Matching delimiter not found '${delimiter}'`)
      values[name] = lines.slice(i + 1, end).join('\n')
      i = end
    } else {
      throw new Error(`Invalid format '${line}'`)
    }
  }
  return values
}

/** @param {string} value @param {boolean} property */
function unescapeCommand(value, property) {
  let result = value.replaceAll('%0D', '\r').replaceAll('%0A', '\n')
  if (property) result = result.replaceAll('%3A', ':').replaceAll('%2C', ',')
  return result.replaceAll('%25', '%')
}

/**
 * Workflow commands (`::name k=v,k2=v2::data`), which the runner reads from stdout and stderr
 * alike. Only those that matter to a test are kept: annotations and add-mask.
 * @param {...string} streams
 */
export function parseWorkflowCommands(...streams) {
  /** @type {Annotation[]} */
  const annotations = []
  /** @type {string[]} */
  const masks = []
  for (const stream of streams) {
    /** @type {string | undefined} */
    let stopToken
    for (const rawLine of stream.split(/\r\n|\n|\r/)) {
      const line = rawLine.trimStart()
      if (stopToken !== undefined) {
        if (line.trimEnd() === `::${stopToken}::`) stopToken = undefined
        continue
      }
      if (!line.startsWith('::')) continue
      const end = line.indexOf('::', 2)
      if (end < 0) continue
      const info = line.slice(2, end)
      const space = info.indexOf(' ')
      const name = space < 0 ? info : info.slice(0, space)
      /** @type {Record<string, string>} */
      const properties = {}
      if (space > 0) {
        const pairs = info
          .slice(space + 1)
          .trim()
          .split(',')
        for (const pair of pairs) {
          const equals = pair.indexOf('=')
          if (equals > 0 && equals < pair.length - 1) {
            properties[pair.slice(0, equals)] = unescapeCommand(pair.slice(equals + 1), true)
          }
        }
      }
      const data = unescapeCommand(line.slice(end + 2), false)
      if (name === 'error' || name === 'warning' || name === 'notice') {
        annotations.push({ ...properties, level: name, message: data })
      } else if (name === 'add-mask') {
        masks.push(data)
      } else if (name === 'stop-commands') {
        stopToken = data
      }
    }
  }
  return { annotations, masks }
}

/**
 * JobExtension.FinalizeJob on Linux: SIGKILL every process whose initial environment carries
 * this job's RUNNER_TRACKING_ID.
 * @param {string} trackingId
 * @returns {number[]} the PIDs killed
 */
export function killTrackedProcesses(trackingId) {
  if (!fs.existsSync('/proc/self/environ')) {
    throw new Error('the job-end cleanup reads /proc/<pid>/environ: Linux only')
  }
  const needle = `RUNNER_TRACKING_ID=${trackingId}`
  const killed = []
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry)
    if (!/^\d+$/.test(entry) || pid === process.pid) continue
    let environ
    try {
      environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8')
    } catch {
      continue
    }
    if (!environ.split('\0').includes(needle)) continue
    try {
      process.kill(pid, 'SIGKILL')
      killed.push(pid)
    } catch {
      // already gone
    }
  }
  return killed
}
