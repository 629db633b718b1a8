import { z } from 'zod'
import { idSchema } from '../common'
import {
  resultColumnSchema,
  resultExportFormatSchema,
  resultFilterShape,
  resultLogSchema,
  resultSchema,
  transcriptEntrySchema,
} from '../result'
import { base } from './base'

const tags = ['Results']
const resultPath = { botId: idSchema, resultId: idSchema }
const resultIdsSchema = z.string().optional().describe('Comma-separated result ids')
const filterDescription =
  'Filters (all optional, combined with AND): `timeFilter` (a range of the stats), `from`/`to` (calendar days, inclusive), ' +
  'both read in `timeZone`; `isCompleted`; `hasStarted` (the builder asks for `true`: visitors who answered at least once); ' +
  '`search` (text in any answer, ignoring case).'

/** The export is written while it is read, so its body is a stream (described to OpenAPI by the route's `spec`). */
const exportBodySchema = z.custom<ReadableStream<Uint8Array>>((value) => value instanceof ReadableStream)

export const resultsContract = {
  list: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/results',
      summary: 'List results, newest first',
      description: `Pages with \`cursor\`: pass the previous page's \`nextCursor\` until it is null. ${filterDescription}`,
      tags,
    })
    .input(
      z.object({
        botId: idSchema,
        limit: z.number().int().min(1).max(500).default(50),
        cursor: z.string().optional(),
        ...resultFilterShape,
      }),
    )
    .output(z.object({ results: z.array(resultSchema), nextCursor: z.string().nullable() })),
  count: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/results/count',
      summary: 'Count results',
      description: `How many results the same filters select, for "select all" and confirmations. ${filterDescription}`,
      tags,
    })
    .input(z.object({ botId: idSchema, ...resultFilterShape }))
    .output(z.object({ total: z.number() })),
  columns: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/results/columns',
      summary: 'Columns of the results table',
      description:
        'After the submission time: a column per input block (headed by the variable it saves to, else by its group title), ' +
        'then one per variable saved in results that no input fills. Blocks only the published version still has keep theirs. ' +
        'The CSV export writes the same columns.',
      tags,
    })
    .input(z.object({ botId: idSchema }))
    .output(z.object({ columns: z.array(resultColumnSchema) })),
  get: base
    .route({ method: 'GET', path: '/v1/bots/{botId}/results/{resultId}', summary: 'Get a result', tags })
    .input(z.object(resultPath))
    .output(z.object({ result: resultSchema })),
  delete: base
    .route({
      method: 'DELETE',
      path: '/v1/bots/{botId}/results',
      summary: 'Delete results',
      description:
        '`resultIds` is a comma-separated list of ids, in the body (or the query). When omitted, ALL results of the bot ' +
        `are deleted, or all that the filters select when some are given (body or query). ${filterDescription}`,
      tags,
      inputStructure: 'detailed',
    })
    .input(
      z.object({
        params: z.object({ botId: idSchema }),
        query: z.object({ resultIds: resultIdsSchema, ...resultFilterShape }).optional(),
        body: z.object({ resultIds: resultIdsSchema, ...resultFilterShape }).optional(),
      }),
    )
    .output(z.object({ message: z.string(), deletedCount: z.number() })),
  export: base
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/results/export',
      summary: 'Export results as CSV or JSON',
      description:
        'Streams the results newest first, read page by page while the file is written. `resultIds` picks results; ' +
        `without it, every result the filters select. ${filterDescription} ` +
        'CSV: a column per input block and per saved variable, as in the results table, or only the `columns` named, in their ' +
        'order (the table as shown: its visible columns as arranged); a cell starting with =, +, -, @, ' +
        'a tab or a carriage return gets a leading apostrophe so spreadsheets do not run it as a formula.',
      tags,
      outputStructure: 'detailed',
      spec: (operation) => ({
        ...operation,
        responses: {
          ...operation.responses,
          200: {
            description: 'The file, streamed',
            ...operation.responses?.[200],
            content: {
              'text/csv': { schema: { type: 'string', description: 'UTF-8 with a byte order mark; a header row, then a row per result' } },
              'application/json': {
                schema: { type: 'array', items: { type: 'object' }, description: 'The results as listed, each with `columns`: its row as the table shows it' },
              },
            },
          },
        },
      }),
    })
    .input(
      z.object({
        botId: idSchema,
        format: resultExportFormatSchema.default('csv'),
        columns: z
          .array(z.string().max(300))
          .min(1)
          .max(5000)
          .optional()
          .describe('Column ids (from the results columns route) to write, in this order; every column when left out'),
        resultIds: resultIdsSchema,
        ...resultFilterShape,
      }),
    )
    .output(
      z.object({
        headers: z.object({ 'content-type': z.string(), 'content-disposition': z.string() }),
        body: exportBodySchema,
      }),
    ),
  logs: base
    .route({ method: 'GET', path: '/v1/bots/{botId}/results/{resultId}/logs', summary: "Get a result's logs", tags })
    .input(z.object(resultPath))
    .output(z.object({ logs: z.array(resultLogSchema) })),
  transcript: base
    .route({
      method: 'GET',
      path: '/v1/bots/{botId}/results/{resultId}/transcript',
      summary: "A result's conversation in order",
      description: 'What the bot said (as shown, variables resolved) and what the visitor answered, oldest first.',
      tags,
    })
    .input(z.object(resultPath))
    .output(z.object({ entries: z.array(transcriptEntrySchema) })),
}
