import { hostname, userInfo } from 'node:os'
import { describeThisJob } from '../action/holder.js'
import type { Holder } from '../lock/single/lock-record.js'

// The same phrase as the action's logs and summaries: one holder, one way of naming it.
export { holderLabel } from '../action/holder.js'

/**
 * What a lock held by the CLI says about its holder: that it is the CLI, on which host, as
 * which user, and — when it runs in a CI job — which job, with a link to it, in the same
 * fields the action fills from GitHub (repository, workflow, job, run URL, actor), so a GitHub
 * workflow waiting for the lock names a GitLab, Jenkins or Buildkite job just as clearly.
 * Only these few variables are read: never the command line or the rest of the environment,
 * which may hold secrets.
 */
export function describeThisProcess(context: string | undefined): Holder {
  const env = process.env
  const host = hostname()
  const user = currentUser()
  const holder: Holder = {
    tool: 's3-lock CLI',
    host,
    user,
    pid: String(process.pid),
    ...ciDetails(env),
    context: context ?? `s3-lock CLI (${user ? `${user}@` : ''}${host})`
  }
  return Object.fromEntries(Object.entries(holder).filter(([, value]) => value !== ''))
}

/** "alice@build-7", for records that say who forced a release. */
export function describeUser(): string {
  return `${currentUser() || 'unknown'}@${hostname()}`
}

function currentUser(): string {
  try {
    return userInfo().username
  } catch {
    return process.env.USER ?? process.env.LOGNAME ?? ''
  }
}

type Env = NodeJS.ProcessEnv

function ciDetails(env: Env): Holder {
  if (env.GITLAB_CI === 'true' || env.CI_JOB_URL) {
    return {
      ci: 'GitLab CI',
      repository: env.CI_PROJECT_PATH ?? '',
      workflow: env.CI_PIPELINE_NAME ?? '',
      job: env.CI_JOB_NAME ?? '',
      runId: env.CI_JOB_ID ?? '',
      runNumber: env.CI_PIPELINE_IID ?? '',
      runUrl: env.CI_JOB_URL ?? '',
      pipelineUrl: env.CI_PIPELINE_URL ?? '',
      actor: env.GITLAB_USER_LOGIN ?? '',
      sha: env.CI_COMMIT_SHA ?? '',
      ref: env.CI_COMMIT_REF_NAME ?? ''
    }
  }
  if (env.BUILDKITE === 'true' || env.BUILDKITE_BUILD_URL) {
    const org = env.BUILDKITE_ORGANIZATION_SLUG
    const pipeline = env.BUILDKITE_PIPELINE_SLUG
    const build = env.BUILDKITE_BUILD_URL ?? ''
    return {
      ci: 'Buildkite',
      repository: org && pipeline ? `${org}/${pipeline}` : (pipeline ?? ''),
      workflow: env.BUILDKITE_PIPELINE_NAME ?? '',
      job: env.BUILDKITE_LABEL ?? env.BUILDKITE_STEP_KEY ?? '',
      runId: env.BUILDKITE_BUILD_ID ?? '',
      runNumber: env.BUILDKITE_BUILD_NUMBER ?? '',
      runUrl: build && env.BUILDKITE_JOB_ID ? `${build}#${env.BUILDKITE_JOB_ID}` : build,
      actor: env.BUILDKITE_BUILD_CREATOR ?? '',
      sha: env.BUILDKITE_COMMIT ?? '',
      ref: env.BUILDKITE_BRANCH ?? ''
    }
  }
  if (env.JENKINS_URL || env.BUILD_URL) {
    return {
      ci: 'Jenkins',
      job: env.JOB_NAME ?? '',
      runId: env.BUILD_TAG ?? '',
      runNumber: env.BUILD_NUMBER ?? '',
      runUrl: env.BUILD_URL ?? '',
      actor: env.BUILD_USER_ID ?? '',
      sha: env.GIT_COMMIT ?? '',
      ref: env.GIT_BRANCH ?? ''
    }
  }
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID) {
    // In a workflow's run: step: the same details the action records.
    // (`context` is set by the caller.)
    return { ci: 'GitHub Actions', ...describeThisJob('') }
  }
  return {}
}
