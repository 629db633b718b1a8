import * as decoding from 'lib0/decoding'
import * as encoding from 'lib0/encoding'

/**
 * Messages of the live-editing WebSocket (`/api/v1/bots/{botId}/collab`). Each is a varUint type
 * followed by its body: `sync` and `awareness` are y-protocols' own (as y-websocket frames them);
 * the rest are ours.
 */
export const MessageType = {
  /** y-protocols sync: step 1 (state vector), step 2 (missing updates), update. */
  sync: 0,
  /** y-protocols awareness update (presence: who is here, their cursor and selection). */
  awareness: 1,
  /** Server to client: this many of your write messages are now stored in the database. */
  stored: 2,
  /** Server to client: a write message was refused (body: the reason); nothing of it was kept. */
  refused: 3,
  /** Server to client, first: who you are to the others and whether you may write. */
  session: 4,
} as const

/** What the server tells a client about itself when it connects. */
export type CollabSessionInfo = { userId: string; name: string; canWrite: boolean }

/** Close codes the server uses (4000-4999 are the application's). */
export const CloseCode = {
  /** The room was reset (a refused update reached the document): connect again and sync. */
  reload: 4000,
  /**
   * This client's document holds an update the service refused (it broke the bot): it must not
   * send it again, so it stops reconnecting and starts over from the service's copy.
   */
  refused: 4003,
  /** The bot was deleted or access was withdrawn. */
  gone: 4004,
} as const

export const encodeMessage = (type: number, write: (encoder: encoding.Encoder) => void = () => {}) => {
  const encoder = encoding.createEncoder()
  encoding.writeVarUint(encoder, type)
  write(encoder)
  return encoding.toUint8Array(encoder)
}

export const storedMessage = (count: number) => encodeMessage(MessageType.stored, (e) => encoding.writeVarUint(e, count))
export const refusedMessage = (reason: string) => encodeMessage(MessageType.refused, (e) => encoding.writeVarString(e, reason))
export const sessionMessage = (info: CollabSessionInfo) => encodeMessage(MessageType.session, (e) => encoding.writeVarString(e, JSON.stringify(info)))
export const awarenessMessage = (update: Uint8Array) => encodeMessage(MessageType.awareness, (e) => encoding.writeVarUint8Array(e, update))

export const readSessionInfo = (decoder: decoding.Decoder): CollabSessionInfo => JSON.parse(decoding.readVarString(decoder)) as CollabSessionInfo

/** The path of a bot's live-editing socket under the API prefix. */
export const collabPath = (botId: string) => `/v1/bots/${encodeURIComponent(botId)}/collab`
