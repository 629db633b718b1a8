/** Where the service serves the files it stores itself (on both origins; private ones need a member). */
export const storedFilesPath = '/api/storage/files'
