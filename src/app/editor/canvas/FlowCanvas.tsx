import { useState } from 'react'
import { Background, BackgroundVariant, MiniMap, ReactFlow, useReactFlow, useStore, type Viewport } from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import { useEditorStore, useEditorStoreApi } from '../store/EditorStoreContext'
import { CanvasControls } from './CanvasControls'
import { ConnectAnnouncer, ConnectPicker } from './connect/ConnectPicker'
import { canvasPointer } from './canvasPointer'
import { CanvasDetailContext, canvasDetail } from './compactCanvas'
import { EdgeMarkers } from './edges/EdgeMarkers'
import { FarCanvasLayer } from './far/FarCanvasLayer'
import { edgeTypes, nodeTypes } from './elementTypes'
import type { EditorEdge, EditorNode } from './flowMapping'
import { useCanvasDrop } from './useCanvasDrop'
import { useCanvasHandlers } from './useCanvasHandlers'
import { useFlowElements } from './useFlowElements'
import { useFollowRunningBlock } from './useFollowRunningBlock'
import { useIsDark } from './useIsDark'
import { isMinimapDrawn, useMinimapPreference } from './viewport/minimapPreference'
import { useKeepEditedBlockVisible } from './viewport/useKeepEditedBlockVisible'
import { viewportMemory } from './viewport/viewportMemory'
import { CanvasPresence } from '../presence/CanvasPresence'
import { noteStyles } from '../notes/noteStyles'
import { useFollowStore } from '../presence/followStore'

/** A first visit opens on the start event, at full size: only what is near it is rendered. */
const startViewport = (start: { x: number; y: number }): Viewport => ({ x: 120 - start.x, y: 160 - start.y, zoom: 1 })

/** Far out the edges are painted by FarCanvasLayer: React Flow gets none (one array, so it sees no change). */
const noEdges: EditorEdge[] = []

const minimapColor = (node: EditorNode) => (node.type === 'botEvent' ? '#f43f5e' : node.type === 'canvasNote' ? noteStyles[node.data.note.color].minimap : node.selected ? '#6366f1' : '#a1a1aa')

/**
 * The flow canvas: groups and events as nodes, edges between outputs and groups. Zoom with the
 * buttons, Ctrl+wheel or a pinch; the wheel and a drag on empty space pan; Shift+drag draws a box
 * that selects.
 */
export function FlowCanvas() {
  const store = useEditorStoreApi()
  const readOnly = useEditorStore((state) => state.env.readOnly)
  // With a side panel open the canvas is narrow: the overview would hide what is being edited.
  const panelOpen = useEditorStore((state) => state.sidePanel !== null)
  const { nodes, edges } = useFlowElements()
  const handlers = useCanvasHandlers()
  const drop = useCanvasDrop()
  const { screenToFlowPosition } = useReactFlow()
  const dark = useIsDark()
  useFollowRunningBlock()
  useKeepEditedBlockVisible()
  // Later visits open where the person left this bot's canvas (in this browser).
  const [defaultViewport] = useState(() => viewportMemory.read(store.getState().env.botId) ?? startViewport(store.getState().doc.events[0].graphCoordinates))
  const minimapShown = useMinimapPreference((state) => state.shown)
  const canvasWidth = useStore((state) => state.width)
  const detail = useStore(canvasDetail)
  const far = detail === 'far'
  return (
    <CanvasDetailContext value={detail}>
      <ReactFlow<EditorNode, EditorEdge>
        data-editor-canvas=""
        aria-label="Flow canvas"
        nodes={nodes}
        edges={far ? noEdges : edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        {...handlers}
        {...(readOnly ? {} : drop)}
        // Over the zoom buttons or the overview the pointer does not say where to paste.
        onPointerMove={(event) => (canvasPointer.current = (event.target as Element).closest('.react-flow__panel') ? null : screenToFlowPosition({ x: event.clientX, y: event.clientY }))}
        onPointerLeave={() => (canvasPointer.current = null)}
        onMoveEnd={(_event, viewport) => viewportMemory.write(store.getState().env.botId, viewport)}
        // A pan or zoom of your own (it comes with an event; following moves without one) stops following.
        onMoveStart={(event) => event && useFollowStore.getState().following !== null && useFollowStore.getState().follow(null)}
        defaultViewport={defaultViewport}
        minZoom={0.1}
        maxZoom={2}
        onlyRenderVisibleElements
        deleteKeyCode={null}
        selectionKeyCode="Shift"
        multiSelectionKeyCode={['Shift', 'Meta', 'Control']}
        panOnScroll
        zoomActivationKeyCode={['Control', 'Meta']}
        zoomOnDoubleClick={false}
        nodesDraggable={!readOnly}
        // Groups and events take the focus themselves, with their own keys (useNodeKeyboard).
        nodesFocusable={false}
        nodesConnectable={!readOnly}
        connectionRadius={32}
        colorMode={dark ? 'dark' : 'light'}
        className="bg-zinc-50 dark:bg-zinc-950"
      >
        <Background variant={BackgroundVariant.Dots} gap={20} size={1.5} />
        {far && <FarCanvasLayer nodes={nodes} edges={edges} />}
        <EdgeMarkers />
        {isMinimapDrawn({ shown: minimapShown, panelOpen, nodeCount: nodes.length, canvasWidth }) && (
          <MiniMap pannable zoomable ariaLabel="Overview of the flow" nodeColor={minimapColor} nodeBorderRadius={6} />
        )}
        <CanvasControls />
        <CanvasPresence />
      </ReactFlow>
      {/* Outside React Flow: the picker's keys must not bubble into the canvas's handlers. */}
      <ConnectPicker />
      <ConnectAnnouncer />
    </CanvasDetailContext>
  )
}
