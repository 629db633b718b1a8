import { exitOnStartupError, startServer } from '../main'

/** Serves the API (and the app, when built) without building anything first. */
await startServer().catch(exitOnStartupError)
