import {
  CONTACT_RESET_MS,
  type ContactErrors,
  isContactValid,
  validateContact,
} from '@deals/shared';
import { type SubmitEvent, useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { TextAreaField, TextField } from '@/components/text-field';
import { usePageTitle } from '@/lib/use-page-title';
import { CONTACT_RATE_LIMITED, useSendContactMessageMutation } from '../api/contact-api';

export const THANK_YOU =
  "Thank you for reaching out! We've received your message and will get back to you soon.";
export const SEND_FAILED = 'Your message could not be sent. Please try again.';

const blank = { name: '', email: '', message: '' };

export default function ContactRoute() {
  usePageTitle('Contact Us');
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [send, sending] = useSendContactMessageMutation();

  // The thank-you shows, then the form resets after 3 s.
  useEffect(() => {
    if (!submitted) return undefined;
    const timer = setTimeout(() => {
      setSubmitted(false);
      setForm(blank);
    }, CONTACT_RESET_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  const field = (key: keyof typeof blank) => ({
    name: key,
    value: form[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [key]: event.target.value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    setFailed(null);
    if (!isContactValid(found)) return;
    const result = await send(form);
    if (!('error' in result) || !result.error) {
      setSubmitted(true);
      return;
    }
    const error = result.error;
    // The limit and the server's own validation speak in sentences written for people; anything
    // else (offline, a server fault) gets the generic retry text.
    setFailed(
      error.code === CONTACT_RATE_LIMITED ||
        error.code === 'invalid-argument' ||
        error.code === 'unauthenticated'
        ? (error.message ?? SEND_FAILED)
        : SEND_FAILED,
    );
  };

  return (
    <section className="page page--medium">
      <div className="card stack">
        <h1>Contact Us</h1>
        <p className="muted">
          A deal that looks wrong, a bank we should add, or an idea for the app? Write to us and we
          will reply by e-mail.
        </p>
        {submitted ? (
          <FormMessage tone="success">{THANK_YOU}</FormMessage>
        ) : (
          <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
            <TextField label="Name" autoComplete="name" {...field('name')} />
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextAreaField label="Message" rows={6} {...field('message')} />
            {failed ? <FormMessage tone="error">{failed}</FormMessage> : null}
            <Button type="submit" loading={sending.isLoading}>
              Send Message
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
