import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, logs, resultMessages } from '../../../src/server/db/schema'
import { createId } from '../../../src/shared/ids'
import { createBot, insertResults } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
// jsdom lays nothing out: give every element a screen's size, so the virtual rows have a window to fill.
const sizes = ['clientWidth', 'clientHeight'] as const
const jsdomSizes = sizes.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key) ?? Object.getOwnPropertyDescriptor(Element.prototype, key))
beforeAll(async () => {
  server = await startTestServer()
  for (const [key, value] of [['clientWidth', 1200], ['clientHeight', 800]] as const) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value })
})
afterAll(async () => {
  sizes.forEach((key, i) => (jsdomSizes[i] ? Object.defineProperty(HTMLElement.prototype, key, jsdomSizes[i]) : delete (HTMLElement.prototype as never)[key]))
  await server?.close()
})

/** Holds the results list's requests until `release()`, so the loading state can be seen. */
function holdResultRequests() {
  const original = globalThis.fetch
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (/\/results(\?|$)/.test(url)) await gate
    return original(input, init)
  }
  return () => {
    release()
    globalThis.fetch = original
  }
}

const document = {
  name: 'Survey',
  groups: [
    {
      id: 'g1',
      title: 'About you',
      graphCoordinates: { x: 0, y: 0 },
      blocks: [
        { id: 'name', type: 'text input', options: { variableId: 'v-name' } },
        { id: 'mood', type: 'choice input', items: [{ id: 'i1', content: 'Happy' }] },
        { id: 'cv', type: 'file input' },
      ],
    },
  ],
  variables: [
    { id: 'v-name', name: 'Name' },
    { id: 'v-tags', name: 'Tags' },
  ],
}

/** A survey bot with `people` results, a minute apart, the first name the newest. */
async function surveyWith(people: { name: string; completed?: boolean; mood?: string }[]) {
  const bot = await createBot(server, document)
  const start = Date.UTC(2024, 2, 10, 12)
  const rows = await insertResults(
    server,
    bot.id,
    people.map((person, i) => ({
      createdAt: new Date(start - i * 60_000),
      hasStarted: true,
      isCompleted: person.completed ?? false,
      variables: [
        { id: 'v-name', name: 'Name', value: person.name },
        { id: 'v-tags', name: 'Tags', value: ['new', 'vip'] },
      ],
    })),
  )
  await server.db.insert(answers).values(
    rows.flatMap((row, i) => [
      { resultId: row.id, blockId: 'name', content: people[i].name },
      { resultId: row.id, blockId: 'mood', content: people[i].mood ?? 'Happy' },
    ]),
  )
  return { bot, rows }
}

const table = () => screen.findByRole('table', { name: 'Results' })
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1)
const rowTexts = async () => (await bodyRows()).map((row) => within(row).getAllByRole('cell')[2].textContent)

describe('the results table', () => {
  it('shows skeleton rows while loading, then one row per result, newest first, a column per input and variable', async () => {
    const { bot } = await surveyWith([{ name: 'Ada', completed: true }, { name: 'Grace' }])
    connectTo(server.baseUrl, server.owner.token)
    const release = holdResultRequests()
    try {
      renderApp(`/bots/${bot.id}/results`)
      expect(await screen.findByRole('status', { name: 'Loading results' })).toBeTruthy()
    } finally {
      release()
    }
    const headings = within(await table()).getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headings).toEqual(['', 'Submitted at', 'Name', 'About you (1)', 'About you (2)', 'Tags'])
    expect(await rowTexts()).toEqual(['Ada', 'Grace'])
    const [first] = await bodyRows()
    expect(within(first).getByLabelText('Completed')).toBeTruthy()
    expect(within(first).getByText('vip')).toBeTruthy()
    // The count is a query of its own: it may come after the rows.
    expect(await screen.findByText('2 results')).toBeTruthy()
  })

  it('says there are no results yet, and what brings them', async () => {
    const bot = await createBot(server, document)
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/bots/${bot.id}/results`)
    expect(await screen.findByRole('heading', { name: 'No results yet' })).toBeTruthy()
    expect(screen.getByText(/Each time someone chats with the published bot/)).toBeTruthy()
  })

  it('filters on the service from the bar, keeps the filter in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup()
    const { bot } = await surveyWith([{ name: 'Ada', completed: true }, { name: 'Grace' }, { name: 'Adam', completed: true, mood: 'Meh' }])
    connectTo(server.baseUrl, server.owner.token)
    const { router } = renderApp(`/bots/${bot.id}/results`)
    await table()
    await user.type(screen.getByRole('searchbox', { name: 'Search answers' }), 'ada')
    await waitFor(async () => expect(await rowTexts()).toEqual(['Ada', 'Adam']))
    expect(router.state.location.search).toBe('?q=ada')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Completion' }), 'incomplete')
    expect(await screen.findByRole('heading', { name: 'No results match these filters' })).toBeTruthy()
    expect(router.state.location.search).toBe('?q=ada&status=incomplete')
    await user.click(within(screen.getByRole('search', { name: 'Filter results' })).getByRole('button', { name: 'Clear filters' }))
    await waitFor(async () => expect(await rowTexts()).toEqual(['Ada', 'Grace', 'Adam']))
    expect(router.state.location.search).toBe('')
    expect((screen.getByRole('searchbox', { name: 'Search answers' }) as HTMLInputElement).value).toBe('')
  })

  it('opens with the filter of a shared link, custom days included', async () => {
    const { bot } = await surveyWith([{ name: 'Ada', completed: true }, { name: 'Grace' }, { name: 'Adam', completed: true }])
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/bots/${bot.id}/results?range=custom&from=2024-03-10&to=2024-03-10&status=completed&q=ad`)
    await waitFor(async () => expect(await rowTexts()).toEqual(['Ada', 'Adam']))
    expect((screen.getByRole('combobox', { name: 'Time range' }) as HTMLSelectElement).value).toBe('custom')
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2024-03-10')
    expect((screen.getByRole('combobox', { name: 'Completion' }) as HTMLSelectElement).value).toBe('completed')
    expect((screen.getByRole('searchbox', { name: 'Search answers' }) as HTMLInputElement).value).toBe('ad')
  })

  it('selects a Shift range, then deletes it after saying how many', async () => {
    const user = userEvent.setup()
    const { bot } = await surveyWith([{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }])
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/bots/${bot.id}/results`)
    const [, second, , fourth] = await bodyRows()
    await user.click(within(second).getByRole('checkbox'))
    fireEvent.click(within(fourth).getByRole('checkbox'), { shiftKey: true })
    expect(await screen.findByText('3 selected')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete 3' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 results?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 results' }))
    await waitFor(async () => expect(await rowTexts()).toEqual(['A']))
    expect(await screen.findByText('1 result')).toBeTruthy()
  })

  it('offers every result that matches once the loaded ones are ticked', async () => {
    const user = userEvent.setup()
    const { bot } = await surveyWith(Array.from({ length: 130 }, (_, i) => ({ name: `Person ${i}` })))
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/bots/${bot.id}/results`)
    await table()
    await user.click(screen.getByRole('checkbox', { name: 'Select the loaded results' }))
    await user.click(await screen.findByRole('button', { name: 'Select all 130 results that match' }))
    expect(screen.getByText('All 130 results that match are selected.')).toBeTruthy()
    expect(screen.getByText('130 selected')).toBeTruthy()
  })

  it("opens a result's drawer from its row: the conversation in order, variables and logs", async () => {
    const user = userEvent.setup()
    const { bot, rows } = await surveyWith([{ name: 'Ada', completed: true }])
    const text = (words: string) => ({ id: createId(), type: 'text' as const, content: { type: 'richText' as const, richText: [{ type: 'p', children: [{ text: words }] }] } })
    await server.db.insert(resultMessages).values([
      { resultId: rows[0].id, blockId: 't1', message: text('What is your name?'), createdAt: new Date(Date.UTC(2024, 2, 10, 12)) },
    ])
    await server.db.insert(logs).values({ id: createId(), resultId: rows[0].id, status: 'error', description: 'Webhook failed', details: 'HTTP 500' })
    connectTo(server.baseUrl, server.owner.token)
    const { router } = renderApp(`/bots/${bot.id}/results`)
    await user.click(within(await table()).getByRole('button', { name: /^Open the result of / }))
    const drawer = await screen.findByRole('dialog', { name: 'Result' })
    expect(router.state.location.search).toBe(`?result=${rows[0].id}`)
    const conversation = await within(drawer).findByRole('list', { name: 'Conversation' })
    expect(within(conversation).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bot: What is your name?', 'NameVisitor: Ada', 'About you (1)Visitor: Happy'])
    // The result itself is its own query, which may answer after the conversation's.
    expect(await within(drawer).findByText('Completed')).toBeTruthy()
    expect(within(drawer).getByText('new\nvip', { normalizer: (text) => text })).toBeTruthy()
    expect(await within(drawer).findByText('Webhook failed')).toBeTruthy()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Result' })).toBeNull())
    expect(router.state.location.search).toBe('')
  })
})
