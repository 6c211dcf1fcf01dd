import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Form fields by their label, and what to type in each; an empty value leaves its field alone. */
export type Fields = Record<string, string | undefined>;

/** Types each value into the field labelled with its key, in order. */
export async function fillIn(user: UserEvent, fields: Fields): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

/** Fills the fields in (as `fillIn`) and presses the button named `button`. */
export async function submitForm(user: UserEvent, button: string, fields: Fields = {}) {
  await fillIn(user, fields);
  await user.click(screen.getByRole('button', { name: button }));
}
