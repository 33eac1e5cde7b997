import type { OperatorSelf } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ApiFailure, api } from './api';
import { ConsoleContext } from './console-context';
import { Failure } from './Field';
import { Layout } from './Layout';
import { Overview } from './Overview';
import { messageOf, type Strings } from './strings';

const signInAgain = new Set(['SESSION_EXPIRED', 'UNAUTHORIZED', 'SECOND_STEP_REQUIRED']);

/**
 * The console's pages under /console (the portal answers the console's page for any path there); each section's
 * code loads when it is first opened.
 */
function consoleRouter() {
  return createBrowserRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: <Overview /> },
          {
            path: 'members',
            lazy: () => import('./members/MembersPage').then((page) => ({ Component: page.MembersPage })),
          },
          {
            path: 'members/:username',
            lazy: () => import('./members/MemberPage').then((page) => ({ Component: page.MemberPage })),
          },
          {
            path: 'cashier',
            lazy: () => import('./cashier/CashierPage').then((page) => ({ Component: page.CashierPage })),
            children: [
              { index: true, element: <Navigate to="/cashier/deposits" replace /> },
              {
                path: 'deposits',
                lazy: () => import('./cashier/DepositsQueue').then((page) => ({ Component: page.DepositsQueue })),
              },
              {
                path: 'withdrawals',
                lazy: () => import('./cashier/WithdrawalsQueue').then((page) => ({ Component: page.WithdrawalsQueue })),
              },
              {
                path: 'channels',
                lazy: () => import('./cashier/ChannelsTab').then((page) => ({ Component: page.ChannelsTab })),
              },
            ],
          },
          {
            path: 'dashboard',
            lazy: () => import('./dashboard/DashboardPage').then((page) => ({ Component: page.DashboardPage })),
          },
          {
            path: 'content',
            lazy: () => import('./content/ContentPage').then((page) => ({ Component: page.ContentPage })),
          },
          { path: 'games', lazy: () => import('./games/GamesPage').then((page) => ({ Component: page.GamesPage })) },
          {
            path: 'games/lottery-settings',
            lazy: () => import('./games/LotterySettings').then((page) => ({ Component: page.LotterySettings })),
          },
          {
            path: 'games/vendors',
            lazy: () => import('./games/VendorsPage').then((page) => ({ Component: page.VendorsPage })),
          },
          { path: 'operators', lazy: () => import('./team/TeamPage').then((page) => ({ Component: page.TeamPage })) },
          {
            path: 'account',
            lazy: () => import('./account/AccountPage').then((page) => ({ Component: page.AccountPage })),
          },
          { path: 'audit', lazy: () => import('./audit/AuditPage').then((page) => ({ Component: page.AuditPage })) },
          { path: 'sites', lazy: () => import('./sites/SitesPage').then((page) => ({ Component: page.SitesPage })) },
          {
            path: 'sites/:code/:tab?',
            lazy: () => import('./sites/SitePage').then((page) => ({ Component: page.SitePage })),
          },
          {
            path: 'desk',
            lazy: () => import('./desk/DeskPage').then((page) => ({ Component: page.DeskPage })),
            children: [
              { index: true, element: <Navigate to="/desk/chats" replace /> },
              { path: 'chats', lazy: () => import('./desk/ChatsPage').then((page) => ({ Component: page.ChatsPage })) },
              {
                path: 'feedback',
                lazy: () => import('./desk/FeedbackPage').then((page) => ({ Component: page.FeedbackPage })),
              },
              {
                path: 'applications',
                lazy: () => import('./desk/ApplicationsPage').then((page) => ({ Component: page.ApplicationsPage })),
              },
              {
                path: 'redemptions',
                lazy: () => import('./desk/RedemptionsPage').then((page) => ({ Component: page.RedemptionsPage })),
              },
              {
                path: 'canned',
                lazy: () => import('./desk/CannedRepliesPage').then((page) => ({ Component: page.CannedRepliesPage })),
              },
            ],
          },
          { path: '*', element: <Overview /> },
        ],
      },
    ],
    { basename: '/console' },
  );
}

/** The signed-in console: the operator is read first (a reload keeps a live session), then its pages. */
export function Shell({ t, onSignedOut }: { t: Strings; onSignedOut: (reason?: string) => void }) {
  const [self, setSelf] = useState<OperatorSelf | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    api
      .self()
      .then(setSelf)
      .catch((error: unknown) => {
        const refusal = error instanceof ApiFailure ? error : new ApiFailure('NETWORK');
        // A tab reloaded halfway through a sign-in holds a token that never took its second step: start again.
        if (signInAgain.has(refusal.code)) onSignedOut(messageOf(t, refusal));
        else setFailure(messageOf(t, refusal));
      });
  }, [t, onSignedOut]);

  const router = useMemo(() => consoleRouter(), []);
  const state = useMemo(() => (self ? { t, self, signOut: onSignedOut } : null), [t, self, onSignedOut]);

  if (!state) {
    return failure ? (
      <Failure message={failure} />
    ) : (
      <div className="card card--loading" role="status" aria-label={t.working} />
    );
  }
  return (
    <ConsoleContext.Provider value={state}>
      <RouterProvider router={router} />
    </ConsoleContext.Provider>
  );
}
