import { expect, test } from '@playwright/test'
import { invitedMemberApiToken, ownerCall } from './support/api'
import { card } from './support/app'

test('a guest, signed in through "Connect to another service", sees the bots but no way to change them', async ({ page, baseURL }) => {
  const { workspace } = await ownerCall(baseURL!, 'POST', '/v1/workspaces', { name: 'Shared with a guest' })
  // Inviting a new account hands its one-use sign-in token to the admin (a new address each run: an
  // account that signed in before gets none); the guest trades it for an API token of their own.
  const email = `guest-${Date.now()}@example.com`
  const { signInToken } = await ownerCall(baseURL!, 'POST', `/v1/workspaces/${workspace.id}/members`, { email, role: 'GUEST' })
  const apiToken = await invitedMemberApiToken(baseURL!, signInToken)
  await ownerCall(baseURL!, 'POST', '/v1/folders', { workspaceId: workspace.id, folderName: 'Archive' })
  await ownerCall(baseURL!, 'POST', '/v1/bots', { workspaceId: workspace.id, bot: { name: 'Welcome tour' } })

  // The service under another name (localhost instead of 127.0.0.1): a different origin, as a remote service is.
  const remoteApi = `${baseURL!.replace('127.0.0.1', 'localhost')}/api`
  await page.goto('/signin')
  await page.getByLabel('API token').fill(apiToken)
  await page.getByText('Connect to another service').click()
  await page.getByLabel('Builder API URL').fill(remoteApi)
  await page.getByLabel('Chat API URL').fill(remoteApi)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(new RegExp(`/w/${workspace.id}$`))
  await expect(card(page, 'Welcome tour')).toBeVisible()
  await expect(card(page, 'Archive')).toBeVisible()
  await expect(page.getByRole('button', { name: 'New bot' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Actions for folder/ })).toHaveCount(0)
  await card(page, 'Welcome tour').getByRole('button', { name: 'Actions for Welcome tour' }).click()
  await expect(page.getByRole('menuitem')).toHaveText(['Open', 'Export'])
  await page.keyboard.press('Escape')

  await page.getByRole('link', { name: 'Welcome tour' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome tour', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Rename/ })).toHaveCount(0)

  await page.goto(`/w/${workspace.id}/settings`)
  await expect(page.getByText('Only admins can change the name and icon of this workspace.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0)
})
