/** Where uploaded files go: the service's own disk by default, an S3-compatible bucket when configured. */
export type ObjectStorage = {
  kind: 'local' | 's3'
  /** Host files are served from, when not this service's own (file answers from it are trusted). */
  fileHost?: string
  /**
   * A place the client uploads one object to. With `formData` entries the client POSTs a multipart
   * form (the entries, then the file as `file`); without, it PUTs the file with its Content-Type.
   */
  createUpload: (upload: {
    key: string
    contentType: string
    maxSize: number
    expiresInSeconds: number
    /** The service's public origin, for URLs that point back at it. */
    origin: string
  }) => Promise<{ presignedUrl: string; formData: Record<string, string>; fileUrl: string }>
  /** Writes an object the service made itself; resolves to the URL it is served at. */
  putObject: (object: { key: string; contentType: string; bytes: Uint8Array; origin: string }) => Promise<string>
  /** Removes objects; keys that hold nothing are no error. */
  deleteObjects: (keys: string[]) => Promise<void>
}

export type UploadMode = 'post' | 'put'
