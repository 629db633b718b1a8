import { startFakeService, type FakeAnswer, type RecordedRequest } from './recordingService'

type Row = Record<string, unknown> & { Id: number }

/** NocoDB's `where` syntax, the few operators the tests use: `(field,eq,value)` joined by `~and` / `~or`. */
function matches(row: Row, where: string | null): boolean {
  if (!where) return true
  const or = where.includes('~or')
  const tests = where.split(/~and|~or/).map((part) => {
    const [field, op, ...rest] = part.replace(/^\(|\)$/g, '').split(',')
    const value = rest.join(',')
    const actual = row[field]
    if (op === 'eq') return String(actual) === value
    if (op === 'like') return new RegExp(`^${value.replace(/%/g, '.*')}$`, 'i').test(String(actual ?? ''))
    if (op === 'isnot') return actual !== null && actual !== undefined
    return false
  })
  return or ? tests.some(Boolean) : tests.every(Boolean)
}

/**
 * A NocoDB v2 REST API for one token and one table (`tbl`, a `Tags` link column): lists with
 * `where`, creates, updates and links records, and answers 401 to another token, 404 to another table.
 */
export async function startFakeNocodb(rows: Row[], token = 'noco-token') {
  const links: { columnId: string; recordId: string; body: unknown }[] = []
  const answer = ({ method, path, query, headers, body }: RecordedRequest): FakeAnswer => {
    if (headers['xc-token'] !== token) return { status: 401, body: { msg: 'Authentication required - Invalid token' } }
    if (method === 'GET' && path === '/api/v2/meta/tables/tbl')
      return { status: 200, body: { id: 'tbl', columns: [{ id: 'c1', title: 'Name', uidt: 'SingleLineText' }, { id: 'cTags', title: 'Tags', uidt: 'LinkToAnotherRecord' }] } }
    const link = /^\/api\/v2\/tables\/tbl\/links\/(\w+)\/records\/(\w+)$/.exec(path)
    if (method === 'POST' && link) {
      links.push({ columnId: link[1], recordId: link[2], body })
      return { status: 200, body: true }
    }
    if (!path.startsWith('/api/v2/tables/tbl/records')) return { status: 404, body: { msg: `Table '${path.split('/')[4]}' not found` } }
    if (method === 'GET') {
      const list = rows.filter((row) => matches(row, query.get('where'))).slice(0, Number(query.get('limit') ?? 25))
      return { status: 200, body: { list, pageInfo: { totalRows: list.length, page: 1, pageSize: list.length, isFirstPage: true, isLastPage: true } } }
    }
    if (method === 'POST') {
      const row = { ...(body as object), Id: rows.length + 1 }
      rows.push(row)
      return { status: 200, body: { Id: row.Id } }
    }
    if (method === 'PATCH') {
      for (const update of body as Row[]) Object.assign(rows.find((row) => row.Id === Number(update.Id)) ?? {}, update)
      return { status: 200, body: (body as Row[]).map(({ Id }) => ({ Id })) }
    }
    return { status: 405, body: { msg: 'Method not allowed' } }
  }
  return { ...(await startFakeService(answer)), rows, links }
}
