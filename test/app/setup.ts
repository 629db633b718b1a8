import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { useConnectionStore } from '../../src/app/auth/connectionStore'
import { useToastStore } from '../../src/app/ui/toastStore'

// The first visit of a lazy route compiles its modules: give findBy* queries time for that.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  useToastStore.setState({ toasts: [] })
  useConnectionStore.setState({ token: null, hasSession: false, notice: null })
})
