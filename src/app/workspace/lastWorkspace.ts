const key = 'bb.lastWorkspace'

/** The workspace `/` opens: the one used last on this browser. */
export const lastWorkspaceId = (): string | null => localStorage.getItem(key)
export const rememberWorkspace = (workspaceId: string) => localStorage.setItem(key, workspaceId)
