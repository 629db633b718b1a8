import type { IncomingMessage } from '../../../shared/chat/message'
import type { ChatInput } from '../../../shared/chat/response'
import type { Cursor } from '../sessionState'

/** What a block tells the walk to do next (§4.6 step 2). */
export type BlockOutcome =
  /** The block's own `outgoingEdgeId` when set, else the next block of the group. */
  | { type: 'next' }
  /** Follow this edge (an item, path or AB branch); undefined or broken → the branch ends. */
  | { type: 'edge'; edgeId: string | undefined }
  /** Continue at a place in the executing bot without recording an edge (Jump, Return, Bot link). */
  | { type: 'goto'; cursor: Cursor }
  | { type: 'endBranch' }
  /** The session now waits (input, action expecting a reply, embed event). */
  | { type: 'stop' }
  /** Return reached with a `reply` mark: process the kept message against the input. */
  | { type: 'processReply'; cursor: Cursor; input: ChatInput; message?: IncomingMessage }

export const next: BlockOutcome = { type: 'next' }
export const stop: BlockOutcome = { type: 'stop' }
export const endBranch: BlockOutcome = { type: 'endBranch' }

/** How a walk finished: waiting on something, or the flow ended. */
export type WalkEnd = 'stopped' | 'ended'
