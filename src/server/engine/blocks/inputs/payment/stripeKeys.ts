import type { PaymentInputBlock } from '../../../../../shared/bot/blocks'
import { currentBot, type Turn } from '../../../walk/turnContext'

export type StripeKeys = { publicKey: string; secretKey: string }

/**
 * The Stripe keys the block's account holds: the test pair in the builder's preview when both are
 * set (nobody is charged while the owner tries the bot), else the live pair. Null without usable ones.
 */
export async function stripeKeysFor(turn: Turn, options: PaymentInputBlock['options']): Promise<StripeKeys | null> {
  if (!options?.credentialsId) return null
  const stored = await turn.ports.credentials.get(currentBot(turn).bot.workspaceId, options.credentialsId)
  if (!stored) return null
  if (turn.state.isPreview && stored.testPublicKey && stored.testSecretKey)
    return { publicKey: stored.testPublicKey, secretKey: stored.testSecretKey }
  return stored.livePublicKey && stored.liveSecretKey ? { publicKey: stored.livePublicKey, secretKey: stored.liveSecretKey } : null
}
