import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { sizes } from '../../src/app/editor/canvas/groupLayout'
import { report } from './measure'

const TOKEN = 'bench-admin-token'
/** `EDITOR_BENCH_SIZES=2000 npm run bench -- editor` measures only those sizes (repeat runs on a noisy machine). */
const SIZES = process.env.EDITOR_BENCH_SIZES ? process.env.EDITOR_BENCH_SIZES.split(',').map(Number) : [200, 500, 2000]
/** Zoomed out to 0.2 (group titles still readable, groups drawn as DOM boxes), then to the editor's minimum zoom, 0.1 (groups and edges painted on the far canvas). */
const FAR_ZOOMS = [0.2, 0.1]
const FPS_GOAL = 60
const INTERACTIVE_GOAL_MS = 1500
/** Long enough for a 2,000-group bot's first live sync: half a second's pause, then its work. */
const SYNC_PAUSE_MS = 3000
const COLUMNS = 20

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

/**
 * A bot of `count` groups in a grid, about five blocks each: two bubbles, a text input, a
 * condition and two buttons, whose buttons lead to the next group and to the one below.
 */
export function generatedBot(count: number) {
  const groups = Array.from({ length: count }, (_, i) => ({
    id: `g${i}`,
    title: `Step ${i + 1}`,
    graphCoordinates: { x: (i % COLUMNS) * 380, y: Math.floor(i / COLUMNS) * 480 },
    blocks: [
      text(`t${i}a`, `Hello {{Name}}, this is step ${i + 1} of the flow.`),
      text(`t${i}b`, 'A second bubble with a longer sentence that the canvas cuts to one line.'),
      { id: `in${i}`, type: 'text input', options: { variableId: 'v1' } },
      { id: `c${i}`, type: 'Condition', items: [{ id: `c${i}i`, content: { comparisons: [{ id: `c${i}k`, variableId: 'v1', comparisonOperator: 'Is set' }] } }] },
      { id: `q${i}`, type: 'choice input', items: [{ id: `q${i}a`, content: 'Next' }, { id: `q${i}b`, content: 'Below' }] },
    ],
  }))
  const edges = [{ id: 'start-edge', from: { eventId: 'start' }, to: { groupId: 'g0' } }]
  groups.forEach((group, i) => {
    const blocks = group.blocks as { id: string; items?: { id: string; outgoingEdgeId?: string }[] }[]
    const [next, below] = blocks[4].items!
    if (i + 1 < count) edges.push({ id: `e${i}a`, from: { blockId: `q${i}`, itemId: next.id } as never, to: { groupId: `g${i + 1}` } })
    if (i + COLUMNS < count) edges.push({ id: `e${i}b`, from: { blockId: `q${i}`, itemId: below.id } as never, to: { groupId: `g${i + COLUMNS}` } })
    if (i + 1 < count) next.outgoingEdgeId = `e${i}a`
    if (i + COLUMNS < count) below.outgoingEdgeId = `e${i}b`
  })
  return {
    name: `${count} groups`,
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: -250, y: 0 }, outgoingEdgeId: 'start-edge' }],
    groups,
    edges,
    variables: [{ id: 'v1', name: 'Name' }],
  }
}

/** The service as `npm start` runs it (building the app when its build is stale), on a fresh database. */
async function startService(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bb-editor-bench-'))
  const port = 3800 + Math.floor(Math.random() * 200)
  const child: ChildProcess = spawn(process.execPath, ['src/server/cli/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN, MAX_BODY_SIZE: String(20 * 1024 * 1024) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  let exited = false
  child.once('exit', () => (exited = true))
  for (let i = 0; ; i++) {
    if (await fetch(`${origin}/api/openapi.json`).then((r) => r.ok).catch(() => false)) break
    if (exited || i > 600) throw new Error('The service did not start (see its output above)')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

async function api(origin: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

// Code run inside the page is passed as text: the TypeScript runner wraps named functions in a
// helper (`__name`) that does not exist in the page.

/** From the page's first script: two frames after the first group is drawn, the canvas can be used. */
const watchFirstGroup = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.react-flow__node-botGroup')) return
    observer.disconnect()
    requestAnimationFrame(() => requestAnimationFrame(() => { window.interactiveAt = performance.now() }))
  }).observe(document, { childList: true, subtree: true })
`

/**
 * From the page's first script: the longest task once the canvas could be used. The first live
 * sync of a large bot is one (Yjs applying the whole document), run at the person's first pause,
 * so the gestures measured never meet it: this shows what it costs.
 */
const watchLongTasks = `
  window.longestTask = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.startTime >= (window.interactiveAt ?? Infinity)) window.longestTask = Math.max(window.longestTask, entry.duration)
  }).observe({ type: 'longtask' })
`

/**
 * From the page's first script: every visit opens at zoom 1 on the start, not where a warm-up visit
 * of the same bot (one size measured) left it; a wheel's end can write that after navigation began.
 */
const forgetViewports = `Object.keys(localStorage).filter((key) => key.startsWith('editor.viewport.')).forEach((key) => localStorage.removeItem(key))`

const startCountingFrames = `
  window.frameCounter = { frames: [], running: true }
  requestAnimationFrame(function tick(time) {
    window.frameCounter.frames.push(time)
    if (window.frameCounter.running) requestAnimationFrame(tick)
  })
`
const stopCountingFrames = `window.frameCounter.running = false; window.frameCounter.frames`

/** Frames per second while `gesture` runs (requestAnimationFrame), and its 95th-percentile frame. */
async function framesDuring(page: Page, gesture: () => Promise<void>) {
  await page.evaluate(startCountingFrames)
  await gesture()
  const frames = (await page.evaluate(stopCountingFrames)) as number[]
  const gaps = frames.slice(1).map((time, i) => time - frames[i]).sort((a, b) => a - b)
  const seconds = (frames.at(-1)! - frames[0]) / 1000
  return { fps: Math.round(((frames.length - 1) / seconds) * 10) / 10, p95FrameMs: Math.round(gaps[Math.floor(gaps.length * 0.95)] * 10) / 10 }
}

/**
 * Zooms with Ctrl+wheel about a point of empty canvas up and left of the grid (so the grid's corner
 * stays in view) until the zoom label reads `zoom`. A wheel step of `deltaY` scales by 2^(-deltaY/500).
 */
async function zoomTo(page: Page, zoom: number) {
  const label = page.getByText(/^\d+%$/)
  const current = async () => parseInt((await label.textContent())!) / 100
  const canvas = (await page.locator('[data-editor-canvas]').boundingBox())!
  await page.mouse.move(canvas.x + 20, canvas.y + 120)
  await page.keyboard.down('Control')
  for (let i = 0; i < 50 && Math.abs((await current()) - zoom) > 0.005; i++) {
    await page.mouse.wheel(0, Math.max(-100, Math.min(100, Math.log2((await current()) / zoom) * 500)))
  }
  await page.keyboard.up('Control')
  // Two frames for the nodes entering the view to be drawn before counting them.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
  return current()
}

/** The title of the rendered group nearest the middle of the window, to drag it (its blocks are groups to assistive technology too). */
const middleGroup = `(() => {
  const groups = [...document.querySelectorAll('.react-flow__node-botGroup [data-testid=group]')]
  const distance = (element) => { const box = element.getBoundingClientRect(); return Math.hypot(box.x + box.width / 2 - innerWidth / 2, box.y + box.height / 2 - innerHeight / 2) }
  return groups.sort((a, b) => distance(a) - distance(b))[0].getAttribute('aria-label')
})()`

/** Drags the group in the middle of the window by its title, then undoes the move; and pans with the wheel. */
async function dragAndPan(page: Page, zoom: number) {
  const target = page.getByRole('group', { name: (await page.evaluate(middleGroup)) as string, exact: true })
  const box = (await target.boundingBox())!
  // The middle of the title bar (a drag on a block would move the block out of the group).
  const start = { x: box.x + box.width / 2, y: box.y + (sizes.padding + sizes.header / 2) * zoom }
  const drag = await framesDuring(page, async () => {
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    for (let i = 1; i <= 90; i++) await page.mouse.move(start.x + i * 3, start.y + i * 2)
    await page.mouse.up()
  })
  // The drag was one step: undoing it leaves the bot as it was for the next measure.
  await page.keyboard.press('Control+z')
  // There and back: the next view is measured where this one was.
  const pan = await framesDuring(page, async () => {
    await page.mouse.move(700, 500)
    for (let i = 0; i < 90; i++) await page.mouse.wheel(i < 45 ? 24 : -24, i < 45 ? 16 : -16)
  })
  return { drag, pan }
}

const renderedGroups = (page: Page) => page.locator('.react-flow__node-botGroup').count()

/** Opens the bot (zoom 1, on its start), then measures zoomed in and zoomed out. */
async function measureBot(page: Page, origin: string, botId: string, groups: number) {
  await page.goto(`${origin}/bots/${botId}/flow`)
  await page.waitForFunction('window.interactiveAt !== undefined', null, { timeout: 60_000 })
  const interactiveMs = Math.round((await page.evaluate('window.interactiveAt')) as number)
  // The time to interactive belongs to the first view, the one the editor opens on.
  const row = async (view: string, zoom: number, interactive?: number) => {
    const rendered = await renderedGroups(page)
    const { drag, pan } = await dragAndPan(page, zoom)
    return {
      groups,
      view,
      zoom,
      'groups rendered': rendered,
      'drag fps': drag.fps,
      'drag p95 frame (ms)': drag.p95FrameMs,
      'pan fps': pan.fps,
      'pan p95 frame (ms)': pan.p95FrameMs,
      'fps goal': FPS_GOAL,
      'interactive (ms)': interactive ?? '',
      'interactive goal (ms)': interactive === undefined ? '' : INTERACTIVE_GOAL_MS,
    }
  }
  const rows: Record<string, number | string>[] = [await row('zoomed in', 1, interactiveMs)]
  for (const zoom of FAR_ZOOMS) rows.push(await row('zoomed out', await zoomTo(page, zoom)))
  // The first pause: the live session's first sync runs in it.
  await page.waitForTimeout(SYNC_PAUSE_MS)
  rows[0]['longest task after interactive (ms)'] = Math.round((await page.evaluate('window.longestTask')) as number)
  return rows
}

/**
 * The flow editor with 200, 500 and 2,000 groups of about five blocks, created through the API on
 * a fresh service and opened in headless Chromium: time until the canvas can be used, then, at
 * zoom 1 and zoomed out to 0.2 and 0.1, the groups drawn and the frames per second while dragging a group
 * and while panning. Goals: usable in under 1.5 s; 60 fps at every size and zoom, as the cost
 * follows what is on screen, not the size of the bot.
 */
export async function runEditorBench() {
  const service = await startService()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const { workspaces } = await api(service.origin, 'GET', '/v1/workspaces')
    const bots = []
    for (const count of SIZES) bots.push({ count, id: (await api(service.origin, 'POST', '/v1/bots', { workspaceId: workspaces[0].id, bot: generatedBot(count) })).bot.id as string })
    // The page's content security policy forbids eval, which Playwright's waitForFunction uses.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })
    const page = await context.newPage()
    await page.goto(`${service.origin}/?token=${TOKEN}`)
    await page.waitForURL(/\/w\//)
    await page.addInitScript({ content: watchFirstGroup })
    await page.addInitScript({ content: forgetViewports })
    await page.addInitScript({ content: watchLongTasks })
    const rows = []
    for (const bot of bots) {
      // A warm-up visit loads the editor's code once, as a second visit in a session would find it.
      if (rows.length === 0) await measureBot(page, service.origin, bot.id, bot.count)
      rows.push(...(await measureBot(page, service.origin, bot.id, bot.count)))
    }
    report('editor.json', rows)
  } finally {
    await browser.close()
    await service.stop()
  }
}
