import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { and, eq, isNull } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ErrorBody } from '../../shared/errors'
import { authenticate, bearerTokenOf } from '../auth/authenticate'
import { isFromOwnPages, sessionTokenOf } from '../auth/sessionCookie'
import { roleIn } from '../auth/access'
import type { Database } from '../db/database'
import { bots, uploads } from '../db/schema'
import { isActiveContentType, isObjectKey } from './fileKeys'
import { contentMismatch } from './fileSignatures'
import { localFilesPath, localUploadPath, writeObject } from './localStorage'
import { type UploadPolicy, verifyPolicy } from './uploadPolicy'

/**
 * `key` signs upload policies; `tokenKey` is the key API tokens are hashed under. `sessionCookies`:
 * this listener (the builder's) also takes the admin app's session cookie for private files.
 */
type Options = { db: Database; key: Buffer; tokenKey: Buffer; directory: string; maxUploadSize: number; sessionCookies: boolean; publicUrl?: string }

const fail = (c: Context, status: 400 | 401 | 403 | 404 | 413, code: string, message: string) =>
  c.json({ defined: false, code, status, message, data: null } satisfies ErrorBody, status)

function policyOf(fields: Record<string, unknown>): { policy: UploadPolicy; signature: string } | undefined {
  const { key, maxSize, expires, signature } = fields
  const contentType = fields['Content-Type']
  if ([key, contentType, maxSize, expires, signature].some((v) => typeof v !== 'string')) return undefined
  return {
    policy: { key: key as string, contentType: contentType as string, maxSize: Number(maxSize), expires: Number(expires) },
    signature: signature as string,
  }
}

/** The local object store: signed uploads in (POST form or PUT), files back out. */
export function mountLocalStorage(app: Hono, { db, key, tokenKey, directory, maxUploadSize, sessionCookies, publicUrl }: Options) {
  /** Who asks for a private file: a bearer token, or on the builder's listener the session of the admin app's own pages. */
  const requester = (c: Context) => {
    const headers = c.req.raw.headers
    const token = bearerTokenOf(headers)
    if (token) return authenticate(db, tokenKey, token)
    const session = sessionCookies && isFromOwnPages(headers, publicUrl || new URL(c.req.url).origin) ? sessionTokenOf(headers) : undefined
    return session ? authenticate(db, tokenKey, session) : null
  }

  const limit = bodyLimit({
    maxSize: maxUploadSize + 64 * 1024,
    onError: (c) => fail(c, 413, 'PAYLOAD_TOO_LARGE', 'The file is larger than uploads allow'),
  })

  const accept = async (c: Context, fields: Record<string, unknown>, file: { bytes: Uint8Array; type: string }) => {
    const signed = policyOf(fields)
    if (!signed || !isObjectKey(signed.policy.key) || !verifyPolicy(key, signed.policy, signed.signature, Date.now())) {
      return fail(c, 403, 'FORBIDDEN', 'This upload URL is invalid or has expired; ask for a new one')
    }
    if (file.bytes.byteLength > signed.policy.maxSize) return fail(c, 413, 'PAYLOAD_TOO_LARGE', 'The file is larger than this upload allows')
    if (file.type.split(';')[0].trim().toLowerCase() !== signed.policy.contentType.toLowerCase()) {
      return fail(c, 400, 'BAD_REQUEST', `The file's type must be ${signed.policy.contentType}`)
    }
    const mismatch = contentMismatch(signed.policy.contentType, file.bytes)
    if (mismatch) return fail(c, 400, 'BAD_REQUEST', mismatch)
    // An upload URL is good once: claimed before the write, so that a leaked URL cannot replace an answered file.
    const [claimed] = await db
      .update(uploads)
      .set({ uploadedAt: new Date() })
      .where(and(eq(uploads.storageKey, signed.policy.key), isNull(uploads.uploadedAt)))
      .returning({ id: uploads.id })
    if (!claimed) return fail(c, 403, 'FORBIDDEN', 'This upload URL was already used; ask for a new one')
    try {
      await writeObject(directory, signed.policy.key, file.bytes)
    } catch (error) {
      await db.update(uploads).set({ uploadedAt: null }).where(eq(uploads.id, claimed.id))
      throw error
    }
    return c.body(null, 204)
  }

  app.post(localUploadPath, limit, async (c) => {
    const form = await c.req.parseBody().catch(() => undefined)
    const file = form?.file
    if (!form || !(file instanceof File)) return fail(c, 400, 'BAD_REQUEST', 'Send a multipart form whose last field "file" holds the file')
    return accept(c, form, { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type })
  })

  app.put(localUploadPath, limit, async (c) =>
    accept(c, c.req.query(), { bytes: new Uint8Array(await c.req.arrayBuffer()), type: c.req.header('content-type') ?? '' }),
  )

  app.get(`${localFilesPath}/*`, async (c) => {
    const fileKey = decodeURIComponent(c.req.path.slice(localFilesPath.length + 1))
    if (!isObjectKey(fileKey)) return fail(c, 404, 'NOT_FOUND', 'File not found')
    const [upload] = await db
      .select({ fileType: uploads.fileType, fileName: uploads.fileName, isPrivate: uploads.isPrivate, workspaceId: bots.workspaceId })
      .from(uploads)
      .innerJoin(bots, eq(bots.id, uploads.botId))
      .where(eq(uploads.storageKey, fileKey))
    const path = join(directory, fileKey)
    const size = await stat(path).then((s) => s.size).catch(() => undefined)
    if (!upload || size === undefined) return fail(c, 404, 'NOT_FOUND', 'File not found')
    if (upload.isPrivate) {
      // Private files are for the bot's workspace only: its members' token, or the admin app's session.
      const user = await requester(c)
      if (!user) return fail(c, 401, 'UNAUTHORIZED', 'This file is private: sign in to the builder or send an API token')
      if (!(await roleIn(db, user.id, upload.workspaceId))) return fail(c, 404, 'NOT_FOUND', 'File not found')
    }
    const disposition = isActiveContentType(upload.fileType) ? 'attachment' : 'inline'
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200, {
      'Content-Type': upload.fileType,
      'Content-Length': String(size),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': upload.isPrivate ? 'private, no-store' : 'public, max-age=3600',
    })
  })
}
