import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Violations that stop or seriously hinder someone using assistive technology. */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
