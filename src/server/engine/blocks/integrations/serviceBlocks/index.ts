import { runsServiceAction, type ServiceBlock } from '../../../../../shared/bot/blocks'
import type { BlockOutcome } from '../../../walk/outcome'
import type { Turn } from '../../../walk/turnContext'
import { skipUnknownBlock } from '../../unknownBlock'
import { runGmail } from '../gmail'
import { runNocodb } from '../nocodb'
import { runPosthog } from '../posthog'
import { runSegment } from '../segment'
import { runZendesk } from '../zendesk'

/** Runs a service plugin block (NocoDB…); an action this product does not know is logged and skipped. */
export async function runServiceBlock(turn: Turn, block: ServiceBlock): Promise<BlockOutcome> {
  if (!runsServiceAction(block)) return skipUnknownBlock(turn, block, `${block.type} action "${block.options?.action}" is not supported.`)
  switch (block.type) {
    case 'nocodb':
      return runNocodb(turn, block)
    case 'segment':
      return runSegment(turn, block)
    case 'posthog':
      return runPosthog(turn, block)
    case 'gmail':
      return runGmail(turn, block)
    case 'zendesk':
      return runZendesk(turn, block)
  }
}
