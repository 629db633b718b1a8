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

/** The API key of the block's credentials, or undefined when they are missing. */
export async function openAiApiKey(
  ports: Pick<EnginePorts, 'credentials'>,
  workspaceId: string,
  options: Options,
): Promise<string | undefined> {
  if (!options.credentialsId) return undefined
  const credentials = await ports.credentials.get(workspaceId, options.credentialsId)
  return credentials?.apiKey || undefined
}

/** `advancedSettings.temperature`, N|V resolved; absent → left out of the request. */
export const openAiTemperature = (options: Options, variables: RuntimeVariable[]): number | undefined => {
  const raw = options.advancedSettings?.temperature
  return raw === undefined ? undefined : resolveNumberOrVariable(raw, variables)
}
