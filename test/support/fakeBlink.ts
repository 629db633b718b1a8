import { sendJson, startFakeService } from './fakeService'

const users = [
  { id: 'u1', employee_id: 'E7', email: 'ada@example.test', display_name: 'Ada Lovelace', job_title: 'Engineer' },
  { id: 'u2', employee_id: 'E7', email: 'alan@example.test', display_name: 'Alan Turing', job_title: 'Researcher' },
]

/**
 * Blink's API (v2) on loopback with the app token `blink-token`: `POST /v2/feed/events` answers the
 * new event's id (the category `closed` is refused with a 422), `GET /v2/user` the users matching
 * `userId` or `employeeId`. It also serves a file (`/files/report.pdf`) whose headers an attachment reads.
 */
export function startFakeBlink() {
  return startFakeService((request, res) => {
    if (request.url === '/files/report.pdf') {
      res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': '2048', 'Content-Disposition': 'attachment; filename="report.pdf"' })
      return void res.end(request.method === 'HEAD' ? undefined : Buffer.alloc(2048))
    }
    if (request.headers.authorization !== 'Bearer blink-token') return sendJson(res, 401, { error: 'unauthorized', message: 'Invalid app token' })
    const url = new URL(request.url, 'http://fake')
    if (request.method === 'POST' && url.pathname === '/v2/feed/events') {
      if ((request.json as { category?: string }).category === 'closed') return sendJson(res, 422, { error: 'invalid_category', message: 'This category is closed' })
      return sendJson(res, 201, { data: { event_id: 'evt-42' } })
    }
    if (request.method === 'GET' && url.pathname === '/v2/user') {
      const userId = url.searchParams.get('userId')
      const employeeId = url.searchParams.get('employeeId')
      return sendJson(res, 200, { data: users.filter((user) => user.id === userId || user.employee_id === employeeId) })
    }
    sendJson(res, 404, { error: 'not_found' })
  })
}
