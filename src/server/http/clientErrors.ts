import type { Socket } from 'node:net'
import type { ServerType } from '@hono/node-server'
import type { ErrorBody } from '../../shared/errors'

const refusals: Record<string, { status: number; reason: string; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    message: 'The address or the headers are too long (16 KB at most)',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
}
const malformed = { status: 400, reason: 'Bad Request', code: 'BAD_REQUEST', message: 'The request is not valid HTTP' }

/**
 * Requests Node's parser refuses before any route sees them (an address past the header limit,
 * broken HTTP) are answered with the API's error body like every other refusal, instead of
 * Node's bare status line, and the connection is closed.
 */
export function answerClientErrors(server: ServerType): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
    const { status, reason, code, message } = refusals[error.code ?? ''] ?? malformed
    const body = JSON.stringify({ defined: false, code, status, message, data: null } satisfies ErrorBody)
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  })
}
