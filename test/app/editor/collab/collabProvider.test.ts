import * as decoding from 'lib0/decoding'
import * as syncProtocol from 'y-protocols/sync'
import { Awareness } from 'y-protocols/awareness'
import * as Y from 'yjs'
import { describe, expect, it } from 'vitest'
import { createCollabProvider, type SocketLike } from '@/app/editor/collab/collabProvider'
import { encodeMessage, MessageType, storedMessage } from '@/shared/collab/collabMessages'

/** A socket the test plays the service on: what the provider sends is applied to `service`. */
function fakeService() {
  const service = new Y.Doc()
  const socket: SocketLike = {
    binaryType: 'arraybuffer',
    readyState: 1,
    send(data) {
      const decoder = decoding.createDecoder(data)
      if (decoding.readVarUint(decoder) !== MessageType.sync) return
      const type = decoding.readVarUint(decoder)
      if (type === syncProtocol.messageYjsSyncStep2 || type === syncProtocol.messageYjsUpdate) Y.applyUpdate(service, decoding.readVarUint8Array(decoder))
    },
    close() {},
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  }
  const deliver = (message: Uint8Array) => socket.onmessage?.({ data: message.slice().buffer })
  return {
    service,
    socket,
    /** The service says it stored this many of the client's writes. */
    stored: (count: number) => deliver(storedMessage(count)),
    /** The service's step 1, as it sends it when the socket opens. */
    askForDocument: () => deliver(encodeMessage(MessageType.sync, (e) => syncProtocol.writeSyncStep1(e, service))),
    /** The service's answer to a client's step 1 (everything the client lacked). */
    answer: (clientState: Uint8Array) => deliver(encodeMessage(MessageType.sync, (e) => syncProtocol.writeSyncStep2(e, service, clientState))),
  }
}

describe('the live-editing provider', () => {
  it('sends a change made after it answered the service but before the service answered it', () => {
    const doc = new Y.Doc()
    doc.getMap('bot').set('title', 'Before')
    const { service, socket, askForDocument, answer, stored } = fakeService()
    const provider = createCollabProvider({ doc, awareness: new Awareness(doc), createSocket: () => socket })
    provider.connect()
    socket.onopen?.({})
    askForDocument()
    expect(service.getMap('bot').get('title')).toBe('Before')
    // A reconnection: the editor is bound and writes straight into the document.
    doc.getMap('bot').set('title', 'Meanwhile')
    answer(Y.encodeStateVector(doc))
    expect(provider.state.status).toBe('synced')
    expect(service.getMap('bot').get('title')).toBe('Meanwhile')
    // "Saved" once the service stored both writes: our answer and the change.
    expect(provider.state.unstored).toBe(1)
    stored(1)
    expect(provider.state.unstored).toBe(1)
    stored(1)
    expect(provider.state.unstored).toBe(0)
    provider.destroy()
  })
})
