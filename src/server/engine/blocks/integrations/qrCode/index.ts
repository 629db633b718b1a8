import type { QrCodeBlock } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'

/**
 * QR code (Typebot's `qr-code` plugin block): the templated data drawn as a PNG, stored with the
 * chat's files, its URL saved in the chosen variable. Nothing to encode, or a store that fails:
 * an error log, and the flow goes on.
 */
export async function runQrCode(turn: Turn, block: QrCodeBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const data = await templateText(turn, options.data ?? '')
  if (!data.trim()) {
    addLog(turn, { status: 'error', description: 'QR code block has no data to encode' })
    return next
  }
  const queued = currentBot(turn)
  try {
    // Loaded with the first QR code made, not with the server.
    const { toBuffer } = await import('qrcode')
    const bytes = await toBuffer(data, { type: 'png', width: 512, margin: 2 })
    const url = await turn.ports.files.store({
      botId: queued.bot.id,
      resultId: queued.resultId,
      blockId: block.id,
      fileName: 'qr-code.png',
      contentType: 'image/png',
      bytes,
    })
    writeVariable(queued.variables, options.saveUrlInVariableId, url)
  } catch (error) {
    addLog(turn, { status: 'error', description: 'QR code could not be made', details: errorText(error) })
  }
  return next
}
