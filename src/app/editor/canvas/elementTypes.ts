import type { EdgeTypes, NodeTypes } from '@xyflow/react'
import { FlowEdge } from './edges/FlowEdge'
import { LoopBackEdge } from './edges/LoopBackEdge'
import { EventNode } from './nodes/EventNode'
import { GroupNode } from './nodes/GroupNode'
import { NoteNode } from '../notes/NoteNode'

// Declared once, at module level: React Flow remounts every node when these objects change.

/** The node kinds of the canvas, by the `type` flowMapping gives them. */
export const nodeTypes: NodeTypes = { botGroup: GroupNode, botEvent: EventNode, canvasNote: NoteNode }

/** An output joined to a group; and the drawn-only way back from a loop body to its Loop block. */
export const edgeTypes: EdgeTypes = { flow: FlowEdge, loopBack: LoopBackEdge }
