import pg from 'pg'

/** The external PostgreSQL server of the TEST_DB=postgres pass (trust auth on loopback here). */
export const postgresAdminUrl = () => process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const isPostgresRun = () => process.env.TEST_DB === 'postgres'

/** The URL of another database on the same server as `adminUrl`. */
export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs one statement as the admin (CREATE/DROP DATABASE cannot run inside a pool transaction). */
export async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
