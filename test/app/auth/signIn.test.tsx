import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useConnectionStore } from '../../../src/app/auth/connectionStore'
import { signInFromUrl } from '../../../src/app/auth/signInFromUrl'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('signing in', () => {
  it('takes the token of the printed URL out of the address bar at once, and never keeps it in the page', async () => {
    window.history.replaceState(null, '', '/w/abc?token=secret-1&sort=name#top')
    const signingIn = signInFromUrl()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/w/abc?sort=name#top')
    await signingIn
    // The token is traded for the service's session cookie (see e2e/signIn.spec.ts); this page's
    // origin serves no API here, so the app says so and keeps nothing.
    expect(useConnectionStore.getState()).toMatchObject({ token: null, hasSession: false })
    expect(useConnectionStore.getState().notice).toBe(`Cannot reach ${window.location.origin}/api. Sign in again.`)
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('secret-1')
  })

  it('sends a visitor without a token to the sign-in page', async () => {
    renderApp('/w/anything')
    expect(await screen.findByRole('heading', { name: 'Sign in to Chatbot builder' })).toBeTruthy()
  })

  it('says which service refused a wrong token, and keeps what was typed', async () => {
    const user = userEvent.setup()
    connectTo(server.baseUrl, null)
    renderApp('/signin')
    await user.type(await screen.findByLabelText('API token'), 'wrong-token')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(`This token was refused by ${server.baseUrl}/api`)
    expect((screen.getByLabelText('API token') as HTMLInputElement).value).toBe('wrong-token')
    expect(useConnectionStore.getState().token).toBeNull()
  })

  it('says when the builder API cannot be reached', async () => {
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('API token'), server.owner.token)
    await user.click(screen.getByText('Connect to another service'))
    const url = screen.getByLabelText('Builder API URL')
    await user.clear(url)
    await user.type(url, 'http://127.0.0.1:9/api')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot reach http://127.0.0.1:9/api')
  })

  it('opens the workspace once the token is accepted by the service at the given URLs', async () => {
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('API token'), server.owner.token)
    await user.click(screen.getByText('Connect to another service'))
    await user.clear(screen.getByLabelText('Builder API URL'))
    await user.type(screen.getByLabelText('Builder API URL'), `${server.baseUrl}/api/`)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'My workspace', level: 1 })).toBeTruthy()
    expect(useConnectionStore.getState()).toMatchObject({ token: server.owner.token, builderUrl: `${server.baseUrl}/api` })
  })
})
