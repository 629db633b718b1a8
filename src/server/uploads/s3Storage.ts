import type { S3Client } from '@aws-sdk/client-s3'
import type { ObjectStorage, UploadMode } from './objectStorage'

export type S3Settings = {
  endpoint?: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Path-style URLs (`endpoint/bucket/key`), needed by most S3-compatible servers. */
  forcePathStyle: boolean
  /** Base URL files are read from, when it differs from the endpoint (a CDN, say). */
  publicUrl?: string
}

/** S3_* settings from the environment, or undefined when no bucket is configured. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined
  if (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY) throw new Error('S3_BUCKET is set: S3_ACCESS_KEY and S3_SECRET_KEY are needed too')
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY,
    secretAccessKey: env.S3_SECRET_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    publicUrl: env.S3_PUBLIC_URL || undefined,
  }
}

/**
 * The AWS SDK, loaded on the first use of the bucket rather than with the server: it is the
 * heaviest of the server's packages to load (150 ms of a start, measured).
 */
const loadSdk = async () => {
  const [s3, post, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-presigned-post'), import('@aws-sdk/s3-request-presigner')])
  return { ...s3, createPresignedPost: post.createPresignedPost, getSignedUrl: presigner.getSignedUrl }
}

/** Real presigned uploads: a POST policy bounding key, type and size, or a presigned PUT URL. */
export function createS3Storage(settings: S3Settings, mode: UploadMode): ObjectStorage {
  let connected: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }> | undefined
  const connect = () =>
    (connected ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    })))
  const base =
    settings.publicUrl ??
    (settings.endpoint
      ? `${settings.endpoint.replace(/\/$/, '')}/${settings.bucket}`
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`)
  return {
    kind: 's3',
    fileHost: new URL(base).host,
    createUpload: async ({ key, contentType, maxSize, expiresInSeconds }) => {
      const fileUrl = `${base}/${key}`
      const { sdk, client } = await connect()
      if (mode === 'put') {
        const command = new sdk.PutObjectCommand({ Bucket: settings.bucket, Key: key, ContentType: contentType })
        return { presignedUrl: await sdk.getSignedUrl(client, command, { expiresIn: expiresInSeconds }), formData: {}, fileUrl }
      }
      const { url, fields } = await sdk.createPresignedPost(client, {
        Bucket: settings.bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 0, maxSize],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSeconds,
      })
      return { presignedUrl: url, formData: fields, fileUrl }
    },
    putObject: async ({ key, contentType, bytes }) => {
      const { sdk, client } = await connect()
      await client.send(new sdk.PutObjectCommand({ Bucket: settings.bucket, Key: key, ContentType: contentType, Body: bytes }))
      return `${base}/${key}`
    },
    deleteObjects: async (keys) => {
      const { sdk, client } = await connect()
      // S3 takes at most 1,000 keys per DeleteObjects call.
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }))
        await client.send(new sdk.DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: batch, Quiet: true } }))
      }
    },
  }
}
