import type { DifyAiBlock } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { callService, parseJsonAnswer } from '../pluginCall'
import { difyApiRoot } from './difyAddress'

type Options = NonNullable<DifyAiBlock['options']>

/** Dify's retrieval answer: the matching chunks, best first. */
type Retrieval = { records?: { segment?: { content?: unknown } }[] }

/**
 * Dify's "Query Knowledge Base": the templated query sent to the dataset's retrieval endpoint
 * (`POST /v1/datasets/{id}/retrieve`) with the account's knowledge key (its app key when it has
 * none), and the text of each chunk found saved as a list in the mapped variables. No dataset, no
 * query, no credentials or an error answer: an error log, and the flow goes on.
 */
export async function queryDifyKnowledgeBase(turn: Turn, options: Options): Promise<BlockOutcome> {
  const datasetId = (await templateText(turn, options.datasetId ?? '')).trim()
  const query = await templateText(turn, options.query ?? '')
  const missing = !datasetId ? 'knowledge base ID' : !query.trim() ? 'query' : undefined
  if (missing) {
    addLog(turn, { status: 'error', description: `Dify block has no ${missing}` })
    return next
  }
  const { bot, variables } = currentBot(turn)
  const stored = options.credentialsId ? await turn.ports.credentials.get(bot.workspaceId, options.credentialsId) : null
  const key = stored?.knowledgeApiKey || stored?.apiKey
  if (!stored || !key) {
    addLog(turn, { status: 'error', description: 'Dify block has no usable credentials', details: options.credentialsId })
    return next
  }
  const doing = 'Dify knowledge base query'
  const response = await callService(
    turn,
    {
      url: `${difyApiRoot(stored.baseUrl)}/v1/datasets/${encodeURIComponent(datasetId)}/retrieve`,
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    },
    doing,
  )
  if (!response) return next
  const answer = parseJsonAnswer(turn, response, doing) as Retrieval | undefined
  if (!answer) return next
  const chunks = (answer.records ?? []).map((record) => record.segment?.content).filter((content): content is string => typeof content === 'string')
  for (const mapping of options.responseMapping ?? []) {
    if ((mapping.item ?? 'Retrieved chunks') === 'Retrieved chunks') writeVariable(variables, mapping.variableId, chunks)
  }
  return next
}
