import { postJson, ServiceError } from './serviceClient'

type Visitor = { acknowledged: { text: string; at: number }[]; starts: number; failures: number; lastFailure?: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `count` visitors chatting without pauses (open loop): each starts a chat, answers its
 * `answersPerChat` questions, and starts over. A failed turn (a process gone, a 502) is sent again
 * in the same chat until some process takes it, so a conversation goes on through another process.
 * A refusal of the chat itself (4xx: the lost answer had been saved and was the last one, so the
 * chat is over) starts a new chat, as a visitor would. Each answer acknowledged with 200 is
 * remembered with its time.
 */
export function startVisitors(base: string, publicId: string, { count, answersPerChat }: { count: number; answersPerChat: number }) {
  let running = true
  const visitors: Visitor[] = Array.from({ length: count }, () => ({ acknowledged: [], starts: 0, failures: 0 }))
  const untilTaken = async <T>(visitor: Visitor, call: () => Promise<T>): Promise<T | undefined> => {
    while (running) {
      try {
        return await call()
      } catch (error) {
        visitor.failures++
        visitor.lastFailure = (error as Error).message
        await sleep(50)
        if (error instanceof ServiceError && error.status >= 400 && error.status < 500 && error.status !== 429) return undefined
      }
    }
  }
  const converse = async (visitor: Visitor, index: number) => {
    for (let chat = 0; running; chat++) {
      const started = await untilTaken(visitor, () => postJson<{ sessionId: string }>(base, `/v1/bots/${publicId}/startChat`, {}))
      if (!started) continue
      visitor.starts++
      for (let q = 0; q < answersPerChat && running; q++) {
        const text = `visitor ${index} chat ${chat} answer ${q}`
        const answered = await untilTaken(visitor, () => postJson(base, `/v1/sessions/${started.sessionId}/continueChat`, { message: text }))
        if (!answered) break
        visitor.acknowledged.push({ text, at: performance.now() })
      }
    }
  }
  const done = Promise.all(visitors.map(converse))
  return {
    visitors,
    /** The answers acknowledged with 200 so far, by every visitor. */
    acknowledged: () => visitors.flatMap((visitor) => visitor.acknowledged.map((answer) => answer.text)),
    /** Turns answered so far: chat starts and acknowledged answers. */
    turns: () => visitors.reduce((sum, v) => sum + v.starts + v.acknowledged.length, 0),
    stop: async () => {
      running = false
      await done
    },
  }
}
