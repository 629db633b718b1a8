/** The target is refused: a non-http(s) scheme, or a host that resolves to a non-public address. */
export class BlockedAddressError extends Error {
  constructor(
    message: string,
    /** The URL that was refused (a redirect target when a redirect was refused). */
    readonly url: string,
  ) {
    super(message)
    this.name = 'BlockedAddressError'
  }
}

/** The request (DNS, connect, redirects and the whole body) did not finish within its timeout. */
export class HttpTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`)
    this.name = 'HttpTimeoutError'
  }
}

/** The response body is larger than the configured cap. */
export class ResponseTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Response larger than ${maxBytes} bytes`)
    this.name = 'ResponseTooLargeError'
  }
}
