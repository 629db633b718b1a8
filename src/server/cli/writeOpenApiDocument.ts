import { writeFileSync } from 'node:fs'
import { generateOpenApiDocument } from '../api/openapi'

// Run by the server build (openApiDocumentPlugin): the OpenAPI document, written to the path given.
writeFileSync(process.argv[2], JSON.stringify(await generateOpenApiDocument('/api')))
