import * as core from '@actions/core'
import { accessChecks, CHECK_LABELS, checkLineText, type CheckLine } from '../cli/doctor-checks.js'
import { settingsChecks, skippedSettings } from '../cli/doctor-settings.js'
import { LockNameError, reservedKey, validateLockName } from '../lock/basics/lock-key.js'
import { S3LockStore } from '../lock/store/s3-store.js'
import { iamAdvice, type Advice } from './iam-advice.js'
import { InputError, readStoreInputs, storeOptions } from './inputs.js'

/**
 * The doctor sub-action: `s3-lock doctor <name>`'s checks, run in the job with the job's own
 * credentials (the role a workflow's OIDC token assumes, which nobody can use from a laptop),
 * and, for each check a refusal failed, the IAM statement to add to that role's policy.
 */
export async function doctorStep(signal: AbortSignal): Promise<void> {
  const name = readName()
  const options = storeOptions(readStoreInputs(), signal)
  const store = new S3LockStore({ ...options, requestTimeoutMs: 10_000 })
  const access = await accessChecks(
    store,
    reservedKey(name, 'doctor/'),
    options.region ?? 'us-east-1'
  )
  const bucket = access.find((line) => line.check === 'bucket')
  const reachable = bucket?.status === 'ok' || bucket?.status === 'warn'
  const lines = [...access, ...(reachable ? await settingsChecks(store, name) : skippedSettings())]
  for (const line of lines) core.info(checkLineText(line))

  const advice = iamAdvice(lines, store.bucket, name)
  for (const { check, statement } of advice) {
    const text = JSON.stringify(statement, null, 2)
    core.info(`\nAdd to the role policy (${check}):\n${text}`)
  }
  const failed = lines.filter((line) => line.status === 'fail')
  const where = `s3://${store.bucket}/${name}`
  core.setOutput('works', String(failed.length === 0))
  await writeSummary(lines, advice, where, failed.length === 0)
  if (failed.length > 0) {
    const checks = failed.map((line) => line.check).join(', ')
    const fix =
      advice.length > 0 ? ': add the statement printed above to the role policy' : ' (see the log)'
    core.setFailed(`a lock will not work at ${where}: ${checks} failed${fix}`)
  } else {
    core.info(`A lock will work at ${where}, with this job's credentials.`)
  }
}

function readName(): string {
  const name = core.getInput('name')
  if (name === '') {
    throw new InputError(
      'input "name" is required: a lock name under your policy\'s prefix, such as "locks/production"'
    )
  }
  try {
    return validateLockName(name)
  } catch (error) {
    if (error instanceof LockNameError) {
      throw new InputError(
        `input "name": ${error.message}; use a key-like name such as "locks/production"`
      )
    }
    throw error
  }
}

async function writeSummary(
  lines: CheckLine[],
  advice: Advice[],
  where: string,
  works: boolean
): Promise<void> {
  // Outside the runner there is no summary file: the log has it all.
  if (!process.env.GITHUB_STEP_SUMMARY) return
  const rows = lines.map(
    (line) =>
      `| ${CHECK_LABELS[line.status]} | ${line.check} | ${line.message.replace(/\|/g, '\\|')} |`
  )
  const statements = advice.map(
    ({ check, statement }) =>
      `Add to the role policy (${check}):\n\n\`\`\`json\n${JSON.stringify(statement, null, 2)}\n\`\`\``
  )
  const markdown = [
    `### S3 Lock doctor: ${works ? 'a lock will work' : 'a lock will not work'} at \`${where}\``,
    '',
    '| | check | result |',
    '| --- | --- | --- |',
    ...rows,
    '',
    ...statements
  ].join('\n')
  await core.summary.addRaw(markdown, true).write()
}
