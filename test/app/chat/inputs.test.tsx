import { fireEvent, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/testServer'
import { textBlock } from '../../support/sampleBots'
import { createDraft, recordContinueBodies, renderChat, waitForText } from './support/chatKit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
let recorder: ReturnType<typeof recordContinueBodies> | undefined
afterEach(() => recorder?.restore())

const names = ['Text', 'Long', 'Number', 'Email', 'Url', 'Phone', 'Date', 'Time', 'Choice', 'Multi', 'Picture', 'Rating', 'Card']
const variables = names.map((name) => ({ id: `v${name}`, name }))

const everyInput = [
  { id: 'text', type: 'text input', options: { variableId: 'vText' } },
  { id: 'long', type: 'text input', options: { variableId: 'vLong', isLong: true, labels: { placeholder: 'Tell us more' } } },
  { id: 'number', type: 'number input', options: { variableId: 'vNumber', min: 1, max: 10, step: 1 } },
  { id: 'email', type: 'email input', options: { variableId: 'vEmail' } },
  { id: 'url', type: 'url input', options: { variableId: 'vUrl' } },
  { id: 'phone', type: 'phone number input', options: { variableId: 'vPhone', defaultCountryCode: 'FR' } },
  { id: 'date', type: 'date input', options: { variableId: 'vDate', isRange: true } },
  { id: 'time', type: 'time input', options: { variableId: 'vTime' } },
  {
    id: 'choice',
    type: 'choice input',
    items: [
      { id: 'small', content: 'Small', value: 'S' },
      { id: 'large', content: 'Large', value: 'L' },
    ],
    options: { variableId: 'vChoice' },
  },
  {
    id: 'multi',
    type: 'choice input',
    items: [
      { id: 'red', content: 'Red' },
      { id: 'green', content: 'Green' },
      { id: 'blue', content: 'Blue' },
    ],
    options: { variableId: 'vMulti', isMultipleChoice: true, buttonLabel: 'Done' },
  },
  {
    id: 'picture',
    type: 'picture choice input',
    items: [
      { id: 'alpha', pictureSrc: 'https://example.com/a.png', title: 'Alpha', description: 'The first' },
      { id: 'beta', pictureSrc: 'https://example.com/b.png', title: 'Beta' },
    ],
    options: { variableId: 'vPicture' },
  },
  { id: 'rating', type: 'rating input', options: { variableId: 'vRating', length: 5, startsAt: 1 } },
  {
    id: 'cards',
    type: 'cards',
    items: [
      { id: 'basic', title: 'Basic', description: 'For one', paths: [{ id: 'basic-go', text: 'Pick basic' }] },
      { id: 'pro', title: 'Pro', description: 'For teams', paths: [{ id: 'pro-go', text: 'Pick pro' }] },
    ],
    options: { variableId: 'vCard' },
  },
  textBlock('echo', names.map((name) => `${name}={{${name}}}`).join(' | ')),
]

describe('each input type sends the right message', () => {
  it('answers every input through the chat and the engine saves each answer', async () => {
    recorder = recordContinueBodies()
    const botId = await createDraft(server, everyInput, { variables })
    const { inside, chat } = renderChat(server, botId)
    const user = userEvent.setup()
    const field = (label: string | RegExp) => waitFor(() => chat().getByLabelText(label))
    const button = (name: string | RegExp) => waitFor(() => chat().getByRole('button', { name }))
    const send = async () => user.click(await button('Send'))

    await user.type(await field('Your answer…'), 'Ada')
    await send()
    await user.type(await field('Tell us more'), 'Line one{Enter}line two')
    await send()

    // The client refuses what it can check itself, without a request.
    const number = await field('Enter a number…')
    await user.type(number, '11')
    await send()
    expect((await waitFor(() => chat().getByRole('alert'))).textContent).toContain("That answer isn't valid")
    fireEvent.change(number, { target: { value: '7' } })
    await send()

    const email = await field('Enter your email…')
    await user.type(email, 'not-an-email')
    await send()
    expect((await waitFor(() => chat().getByRole('alert'))).textContent).toContain("That email address doesn't look right")
    fireEvent.change(email, { target: { value: 'Ada@Example.COM' } })
    await send()
    await waitForText(inside, 'ada@example.com') // the engine's normalised form replaces what was typed

    await user.type(await field('Enter a link…'), 'example.com/page')
    await send()
    await user.type(await field('Enter your phone number…'), '06 12 34 56 78')
    await send()
    await waitForText(inside, '+33612345678')

    fireEvent.change(await field('From:'), { target: { value: '2025-03-01' } })
    fireEvent.change(await field('To:'), { target: { value: '2025-03-05' } })
    await send()
    fireEvent.change(await field('Time'), { target: { value: '14:30' } })
    await send()

    await user.click(await button('Large'))
    await user.click(await button('Red'))
    await user.click(await button('Blue'))
    expect(chat().getByRole('button', { name: 'Blue' }).getAttribute('aria-pressed')).toBe('true')
    await user.click(await button('Done'))
    await user.click(await button(/Beta/))
    await user.click(await waitFor(() => chat().getByRole('radio', { name: '4' })))
    await send()
    await user.click(await button('Pick pro'))

    await waitForText(
      inside,
      'Text=Ada | Long=Line one\nline two | Number=7 | Email=ada@example.com | Url=example.com/page | Phone=+33612345678 | ' +
        'Date=01/03/2025 to 05/03/2025 | Time=14:30 | Choice=L | Multi=Red, Blue | Picture=Beta | Rating=4 | Card=Pro',
    )
    const messages = recorder.bodies.map((body) => body.message)
    expect(messages).toContainEqual({ type: 'text', text: 'Large', metadata: { replyId: 'large' } })
    expect(messages).toContainEqual({ type: 'text', text: 'Red, Blue' })
    expect(messages).toContainEqual({ type: 'text', text: 'Beta', metadata: { replyId: 'beta' } })
    expect(messages).toContainEqual({ type: 'text', text: '4' })
    expect(messages).toContainEqual({ type: 'text', text: '2025-03-01 to 2025-03-05' })
    expect(messages).toContainEqual({ type: 'text', text: 'Pick pro', metadata: { replyId: 'pro-go' } })
    // The answers show in the visitor's bubbles, by their labels.
    const guest = [...inside().querySelectorAll('[data-bubble="guest"]')].map((bubble) => bubble.textContent)
    expect(guest).toEqual(expect.arrayContaining(['Ada', 'Large', 'Red, Blue', 'Beta', '4', 'Pick pro', '14:30', '01/03/2025 to 05/03/2025']))
  })

  it('pre-fills an input with the variable value when the settings allow it, searches choices, and sends a rating in one click', async () => {
    const botId = await createDraft(
      server,
      [
        { id: 'name', type: 'text input', options: { variableId: 'vName' } },
        {
          id: 'city',
          type: 'choice input',
          items: ['Paris', 'Lyon', 'Lille', 'Nice'].map((content) => ({ id: content.toLowerCase(), content })),
          options: { variableId: 'vCity', isSearchable: true, areInitialSearchButtonsVisible: false, searchInputPlaceholder: 'Find a city' },
        },
        { id: 'stars', type: 'rating input', options: { variableId: 'vStars', buttonType: 'Icons', length: 5, isOneClickSubmitEnabled: true } },
        textBlock('echo', '{{Name}} in {{City}} gives {{Stars}}'),
      ],
      { variables: [{ id: 'vName', name: 'Name' }, { id: 'vCity', name: 'City' }, { id: 'vStars', name: 'Stars' }], settings: { general: { isInputPrefillEnabled: true } } },
    )
    const { inside, chat } = renderChat(server, botId, { prefilledVariables: { Name: 'Grace' } })
    const user = userEvent.setup()
    const name = await waitFor(() => chat().getByLabelText('Your answer…'))
    expect((name as HTMLInputElement).value).toBe('Grace')
    await user.click(chat().getByRole('button', { name: 'Send' }))

    const search = await waitFor(() => chat().getByLabelText('Find a city'))
    expect(chat().queryByRole('button', { name: 'Paris' })).toBeNull()
    await user.type(search, 'li')
    expect(chat().getByRole('button', { name: 'Lille' })).toBeTruthy()
    expect(chat().queryByRole('button', { name: 'Lyon' })).toBeNull()
    await user.click(chat().getByRole('button', { name: 'Lille' }))

    await user.click(await waitFor(() => chat().getByRole('radio', { name: '3 of 5' })))
    await waitForText(inside, 'Grace in Lille gives 3')
  })
})
