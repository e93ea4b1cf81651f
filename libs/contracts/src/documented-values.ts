/**
 * JSON Schema notes for `.meta()`: what the OpenAPI document states about a field's values where a
 * refinement or free text hides them from the zod -> JSON Schema conversion. Parsing ignores them.
 */

/** A closed list that the field's own refinement enforces, stated as an `enum`. */
export function oneOfValues(values: readonly string[]) {
  return { enum: [...values] };
}

/**
 * An open list: the values the product names, as an `enum` beside any other string, for text that is
 * stored and answered as given (a list that may grow, a value written by an older version).
 */
export function knownValues(values: readonly string[], description: string) {
  return { description, anyOf: [{ type: 'string', enum: [...values] }, { type: 'string' }] };
}
