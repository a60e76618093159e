import type { Staff } from '@tenora/contract/ops';
import { createContext, useContext } from 'react';

export interface SessionContext {
  staff: Staff;
  signOut: () => void;
}

export const Session = createContext<SessionContext | null>(null);

/** The signed-in member; pages are only drawn inside a session. */
export function useStaff(): Staff {
  const session = useContext(Session);
  if (!session) throw new Error('useStaff outside a session');
  return session.staff;
}
