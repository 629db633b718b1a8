import { expect, test, type Browser, type Page } from '@playwright/test'
import { ownerCall } from './support/api'
import { createWorkspace, signInWithPrintedUrl, toast } from './support/app'
import { seriousViolations } from './support/axe'

const uniqueEmail = (name: string) => `${name}-${Date.now()}@example.com`

/** Invites `email` from the members page; the dialog showing the link stays open. */
async function invite(page: Page, email: string, role: 'ADMIN' | 'MEMBER' | 'GUEST' = 'MEMBER') {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption(role)
  await page.getByRole('button', { name: 'Add member' }).click()
  const dialog = page.getByRole('dialog', { name: `Invitation link for ${email}` })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Opens a link in a browser of its own: nobody is signed in there. */
async function openInFreshBrowser(browser: Browser, url: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  return { page, close: () => context.close() }
}

// The browser context is reused by the next test (playwright.config.ts), and a reset does not take back permissions.
test.afterEach(({ context }) => context.clearPermissions())

const memberRow = (page: Page, email: string) => page.getByRole('listitem').filter({ hasText: email })

test('an admin invites a colleague, who opens the copied link and lands in the workspace; the row goes from Pending to active', async ({ page, browser, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInWithPrintedUrl(page)
  const workspaceName = `Invites ${Date.now()}`
  await createWorkspace(page, workspaceName)
  const workspaceId = new URL(page.url()).pathname.split('/')[2]
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Members' }).click()

  const email = uniqueEmail('colleague')
  const dialog = await invite(page, email)
  await expect(dialog.getByRole('button', { name: 'Copy the invitation link' })).toBeFocused()
  await expect(dialog).toContainText('It works once, until')
  await expect(dialog).toContainText(`This service sends no email (no SMTP account is set up): send the link to ${email} yourself.`)
  const link = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  expect(link).toMatch(new RegExp(`^${baseURL}/w/${workspaceId}\\?token=bbi_`))
  expect(await seriousViolations(page)).toEqual([])

  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'Copied the invitation link' })).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused()

  const row = memberRow(page, email)
  await expect(row).toContainText('Pending')
  await expect(row).toContainText('Not signed in yet · link expires in 7 days')
  await expect(row.getByRole('button', { name: `Re-send the invitation of ${email}` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  const colleague = await openInFreshBrowser(browser, link)
  await expect(colleague.page.getByRole('heading', { name: workspaceName, level: 1 })).toBeVisible()
  expect(colleague.page.url()).toBe(`${baseURL}/w/${workspaceId}`)
  await colleague.page.reload()
  await expect(colleague.page.getByRole('heading', { name: workspaceName, level: 1 })).toBeVisible()

  await page.reload()
  await expect(row.getByRole('button', { name: `Remove ${email}` })).toBeVisible()
  await expect(row).not.toContainText('Pending')

  // The link worked once. Opened again where the colleague is signed in, it says so and keeps them in.
  const refused = 'This invitation link no longer works: it was used already, has expired, or was revoked. Ask an admin of the workspace for a new one.'
  await colleague.page.goto(link)
  await expect(colleague.page.getByRole('alert')).toHaveText(refused)
  await expect(colleague.page.getByRole('heading', { name: workspaceName, level: 1 })).toBeVisible()
  await colleague.close()
  // Anywhere else it leads to the sign-in page, which says why.
  const again = await openInFreshBrowser(browser, link)
  await expect(again.page).toHaveURL(/\/signin$/)
  await expect(again.page.getByRole('alert')).toHaveText(refused)
  await again.close()

  // Someone who has signed in before joins another workspace at once: no link, not pending.
  const { workspace: second } = await ownerCall(baseURL!, 'POST', '/v1/workspaces', { name: `${workspaceName} bis` })
  await page.goto(`/w/${second.id}/members`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Add member' }).click()
  await expect(toast(page, `${email} was added as member.`)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(memberRow(page, email).getByRole('button', { name: `Remove ${email}` })).toBeVisible()
  await expect(memberRow(page, email)).not.toContainText('Pending')
})

test('re-sending replaces the link, and revoking takes the invitee off the workspace with a link that says it no longer works', async ({ page, browser }) => {
  await signInWithPrintedUrl(page)
  await createWorkspace(page, `Revocations ${Date.now()}`)
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Members' }).click()

  const email = uniqueEmail('changed-mind')
  const first = await invite(page, email, 'GUEST')
  const firstLink = await first.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  await first.getByRole('button', { name: 'Done' }).click()
  const resendButton = memberRow(page, email).getByRole('button', { name: `Re-send the invitation of ${email}` })
  await resendButton.click()
  const second = page.getByRole('dialog', { name: `Invitation link for ${email}` })
  await expect(second.getByRole('button', { name: 'Copy the invitation link' })).toBeFocused()
  const secondLink = await second.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  expect(secondLink).not.toBe(firstLink)
  await page.keyboard.press('Escape')
  await expect(second).toHaveCount(0)
  await expect(resendButton).toBeFocused()

  await memberRow(page, email).getByRole('button', { name: `Revoke the invitation of ${email}` }).click()
  const confirm = page.getByRole('dialog', { name: `Revoke the invitation of ${email}?` })
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click()
  await expect(memberRow(page, email)).toHaveCount(0)

  for (const link of [firstLink, secondLink]) {
    const invitee = await openInFreshBrowser(browser, link)
    await expect(invitee.page).toHaveURL(/\/signin$/)
    await expect(invitee.page.getByRole('alert')).toContainText('This invitation link no longer works')
    await expect(invitee.page.getByRole('alert')).toContainText('was revoked')
    await invitee.close()
  }
})
