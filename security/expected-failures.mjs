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
];
