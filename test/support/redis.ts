import { spawn } from 'node:child_process'
import { Redis } from 'ioredis'
import { freePort } from './freePort'

/** Answers PING within a second. */
async function answers(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 })
  redis.on('error', () => {})
  try {
    await redis.connect()
    return (await redis.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}


/**
 * A Redis for the tests of shared limits: TEST_REDIS_URL, else the machine's own on 6379, else one
 * started here from Debian's redis-server (in memory only). Never skipped: no Redis is a failure.
 */
export async function findOrStartRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  if (await answers(url)) return { url, stop: async () => {} }
  const port = await freePort()
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  const spawnFailed = new Promise<never>((_, reject) =>
    server.once('error', () => reject(new Error(`No Redis at ${url} and redis-server could not be started: install Debian's redis-server or set TEST_REDIS_URL`))),
  )
  const started = `redis://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await Promise.race([answers(started), spawnFailed])) return { url: started, stop: async () => void server.kill() }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  server.kill()
  throw new Error(`redis-server started on port ${port} but does not answer`)
}
