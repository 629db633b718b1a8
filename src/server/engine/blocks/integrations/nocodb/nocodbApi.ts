import type { Turn } from '../../../walk/turnContext'
import { callService } from '../serviceBlocks/callService'

/** The most records one search reads, as Typebot asks. */
const searchLimit = 1000

export type NocodbRecord = Record<string, unknown> & { Id?: string | number }
export type NocodbTable = { baseUrl: string; apiKey: string; tableId: string }

const recordsUrl = ({ baseUrl, tableId }: NocodbTable) => `${baseUrl}/api/v2/tables/${encodeURIComponent(tableId)}/records`
const authorized = (table: NocodbTable) => ({ 'xc-token': table.apiKey })

/** GET records: those the `where` clause selects, in the view's order when one is given. */
export async function listRecords(turn: Turn, table: NocodbTable, where: string | undefined, viewId: string | undefined): Promise<NocodbRecord[]> {
  const query = new URLSearchParams({ limit: String(searchLimit) })
  if (where) query.set('where', where)
  if (viewId) query.set('viewId', viewId)
  const data = (await callService(turn, { url: `${recordsUrl(table)}?${query}`, headers: authorized(table) })) as { list?: NocodbRecord[] }
  return Array.isArray(data?.list) ? data.list : []
}

/** POST one record; resolves to its new id. */
export async function createRecord(turn: Turn, table: NocodbTable, record: Record<string, string>): Promise<string | number | undefined> {
  const data = (await callService(turn, { url: recordsUrl(table), method: 'POST', headers: authorized(table), json: record })) as NocodbRecord
  return data?.Id
}

/** PATCH records, each `{Id, …fields}`. */
export async function updateRecords(turn: Turn, table: NocodbTable, records: NocodbRecord[]): Promise<void> {
  await callService(turn, { url: recordsUrl(table), method: 'PATCH', headers: authorized(table), json: records })
}

/** A link column's value: a JSON list of record ids, or one id. */
function linkedIds(value: string): unknown[] {
  if (value.startsWith('[') && value.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(value)
      if (Array.isArray(parsed)) return parsed
    } catch {
      // Not JSON: the text is one id.
    }
  }
  return [value]
}

/**
 * Values given to "link to another record" columns are links, not text: NocoDB wants them posted
 * to the column's links endpoint, record by record, as Typebot does after a create or an update.
 */
export async function linkRelations(turn: Turn, table: NocodbTable, values: Record<string, string | undefined>, recordIds: (string | number)[]): Promise<void> {
  const meta = (await callService(turn, { url: `${table.baseUrl}/api/v2/meta/tables/${encodeURIComponent(table.tableId)}`, headers: authorized(table) })) as {
    columns?: { id?: string; title?: string; uidt?: string }[]
  }
  const links = (meta?.columns ?? []).flatMap((column) => {
    const value = column.title ? values[column.title] : undefined
    return column.uidt === 'LinkToAnotherRecord' && column.id && value ? [{ columnId: column.id, ids: linkedIds(value) }] : []
  })
  for (const { columnId, ids } of links)
    for (const recordId of recordIds)
      await callService(turn, {
        url: `${recordsUrl(table).replace(/\/records$/, '')}/links/${encodeURIComponent(columnId)}/records/${encodeURIComponent(String(recordId))}`,
        method: 'POST',
        headers: authorized(table),
        json: ids.map((id) => ({ Id: id })),
      })
}
