import { describe, expect, it } from 'vitest'
import type { BotListItem } from '../../../src/shared/bot/bot'
import type { Folder } from '../../../src/shared/folder'
import { dashboardView, folderContents } from '../../../src/app/dashboard/dashboardView'
import { folderAndDescendants, folderOptions, folderPath, locationName } from '../../../src/app/dashboard/folderTree'

const folder = (id: string, name: string, parentFolderId: string | null = null, updatedAt = '2026-01-01T00:00:00.000Z'): Folder => ({
  id, name, parentFolderId, workspaceId: 'w', createdAt: updatedAt, updatedAt,
})
const bot = (id: string, name: string, folderId: string | null, updatedAt: string): BotListItem => ({
  id, name, folderId, updatedAt, createdAt: updatedAt, icon: null, spaceId: null, publishedBotId: null,
  accessRight: 'write', workspaceId: 'w', publicId: null, isClosed: false,
})

const folders = [folder('a', 'Alpha'), folder('b', 'Beta', 'a'), folder('c', 'Gamma', 'b'), folder('d', 'Delta')]
const bots = [
  bot('1', 'Zebra bot', null, '2026-03-01T00:00:00.000Z'),
  bot('2', 'Ängel bot', null, '2026-05-01T00:00:00.000Z'),
  bot('3', 'bot 10', null, '2026-04-01T00:00:00.000Z'),
  bot('4', 'bot 9', 'a', '2026-04-01T00:00:00.000Z'),
]

describe('dashboardView', () => {
  it('shows one level, newest first by default', () => {
    const view = dashboardView({ folders, bots }, { folderId: null, search: '', sort: 'updated' })
    expect(view.folders.map((f) => f.id)).toEqual(['a', 'd'])
    expect(view.bots.map((b) => b.id)).toEqual(['2', '3', '1'])
  })

  it('sorts by name as people read numbers and accents', () => {
    const view = dashboardView({ folders, bots }, { folderId: null, search: '', sort: 'name' })
    expect(view.bots.map((b) => b.name)).toEqual(['Ängel bot', 'bot 10', 'Zebra bot'])
    expect(view.folders.map((f) => f.name)).toEqual(['Alpha', 'Delta'])
  })

  it('finds names whatever their case and accents', () => {
    const view = dashboardView({ folders, bots }, { folderId: null, search: ' ANGEL ', sort: 'updated' })
    expect(view.bots.map((b) => b.id)).toEqual(['2'])
    expect(view.folders).toEqual([])
  })

  it('searches the whole workspace from any folder, and says where each hit lives', () => {
    const view = dashboardView({ folders, bots }, { folderId: 'd', search: 'bot 9', sort: 'updated' })
    expect(view).toMatchObject({ isWorkspaceSearch: true, folders: [] })
    expect(view.bots.map((b) => b.id)).toEqual(['4'])
    expect(dashboardView({ folders, bots }, { folderId: 'd', search: 'gamma', sort: 'name' }).folders.map((f) => f.id)).toEqual(['c'])
    expect(locationName(folders, 'c')).toBe('Alpha / Beta / Gamma')
    expect(locationName(folders, null)).toBe('Top level')
  })

  it('counts what a folder holds directly', () => {
    expect(folderContents('a', { folders, bots })).toEqual({ bots: 1, folders: 1 })
  })
})

describe('folder tree', () => {
  it('gives the path from the top level to a folder', () => {
    expect(folderPath(folders, 'c').map((f) => f.name)).toEqual(['Alpha', 'Beta', 'Gamma'])
    expect(folderPath(folders, null)).toEqual([])
    expect(folderPath(folders, 'missing')).toEqual([])
  })

  it('knows a folder cannot go into itself or below itself', () => {
    expect([...folderAndDescendants(folders, 'a')].sort()).toEqual(['a', 'b', 'c'])
  })

  it('lists folders in tree order with their depth', () => {
    expect(folderOptions(folders).map(({ folder, depth }) => `${depth}:${folder.name}`)).toEqual(['0:Alpha', '1:Beta', '2:Gamma', '0:Delta'])
  })
})
