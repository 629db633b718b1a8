import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'

type ResultRef = { botId: string; resultId: string }

// The drawer says itself when a result is gone (deleted meanwhile, or a stale link): no toasts.
const quiet = { errorToast: false }

/** GET /v1/bots/{botId}/results/{resultId}: one result with its answers and variables. */
export const useResultQuery = (ref: ResultRef) =>
  useQuery(orpc.results.get.queryOptions({ input: ref, select: (data) => data.result, meta: quiet }))

/** GET …/results/{resultId}/transcript: what the bot said and what the visitor answered, in order. */
export const useTranscriptQuery = (ref: ResultRef) =>
  useQuery(orpc.results.transcript.queryOptions({ input: ref, select: (data) => data.entries, meta: quiet }))

/** GET …/results/{resultId}/logs: what the integrations and scripts reported during the chat. */
export const useResultLogsQuery = (ref: ResultRef) =>
  useQuery(orpc.results.logs.queryOptions({ input: ref, select: (data) => data.logs, meta: quiet }))
