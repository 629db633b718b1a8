import { blinkActions, type BlinkBlock, type BlinkOptions, blinkDefaultBaseUrl, blinkUserFields } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addAction } from '../../../walk/actions'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateStrings } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { type ApiKeyCredentials, apiKeyCredentials, callService, parseJsonAnswer, serviceAddress, skipOtherAction } from '../pluginCall'
import { SectionError, toBlinkSection } from './feedSections'

const failed = (turn: Turn, description: string, details?: string) => {
  addLog(turn, { status: 'error', description, ...(details ? { details } : {}) })
  return next
}
const nonEmpty = (list: string[] | undefined) => (list ?? []).map((each) => each.trim()).filter(Boolean)

/** "Send Feed Event": a card of sections posted to the feeds of the users and groups given (`POST /feed/events`). */
async function sendFeedEvent(turn: Turn, options: BlinkOptions, credentials: ApiKeyCredentials): Promise<BlockOutcome> {
  const userIds = nonEmpty(options.userIds)
  const groupIds = nonEmpty(options.groupIds)
  if (userIds.length === 0 && groupIds.length === 0) return failed(turn, 'Blink block has no user ID or group ID to send to')
  if (!options.sections?.length) return failed(turn, 'Blink block has no card content')
  const sections: Record<string, unknown>[] = []
  try {
    for (const section of options.sections) {
      const converted = await toBlinkSection(section, turn.ports.http)
      if (converted) sections.push(converted)
    }
  } catch (error) {
    return failed(turn, error instanceof SectionError ? 'A Blink card section could not be sent' : 'Reading a Blink attachment failed', errorText(error))
  }
  const payload = {
    body: { ribbon_color: options.ribbonColor || undefined, sections },
    category: options.categoryId || undefined,
    user_ids: userIds.length ? userIds : undefined,
    group_ids: groupIds.length ? groupIds : undefined,
    notification_title: options.pushNotification?.title || undefined,
    notification_text: options.pushNotification?.text || undefined,
    allow_comments: options.allowComments,
    allow_reactions: options.allowReactions,
  }
  const doing = 'Sending the Blink feed event'
  const response = await callService(
    turn,
    {
      url: `${serviceAddress(credentials, blinkDefaultBaseUrl)}/feed/events`,
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    },
    doing,
  )
  const answer = response && (parseJsonAnswer(turn, response, doing) as { data?: { event_id?: unknown } } | undefined)
  if (!answer) return next
  for (const mapping of options.responseMapping ?? []) writeVariable(currentBot(turn).variables, mapping.variableId, answer.data?.event_id ?? null)
  return next
}

/** "Get Users": the users matching a user or employee id (`GET /user`), their chosen fields saved (a list when several match). */
async function getUsers(turn: Turn, options: BlinkOptions, credentials: ApiKeyCredentials): Promise<BlockOutcome> {
  const filter = options.filter
  const [parameter, value] = filter?.type === 'Employee ID' ? ['employeeId', filter.employeeId] : ['userId', filter?.userId]
  if (!value?.trim()) return failed(turn, 'Blink block has no user filter')
  const doing = 'Searching Blink users'
  const response = await callService(
    turn,
    {
      url: `${serviceAddress(credentials, blinkDefaultBaseUrl)}/user?${parameter}=${encodeURIComponent(value.trim())}`,
      method: 'GET',
      headers: { Authorization: `Bearer ${credentials.apiKey}` },
    },
    doing,
  )
  const answer = response && (parseJsonAnswer(turn, response, doing) as { data?: Record<string, unknown>[] } | undefined)
  if (!answer) return next
  const users = Array.isArray(answer.data) ? answer.data : []
  for (const mapping of options.responseMapping ?? []) {
    const field = blinkUserFields[mapping.item as keyof typeof blinkUserFields]
    if (!field) continue
    const values = users.map((user) => user[field]).filter((each) => each !== undefined)
    writeVariable(currentBot(turn).variables, mapping.variableId, values.length > 1 ? values : (values[0] ?? null))
  }
  return next
}

/**
 * Blink (Typebot's `blink` block), options templated as every plugin block's are. "Redirect" opens
 * the Blink page in a new tab: outside Blink's own app that is what Typebot's web client does too.
 * No credentials, a failing API or missing options: an error log, and the flow goes on.
 */
export async function runBlink(turn: Turn, block: BlinkBlock): Promise<BlockOutcome> {
  const skipped = skipOtherAction(turn, block, blinkActions)
  if (skipped) return skipped
  const options = await templateStrings(turn, block.options ?? {})
  if (options.action === 'Redirect') {
    const url = options.url?.trim()
    if (!url) return failed(turn, 'Blink block has no URL to open')
    addAction(turn, { type: 'redirect', redirect: { url, isNewTab: true } })
    return next
  }
  if (options.action !== 'Send Feed Event' && options.action !== 'Get Users') return failed(turn, 'Blink block has no action', options.action)
  const credentials = await apiKeyCredentials(turn, options.credentialsId, 'Blink')
  if (!credentials) return next
  return options.action === 'Send Feed Event' ? sendFeedEvent(turn, options, credentials) : getUsers(turn, options, credentials)
}
