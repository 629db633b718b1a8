import type { Awareness } from 'y-protocols/awareness'
import type { GraphCoordinates } from '@/shared/common'

/**
 * What each person in a bot tells the others through y-protocols awareness, under the `presence`
 * field of their awareness state: who they are, where their pointer is on the canvas (flow
 * coordinates), what they selected, which block's settings they have open, and their viewport (for
 * "follow"). Everything read from others is untrusted: it is checked here and rendered as text.
 */
export type PresenceUser = { id: string; name: string }
export type PresenceViewport = { x: number; y: number; zoom: number }
export type LocalPresence = {
  user: PresenceUser
  cursor: GraphCoordinates | null
  selection: string[]
  editingBlockId: string | null
  viewport: PresenceViewport | null
}

/** Another person in the bot, as this browser shows them. */
export type Peer = LocalPresence & { clientId: number; color: string; initials: string }

/** The awareness field this feature owns. */
export const PRESENCE_FIELD = 'presence'

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const asString = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : null)
const asPoint = (value: unknown): GraphCoordinates | null => {
  const point = value as { x?: unknown; y?: unknown } | null
  return point && isFiniteNumber(point.x) && isFiniteNumber(point.y) ? { x: point.x, y: point.y } : null
}

/** Colours for people (white initials on them pass 4.5:1); never taken from what a peer sends. */
export const presenceColors = ['#be123c', '#1d4ed8', '#047857', '#b45309', '#6d28d9', '#0e7490', '#a21caf', '#3f6212'] as const

/** The same colour for a person everywhere and every time: a hash of their user id. */
export function colorForUser(userId: string): string {
  let hash = 0
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0
  return presenceColors[Math.abs(hash) % presenceColors.length]
}

/** One or two letters for an avatar: first letters of the first two words, or the first two of an address. */
export function initialsOf(name: string): string {
  const words = name.replace(/@.*/, '').split(/[\s._-]+/).filter(Boolean)
  const letters = words.length >= 2 ? [words[0][0], words[1][0]] : [...(words[0] ?? '?')].slice(0, 2)
  return letters.join('').toUpperCase()
}

/**
 * A peer's presence, checked; null when nothing says who they are. Who they are comes from the
 * `user` the service stamps on every awareness state from the signed-in account (so nobody can
 * pass for someone else), else from what the peer says.
 */
export function readPresence(clientId: number, state: Record<string, unknown> | undefined): Peer | null {
  const presence = (state?.[PRESENCE_FIELD] ?? {}) as Record<string, unknown>
  const stamped = state?.user as Record<string, unknown> | undefined
  const user = typeof stamped?.id === 'string' ? stamped : (presence.user as Record<string, unknown> | undefined)
  const id = asString(user?.id, 256)
  if (!id) return null
  const name = asString(user?.name, 80)?.trim() || 'Someone'
  const viewport = presence.viewport as Record<string, unknown> | null
  return {
    clientId,
    user: { id, name },
    color: colorForUser(id),
    initials: initialsOf(name),
    cursor: asPoint(presence.cursor),
    selection: Array.isArray(presence.selection) ? presence.selection.filter((item): item is string => typeof item === 'string').slice(0, 200) : [],
    editingBlockId: asString(presence.editingBlockId, 256),
    viewport: viewport && isFiniteNumber(viewport.x) && isFiniteNumber(viewport.y) && isFiniteNumber(viewport.zoom) && viewport.zoom > 0 ? { x: viewport.x, y: viewport.y, zoom: viewport.zoom } : null,
  }
}

/** Everyone else in the bot, one entry per browser tab, in the order they arrived. */
export function peersOf(awareness: Awareness): Peer[] {
  const peers: Peer[] = []
  for (const [clientId, state] of awareness.getStates()) {
    if (clientId === awareness.clientID) continue
    const peer = readPresence(clientId, state)
    if (peer) peers.push(peer)
  }
  return peers.sort((a, b) => a.clientId - b.clientId)
}

/** One avatar per person: several tabs of the same user show once (the latest tab speaks for them). */
export function peopleOf(peers: readonly Peer[], selfUserId: string | null): Peer[] {
  const byUser = new Map<string, Peer>()
  for (const peer of peers) if (peer.user.id !== selfUserId) byUser.set(peer.user.id, peer)
  return [...byUser.values()]
}

/** Changes this browser's presence, keeping the fields not given. */
export function updateLocalPresence(awareness: Awareness, changes: Partial<LocalPresence>) {
  const current = (awareness.getLocalState()?.[PRESENCE_FIELD] ?? {}) as Partial<LocalPresence>
  awareness.setLocalStateField(PRESENCE_FIELD, { cursor: null, selection: [], editingBlockId: null, viewport: null, ...current, ...changes })
}
