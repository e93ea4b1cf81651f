// Claims of issue 27 that the product does not keep yet, each with the item whose work makes it hold.
// A listed claim that fails is printed as an expected failure and the run still passes; a listed
// claim that passes fails the run (take it off this list); an unlisted claim that fails fails the run.
// The integrator empties this list as the items land: by the end of issue 27 it is [].
// `modes` limits an entry to one run mode; without it the entry holds for both.

/** @type {{ claim: string, until: string, modes?: ('embedded' | 'distributed')[] }[]} */
export const expectedFailures = [];
