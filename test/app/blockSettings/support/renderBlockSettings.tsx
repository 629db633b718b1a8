import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect } from 'vitest'
import { AppProviders } from '../../../../src/app/AppProviders'
import { BlockSettingsPanel } from '../../../../src/app/editor/blockSettings/BlockSettingsPanel'
import { blockSchema, type Block } from '../../../../src/shared/bot/blocks'
import type { Group } from '../../../../src/shared/bot/group'
import type { Variable } from '../../../../src/shared/bot/variable'
import { testQueryClient } from '../../support/renderApp'

type Options = { variables?: Variable[]; groups?: Group[]; readOnly?: boolean; botId?: string; workspaceId?: string }

/**
 * The settings panel as the editor uses it: the block kept in state and replaced by every change,
 * variables created on demand. Returns every block sent, in order.
 */
export function renderBlockSettings<B extends Block>(initial: B, options: Options = {}) {
  const sent: Block[] = []
  let variables = [...(options.variables ?? [])]
  let nextId = 1

  function Editor() {
    const [block, setBlock] = useState<Block>(initial)
    const [known, setKnown] = useState(variables)
    return (
      <BlockSettingsPanel
        block={block}
        botId={options.botId ?? 'bot1'}
        workspaceId={options.workspaceId ?? 'workspace1'}
        variables={known}
        groups={options.groups ?? []}
        readOnly={options.readOnly}
        onChange={(next) => {
          sent.push(next)
          setBlock(next)
        }}
        onCreateVariable={(name) => {
          const existing = variables.find((variable) => variable.name === name)
          if (existing) return existing
          const created = { id: `created${nextId++}`, name }
          variables = [...variables, created]
          setKnown(variables)
          return created
        }}
      />
    )
  }

  const user = userEvent.setup()
  const view = render(
    <AppProviders queryClient={testQueryClient()}>
      <Editor />
    </AppProviders>,
  )
  return {
    ...view,
    user,
    sent,
    /** The last block sent, checked against the shared schema first. */
    last: () => expectValidBlock(sent[sent.length - 1]) as B,
    variables: () => variables,
  }
}

/** Fails unless `block` parses with `blockSchema` unchanged (nothing invalid, nothing stripped). */
export function expectValidBlock(block: Block | undefined): Block {
  expect(block, 'no block was sent').toBeDefined()
  const parsed = blockSchema.safeParse(block)
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  expect(parsed.data).toEqual(block)
  return block!
}
