import { useOutletContext } from 'react-router'
import type { Bot } from '@/shared/bot/bot'

export type BotContext = { bot: Bot; canEdit: boolean }

/** The bot the panels below `/bots/:botId` show, loaded once by the bot's layout. */
export const useBotContext = () => useOutletContext<BotContext>()
