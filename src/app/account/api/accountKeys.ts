import { orpc } from '@/app/api/api'

/** Every query key of the account feature. */
export const accountKeys = {
  me: () => orpc.users.me.queryKey(),
  tokens: () => orpc.users.listTokens.queryKey(),
}
