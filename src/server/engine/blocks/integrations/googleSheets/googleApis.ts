import type { GoogleApisConfig } from '../../../ports'

/** Google's own addresses; the server's configuration may point elsewhere (a proxy, a local fake). */
export const defaultGoogleApis: GoogleApisConfig = {
  sheetsUrl: 'https://sheets.googleapis.com',
  tokenUrl: 'https://oauth2.googleapis.com/token',
}

/** Read and write spreadsheets: the one scope a service account asks for. */
export const sheetsScope = 'https://www.googleapis.com/auth/spreadsheets'

/** Each call to Google (token or Sheets) gets this long. */
export const googleTimeoutMs = 15_000
