import type { EdgeTypes, NodeTypes } from '@xyflow/react'
import { FlowEdge } from './edges/FlowEdge'
import { EventNode } from './nodes/EventNode'
import { GroupNode } from './nodes/GroupNode'
import { NoteNode } from '../notes/NoteNode'

// Declared once, at module level: React Flow remounts every node when these objects change.

/** The node kinds of the canvas, by the `type` flowMapping gives them. */
export const nodeTypes: NodeTypes = { botGroup: GroupNode, botEvent: EventNode, canvasNote: NoteNode }

/** The one edge kind: an output joined to a group. */
export const edgeTypes: EdgeTypes = { flow: FlowEdge }
