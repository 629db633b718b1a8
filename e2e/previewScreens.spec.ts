import { expect, test, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { signInWithPrintedUrl } from './support/app'

// Screenshots of the preview with several bubble and input types, in the builder's light and dark
// modes and with a light and a dark bot theme, for a person to look at (attached to the report).

const picture = (fill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/><text x="200" y="165" font-size="48" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`)}`
const text = (id: string, children: unknown[]) => ({ id, type: 'text', content: { richText: [{ type: 'p', children }] } })

const showcase = (theme: Record<string, unknown>) => ({
  version: '6',
  name: 'Showcase',
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
  groups: [
    {
      id: 'g1',
      title: 'Main',
      graphCoordinates: { x: 0, y: 120 },
      blocks: [
        text('t1', [{ text: 'Hi there! I am the ' }, { text: 'showcase', bold: true }, { text: ' bot. Read ' }, { type: 'a', url: 'https://example.com', children: [{ text: 'the docs' }] }, { text: '.' }]),
        { id: 'img', type: 'image', content: { url: picture('#6366f1', 'Welcome') } },
        { id: 'c1', type: 'choice input', items: [{ id: 'i1', content: 'Get started' }, { id: 'i2', content: 'Pricing' }, { id: 'i3', content: 'Talk to a human' }] },
        text('t2', [{ text: 'How likely are you to recommend us?' }]),
        { id: 'r1', type: 'rating input', options: { length: 10, labels: { left: 'Not likely', right: 'Very likely' } } },
        text('t3', [{ text: 'Pick a style' }]),
        { id: 'p1', type: 'picture choice input', items: [{ id: 'a', pictureSrc: picture('#0ea5e9', 'Sky'), title: 'Sky', description: 'Light and airy' }, { id: 'b', pictureSrc: picture('#f97316', 'Sunset'), title: 'Sunset', description: 'Warm tones' }] },
        { id: 'k1', type: 'cards', items: [{ id: 'x', imageUrl: picture('#10b981', 'Basic'), title: 'Basic', description: 'For one person', paths: [{ id: 'xp', text: 'Choose Basic' }] }, { id: 'y', imageUrl: picture('#8b5cf6', 'Pro'), title: 'Pro', description: 'For teams', paths: [{ id: 'yp', text: 'Choose Pro' }] }] },
        text('t4', [{ text: 'When are you available?' }]),
        { id: 'd1', type: 'date input', options: { isRange: true } },
        { id: 'f1', type: 'file input', options: { isRequired: false, isMultipleAllowed: true } },
        { id: 'l1', type: 'text input', options: { isLong: true, labels: { placeholder: 'Anything else?' } } },
      ],
    },
  ],
  edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: [],
  theme,
  settings: { typingEmulation: { enabled: false } },
})

const darkTheme = {
  general: { background: { type: 'Color', content: '#0f172a' }, progressBar: { isEnabled: true, color: '#818cf8', backgroundColor: '#1e293b' } },
  chat: {
    container: { color: '#e2e8f0' },
    hostBubbles: { backgroundColor: '#1e293b', color: '#e2e8f0' },
    guestBubbles: { backgroundColor: '#6366f1', color: '#ffffff' },
    buttons: { backgroundColor: '#818cf8', color: '#0f172a' },
    inputs: { backgroundColor: '#1e293b', color: '#f1f5f9', placeholderColor: '#94a3b8', border: { thickness: 1, color: '#334155' } },
  },
}

const drawer = (page: Page) => page.getByRole('complementary', { name: 'Preview' })

async function walkAndShoot(page: Page, name: string, theme: Record<string, unknown>) {
  await signInWithPrintedUrl(page)
  const origin = new URL(page.url()).origin
  const { workspaces } = await ownerCall(origin, 'GET', '/v1/workspaces')
  const { bot } = await ownerCall(origin, 'POST', '/v1/bots/import', { workspaceId: workspaces[0].id, bot: showcase(theme) })
  await page.goto(`/bots/${bot.id}/flow`)
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const shoot = async (step: string) => {
    await page.waitForTimeout(300)
    await drawer(page).screenshot({ path: test.info().outputPath(`${name}-${step}.png`), animations: 'disabled' })
  }
  await expect(drawer(page).getByRole('button', { name: 'Get started' })).toBeVisible()
  await shoot('1-bubbles-choice')
  await drawer(page).getByRole('button', { name: 'Get started' }).click()
  await drawer(page).getByRole('radio', { name: '8' }).click()
  await shoot('2-rating')
  await drawer(page).getByRole('button', { name: 'Send' }).click()
  await expect(drawer(page).getByRole('button', { name: /Sunset/ })).toBeVisible()
  await shoot('3-pictures')
  await drawer(page).getByRole('button', { name: /Sunset/ }).click()
  await expect(drawer(page).getByRole('button', { name: 'Choose Pro' })).toBeVisible()
  await shoot('4-cards')
  await drawer(page).getByRole('button', { name: 'Choose Pro' }).click()
  await drawer(page).getByLabel('From:').fill('2025-06-02')
  await drawer(page).getByLabel('To:').fill('2025-06-06')
  await shoot('5-date')
  await drawer(page).getByRole('button', { name: 'Send' }).click()
  await expect(drawer(page).getByRole('button', { name: 'Skip' })).toBeVisible()
  await shoot('6-file')
  await drawer(page).getByRole('button', { name: 'Skip' }).click()
  await drawer(page).getByLabel('Anything else?').fill('Thanks, that is all!')
  await shoot('7-long-text')
}

test('light builder, default bot theme', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 })
  await walkAndShoot(page, 'light', {})
})

test('dark builder, dark bot theme, on a phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bb.theme', 'dark'))
  await page.setViewportSize({ width: 390, height: 844 })
  await walkAndShoot(page, 'dark-phone', darkTheme)
})
