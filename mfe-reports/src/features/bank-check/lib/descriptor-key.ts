/** SHA-256 of a descriptor, in hex: decisions are kept per person under this, so the descriptor itself is never sent. */
export async function descriptorKey(descriptor: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`tally bank check: ${descriptor}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
