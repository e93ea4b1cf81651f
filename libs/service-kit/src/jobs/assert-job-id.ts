/** Job and scheduler ids must be deterministic strings without ':' (BullMQ reserves it in its keys). */
export function assertJobId(id: string): void {
  if (!id || id.includes(':')) throw new Error(`Invalid job id "${id}": use a non-empty id without ':'`);
}
