import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '@tally/ui/core';
import { EMAIL_VERIFIED_PARAM, emailVerifiedToast } from '../email-verified';

/**
 * After the emailed link redirects to /?emailVerified=1 (or 0): shows the matching toast once and
 * drops the parameter from the address so a reload does not show it again.
 */
export function EmailVerifiedToast() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const value = params.get(EMAIL_VERIFIED_PARAM);

  useEffect(() => {
    const next = emailVerifiedToast(value);
    if (!next) return;
    toast(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete(EMAIL_VERIFIED_PARAM);
        return copy;
      },
      { replace: true },
    );
  }, [value, toast, setParams]);

  return null;
}
