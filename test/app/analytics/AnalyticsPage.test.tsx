import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBot, insertResults } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling!.textContent
}

describe('the analytics panel', () => {
  it('shows views, starts, completions and the completion rate of a range, and keeps the range in the URL', async () => {
    const user = userEvent.setup()
    const bot = await createBot(server)
    const now = Date.now()
    await insertResults(server, bot.id, [
      { createdAt: new Date(now), hasStarted: true, isCompleted: true },
      { createdAt: new Date(now), hasStarted: true },
      { createdAt: new Date(now), hasStarted: true, isCompleted: true },
      { createdAt: new Date(now), hasStarted: false },
      { createdAt: new Date(now - 400 * 24 * 3600 * 1000), hasStarted: true, isCompleted: true },
    ])
    connectTo(server.baseUrl, server.owner.token)
    const { router } = renderApp(`/bots/${bot.id}/analytics`)
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 2 })).toBeTruthy()
    await waitFor(() => expect(figure('Views')).toBe('4'))
    expect(figure('Starts')).toBe('3')
    expect(figure('Completed')).toBe('2')
    expect(figure('Completion rate')).toBe('67%')
    const chart = await screen.findByRole('img', { name: /^4 results from / })
    expect(within(chart).getAllByText(/: [01] results?$|: 4 results$/).length).toBeGreaterThan(0)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time range' }), 'allTime')
    await waitFor(() => expect(figure('Views')).toBe('5'))
    expect(figure('Completion rate')).toBe('75%')
    expect(router.state.location.search).toBe('?range=allTime')
  })

  it('says so when a range has no results', async () => {
    const bot = await createBot(server)
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/bots/${bot.id}/analytics?range=today`)
    expect(await screen.findByRole('heading', { name: 'No results in this range' })).toBeTruthy()
    expect(figure('Completion rate')).toBe('—')
  })
})
