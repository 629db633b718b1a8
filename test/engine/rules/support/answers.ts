import type { AnswerContext, RuntimeVariable } from '../../../../src/server/engine/rules'
import type { IncomingMessage } from '../../../../src/shared/chat/message'
import { variablesOf } from './fakeSandbox'

export const textMessage = (text: string, replyId?: string): IncomingMessage => ({
  type: 'text',
  text,
  ...(replyId && { metadata: { replyId } }),
})

export const answerContext = (
  values: Record<string, RuntimeVariable['value']> = {},
  overrides: Partial<AnswerContext> = {},
): AnswerContext => ({
  variables: variablesOf(values),
  now: new Date('2024-05-15T22:30:00Z'),
  trustedFileHosts: ['storage.local:9000', 'bots.internal'],
  ...overrides,
})
