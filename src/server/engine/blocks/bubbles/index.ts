import type { BubbleBlock } from '../../../../shared/bot/blocks'
import type { ChatMessage } from '../../../../shared/chat/response'
import { parseVariables, resolveNumberOrVariable } from '../../rules'
import { addToTranscript } from '../../session/transcript'
import { cursorOf, type LocatedBlock } from '../../walk/graph'
import { next, stop, type BlockOutcome } from '../../walk/outcome'
import { plainData } from '../../walk/plainData'
import { currentBot, ruleContext, type Turn } from '../../walk/turnContext'
import { textBubbleMessage } from './textBubble'
import { classifyVideoUrl } from './videoUrl'

const template = (turn: Turn, text: string | undefined) =>
  text === undefined ? Promise.resolve(undefined) : parseVariables(text, ruleContext(turn), { mode: 'text' })

/** N|V heights: a variable that is not a number makes the field absent (§0). */
function resolveHeight(turn: Turn, height: number | string | undefined) {
  if (height === undefined) return {}
  const value = resolveNumberOrVariable(height, currentBot(turn).variables)
  return value === undefined ? {} : { height: value }
}

/** The outgoing message of a media bubble, T fields resolved (§4.4). */
async function mediaMessage(turn: Turn, block: Exclude<BubbleBlock, { type: 'text' }>): Promise<ChatMessage | undefined> {
  switch (block.type) {
    case 'image': {
      const { content } = block
      if (!content) return undefined
      const clickLink = content.clickLink && {
        ...content.clickLink,
        url: await template(turn, content.clickLink.url),
        alt: await template(turn, content.clickLink.alt),
      }
      return { id: block.id, type: 'image', content: { ...content, url: await template(turn, content.url), clickLink } }
    }
    case 'video': {
      if (!block.content) return undefined
      const { height, ...rest } = block.content
      const url = await template(turn, rest.url)
      const kind = url ? classifyVideoUrl(url) : {}
      const { id: _staleId, ...withoutId } = rest
      return { id: block.id, type: 'video', content: { ...withoutId, ...resolveHeight(turn, height), url, ...kind } }
    }
    case 'audio':
      if (!block.content) return undefined
      return { id: block.id, type: 'audio', content: { ...block.content, url: await template(turn, block.content.url) } }
    case 'embed': {
      if (!block.content) return undefined
      const { height, ...rest } = block.content
      return {
        id: block.id,
        type: 'embed',
        content: { ...rest, ...resolveHeight(turn, height), url: await template(turn, rest.url) },
      }
    }
  }
}

/**
 * Appends a bubble to the response (§2.1). Bubbles never stop the walk, except an embed that waits
 * for a window event: the session then waits for the event data.
 */
export async function runBubble(turn: Turn, block: BubbleBlock, at: LocatedBlock): Promise<BlockOutcome> {
  if (turn.skipBubbleId === block.id) {
    turn.skipBubbleId = undefined
    return next
  }
  if (!block.content) return next
  if (block.type === 'text') {
    const { message, plainText } = await textBubbleMessage(turn, block)
    turn.messages.push(message)
    addToTranscript(turn.state, 'assistant', plainText)
    return next
  }
  const message = await mediaMessage(turn, block)
  if (!message) return next
  turn.messages.push(plainData(message))
  addToTranscript(turn.state, 'assistant', 'url' in message.content ? message.content.url : undefined)
  if (block.type === 'embed' && block.content.waitForEvent?.isEnabled) {
    turn.state.pending = { type: 'embed', cursor: cursorOf(at), variableId: block.content.waitForEvent.saveDataInVariableId }
    return stop
  }
  return next
}
