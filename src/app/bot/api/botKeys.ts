import { orpc } from '@/app/api/api'

/** Every query key of one bot: its document, its published versions and the one visitors run. */
export const botKeys = {
  detail: (botId: string) => orpc.bots.get.queryKey({ input: { botId } }),
  publishedVersions: (botId: string) => orpc.bots.listPublished.queryKey({ input: { botId } }),
  published: (botId: string) => orpc.bots.getPublished.queryKey({ input: { botId } }),
}
