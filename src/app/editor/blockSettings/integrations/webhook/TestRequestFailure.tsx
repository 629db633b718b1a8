import { ORPCError } from '@orpc/client'
import { errorMessage } from '@/app/api/apiErrors'
import { hintClass } from '@/app/ui/FieldShell'

/** Titles and next steps for the reasons the test route gives when no answer came (see the route's contract). */
const REASONS: Record<string, { title: string; hint: string }> = {
  hostNotFound: { title: 'Host not found', hint: 'No server on the internet has this name: check the address for typos.' },
  connectionRefused: { title: 'Connection refused', hint: 'The server exists but nothing answers on this port. Check the port and that the service is running.' },
  connectionReset: { title: 'Connection closed', hint: 'The server hung up before answering. Try again, or check the server’s logs.' },
  timeout: { title: 'No answer in time', hint: 'Raise the timeout in Advanced settings, or check that the server is up.' },
  tls: { title: 'Secure connection failed', hint: 'The server’s HTTPS certificate or setup is not accepted. Check the certificate, or whether the address should use http://.' },
  blockedAddress: { title: 'Address not allowed', hint: 'Bots may only call public internet addresses. The operator of this service can allow specific private hosts.' },
  invalidUrl: { title: 'Invalid address', hint: 'Write a full address starting with https://.' },
  tooManyRedirects: { title: 'Too many redirects', hint: 'The server keeps sending the request elsewhere. Use the final address directly.' },
  responseTooLarge: { title: 'Answer too large', hint: 'Ask the server for less data (for example with paging).' },
  network: { title: 'Request failed', hint: 'Check the address and try again.' },
}

const reasonOf = (error: unknown): string | undefined => {
  if (!(error instanceof ORPCError)) return undefined
  const reason = (error.data as { failure?: { reason?: unknown } } | undefined)?.failure?.reason
  return typeof reason === 'string' ? reason : undefined
}

/** Why a test got no answer (host not found, refused, timed out…), or why it could not be run at all. */
export function TestRequestFailure({ error }: { error: unknown }) {
  const reason = reasonOf(error)
  const known = reason ? REASONS[reason] : undefined
  return (
    <div role="alert" className="space-y-1 rounded-lg border border-red-200 bg-red-50 p-2.5 text-xs dark:border-red-900/60 dark:bg-red-950/40">
      {known ? (
        <>
          <p className="font-semibold text-red-700 dark:text-red-300">{known.title}: the request got no answer</p>
          <p className="text-red-700 dark:text-red-300">{errorMessage(error)}</p>
          <p className={hintClass}>{known.hint}</p>
        </>
      ) : (
        <p className="font-medium text-red-700 dark:text-red-300">The request could not be tested: {errorMessage(error)}</p>
      )}
    </div>
  )
}
