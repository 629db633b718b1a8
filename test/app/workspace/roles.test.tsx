import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('what a member (not an admin) is offered', () => {
  it('may build bots but sees the workspace settings read-only', async () => {
    const member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
    connectTo(server.baseUrl, member.token)
    renderApp(`/w/${server.workspaceId}/settings`)
    expect(await screen.findByText('Only admins can change the name and icon of this workspace.')).toBeTruthy()
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Change the workspace icon' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull()
    expect(screen.getByText('FREE')).toBeTruthy()
  })

  it('sees the members and their roles but cannot add, change or remove anyone', async () => {
    const member = await server.createActor('member2@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
    connectTo(server.baseUrl, member.token)
    renderApp(`/w/${server.workspaceId}/members`)
    const list = await screen.findByRole('list')
    expect(await within(list).findByText('owner@localhost')).toBeTruthy()
    expect(within(list).getAllByText('Admin').length).toBeGreaterThan(0)
    expect(screen.queryByRole('heading', { name: 'Add a member' })).toBeNull()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull()
  })

  it('may create bots and folders on the dashboard', async () => {
    const member = await server.createActor('member3@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
    connectTo(server.baseUrl, member.token)
    renderApp(`/w/${server.workspaceId}`)
    expect(await screen.findByRole('button', { name: 'New bot' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'New folder' })).toBeTruthy()
  })
})
