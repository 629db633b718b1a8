/** Splits the spec's comma-separated `resultIds`; undefined means "no ids given". */
export const parseResultIds = (raw: string | undefined): string[] | undefined =>
  raw === undefined
    ? undefined
    : raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
