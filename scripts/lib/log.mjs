// Plain, greppable progress lines for the developer scripts (stderr keeps stdout for results).

/**
 * Create a logger that prefixes every line with a tag.
 * @param {string} tag short name shown in brackets
 * @returns {(message: string) => void}
 */
export function createLog(tag) {
  return (message) => process.stderr.write(`[${tag}] ${message}\n`);
}
