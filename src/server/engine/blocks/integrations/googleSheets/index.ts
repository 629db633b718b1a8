import type { GoogleSheetsBlock } from '../../../../../shared/bot/blocks'
import { addLog, errorText } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { googleAccessToken } from './accessToken'
import { defaultGoogleApis } from './googleApis'
import { getRows, insertRow, updateRows } from './sheetActions'
import { findSheetTitle, sheetsApi } from './sheetsApi'

const actions = { 'Insert a row': insertRow, 'Update a row': updateRows, 'Get data from sheet': getRows }

/**
 * Google Sheets (Typebot's `Google Sheets` block): the workspace's Google credentials exchanged
 * for an access token, then the chosen action on the named tab through the Sheets v4 values API.
 * Unset options, missing credentials, a refused token or an error answer: an error log on the
 * result, and the flow goes on, as Typebot does.
 */
export async function runGoogleSheets(turn: Turn, block: GoogleSheetsBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  if (!options.action || !options.spreadsheetId || !options.sheetId) {
    addLog(turn, { status: 'error', description: 'Google Sheets block is missing its action, spreadsheet or sheet' })
    return next
  }
  const queued = currentBot(turn)
  const credentials = options.credentialsId ? await turn.ports.credentials.get(queued.bot.workspaceId, options.credentialsId) : null
  if (!credentials) {
    addLog(turn, { status: 'error', description: 'Google Sheets block has no usable credentials', details: options.credentialsId })
    return next
  }
  const { sheetsUrl, tokenUrl } = turn.ports.googleApis ?? defaultGoogleApis
  try {
    const accessToken = await googleAccessToken(turn.ports.http, tokenUrl, credentials, turn.ports.now())
    const api = sheetsApi(turn.ports.http, sheetsUrl, await templateText(turn, options.spreadsheetId), accessToken)
    const sheetId = await templateText(turn, options.sheetId)
    const title = await findSheetTitle(api, sheetId)
    if (!title) addLog(turn, { status: 'error', description: 'Google Sheets block’s sheet is not in the spreadsheet', details: sheetId })
    else await actions[options.action](turn, api, title, options)
  } catch (error) {
    addLog(turn, { status: 'error', description: `Google Sheets “${options.action}” failed`, details: errorText(error) })
  }
  return next
}
