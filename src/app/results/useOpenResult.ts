import { useSearchParams } from 'react-router'

/** The result whose drawer is open, in the URL (`?result=…`) so a link can point at one result. */
export function useOpenResult() {
  const [params, setParams] = useSearchParams()
  const set = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (id) next.set('result', id)
      else next.delete('result')
      return next
    })
  return { openId: params.get('result'), open: set, close: () => set(null) }
}
