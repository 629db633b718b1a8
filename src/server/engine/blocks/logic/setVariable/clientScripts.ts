import type { SetVariableBlock } from '../../../../../shared/bot/blocks'
import type { ClientSideAction } from '../../../../../shared/chat/response'
import { prepareClientScript } from '../../../rules'
import type { RuntimeVariable } from '../../../rules/contracts'
import { withReturn } from './customValue'

type Options = NonNullable<SetVariableBlock['options']>
type Script = Extract<ClientSideAction, { type: 'setVariable' }>['setVariable']['scriptToExecute']

// Read on the visitor's clock and device, which the server cannot know (§3.1).
const momentOfTheDay = `const hour = new Date().getHours()
return hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening'`

const deviceType = `const userAgent = navigator.userAgent
const hasTouch = 'ontouchstart' in window || navigator.maxTouchPoints > 0
const width = window.innerWidth
if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent) || (hasTouch && width >= 768 && width <= 1024)) return 'tablet'
if (/Mobi|Android|iPhone|iPod|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) return 'mobile'
return 'desktop'`

/**
 * The script the client evaluates for a Set variable whose value only the browser can compute:
 * Custom with `isExecutedOnClient` (non-empty), Moment of the day, Device type. Undefined for every
 * other case (the engine computes it).
 */
export function clientSetVariableScript(options: Options, variables: RuntimeVariable[]): Script | undefined {
  const type = options.type ?? 'Custom'
  const flags = { ...(options.isUnsafe ? { isUnsafe: true } : {}) }
  if (type === 'Moment of the day') return { content: momentOfTheDay, args: [], ...flags }
  if (type === 'Device type') return { content: deviceType, args: [], ...flags }
  if (type !== 'Custom' || !options.isExecutedOnClient) return undefined
  const expression = (options.expressionToEvaluate ?? '').trim()
  if (!expression) return undefined
  const script = prepareClientScript(withReturn(expression), variables)
  return { content: script.content, args: script.args, isCode: options.isCode ?? false, ...flags }
}

/** The client's reply to a setVariable action: JSON-parsed when it parses, else the text itself. */
export function parseClientValue(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
