// Draws docs/waiting.svg, the README's picture of a waiting job, from a real run of the demo:
// the log of the job that waited longest and its job summary, as text in two panels.
//
//   S3_LOCK_DEMO_CAPTURE=demo.json npm run demo -- --jobs 3
//   node scripts/demo-picture.mjs demo.json [docs/waiting.svg]
//
// No dependencies: the summary's Markdown is shown as text (headings, aligned tables, plain
// lines), the run's own words, with the local server's addresses left as they were; the store
// check's lines, which describe the local test server, are left out of the log panel.
import { readFileSync, writeFileSync } from 'node:fs'

const [capture, out = new URL('../docs/waiting.svg', import.meta.url).pathname] =
  process.argv.slice(2)
if (!capture) {
  console.error('usage: node scripts/demo-picture.mjs <capture.json> [out.svg]')
  process.exit(2)
}
/** @type {{ job: string, log: string, summary: string }} */
const run = JSON.parse(readFileSync(capture, 'utf8'))

const WIDTH = 110
const logLines = run.log
  .split('\n')
  // Workflow commands are the runner's; the store check's lines describe the local test server.
  .filter((line) => line.trim() !== '' && !line.startsWith('::') && !line.startsWith('Store check'))
  .flatMap((line) => wrap(line, WIDTH))
const summaryLines = markdownAsText(run.summary).flatMap((line) => wrap(line, WIDTH))

const CHAR = 7.2
const LINE = 16
const PAD = 14
const width = Math.ceil(WIDTH * CHAR + 2 * PAD)
/** @type {string[]} */
const parts = []
let y = 0
panel(`${run.job}: the lock step's log while it waits`, logLines)
y += 12
panel(`${run.job}: job summary`, summaryLines)
const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" viewBox="0 0 ${width} ${y}" ` +
  `font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="12">\n` +
  `<title>The waiting log and job summary of a job in a run of npm run demo</title>\n` +
  `${parts.join('\n')}\n</svg>\n`
writeFileSync(out, svg)
console.log(`wrote ${out} (${logLines.length} log lines, ${summaryLines.length} summary lines)`)

/** @param {string} title @param {string[]} lines */
function panel(title, lines) {
  const height = 28 + lines.length * LINE + PAD
  parts.push(
    `<rect x="0" y="${y}" width="${width}" height="${height}" rx="6" fill="#0d1117" stroke="#30363d"/>`,
    `<text x="${PAD}" y="${y + 19}" fill="#e6edf3" font-weight="bold">${escape(title)}</text>`
  )
  lines.forEach((line, i) => {
    const bold = line.startsWith('\u0001')
    const text = bold ? line.slice(1) : line
    parts.push(
      `<text x="${PAD}" y="${y + 28 + (i + 1) * LINE - 4}" fill="${bold ? '#e6edf3' : '#9da7b3'}"` +
        `${bold ? ' font-weight="bold"' : ''} xml:space="preserve">${escape(text)}</text>`
    )
  })
  y += height
}

/**
 * Headings in bold (marked with \u0001), tables as aligned columns, tags and links dropped.
 * @param {string} markdown @returns {string[]}
 */
function markdownAsText(markdown) {
  /** @param {string} text */
  const plain = (text) =>
    text
      .replace(/<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*`]/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .trim()
  const lines = markdown.replace(/<br\s*\/?>/g, '\n').split('\n')
  /** @type {string[]} */
  const result = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    if (line.trim().startsWith('|')) {
      /** @type {string[][]} */
      const rows = []
      for (; i < lines.length && lines[i].trim().startsWith('|'); i++) {
        const cells = lines[i]
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|')
          .map(plain)
        if (!cells.every((cell) => /^:?-*:?$/.test(cell))) rows.push(cells)
      }
      i--
      const widths = rows[0]?.map((_, c) => Math.max(...rows.map((row) => (row[c] ?? '').length)))
      for (const row of rows) {
        result.push(
          row
            .map((cell, c) => cell.padEnd(widths[c]))
            .join('  ')
            .trimEnd()
        )
      }
      continue
    }
    const heading = /^#+\s+(.*)$/.exec(line)
    if (heading) result.push(`\u0001${plain(heading[1])}`)
    else if (plain(line) !== '') result.push(plain(line))
  }
  return result
}

/** @param {string} line @param {number} width */
function wrap(line, width) {
  if (line.length <= width) return [line]
  const bold = line.startsWith('\u0001') ? '\u0001' : ''
  const out = []
  let current = ''
  for (const word of line.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      out.push(current)
      current = `${bold}    ${word}`
    } else current = current ? `${current} ${word}` : word
  }
  if (current) out.push(current)
  return out
}

/** @param {string} text */
function escape(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
