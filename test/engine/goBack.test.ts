import { describe, expect, it } from 'vitest'
import { BackRefusedError, goBack, type TurnResult } from '../../src/server/engine'
import type { Theme } from '../../src/shared/bot/theme'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { bubbleText, reply, start, texts, valueOf } from './support/chat'
import { fakePorts } from './support/fakePorts'

const focused: Theme = { chat: { focusedMode: { isEnabled: true } } }

/**
 * Name? → (Set Greeting) → Colour? (buttons) → Thanks. `between` blocks run after the name is
 * answered, before the colour is asked.
 */
function questionsBot(options: { theme?: Theme; between?: ReturnType<typeof block>[] } = {}) {
  return makeBot({
    theme: options.theme ?? focused,
    variables: [variable('name', 'Name'), variable('colour', 'Colour'), variable('greeting', 'Greeting'), variable('tags', 'Tags', ['start'])],
    groups: [
      group('g1', [text('ask-name', 'Your name?'), block('name-input', 'text input', { options: { variableId: 'name' }, outgoingEdgeId: 'e1' })]),
      group('g2', [
        block('set-greeting', 'Set variable', { options: { variableId: 'greeting', expressionToEvaluate: 'Hello {{Name}}' } }),
        ...(options.between ?? []),
        text('ask-colour', '{{Greeting}}, your colour?'),
        block('colour-input', 'choice input', { items: [{ id: 'red', content: 'Red' }, { id: 'blue', content: 'Blue' }], options: { variableId: 'colour' } }),
        text('thanks', 'Thanks {{Name}}, {{Colour}}'),
      ]),
    ],
    edges: [edge('e1', { blockId: 'name-input' }, 'g2')],
    startGroupId: 'g1',
  })
}

const back = (previous: TurnResult, ports = fakePorts()) => goBack({ state: previous.state }, ports)

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(BackRefusedError)
  return error as BackRefusedError
}

describe('going back to the previous question', () => {
  it('returns the session to the previous input, shows its question again and restores the variables the step set', async () => {
    const asked = await reply(await start(questionsBot()), 'Ada')
    expect(texts(asked)).toEqual(['Hello Ada, your colour?'])
    expect(valueOf(asked, 'Greeting')).toBe('Hello Ada')

    const backed = await back(asked)
    expect(backed.response.messages.map(bubbleText)).toEqual(['Your name?'])
    expect(backed.response.input?.id).toBe('name-input')
    expect(backed.previousAnswer).toBe('Ada')
    expect(valueOf(backed, 'Name')).toBeUndefined()
    expect(valueOf(backed, 'Greeting')).toBeUndefined()
    // The answer row is taken off the result, and the result's variables lose what the step wrote.
    expect(backed.effects[0]).toMatchObject({ removedAnswers: [{ blockId: 'name-input' }], answers: [] })
    expect(backed.effects[0].variables.map((entry) => entry.name)).toEqual(['Tags'])
    expect(backed.effects[0].logs).toMatchObject([{ status: 'info', description: 'The visitor went back to change an answer' }])

    const changed = await reply(backed, 'Grace')
    expect(texts(changed)).toEqual(['Hello Grace, your colour?'])
    expect(changed.effects[0].answers).toMatchObject([{ blockId: 'name-input', content: 'Grace' }])
  })

  it('restores a list variable the answer appended to', async () => {
    const bot = questionsBot()
    bot.groups[0].blocks[1] = block('name-input', 'text input', { options: { variableId: 'tags' }, outgoingEdgeId: 'e1' })
    const asked = await reply(await start(bot), 'extra')
    expect(valueOf(asked, 'Tags')).toEqual(['start', 'extra'])
    expect(valueOf(await back(asked), 'Tags')).toEqual(['start'])
  })

  it('goes back several questions, one at a time, then says there is nothing left to change', async () => {
    const colour = await reply(await reply(await start(questionsBot()), 'Ada'), 'Red')
    expect(texts(colour)).toEqual(['Thanks Ada, Red'])
    // The flow ended on a preview-less live session: nothing is pending, so there is no question to go back from.
    await expect(back(colour)).rejects.toMatchObject({ reason: 'notOnQuestion' })

    const bot = questionsBot()
    bot.groups[1].blocks.push(block('last-input', 'text input'))
    const third = await reply(await reply(await start(bot), 'Ada'), 'Blue')
    const toColour = await back(third)
    expect(toColour.response.input?.id).toBe('colour-input')
    expect(valueOf(toColour, 'Colour')).toBeUndefined()
    expect(valueOf(toColour, 'Name')).toBe('Ada')
    const toName = await back(toColour)
    expect(toName.response.input?.id).toBe('name-input')
    expect((await refusal(back(toName))).reason).toBe('nothingToUndo')
  })

  it('shows the question first asked, not the retry text, after an invalid answer', async () => {
    const bot = questionsBot()
    bot.groups[0].blocks[1] = block('name-input', 'email input', { options: { variableId: 'name' }, outgoingEdgeId: 'e1' })
    const retried = await reply(await start(bot), 'not an email')
    const asked = await reply(retried, 'ada@example.com')
    expect((await back(asked)).response.messages.map(bubbleText)).toEqual(['Your name?'])
  })

  it('takes an answer given inside a loop back to the same iteration', async () => {
    const bot = makeBot({
      theme: focused,
      variables: [variable('list', 'Fruits', ['apple', 'pear']), variable('item', 'Fruit'), variable('rating', 'Rating')],
      groups: [
        group('g1', [block('loop', 'Loop', { items: [{ id: 'each', path: 'each', outgoingEdgeId: 'e-body' }], options: { listVariableId: 'list', itemVariableId: 'item' } })]),
        group('body', [text('q', 'Rate {{Fruit}}'), block('in', 'text input', { options: { variableId: 'rating' } })]),
      ],
      edges: [edge('e-body', { blockId: 'loop', itemId: 'each' }, 'body')],
      startGroupId: 'g1',
    })
    const pear = await reply(await start(bot), 'good')
    expect(texts(pear)).toEqual(['Rate pear'])
    const backed = await back(pear)
    expect(backed.response.messages.map(bubbleText)).toEqual(['Rate apple'])
    expect(valueOf(backed, 'Fruit')).toBe('apple')
    expect(texts(await reply(backed, 'great'))).toEqual(['Rate pear'])
  })
})

describe('going back is refused', () => {
  it('when the owner enabled neither focused mode nor the back button (and such a session keeps no copies)', async () => {
    const asked = await reply(await start(questionsBot({ theme: {} })), 'Ada')
    expect(asked.state.backSteps).toBeUndefined()
    expect((await refusal(back(asked))).reason).toBe('notEnabled')
    const withButton = await reply(await start(questionsBot({ theme: { chat: { backButton: { isEnabled: true } } } })), 'Ada')
    expect((await back(withButton)).response.input?.id).toBe('name-input')
  })

  it('after an HTTP request ran behind the answer, with a message saying so', async () => {
    const ports = fakePorts()
    const webhook = block('hook', 'Webhook', { options: { webhook: { url: 'https://api.example.com/lead', method: 'POST' } } })
    const asked = await reply(await start(questionsBot({ between: [webhook] }), {}, ports), 'Ada', ports)
    expect(ports.httpRequests).toHaveLength(1)
    const error = await refusal(back(asked))
    expect(error).toMatchObject({ reason: 'sideEffect', blockId: 'hook' })
    expect(error.message).toBe('Your previous answer can no longer be changed: the chat has already sent your answers in an HTTP request.')
  })

  it('after an email, a server script or a redirect', async () => {
    const cases = [
      [block('mail', 'Email', { options: { recipients: ['a@example.com'], credentialsId: 'default' } }), 'sent an email'],
      [block('code', 'Code', { options: { content: 'setVariable("Name", "x")', isExecutedOnClient: false } }), 'run a script'],
      [block('go', 'Redirect', { options: { url: 'https://example.com' } }), 'opened another page'],
    ] as const
    for (const [between, reason] of cases) {
      const asked = await reply(await start(questionsBot({ between: [between] })), 'Ada')
      expect((await refusal(back(asked))).message).toContain(reason)
    }
  })

  it('but an earlier side effect does not block a later, clean answer', async () => {
    const bot = questionsBot({ between: [block('go', 'Redirect', { options: { url: 'https://example.com' } })] })
    bot.groups[1].blocks.push(block('last-input', 'text input'))
    const third = await reply(await reply(await start(bot), 'Ada'), 'Red')
    const toColour = await back(third)
    expect(toColour.response.input?.id).toBe('colour-input')
    expect((await refusal(back(toColour))).reason).toBe('sideEffect')
  })
})
