// Claims of issue 27 that the product does not keep yet, each with the item whose work makes it hold.
// A listed claim that fails is printed as an expected failure and the run still passes; a listed
// claim that passes fails the run (take it off this list); an unlisted claim that fails fails the run.
// The integrator empties this list as the items land: by the end of issue 27 it is [].
// `modes` limits an entry to one run mode; without it the entry holds for both.

/** @type {{ claim: string, until: string, modes?: ('embedded' | 'distributed')[] }[]} */
export const expectedFailures = [
  // Nobody learns who has an account; nobody keeps an address that is not theirs
  { claim: 'registering a taken email answers exactly as registering a new one', until: 'nobody learns who has an account' },
  { claim: 'the owner of a taken address is told by email that someone tried to register it', until: 'nobody learns who has an account' },
  { claim: 'an unverified address cannot sign in', until: 'nobody keeps an address that is not theirs' },
  { claim: 'a forgotten password can be reset from an emailed link, once', until: 'nobody keeps an address that is not theirs (password reset)' },
  { claim: 'asking for a password reset answers the same whether or not the address has an account', until: 'nobody keeps an address that is not theirs (password reset)' },
  { claim: 'another account cannot take over a push endpoint with other keys', until: 'a push endpoint belongs to the browser that made it' },

  // Found by this suite, in no item of the issue yet: a chunked body of 1.5 MB to a 1 MB route gets no answer at
  // all (30 s), while 3 MB gets its 413 at once.
  {
    claim: 'a chunked body a little over 1 MB is refused with 413, and nothing is saved',
    until: 'a fix for chunked bodies just over the limit (found by the security suite, no owner yet)',
  },

  // Found by this suite: in distributed mode the gateway keeps sessions in a 60 s cache
  // (services/gateway/src/sessions/cached-session-store.ts), so sessions identity ended still work for up to a minute.
  {
    claim: 'changing the password ends the other sessions of the person',
    until: 'a fix for the gateway session cache in distributed mode (found by the security suite, no owner yet)',
    modes: ['distributed'],
  },
];
