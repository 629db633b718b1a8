import pg from 'pg'

/** The PostgreSQL server the suite uses when TEST_DB=postgres (trust auth on loopback here). */
export const postgresAdminUrl = () => process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const isPostgresRun = () => process.env.TEST_DB === 'postgres'

/** The URL of another database on the same server. */
export const databaseUrl = (name: string) => {
  const url = new URL(postgresAdminUrl())
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement as the admin (CREATE/DROP DATABASE cannot run inside a pool transaction). */
export async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
