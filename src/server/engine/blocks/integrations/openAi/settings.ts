import { defaultOpenAiValueToExtract, type OpenAiBlock } from '../../../../../shared/bot/blocks'
import type { EnginePorts } from '../../../ports'
import { resolveNumberOrVariable } from '../../../rules'
import type { RuntimeVariable } from '../../../rules/contracts'

type Options = NonNullable<OpenAiBlock['options']>

/** The variable receiving "Message content" (the first such mapping), if any. */
export const messageContentVariableId = (options: Options): string | undefined =>
  options.responseMapping?.find(
    (mapping) => (mapping.valueToExtract ?? defaultOpenAiValueToExtract) === 'Message content' && mapping.variableId,
  )?.variableId

/**
 * The key of the block's credentials and the address to use it at: the block's base URL, else the
 * one saved with the credentials (a proxy, a local model server), else OpenAI's. Undefined when the
 * credentials are missing.
 */
export async function openAiAccess(
  ports: Pick<EnginePorts, 'credentials'>,
  workspaceId: string,
  options: Options,
): Promise<{ apiKey: string; baseUrl?: string } | undefined> {
  if (!options.credentialsId) return undefined
  const credentials = await ports.credentials.get(workspaceId, options.credentialsId)
  if (!credentials?.apiKey) return undefined
  return { apiKey: credentials.apiKey, baseUrl: options.baseUrl?.trim() || credentials.baseUrl || undefined }
}

/** `advancedSettings.temperature`, N|V resolved; absent → left out of the request. */
export const openAiTemperature = (options: Options, variables: RuntimeVariable[]): number | undefined => {
  const raw = options.advancedSettings?.temperature
  return raw === undefined ? undefined : resolveNumberOrVariable(raw, variables)
}
