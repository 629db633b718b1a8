const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** When a result was submitted, as the table and its controls name it: "Mar 10, 2024, 1:00 PM". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso))
