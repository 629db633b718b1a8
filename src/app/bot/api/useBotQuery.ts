import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { botKeys } from './botKeys'

/** GET /v1/bots/{id}: the bot document and what the user may do with it (`currentUserMode`). */
export const botQueryOptions = (botId: string) => orpc.bots.get.queryOptions({ input: { botId }, queryKey: botKeys.detail(botId) })

/** One bot, as stored on the service. */
export const useBotQuery = (botId: string) => useQuery(botQueryOptions(botId))
