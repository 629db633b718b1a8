import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import type { CanvasNote } from '../../src/shared/notes/botNote'
import { notesMapOf, observeNotes, readNotes, setText, writeNotes } from '../../src/shared/notes/notesInYjs'

const note = (id: string, overrides: Partial<CanvasNote> = {}): CanvasNote => ({
  id,
  content: 'Ask for the email',
  color: 'yellow',
  graphCoordinates: { x: 10, y: 20 },
  width: 240,
  height: 160,
  ...overrides,
})

/** Two replicas of one bot's document, each change sent to the other (as the live session does). */
function twoReplicas() {
  const [a, b] = [new Y.Doc(), new Y.Doc()]
  a.on('update', (update: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(b, update, 'sync'))
  b.on('update', (update: Uint8Array, origin: unknown) => origin !== 'sync' && Y.applyUpdate(a, update, 'sync'))
  return { a, b }
}

/** Two replicas that exchange their changes only when `sync` is called (offline, then reconnected). */
function offlineReplicas() {
  const [a, b] = [new Y.Doc(), new Y.Doc()]
  return {
    a,
    b,
    sync: () => {
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)))
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)))
    },
  }
}

describe('notes in the shared document', () => {
  it('round-trips notes, in id order, and a note added on one replica appears on the other', () => {
    const { a, b } = twoReplicas()
    writeNotes(a, [], [note('n2'), note('n1', { content: '# Plan', color: 'blue' })])
    expect(readNotes(b)).toEqual([note('n1', { content: '# Plan', color: 'blue' }), note('n2')])
  })

  it('keeps both people’s typing in one note, and a move and a resize made at once', () => {
    const { a, b, sync } = offlineReplicas()
    writeNotes(a, [], [note('n1', { content: 'Ask for the email' })])
    sync()
    const start = readNotes(a)
    writeNotes(a, start, [note('n1', { content: 'Ask early for the email', graphCoordinates: { x: 99, y: 20 } })])
    writeNotes(b, start, [note('n1', { content: 'Ask for the email address', width: 400, color: 'pink' })])
    sync()
    expect(readNotes(a)).toEqual(readNotes(b))
    expect(readNotes(a)[0]).toMatchObject({ content: 'Ask early for the email address', graphCoordinates: { x: 99, y: 20 }, width: 400, color: 'pink' })
  })

  it('deletes a removed note and leaves malformed entries out', () => {
    const doc = new Y.Doc()
    writeNotes(doc, [], [note('n1'), note('n2')])
    writeNotes(doc, readNotes(doc), [note('n2')])
    const bad = new Y.Map<unknown>()
    notesMapOf(doc).set('bad', bad)
    bad.set('color', 'red; background:url(x)')
    expect(readNotes(doc).map((n) => n.id)).toEqual(['n2'])
  })

  it('tells observers of changes made elsewhere, not of its own', () => {
    const { a, b } = twoReplicas()
    const seen: string[][] = []
    observeNotes(b, (notes) => seen.push(notes.map((n) => n.content)), 'local')
    writeNotes(b, [], [note('mine')], 'local')
    writeNotes(a, [], [note('theirs', { content: 'From A' })])
    expect(seen).toEqual([['Ask for the email', 'From A']])
  })

  it('changes only the differing span of a text', () => {
    const text = new Y.Doc().getText('t')
    text.insert(0, 'hello world')
    const deltas: unknown[] = []
    text.observe((event) => deltas.push(event.delta))
    setText(text, 'hello brave world')
    expect(text.toString()).toBe('hello brave world')
    expect(deltas).toEqual([[{ retain: 6 }, { insert: 'brave ' }]])
  })
})
