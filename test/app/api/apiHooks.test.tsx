import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useConnectionStore } from '../../../src/app/auth/connectionStore'
import { useUpdateBot } from '../../../src/app/bot/api/useUpdateBot'
import { useBotQuery } from '../../../src/app/bot/api/useBotQuery'
import { useBotsQuery } from '../../../src/app/dashboard/api/useBotsQuery'
import { useCreateBot } from '../../../src/app/dashboard/api/useCreateBot'
import { useCreateFolder } from '../../../src/app/dashboard/api/useCreateFolder'
import { useDeleteBot } from '../../../src/app/dashboard/api/useDeleteBot'
import { useFoldersQuery } from '../../../src/app/dashboard/api/useFoldersQuery'
import { useUpdateFolder } from '../../../src/app/dashboard/api/useUpdateFolder'
import { botTemplates } from '../../../src/app/dashboard/templates'
import { useToastStore } from '../../../src/app/ui/toastStore'
import { useWorkspacesQuery } from '../../../src/app/workspace/api/useWorkspacesQuery'
import { createBot, createFolder } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { holdRequests } from '../support/holdRequests'
import { connectTo, providersWith, testQueryClient } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
beforeEach(() => connectTo(server.baseUrl, server.owner.token))

const renderWithApp = <T,>(hook: () => T) => renderHook(hook, { wrapper: providersWith(testQueryClient()) })
const errorToasts = () => useToastStore.getState().toasts.filter((toast) => toast.kind === 'error').map((toast) => toast.message)

describe('queries', () => {
  it('list the workspaces with the role the user has in each', async () => {
    const { result } = renderWithApp(() => useWorkspacesQuery())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual([expect.objectContaining({ id: server.workspaceId, name: 'My workspace', currentUserRole: 'ADMIN' })])
  })

  it('load a whole bot document', async () => {
    const bot = await createBot(server, { name: 'Loaded' })
    const { result } = renderWithApp(() => useBotQuery(bot.id))
    await waitFor(() => expect(result.current.data?.bot.name).toBe('Loaded'))
    expect(result.current.data?.currentUserMode).toBe('write')
  })
})

describe('mutations', () => {
  it('creating a folder refreshes the folder list', async () => {
    const { result } = renderWithApp(() => ({ folders: useFoldersQuery(server.workspaceId), create: useCreateFolder() }))
    await waitFor(() => expect(result.current.folders.isSuccess).toBe(true))
    await act(() => result.current.create.mutateAsync({ workspaceId: server.workspaceId, folderName: 'Campaigns' }))
    await waitFor(() => expect(result.current.folders.data?.map((folder) => folder.name)).toContain('Campaigns'))
  })

  it('creating a bot from a template puts it in the bot list', async () => {
    const { result } = renderWithApp(() => ({ bots: useBotsQuery(server.workspaceId), create: useCreateBot() }))
    await waitFor(() => expect(result.current.bots.isSuccess).toBe(true))
    const { document } = botTemplates[0]
    await act(() => result.current.create.mutateAsync({ workspaceId: server.workspaceId, bot: { ...document, name: 'From template' } }))
    await waitFor(() => expect(result.current.bots.data?.map((bot) => bot.name)).toContain('From template'))
  })

  it('a rename shows in the list before the service answers', async () => {
    const bot = await createBot(server, { name: 'Before rename' })
    const { result } = renderWithApp(() => ({ bots: useBotsQuery(server.workspaceId), update: useUpdateBot(server.workspaceId) }))
    await waitFor(() => expect(result.current.bots.isSuccess).toBe(true))
    const held = holdRequests('PATCH')
    try {
      act(() => result.current.update.mutate({ botId: bot.id, bot: { name: 'After rename' } }))
      await waitFor(() => expect(result.current.bots.data?.find((item) => item.id === bot.id)?.name).toBe('After rename'))
      expect(result.current.update.isPending).toBe(true)
    } finally {
      held.restore()
    }
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true))
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.name).toBe('After rename')
  })

  it('a refused move is rolled back and its message shown', async () => {
    const parent = await createFolder(server, { folderName: 'Parent' })
    const child = await createFolder(server, { folderName: 'Child', parentFolderId: parent.id })
    const { result } = renderWithApp(() => ({ folders: useFoldersQuery(server.workspaceId), update: useUpdateFolder(server.workspaceId) }))
    await waitFor(() => expect(result.current.folders.isSuccess).toBe(true))
    act(() => result.current.update.mutate({ folderId: parent.id, folder: { parentFolderId: child.id } }))
    await waitFor(() => expect(result.current.update.isError).toBe(true))
    expect(result.current.folders.data?.find((folder) => folder.id === parent.id)?.parentFolderId).toBeNull()
    expect(errorToasts()).toEqual([expect.stringContaining('cannot be moved into itself or one of its sub-folders')])
  })

  it('a change made on a stale copy (409) says the bot changed elsewhere and reloads it', async () => {
    const bot = await createBot(server, { name: 'Shared' })
    await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { name: 'Changed in another tab' } })
    const { result } = renderWithApp(() => ({ bot: useBotQuery(bot.id), update: useUpdateBot(server.workspaceId) }))
    await waitFor(() => expect(result.current.bot.isSuccess).toBe(true))
    act(() => result.current.update.mutate({ botId: bot.id, bot: { name: 'Mine', updatedAt: bot.updatedAt } }))
    await waitFor(() => expect(result.current.update.isError).toBe(true))
    expect(errorToasts()).toEqual([expect.stringContaining('changed elsewhere')])
    await waitFor(() => expect(result.current.bot.data?.bot.name).toBe('Changed in another tab'))
  })

  it('deleting a bot takes it out of the list', async () => {
    const bot = await createBot(server, { name: 'Doomed' })
    const { result } = renderWithApp(() => ({ bots: useBotsQuery(server.workspaceId), remove: useDeleteBot(server.workspaceId) }))
    await waitFor(() => expect(result.current.bots.data?.some((item) => item.id === bot.id)).toBe(true))
    await act(() => result.current.remove.mutateAsync({ botId: bot.id }))
    await waitFor(() => expect(result.current.bots.data?.some((item) => item.id === bot.id)).toBe(false))
    expect(result.current.bots.isFetching).toBe(false)
  })
})

describe('failures', () => {
  it('a refused token signs out and says which service refused it', async () => {
    connectTo(server.baseUrl, 'not-a-token')
    const { result } = renderWithApp(() => useWorkspacesQuery())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(useConnectionStore.getState().token).toBeNull()
    expect(useConnectionStore.getState().notice).toBe(`This token was refused by ${server.baseUrl}/api. Sign in again.`)
  })

  it('an unreachable service is reported in words, not as a crash', async () => {
    connectTo('http://127.0.0.1:9', server.owner.token)
    const { result } = renderWithApp(() => useWorkspacesQuery())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(errorToasts()).toEqual(['Cannot reach the service. Check that it is running and try again.'])
  })
})

afterEach(() => useToastStore.setState({ toasts: [] }))
