/**
 * A member's answer to "did this deal work for you?": Yes at once, or No with a reason. Guests see
 * only the counts, so it loads with the member's forms (member-forms.tsx).
 */
import {
  TILL_NOTE_MAX,
  TILL_REASONS,
  validateTillAnswer,
  type Deal,
  type TillReason,
} from '@deals/shared';
import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/button';
import { SelectControl } from '@/components/text-field';
import type { DealRouteParams } from '@/config/paths';
import { useTranslation } from '@/lib/i18n/react';
import { useAnswerTillMutation } from '../api/till-api';

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/** The member's answer: Yes at once, or No with a reason (and a note for "other"). */
export function TillForm({
  deal,
  params,
  uid,
}: {
  deal: Deal;
  params: DealRouteParams;
  uid: string;
}) {
  const { t } = useTranslation('deal');
  const [answerTill] = useAnswerTillMutation();
  const [saying, setSaying] = useState<'no' | null>(null);
  const [reason, setReason] = useState<TillReason | null>(null);
  const [note, setNote] = useState('');
  const [branch, setBranch] = useState('');
  const [card, setCard] = useState('');
  // A branch or card is optional: the first choice leaves it out.
  const withNotSaying = (names: readonly string[]) => [
    { value: '', label: t('till.notSaying') },
    ...names.map((name) => ({ value: name, label: name })),
  ];
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const branchNames = [...new Set(deal.branches.map((b) => b.name).filter(Boolean))];

  const send = async (raw: Record<string, unknown>) => {
    const checked = validateTillAnswer({
      ...raw,
      ...(branch ? { branch } : {}),
      ...(card ? { card } : {}),
    });
    if (!checked.ok) {
      setError(reason === null ? t('till.chooseReason') : t('till.noteNeeded'));
      return;
    }
    setError(null);
    setStatus('saving');
    const result = await answerTill({ deal: params, uid, answer: checked.answer });
    setStatus('error' in result && result.error ? 'failed' : 'saved');
  };

  const sendNo = (event: SyntheticEvent) => {
    event.preventDefault();
    void send({
      worked: false,
      ...(reason ? { reason } : {}),
      ...(reason === 'other' ? { note } : {}),
    });
  };

  return (
    <form className="till-check__form stack" onSubmit={sendNo} noValidate>
      <div className="till-check__where">
        {branchNames.length > 0 ? (
          <SelectControl
            label={t('till.branch')}
            value={branch}
            options={withNotSaying(branchNames)}
            onValue={setBranch}
          />
        ) : null}
        {deal.cardNames.length > 0 ? (
          <SelectControl
            label={t('till.card')}
            value={card}
            options={withNotSaying(deal.cardNames)}
            onValue={setCard}
          />
        ) : null}
      </div>
      <div className="till-check__buttons">
        <Button
          type="button"
          variant="primary"
          loading={status === 'saving' && saying === null}
          onClick={() => {
            setSaying(null);
            void send({ worked: true });
          }}
        >
          {t('till.yes')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={saying === 'no'}
          onClick={() => setSaying('no')}
        >
          {t('till.no')}
        </Button>
      </div>
      {saying === 'no' ? (
        <fieldset className="till-check__reasons">
          <legend>{t('till.why')}</legend>
          {TILL_REASONS.map((r) => (
            <label key={r} className="till-check__reason">
              <input
                type="radio"
                name={`${ids}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              <span>{t(`till.reasons.${r}`)}</span>
            </label>
          ))}
          {reason === 'other' ? (
            <label className="till-check__field">
              <span>{t('till.note')}</span>
              <textarea
                value={note}
                maxLength={TILL_NOTE_MAX}
                rows={2}
                dir="auto"
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
          ) : null}
          <Button type="submit" variant="primary" loading={status === 'saving'}>
            {t('till.send')}
          </Button>
        </fieldset>
      ) : null}
      {error ? (
        <p className="till-check__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="till-check__status" role="status">
        {status === 'saved' ? t('till.saved') : status === 'failed' ? t('till.failed') : ''}
      </p>
    </form>
  );
}
