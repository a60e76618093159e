import { useState } from 'react';
import type { ApiResult } from '../../platform/api-client.ts';
import { useApp } from '../../platform/app-context.tsx';
import type { Privacy } from './privacy-api.ts';

/**
 * One of the centre's actions: the answer replaces what the screen shows; a failure is said where
 * the borrower tapped, in the server's words (a refusal) or the app's (no connection), and the
 * button stays to try again. A lost session is the shell's to show.
 */
export function useAct(onChange: (next: Privacy) => void): {
  problem: string;
  act: (send: () => Promise<ApiResult<Privacy>>) => Promise<boolean>;
} {
  const { t } = useApp();
  const [problem, setProblem] = useState('');
  const act = async (send: () => Promise<ApiResult<Privacy>>) => {
    setProblem('');
    const result = await send();
    if (result.ok) {
      onChange(result.data);
      return true;
    }
    if (result.kind !== 'unauthenticated') setProblem(result.message || t.privacy.failed);
    return false;
  };
  return { problem, act };
}
