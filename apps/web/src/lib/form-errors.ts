import { EMAIL_PATTERN } from '@verity/contracts/lead-limits';
import { formatNumber } from '@verity/contracts/format';

/** One field's rule: the server's limit for it (from the contracts), whether it is required, whether it is an email. */
export interface FieldRule {
  max: number;
  required?: boolean;
  email?: boolean;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Checks form values by the rules the server applies (same limits, same email pattern, values
 * trimmed as the server trims them), so the visitor sees what is wrong beside the field instead
 * of a rejected request. Returns one message per invalid field; empty when all are valid.
 */
export function fieldErrors<Field extends string>(
  rules: Record<Field, FieldRule>,
  values: Record<Field, string>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const rule = rules[field];
    const value = values[field].trim();
    if (value === '') {
      if (rule.required) errors[field] = 'This field is required';
    } else if (value.length > rule.max) {
      errors[field] = `Use at most ${formatNumber(rule.max)} characters (now ${formatNumber(value.length)})`;
    } else if (rule.email && !EMAIL_PATTERN.test(value)) {
      errors[field] = 'Enter a valid email address, like name@company.com';
    }
  }
  return errors;
}

/** The first field with an error, in the order given (the form's visual order). */
export function firstInvalid<Field extends string>(order: readonly Field[], errors: FieldErrors<Field>): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** Props that mark a control invalid and tie it to its error line (see FormField). */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
