import type * as IoRedis from 'ioredis'
import type { Redis } from 'ioredis'
import { loadOnFirstUse } from '../modules/loadOnFirstUse'

const ioredis = loadOnFirstUse<typeof IoRedis>('ioredis')

/**
 * The Redis shared by every process of a deployment (REDIS_URL). A command sent while it connects
 * waits for it; during an outage it fails after one reconnection attempt rather than wait for the
 * outage to end: callers decide what an outage means for them.
 */
export function connectRedis(url: string): Redis {
  const redis = new (ioredis().Redis)(url, { maxRetriesPerRequest: 1, connectTimeout: 1000, keyPrefix: 'botbuilder:' })
  // Reconnection is ioredis's job; without a listener an outage would crash the process.
  redis.on('error', () => {})
  return redis
}
