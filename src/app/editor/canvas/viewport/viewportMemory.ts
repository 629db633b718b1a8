import type { Viewport } from '@xyflow/react'

const keyOf = (botId: string) => `editor.viewport.${botId}`

const isViewport = (value: unknown): value is Viewport =>
  !!value && typeof value === 'object' && ['x', 'y', 'zoom'].every((key) => Number.isFinite((value as Record<string, unknown>)[key])) && (value as Viewport).zoom > 0

/**
 * Where each bot's canvas was left, per browser: a reload or a later visit opens the flow where the
 * person was working. View state: never in the document, never sent to the service.
 */
export const viewportMemory = {
  read(botId: string, storage: Storage = localStorage): Viewport | null {
    try {
      const value: unknown = JSON.parse(storage.getItem(keyOf(botId)) ?? 'null')
      return isViewport(value) ? { x: value.x, y: value.y, zoom: value.zoom } : null
    } catch {
      return null
    }
  },
  write(botId: string, viewport: Viewport, storage: Storage = localStorage) {
    try {
      storage.setItem(keyOf(botId), JSON.stringify({ x: viewport.x, y: viewport.y, zoom: viewport.zoom }))
    } catch {
      // Storage full or refused (private mode): the view is then not remembered.
    }
  },
}
