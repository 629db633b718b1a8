/**
 * What a refused upload says to the person sending it: the service's error message (its own file
 * store answers with the error body), else the status (an S3 bucket answers in XML).
 */
export function uploadRefusal(status: number, body: string): string {
  try {
    const message: unknown = JSON.parse(body)?.message
    if (typeof message === 'string' && message) return message
  } catch {
    // Not the error body: the status is all there is to say.
  }
  return `The upload was refused (${status})`
}
