import { orpc } from '@/app/api/api'

/** Every analytics query of a bot starts with this key, so deleting results refreshes them all. */
export const analyticsKeys = {
  all: () => orpc.analytics.key(),
}
