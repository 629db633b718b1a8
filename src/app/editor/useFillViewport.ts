import { useLayoutEffect, useRef, useState } from 'react'

/**
 * Sizes an element to reach from where it starts to the bottom of the window, whatever the
 * header above it measures, so the canvas fills the page without the page scrolling.
 */
export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const measure = () => ref.current && setHeight(Math.max(320, window.innerHeight - ref.current.getBoundingClientRect().top - window.scrollY))
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])
  return { ref, height }
}
