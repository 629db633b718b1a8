import { afterEach, describe, expect, it, vi } from 'vitest'
import { openExportRenderer, RENDER_WORKER_IDLE_MS, renderWorkerRunning } from '../../../src/server/results/export/exportRenderer'
import type { ResultColumn } from '../../../src/shared/result'

const columns: ResultColumn[] = [{ id: 'q', kind: 'block', label: 'Name', blockId: 'q', blockType: 'text input' }]

/** A page document as the database writes it (resultPages.ts): positional rows, newest first. */
const pageText = (names: string[]) =>
  JSON.stringify(
    names.map((name, i) => {
      const createdAt = `2024-01-0${9 - i}T10:00:00.000Z`
      return [`r${i}`, 'bot', createdAt, [], true, true, false, null, [['q', name, null]], `${createdAt} key`, null]
    }),
  )

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes)
const opened: ReturnType<typeof openExportRenderer>[] = []
const open = (format: 'csv' | 'json') => {
  const renderer = openExportRenderer({ format, columns, timeZone: 'Europe/Paris' })
  opened.push(renderer)
  return renderer
}
afterEach(() => opened.splice(0).forEach((renderer) => renderer.close()))

describe("the export's render worker", () => {
  it('renders a page as the file shows it, with how many results it held and where it ends', async () => {
    const page = await open('csv').page(pageText(['Ada', 'Grace, "the admiral"']), true)
    expect(text(page.bytes)).toBe('2024-01-09 11:00:00,Ada\r\n2024-01-08 11:00:00,"Grace, ""the admiral"""\r\n')
    expect(page.count).toBe(2)
    expect(page.last).toEqual({ createdAt: '2024-01-08T10:00:00.000Z key', id: 'r1' })
    expect(await open('csv').page('[]', true)).toEqual({ bytes: undefined, count: 0, last: undefined })
  })

  it('keeps each export its own format while several render at once', async () => {
    const [csv, json] = await Promise.all([open('csv').page(pageText(['Ada']), true), open('json').page(pageText(['Ada']), false)])
    expect(text(csv.bytes)).toBe('2024-01-09 11:00:00,Ada\r\n')
    expect(JSON.parse(text(json.bytes).slice(1))).toMatchObject({ id: 'r0', columns: { Name: 'Ada' } })
  })

  it("fails only the page it cannot read: the next page and other exports are rendered", async () => {
    const broken = open('csv')
    await expect(broken.page('{ not a page', false)).rejects.toThrow(/rendering an export page failed/)
    expect(text((await broken.page(pageText(['Ada']), false)).bytes)).toBe('2024-01-09 11:00:00,Ada\r\n')
    expect(text((await open('csv').page(pageText(['Grace']), true)).bytes)).toBe('2024-01-09 11:00:00,Grace\r\n')
  })
})

describe("the render worker's life", () => {
  afterEach(() => vi.useRealTimers())

  it('stops a while after the last export closed, and starts again for the next one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const first = open('csv')
    await first.page(pageText(['Ada']), true)
    first.close()
    vi.advanceTimersByTime(RENDER_WORKER_IDLE_MS - 1)
    expect(renderWorkerRunning()).toBe(true)
    // An export opened meanwhile keeps it running.
    const second = open('csv')
    vi.advanceTimersByTime(RENDER_WORKER_IDLE_MS)
    expect(renderWorkerRunning()).toBe(true)
    second.close()
    vi.advanceTimersByTime(RENDER_WORKER_IDLE_MS)
    expect(renderWorkerRunning()).toBe(false)
    expect(text((await open('csv').page(pageText(['Grace']), true)).bytes)).toBe('2024-01-09 11:00:00,Grace\r\n')
    expect(renderWorkerRunning()).toBe(true)
  })
})
