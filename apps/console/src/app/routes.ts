import type { StaffRole } from '@tenora/contract/endpoint';
import type { ComponentType } from 'react';

export interface PageProps {
  params: Record<string, string>;
}

export interface ConsoleRoute {
  path: string;
  title: string;
  /** Any one of them opens the page; the server checks each call again. */
  roles: readonly StaffRole[];
  /** Shown in the side navigation (detail pages are reached from their list). */
  nav: boolean;
  /** One chunk per page (decision 069); perf:budget reads these imports. */
  load: () => Promise<{ default: ComponentType<PageProps> }>;
}

export const ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/complaints',
    title: 'Complaints',
    roles: ['agent'],
    nav: true,
    load: () => import('../pages/queue.tsx'),
  },
  {
    path: '/complaints/:id',
    title: 'Complaint',
    roles: ['agent'],
    nav: false,
    load: () => import('../pages/complaint.tsx'),
  },
  {
    path: '/data-requests',
    title: 'Data requests',
    roles: ['agent'],
    nav: true,
    load: () => import('../pages/data-requests.tsx'),
  },
  {
    path: '/chatbot',
    title: 'Chatbot',
    roles: ['agent'],
    nav: true,
    load: () => import('../pages/chatbot.tsx'),
  },
  {
    path: '/contact',
    title: 'Contact inbox',
    roles: ['agent'],
    nav: true,
    load: () => import('../pages/contact.tsx'),
  },
  {
    path: '/loans',
    title: 'Loans',
    roles: ['credit'],
    nav: true,
    load: () => import('../pages/loans.tsx'),
  },
  {
    path: '/borrowers',
    title: 'Borrowers',
    roles: ['credit'],
    nav: true,
    load: () => import('../pages/borrowers.tsx'),
  },
  {
    path: '/refunds',
    title: 'Refunds',
    roles: ['credit'],
    nav: true,
    load: () => import('../pages/refunds.tsx'),
  },
  {
    path: '/reconciliation',
    title: 'Reconciliation',
    roles: ['credit'],
    nav: true,
    load: () => import('../pages/reconciliation.tsx'),
  },
  {
    path: '/templates',
    title: 'Landing templates',
    roles: ['admin'],
    nav: true,
    load: () => import('../pages/templates.tsx'),
  },
  {
    path: '/staff',
    title: 'Staff',
    roles: ['admin'],
    nav: true,
    load: () => import('../pages/staff.tsx'),
  },
  {
    path: '/audit',
    title: 'Audit log',
    roles: ['admin'],
    nav: true,
    load: () => import('../pages/audit.tsx'),
  },
  {
    path: '/jobs',
    title: 'Jobs',
    roles: ['admin'],
    nav: true,
    load: () => import('../pages/jobs.tsx'),
  },
];

export function allows(route: ConsoleRoute, roles: readonly StaffRole[]): boolean {
  return route.roles.some((r) => roles.includes(r));
}

/** Where a member lands after signing in: the first page their roles open. */
export function homeFor(roles: readonly StaffRole[]): string | undefined {
  return ROUTES.find((r) => r.nav && allows(r, roles))?.path;
}
