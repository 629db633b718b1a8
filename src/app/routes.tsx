import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { RequireAuth } from './auth/RequireAuth'
import { AppLoading } from './shell/AppLoading'
import { NotFoundPage } from './shell/NotFoundPage'
import { RouteError } from './shell/RouteError'

/** A route whose page is a named export of a module loaded on first visit (its own chunk). */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) })

/**
 * Every route of the admin app, in one place. Each feature is loaded when first visited, so the
 * sign-in page and the dashboard never carry the editor's code.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteError,
    children: [
      { path: '/signin', lazy: page(() => import('./auth/SignInPage'), (m) => m.SignInPage) },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: page(() => import('./shell/AppShell'), (m) => m.AppShell),
            children: [
              { path: '/', lazy: page(() => import('./workspace/HomeRedirect'), (m) => m.HomeRedirect) },
              { path: '/account', lazy: page(() => import('./account/AccountPage'), (m) => m.AccountPage) },
              {
                path: '/w/:workspaceId',
                lazy: page(() => import('./workspace/WorkspaceGate'), (m) => m.WorkspaceGate),
                children: [
                  { index: true, lazy: page(() => import('./dashboard/DashboardPage'), (m) => m.DashboardPage) },
                  { path: 'folders/:folderId', lazy: page(() => import('./dashboard/DashboardPage'), (m) => m.DashboardPage) },
                  { path: 'settings', lazy: page(() => import('./workspace/WorkspaceSettingsPage'), (m) => m.WorkspaceSettingsPage) },
                  { path: 'members', lazy: page(() => import('./workspace/MembersPage'), (m) => m.MembersPage) },
                  { path: 'billing', lazy: page(() => import('./workspace/BillingPage'), (m) => m.BillingPage) },
                ],
              },
            ],
          },
          {
            path: '/bots/:botId',
            lazy: page(() => import('./bot/BotLayout'), (m) => m.BotLayout),
            children: [
              { index: true, element: <Navigate to="flow" replace /> },
              { path: 'flow', lazy: page(() => import('./bot/panels/FlowPanel'), (m) => m.FlowPanel) },
              { path: 'theme', lazy: page(() => import('./bot/panels/ThemePanel'), (m) => m.ThemePanel) },
              { path: 'settings', lazy: page(() => import('./bot/panels/SettingsPanel'), (m) => m.SettingsPanel) },
              { path: 'translations', lazy: page(() => import('./bot/panels/TranslationsPanel'), (m) => m.TranslationsPanel) },
              { path: 'share', lazy: page(() => import('./bot/panels/SharePanel'), (m) => m.SharePanel) },
              { path: 'results', lazy: page(() => import('./bot/panels/ResultsPanel'), (m) => m.ResultsPanel) },
              { path: 'analytics', lazy: page(() => import('./bot/panels/AnalyticsPanel'), (m) => m.AnalyticsPanel) },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]
