import { pendingSaves } from '../saving/pendingSaves'
import { usePreviewControls, type PreviewStart } from '../preview/previewControls'

/** Opens the preview once the draft it runs (the stored one) holds the latest edits. */
export async function openPreview(botId: string, startFrom?: PreviewStart) {
  await pendingSaves.flush(botId)
  usePreviewControls.getState().open(startFrom)
}
