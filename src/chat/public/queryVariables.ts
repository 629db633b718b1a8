/**
 * Prefilled variables from the page's query parameters: only names the bot has (others are not
 * variables, e.g. a campaign tag). With `hide`, they are taken out of the address bar.
 */
export function takeQueryVariables(variableNames: string[], hide: boolean): Record<string, string> {
  const url = new URL(location.href)
  const values: Record<string, string> = {}
  for (const name of variableNames) {
    const value = url.searchParams.get(name)
    if (value === null) continue
    values[name] = value
    if (hide) url.searchParams.delete(name)
  }
  if (hide && Object.keys(values).length > 0) history.replaceState(history.state, '', url)
  return values
}
