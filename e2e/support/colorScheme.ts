import type { Page } from '@playwright/test'

export const colorSchemes = ['light', 'dark'] as const

/**
 * Turns the page to `colorScheme` as the system setting would (the builder follows it live) and
 * waits for its colour transitions to end: a contrast read half-way would measure a passing colour.
 * One story then checks both schemes, where a test per scheme ran the whole story twice.
 */
export async function showInScheme(page: Page, colorScheme: (typeof colorSchemes)[number]) {
  await page.emulateMedia({ colorScheme })
  // The builder turns by a media-change listener, which runs at the page's next rendering update, so
  // the transitions can only be waited for once <html> says the new scheme (a check that looked for
  // them straight after the switch found none yet and measured mid-turn colours: CI, 2026-12-03).
  // getAnimations() applies pending styles first, so a transition the class change starts is listed.
  await page.waitForFunction(
    (colorScheme) =>
      document.documentElement.style.colorScheme === colorScheme &&
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    colorScheme,
  )
}
