import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Violations that stop or seriously hinder someone using assistive technology, each with where it
 * is. `exclude`: selectors left out, such as the builder preview's chat (checked on its own pages).
 */
export async function seriousViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page })
  for (const selector of exclude) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
