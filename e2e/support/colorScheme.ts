import type { Page } from '@playwright/test'

export const colorSchemes = ['light', 'dark'] as const

/**
 * Turns the page to `colorScheme` as the system setting would (the builder follows it live) and
 * waits for its colour transitions to end: a contrast read half-way would measure a passing colour.
 * One story then checks both schemes, where a test per scheme ran the whole story twice.
 */
export async function showInScheme(page: Page, colorScheme: (typeof colorSchemes)[number]) {
  await page.emulateMedia({ colorScheme })
  // getAnimations() applies pending styles first, so a transition the switch starts is already listed.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'))
}
