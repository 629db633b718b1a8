import axe, { type ContextObject, type PartialResult, type Result } from 'axe-core'
import type { Frame, Page } from '@playwright/test'

/** The page's window once axe is injected in it (evaluated code cannot reach this module's `axe`). */
type WithAxe = { axe: typeof axe }
/** What to check in a frame, as selectors (axe's own type also allows DOM nodes, which cannot cross into the page). */
type Context = { include?: unknown[]; exclude: unknown[] }

/**
 * axe's partial run in `frame`, then in each frame axe finds inside it, depth first (the order
 * `finishRun` reads them in); null for a frame that could not be reached or checked, as axe expects.
 * Frames on other origins (the chat, embeds) are checked too: Playwright evaluates in any frame.
 */
async function partialResults(frame: Frame, context: Context, isTop = false): Promise<(PartialResult | null)[]> {
  try {
    // Once per document: a second check of the same page (the other colour scheme) reuses it.
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
    const children = await frame.evaluate(
      (context) => (window as unknown as WithAxe).axe.utils.getFrameContexts(context as ContextObject).map(({ frameSelector, frameContext }) => ({ frameSelector, frameContext: frameContext as Context })),
      context,
    )
    const own = await frame.evaluate((context) => (window as unknown as WithAxe).axe.runPartial(context as ContextObject, {}), context)
    const nested: (PartialResult | null)[] = []
    for (const { frameSelector, frameContext } of children) {
      const element = (await frame.evaluateHandle((selector) => (window as unknown as WithAxe).axe.utils.shadowSelect(selector), frameSelector)).asElement()
      const child = await element?.contentFrame()
      nested.push(...(child ? await partialResults(child, frameContext) : [null]))
    }
    return [own, ...nested]
  } catch (error) {
    if (isTop) throw error
    return [null]
  }
}

/**
 * Every axe violation of the page, its frames included, with `exclude`'s selectors left out: axe's
 * partial run in each frame, then `finishRun`, as axe's own Playwright integration does, with two
 * differences measured here. That integration put the results together in a blank tab into which
 * it injected axe again, half of each check on these two-core machines (0.6-1.1 s of 1.3-1.9 s on
 * the dashboard); and it gave up on a frame whose injection took over a second, which on a busy
 * machine silently left the chat's frame unchecked.
 */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<Result[]> {
  const partials = await partialResults(page.mainFrame(), { exclude }, true)
  const { violations } = await page.evaluate((partials) => (window as unknown as WithAxe).axe.finishRun(partials as PartialResult[], {}), partials)
  return violations
}

/**
 * Violations that stop or seriously hinder someone using assistive technology, each with where it
 * is. `exclude`: selectors left out, such as the builder preview's chat (checked on its own pages).
 */
export async function seriousViolations(page: Page, options: { exclude?: string[] } = {}) {
  const violations = await axeViolations(page, options)
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
