import { describe, expect, it } from 'vitest'
import { connect } from '../../../../src/app/editor/commands/edges/connect'
import { addEvent } from '../../../../src/app/editor/commands/events/addEvent'
import { updateEventOptions } from '../../../../src/app/editor/commands/events/updateEvent'
import { removeElements } from '../../../../src/app/editor/commands/groups/removeElements'
import { expectValidDocument, flowDoc, group, text } from '../support/flowDocs'

const doc = () => addEvent(flowDoc([group('g1', [text('a')])]), { type: 'command', position: { x: 10.2, y: 20 }, eventId: 'cmd' })

describe('events', () => {
  it('adds an event after the start event, without options', () => {
    expect(doc().events.map((event) => event.type)).toEqual(['start', 'command'])
    expect(doc().events[1]).toEqual({ id: 'cmd', type: 'command', graphCoordinates: { x: 10, y: 20 } })
    expectValidDocument(doc())
  })

  it('sets an event’s options, keeping its edge, and drops them when emptied', () => {
    const connected = connect(doc(), { from: { eventId: 'cmd' }, to: { groupId: 'g1' }, edgeId: 'e1' })
    const withCommand = updateEventOptions(connected, { eventId: 'cmd', options: { command: 'help' } })
    expect(withCommand.events[1]).toMatchObject({ options: { command: 'help' }, outgoingEdgeId: 'e1' })
    expect(updateEventOptions(withCommand, { eventId: 'cmd', options: {} }).events[1]).not.toHaveProperty('options')
    expectValidDocument(withCommand)
  })

  it('removing an event removes its edge; the start event has no options to set', () => {
    const connected = connect(doc(), { from: { eventId: 'cmd' }, to: { groupId: 'g1' }, edgeId: 'e1' })
    const next = removeElements(connected, { eventIds: ['cmd'] })
    expect(next.events).toHaveLength(1)
    expect(next.edges).toEqual([])
    expect(updateEventOptions(connected, { eventId: 'start', options: { command: 'x' } })).toBe(connected)
  })
})
