import type { LanguageModelTool, LanguageModelToolParameter } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { CodeEditor } from '../../fields/CodeEditor'
import { ListEditor } from '../../fields/ListEditor'
import { RowsEditor } from '../../fields/RowsEditor'
import { TextField } from '../../fields/TextField'
import { ToolParameterRow } from './ToolParameterRow'

type Tool = LanguageModelTool & { id: string }
type ToolsEditorProps = { blockId: string; value: LanguageModelTool[] | undefined; onChange: (value: LanguageModelTool[] | undefined) => void }

/** Typebot writes tools without ids; ids derived from the block's keep the list stable until edited. */
const withIds = (blockId: string, tools: LanguageModelTool[]): Tool[] => tools.map((tool, index) => ({ ...tool, id: tool.id ?? `${blockId}-t${index}` }))

const codeHint =
  'Runs on this service, for at most 10 seconds, when the model calls the tool: each parameter is available as a variable, {{Variables}} are replaced, setVariable("Name", value) saves one, and what it returns is sent back to the model.'

/** The functions the model may call, each with its parameters and the JavaScript that answers it. */
export function ToolsEditor({ blockId, value = [], onChange }: ToolsEditorProps) {
  return (
    <ListEditor<Tool>
      items={withIds(blockId, value)}
      onChange={(tools) => onChange(tools.length > 0 ? tools : undefined)}
      itemLabel={(index) => `Tool ${index + 1}`}
      create={() => ({ id: createId(), type: 'function' })}
      addLabel="Add a tool"
      emptyText="No tool: the model answers from the messages alone."
      variant="cards"
      renderItem={(tool, index, update, actions) => (
        <div className="space-y-2">
          <div className="flex items-end gap-1.5">
            <div className="min-w-0 flex-1">
              <TextField label={`Tool ${index + 1} name`} value={tool.name} onChange={(name) => update({ ...tool, name })} placeholder="get_weather" />
            </div>
            {actions}
          </div>
          <TextField label="Description" value={tool.description} onChange={(description) => update({ ...tool, description })} placeholder="What the tool does, for the model to decide when to call it" />
          <div className="space-y-1">
            <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Parameters</p>
            <RowsEditor<LanguageModelToolParameter>
              rows={tool.parameters ?? []}
              onChange={(parameters) => update({ ...tool, parameters })}
              keyOf={(parameter, at) => parameter.id ?? `${tool.id}-p${at}`}
              rowLabel={(at) => `parameter ${at + 1}`}
              create={() => ({ id: createId(), type: 'string' })}
              addLabel="Add a parameter"
              renderRow={(parameter, at, change) => <ToolParameterRow parameter={parameter} name={`Parameter ${at + 1}`} onChange={change} />}
            />
          </div>
          <CodeEditor label="Code" rows={6} value={tool.code} onChange={(code) => update({ ...tool, code })} placeholder={"return `Sunny in ${city}`"} hint={codeHint} withVariables />
        </div>
      )}
    />
  )
}
