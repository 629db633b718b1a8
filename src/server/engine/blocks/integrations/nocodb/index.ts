import { nocodbActions, nocodbDefaultBaseUrl, type NocodbBlock, type NocodbOptions } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog } from '../../../walk/logs'
import { next, type BlockOutcome } from '../../../walk/outcome'
import { templateStrings } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { failureDetails, pairsToObject, trimBaseUrl } from '../serviceBlocks/callService'
import { serviceCredentials } from '../serviceBlocks/serviceCredentials'
import { createRecord, linkRelations, listRecords, type NocodbRecord, type NocodbTable, updateRecords } from './nocodbApi'
import { whereClause } from './whereClause'

/** The record a search keeps for its return type ("All" keeps every one). */
function pick(turn: Turn, records: NocodbRecord[], returnType: string | undefined): NocodbRecord[] {
  if (records.length === 0) return records
  switch (returnType) {
    case 'First':
      return [records[0]]
    case 'Last':
      return [records.at(-1)!]
    case 'Random':
      return [records[Math.floor(turn.ports.random() * records.length)]]
    default:
      return records
  }
}

/** Search Records: each mapped field's value (a list when several records match) into its variable. */
async function search(turn: Turn, table: NocodbTable, options: NocodbOptions): Promise<void> {
  const records = pick(turn, await listRecords(turn, table, whereClause(options.filter), options.viewId || undefined), options.returnType)
  if (records.length === 0) {
    addLog(turn, { status: 'info', description: 'NocoDB: no record matches the filter', details: whereClause(options.filter) })
    return
  }
  for (const { fieldName, variableId } of options.responseMapping ?? []) {
    if (!fieldName || !variableId) continue
    if (!(fieldName in records[0]) || records[0][fieldName] === null) {
      addLog(turn, { status: 'error', description: `NocoDB: field ${fieldName} does not exist in the table` })
      continue
    }
    const values = records.map((record) => record[fieldName])
    writeVariable(currentBot(turn).variables, variableId, values.length === 1 ? values[0] : values)
  }
}

/** Create Record: the fields as one new record, its link columns then linked. */
async function create(turn: Turn, table: NocodbTable, options: NocodbOptions): Promise<void> {
  const record = pairsToObject(options.fields)
  if (Object.keys(record).length === 0) return
  const id = await createRecord(turn, table, record)
  if (id !== undefined) await linkRelations(turn, table, record, [id])
}

/** Update Existing Record: every record the filter selects gets the updates (an empty value clears the field). */
async function update(turn: Turn, table: NocodbTable, options: NocodbOptions): Promise<void> {
  const updates = (options.updates ?? []).filter((each) => each.fieldName)
  if (updates.length === 0) return void addLog(turn, { status: 'error', description: 'NocoDB: at least one update is required' })
  const where = whereClause(options.filter)
  // Without a filter every record of the table would be changed: Typebot refuses, so does this.
  if (!where) return void addLog(turn, { status: 'error', description: 'NocoDB: at least one filter is required' })
  const ids = (await listRecords(turn, table, where, options.viewId || undefined)).flatMap((record) => (record.Id === undefined ? [] : [record.Id]))
  if (ids.length === 0) return void addLog(turn, { status: 'info', description: 'NocoDB: no record matches the filter', details: where })
  const values = Object.fromEntries(updates.map(({ fieldName, value }) => [fieldName!, value || null]))
  await updateRecords(turn, table, ids.map((Id) => ({ Id, ...values })))
  await linkRelations(turn, table, Object.fromEntries(updates.map(({ fieldName, value }) => [fieldName!, value])), ids)
}

const run = { [nocodbActions.search]: search, [nocodbActions.create]: create, [nocodbActions.update]: update }

/**
 * NocoDB (Typebot's `nocodb` plugin block) over its v2 REST API, at the credentials' base URL.
 * Missing credentials or table, an error answer, a refused address or a timeout: an error log
 * on the result, and the flow goes on.
 */
export async function runNocodb(turn: Turn, block: NocodbBlock): Promise<BlockOutcome> {
  const credentials = await serviceCredentials(turn, block, ['apiKey'])
  if (!credentials) return next
  const options = await templateStrings(turn, block.options ?? {})
  const tableId = options.tableId?.trim()
  if (!tableId) {
    addLog(turn, { status: 'error', description: 'NocoDB: the table ID is required' })
    return next
  }
  const table = { baseUrl: trimBaseUrl(credentials.baseUrl || nocodbDefaultBaseUrl), apiKey: credentials.apiKey, tableId }
  try {
    await run[options.action as keyof typeof run](turn, table, options)
  } catch (error) {
    addLog(turn, { status: 'error', description: `NocoDB: ${options.action} failed`, details: failureDetails(error) })
  }
  return next
}
