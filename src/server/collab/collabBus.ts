import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { type Database, poolOf } from '../db/database'

/**
 * What the processes serving one database tell each other about the bots they have open: an
 * update was logged (with its bytes when small enough to ride along), or someone's presence moved.
 */
export type BusMessageBody = { kind: 'update'; botId: string; seq: number; update?: string } | { kind: 'awareness'; botId: string; update: string }
export type BusMessage = BusMessageBody & { from: string }

export type CollabBus = {
  /** This process's id: its own messages come back to it and are skipped. */
  id: string
  publish: (message: BusMessageBody) => Promise<void>
  /** `resync` runs when messages may have been missed (the listening connection was lost). */
  subscribe: (onMessage: (message: BusMessage) => void, resync: () => void) => void
  close: () => Promise<void>
}

const CHANNEL = 'bot_collab'
/** NOTIFY payloads must stay under 8000 bytes; larger updates are read from the log by seq. */
export const INLINE_UPDATE_LIMIT = 6000

const parse = (text: string): BusMessage | null => {
  try {
    return JSON.parse(text) as BusMessage
  } catch {
    return null
  }
}

/** PostgreSQL LISTEN/NOTIFY on a connection of its own (reconnected when lost). */
export function createPostgresBus(db: Database): CollabBus {
  const id = randomUUID()
  const pool = poolOf(db)
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const connect = async (onMessage: (message: BusMessage) => void, resync: () => void) => {
    const next = new pg.Client(pool.options)
    const lost = () => {
      if (closed || client !== next) return
      client = null
      retry = setTimeout(() => void connect(onMessage, resync).catch(() => {}), 1000)
    }
    next.on('error', lost)
    next.on('end', lost)
    next.on('notification', (notification) => {
      const message = notification.payload ? parse(notification.payload) : null
      if (message && message.from !== id) onMessage(message)
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANNEL}`)
      resync()
    } catch {
      lost()
    }
  }
  return {
    id,
    publish: async (message) => {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ ...message, from: id })})`)
    },
    subscribe: (onMessage, resync) => void connect(onMessage, resync),
    close: async () => {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}

/** Redis pub/sub (REDIS_URL): the same messages without holding a PostgreSQL connection per process. */
export function createRedisBus(redis: Redis): CollabBus {
  const id = randomUUID()
  const subscriber = redis.duplicate()
  subscriber.on('error', () => {})
  return {
    id,
    publish: async (message) => {
      await redis.publish(CHANNEL, JSON.stringify({ ...message, from: id }))
    },
    subscribe: (onMessage, resync) => {
      subscriber.on('message', (_channel: string, text: string) => {
        const message = parse(text)
        if (message && message.from !== id) onMessage(message)
      })
      // Subscribed again after each reconnection: whatever was published meanwhile is read from the log.
      subscriber.on('ready', () => void subscriber.subscribe(CHANNEL).then(resync, () => {}))
    },
    close: async () => {
      subscriber.disconnect()
    },
  }
}
