import { customerSupport } from './customerSupport'
import { faq } from './faq'
import { leadCapture } from './leadCapture'
import { npsSurvey } from './npsSurvey'
import { quiz } from './quiz'
import type { BotTemplate } from './flow'

export type { BotTemplate, TemplateDocument } from './flow'

/** The starter templates offered when creating a bot, in the order shown. */
export const botTemplates: readonly BotTemplate[] = [leadCapture, customerSupport, faq, npsSurvey, quiz]
