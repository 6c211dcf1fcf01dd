/**
 * The contact message as the contact function accepts it: the same checks as the form (through
 * validateContact), applied to the trimmed fields, so the browser and the server can
 * never disagree about what is valid.
 */
import { z } from './zod.js';
import { type ContactErrors, validateContact } from './validation.js';

/** A contact message after validation: trimmed name, e-mail and message. */
export interface ContactMessageInput {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

const field = (name: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined ? `${name} is required` : `${name} must be a string`,
  });

/** Zod schema of a contact request body; issues carry the form's field messages. */
export const contactMessageSchema = z
  .strictObject(
    { name: field('name'), email: field('email'), message: field('message') },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Unknown field: send only name, email and message'
          : 'The body must be a JSON object with name, email and message',
    },
  )
  .transform((form): ContactMessageInput => ({
    name: form.name.trim(),
    email: form.email.trim(),
    message: form.message.trim(),
  }))
  .superRefine((form, ctx) => {
    const errors: ContactErrors = validateContact(form);
    for (const key of ['name', 'email', 'message'] as const) {
      const message = errors[key];
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });

/** Parses a request body into a valid message, or per-field errors with the form's texts. */
export function parseContactMessage(
  body: unknown,
): { ok: true; value: ContactMessageInput } | { ok: false; errors: ContactErrors; error: string } {
  const parsed = contactMessageSchema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ContactErrors = {};
  const other: string[] = [];
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'name' || key === 'email' || key === 'message') && errors[key] === undefined)
      errors[key] = issue.message;
    else if (key !== 'name' && key !== 'email' && key !== 'message') other.push(issue.message);
  }
  const fieldErrors = [errors.name, errors.email, errors.message].filter(
    (m): m is string => m !== undefined,
  );
  const error = [...other, ...fieldErrors].join('; ') || 'Invalid contact message';
  return { ok: false, errors, error };
}
