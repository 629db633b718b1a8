declare module 'virtual:client-contract' {
  const routes: Record<string, unknown>
  export default routes
}
