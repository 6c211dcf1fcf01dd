/** Evaluation errors of the rules language, thrown by every part of the evaluator. */

/** An evaluation error: in a condition it means "deny", except where && / || absorb it. */
export class RulesEvalError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'RulesEvalError';
  }
}

/** Thrown for a condition that the evaluator cannot decide (e.g. an unconstrained field in a list query). */
export function fail(message: string): never {
  throw new RulesEvalError(message);
}
