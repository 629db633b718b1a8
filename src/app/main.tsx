import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './AppProviders'
import { signInFromUrl } from './auth/signInFromUrl'
import { routes } from './routes'
import './styles.css'

// Before the router reads the address: `/?token=…` signs in and leaves the address bar.
void signInFromUrl().finally(() => {
  const router = createBrowserRouter(routes)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
})
