import {
  CONTACT_RESET_MS,
  type ContactErrors,
  isContactValid,
  validateContact,
} from '@deals/shared';
import { type SubmitEvent, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { FormMessage } from '@/components/feedback';
import { TextAreaField, TextField } from '@/components/text-field';
import { useMessage } from '@/lib/i18n/use-message';
import type { ApiError } from '@/lib/rtk/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { en } from '@/locales/en';
import { CONTACT_RATE_LIMITED, useSendContactMessageMutation } from '../api/contact-api';

export const THANK_YOU = en.contact.thankYou;
export const SEND_FAILED = en.contact.sendFailed;

const blank = { name: '', email: '', message: '' };

export default function ContactRoute() {
  const { t, i18n } = useTranslation('contact');
  const message = useMessage();
  usePageTitle(t('pageTitle'));
  const [form, setForm] = useState(blank);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // Why the last send failed: the server's answer, or null for the generic retry text.
  const [failed, setFailed] = useState<Partial<ApiError> | null>(null);
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
    error: errors[key] === undefined ? undefined : message(errors[key]),
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
    setFailed(result.error);
  };

  /**
   * The limit and the server's own validation speak in sentences written for people; anything
   * else (offline, a server fault) gets the generic retry text. The server writes English: its
   * validation texts are ours (translated by useMessage); its limit sentence carries the exact
   * numbers, so another language says it with the wait from Retry-After instead.
   */
  const failure = (error: Partial<ApiError>): string => {
    if (error.code === CONTACT_RATE_LIMITED && i18n.language !== 'en') {
      return error.retryAfterS === undefined
        ? t('rateLimited')
        : t('rateLimitedFor', { count: Math.ceil(error.retryAfterS / 60) });
    }
    if (
      error.code === CONTACT_RATE_LIMITED ||
      error.code === 'invalid-argument' ||
      error.code === 'unauthenticated'
    )
      return error.message ? message(error.message) : t('sendFailed');
    return t('sendFailed');
  };

  return (
    <section className="page page--medium">
      <div className="card stack">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        {submitted ? (
          <FormMessage tone="success">{t('thankYou')}</FormMessage>
        ) : (
          <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
            <TextField label={t('fields.name')} autoComplete="name" {...field('name')} />
            <TextField
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <TextAreaField label={t('fields.message')} rows={6} {...field('message')} />
            {failed ? <FormMessage tone="error">{failure(failed)}</FormMessage> : null}
            <Button type="submit" loading={sending.isLoading}>
              {t('submit')}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
