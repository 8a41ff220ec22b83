import {
  type StaffClaim,
  type StaffTaskKind,
  useClaimStaffTaskMutation,
  useReleaseStaffTaskMutation,
} from '@mall/sdk';
import { useEffect, useState } from 'react';

/** How often an open task's claim is renewed while its page stays open (well inside the server's lease). */
export const CLAIM_RENEW_MS = 60_000;

/**
 * Opening a task claims it (a lease the server grants one reviewer at a time), renews the claim while the page is
 * open, and gives it up on leaving. Answers the claim as the server last reported it: `mine: false` while someone
 * else holds it. Not claimed when `active` is false (a decided task).
 */
export function useClaim(kind: StaffTaskKind, id: number, active: boolean): StaffClaim | null | undefined {
  const [claimTask] = useClaimStaffTaskMutation();
  const [releaseTask] = useReleaseStaffTaskMutation();
  const [claim, setClaim] = useState<StaffClaim | null | undefined>(undefined);
  useEffect(() => {
    if (!active) return;
    let held = false;
    const take = async () => {
      const answer = await claimTask({ kind, id });
      if (answer.data) {
        held = answer.data.claim.mine;
        setClaim(answer.data.claim);
      }
    };
    void take();
    const renew = setInterval(() => void take(), CLAIM_RENEW_MS);
    return () => {
      clearInterval(renew);
      if (held) void releaseTask({ kind, id });
    };
  }, [active, claimTask, releaseTask, kind, id]);
  return claim;
}
