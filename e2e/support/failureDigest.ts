import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import type { Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter'

const MESSAGE_LINES = 14
/** Lines of the page's accessibility snapshot at the failure (Playwright's error context), enough to see what was on screen. */
const PAGE_LINES = 40

/** The error's message without colours, its first lines, and the line of the test where it stopped. */
function describe(error: TestError): string {
  const message = stripVTControlCharacters(error.message ?? error.value ?? 'unknown error').split('\n').slice(0, MESSAGE_LINES)
  const where = error.location ? [`at ${relative(process.cwd(), error.location.file)}:${error.location.line}`] : []
  return [...message, ...where].map((line) => `    ${line}`).join('\n')
}

/** The start of what the page showed when the test failed, from the attachment Playwright writes. */
function pageAtFailure(result: TestResult): string | undefined {
  const path = result.attachments.find((attachment) => attachment.name === 'error-context')?.path
  if (!path || !existsSync(path)) return undefined
  // The file repeats the error, then gives the page as a YAML accessibility tree: only that is new.
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(readFileSync(path, 'utf8'))?.[1]
  if (!snapshot) return undefined
  const lines = snapshot.trimEnd().split('\n')
  const shown = lines.slice(0, PAGE_LINES).map((line) => `    | ${line}`)
  return [...shown, ...(lines.length > PAGE_LINES ? [`    | … ${lines.length - PAGE_LINES} more lines in ${relative(process.cwd(), path)}`] : [])].join('\n')
}

/**
 * After the run, each failed test again: its error's first lines, the line where it stopped and
 * what the page showed then. In CI the end of the log is what a reader sees (sometimes all they are
 * shown); the line reporter
 * prints a failure's details when it happens, minutes earlier, and only its title at the end.
 */
export default class FailureDigest implements Reporter {
  private readonly failed: { test: TestCase; result: TestResult }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== test.expectedStatus) this.failed.push({ test, result })
  }

  onEnd() {
    if (this.failed.length === 0) return
    console.log(`\nWhat failed (${this.failed.length}):`)
    for (const { test, result } of this.failed) {
      console.log(`\n✘ ${relative(process.cwd(), test.location.file)}:${test.location.line} › ${test.title}: ${result.status} after ${result.duration} ms`)
      for (const error of result.errors) console.log(describe(error))
      const page = pageAtFailure(result)
      if (page) console.log(`  The page then:\n${page}`)
    }
  }
}
