import type { DebugHttpExchange, DebugTraceEntry, DebugVariableChange, PreviewDebug } from '../../../shared/chat/debug'
import type { VariableValue } from '../../../shared/bot/variable'
import type { EnginePorts } from '../ports'
import type { RuntimeVariable } from '../rules/contracts'
import type { Cursor, SessionState } from '../sessionState'
import type { LocatedBlock } from '../walk/graph'
import { findGroup } from '../walk/graph'
import type { BlockOutcome } from '../walk/outcome'
import type { Turn } from '../walk/turnContext'
import { aiExchangeOf } from './aiExchange'
import type { DebugSessionState } from './debugSession'
import { describeBlock } from './describeBlock'
import { redactBody, redactHeaders, redactSecrets, redactUrl, sensitiveValuesOf } from './redact'

/** Entries one turn sends at most (each may carry request and response bodies of a few kilobytes). */
const maxEntriesPerTurn = 300

type Snapshot = Map<string, { name: string; value: VariableValue }>

/** The debugger's view of one turn: the entries traced and what the wrapped ports saw meanwhile. */
export type DebugTurn = {
  session: DebugSessionState
  entries: DebugTraceEntry[]
  /** HTTP exchanges since the last entry, raw: redacted when the entry is written, once every secret is known. */
  exchanges: { request: { method: string; url: string; headers: Record<string, string>; body?: string }; status?: number; body?: string; error?: string }[]
  /** Credential values read this turn: blanked wherever they appear in the trace. */
  secrets: Set<string>
  /** Set by the Condition block: which item held. */
  condition?: DebugTraceEntry['condition']
  /** The block a resumed pause runs without pausing again. */
  freeBlockId?: string
  /** The block the session waited on when the turn began: the target of a `reply` entry. */
  replyTo?: Cursor
  lastSeen: Snapshot
  logsSeen: number
}

const snapshot = (variables: RuntimeVariable[]): Snapshot =>
  new Map(variables.map((variable) => [variable.id, { name: variable.name, value: structuredClone(variable.value ?? null) }]))

const same = (a: VariableValue, b: VariableValue) => JSON.stringify(a) === JSON.stringify(b)

function changesBetween(before: Snapshot, after: Snapshot): DebugVariableChange[] {
  const changes: DebugVariableChange[] = []
  for (const [id, now] of after) {
    const then = before.get(id)?.value ?? null
    if (!same(then, now.value)) changes.push({ id, name: now.name, before: then, after: now.value })
  }
  return changes
}

/**
 * Wraps the ports a debugged turn uses so that the trace sees what blocks send and receive:
 * every HTTP exchange (webhooks, model calls) and every credential value read (to blank it).
 */
function tracingPorts(ports: EnginePorts, debug: DebugTurn): EnginePorts {
  return {
    ...ports,
    credentials: {
      get: async (workspaceId, credentialsId) => {
        const found = await ports.credentials.get(workspaceId, credentialsId)
        for (const value of Object.values(found ?? {})) if (typeof value === 'string') debug.secrets.add(value)
        return found
      },
    },
    http: {
      request: async (request) => {
        const exchange: DebugTurn['exchanges'][number] = {
          request: { method: request.method, url: request.url, headers: request.headers, body: request.bodyEncoding === 'base64' ? '(binary body)' : request.body },
        }
        debug.exchanges.push(exchange)
        try {
          const response = await ports.http.request(request)
          exchange.status = response.status
          exchange.body = response.bodyEncoding === 'base64' ? '(binary body)' : response.body
          return response
        } catch (error) {
          exchange.error = error instanceof Error ? error.message : String(error)
          throw error
        }
      },
    },
  }
}

/** Starts the debugger for a turn of a debugged preview session; returns the ports the turn must use. */
export function createDebugTurn(state: SessionState, ports: EnginePorts): { debug?: DebugTurn; ports: EnginePorts } {
  if (!state.isPreview || !state.debug) return { ports }
  const pending = state.pending
  const debug: DebugTurn = {
    session: state.debug,
    entries: [],
    exchanges: [],
    secrets: new Set(),
    replyTo: pending && pending.type !== 'breakpoint' ? pending.cursor : undefined,
    lastSeen: snapshot(state.botsQueue[0]?.variables ?? []),
    logsSeen: 0,
  }
  return { debug, ports: tracingPorts(ports, debug) }
}

/** Whether the walk pauses before `blockId`: a breakpoint, or stepping; never twice on the block being resumed. */
export function shouldPause(debug: DebugTurn, blockId: string): boolean {
  const isFree = debug.freeBlockId === blockId
  debug.freeBlockId = undefined
  if (isFree) return false
  return debug.session.mode === 'step' || debug.session.breakpoints.includes(blockId)
}

function redactedExchanges(debug: DebugTurn): DebugHttpExchange[] {
  const secrets = debug.secrets
  for (const { request, body } of debug.exchanges) {
    for (const value of sensitiveValuesOf({ url: request.url, headers: request.headers, bodies: [request.body, body] })) secrets.add(value)
  }
  return debug.exchanges.map(({ request, status, body, error }) => ({
    method: request.method,
    url: redactUrl(request.url, secrets),
    requestHeaders: redactHeaders(request.headers, secrets),
    ...(request.body !== undefined && { requestBody: redactBody(request.body, secrets) }),
    ...(status !== undefined && { status }),
    ...(body !== undefined && { responseBody: redactBody(body, secrets) }),
    ...(error !== undefined && { error: redactSecrets(error, secrets) }),
  }))
}

function takeLogs(turn: Turn, debug: DebugTurn) {
  const logs = turn.logs.slice(debug.logsSeen).map(({ log }) => ({
    ...log,
    ...(log.details !== undefined && { details: redactSecrets(typeof log.details === 'string' ? log.details : JSON.stringify(log.details), debug.secrets) }),
    ...(log.description !== undefined && { description: redactSecrets(log.description, debug.secrets) }),
  }))
  debug.logsSeen = turn.logs.length
  return logs
}

function addEntry(turn: Turn, debug: DebugTurn, entry: Omit<DebugTraceEntry, 'step' | 'http' | 'logs' | 'summary' | 'ai'>, located?: LocatedBlock) {
  const http = redactedExchanges(debug)
  const ai = aiExchangeOf(http)
  const logs = takeLogs(turn, debug)
  debug.exchanges = []
  debug.session.steps += 1
  const full: DebugTraceEntry = { ...entry, step: debug.session.steps, summary: '', variables: entry.variables, logs, ...(http.length > 0 && { http }), ...(ai && { ai }) }
  full.summary = describeBlock(full, located)
  debug.entries.push(full)
  // A looping flow may run a thousand blocks in a turn: the newest ones are what the builder looks at.
  if (debug.entries.length > maxEntriesPerTurn) debug.entries.shift()
}

/**
 * Changes no traced block made (the answer to an input, a client's reply to an action) become a
 * `reply` entry on the block the session waited on.
 */
export function flushReply(turn: Turn): void {
  const debug = turn.debug
  if (!debug) return
  const now = snapshot(turn.state.botsQueue[0]?.variables ?? [])
  const changes = changesBetween(debug.lastSeen, now)
  debug.lastSeen = now
  const target = debug.replyTo
  debug.replyTo = undefined
  if (!target?.blockId || (changes.length === 0 && turn.logs.length === debug.logsSeen && debug.exchanges.length === 0)) return
  const group = findGroup(turn.state.botsQueue[0].bot, target.groupId)
  const block = group?.blocks.find((candidate) => candidate.id === target.blockId)
  addEntry(turn, debug, {
    kind: 'reply',
    blockId: target.blockId,
    blockType: block?.type ?? 'unknown',
    groupId: target.groupId,
    groupTitle: group?.title ?? '',
    variables: changes,
  })
}

/** Runs one block under the debugger: its entry holds what it did and the variables it changed. */
export async function traceBlock(turn: Turn, at: LocatedBlock, run: () => Promise<BlockOutcome>): Promise<BlockOutcome> {
  const debug = turn.debug!
  flushReply(turn)
  debug.exchanges = []
  debug.condition = undefined
  const variables = turn.state.botsQueue[0].variables
  const before = snapshot(variables)
  const outcome = await run()
  // Set by the Condition block during run(): control flow cannot see that.
  const condition = debug.condition as DebugTraceEntry['condition']
  const after = snapshot(variables)
  debug.lastSeen = snapshot(turn.state.botsQueue[0].variables)
  addEntry(
    turn,
    debug,
    {
      kind: 'block',
      blockId: at.block.id,
      blockType: at.block.type,
      groupId: at.group.id,
      groupTitle: at.group.title,
      ...(condition && { condition }),
      variables: changesBetween(before, after),
    },
    at,
  )
  return outcome
}

function blankSecrets<T>(value: T, secrets: Set<string>): T {
  if (typeof value === 'string') return redactSecrets(value, secrets) as T
  if (Array.isArray(value)) return value.map((inner: unknown) => blankSecrets(inner, secrets)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blankSecrets(inner, secrets)])) as T
  return value
}

/** What a preview turn returns to the debugger. */
export function debugOutput(turn: Turn): PreviewDebug | undefined {
  const debug = turn.debug
  if (!debug) return undefined
  flushReply(turn)
  const { pending } = turn.state
  return {
    // A credential read by a later block may already have shown up in an earlier one's exchange.
    trace: blankSecrets(debug.entries, debug.secrets),
    variables: turn.state.botsQueue[0].variables.map((variable) => ({ id: variable.id, name: variable.name, value: variable.value ?? null })),
    ...(pending?.type === 'breakpoint' && { pausedAt: { blockId: pending.cursor.blockId, groupId: pending.cursor.groupId } }),
    mode: debug.session.mode,
  }
}
