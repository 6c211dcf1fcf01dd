import {
  type Bank,
  CATEGORIES,
  type DealFormErrors,
  type DealFormValues,
  suggestDealId,
} from '@deals/shared';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/button';
import { SelectField, TextAreaField, TextField } from '@/components/text-field';
import { useNames } from '@/lib/i18n/names';
import { useFormError } from '../utils/use-form-error';

type ItemLabel =
  | 'form.offerTitle'
  | 'form.offerValidTill'
  | 'form.branchName'
  | 'form.branchAddress'
  | 'form.branchCoordinates';

/** An offer or a branch: the form's repeated items, by the list they are in. */
interface Item {
  offers: DealFormValues['offers'][number];
  branches: DealFormValues['branches'][number];
}
type List = keyof Item;

/** The keys of an offer's or a branch's text values. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * The first error of the form, in the page's order: a field marked invalid, a card of an offer
 * without any (its first box), or a message of its own (no cards to pick, the save refused).
 */
const FIRST_ERROR =
  '[aria-invalid="true"], .admin-form__cards.field--invalid input, [data-error-target]';

export interface DealFormProps {
  values: DealFormValues;
  errors: DealFormErrors;
  banks: readonly Bank[];
  cities: readonly string[];
  isNew: boolean;
  saving: boolean;
  onChange: (next: DealFormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * The deal form: bank, city and category from the data, offers with cards of the chosen bank,
 * branches with pasted coordinates. Errors sit beside their fields (keys are zod paths).
 */
export function DealForm({
  values,
  errors,
  banks,
  cities,
  isNew,
  saving,
  onChange,
  onSubmit,
  onCancel,
}: DealFormProps) {
  const { t } = useTranslation('admin');
  const names = useNames();
  const error = useFormError();
  // Errors are keyed by zod path ("title", "offers.0.cardNames") and shown in the current language.
  const errorOf = (path: string) => error(errors[path]);
  const bank = banks.find((b) => b.id === values.bankId);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused Create or Save brings its first error into view and gives it the focus, so
  // something visibly happens even when the error sits far above the button (it is then also
  // read out with its field). Errors arrive after the submit: at once from the form's checks, or
  // when the write is refused.
  const awaitingErrors = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!awaitingErrors.current || !form || Object.keys(errors).length === 0) return;
    awaitingErrors.current = false;
    const target = form.querySelector<HTMLElement>(FIRST_ERROR);
    if (!target) return;
    // jsdom has no scrolling; browsers all do.
    if ('scrollIntoView' in target) target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [errors]);
  /** A text field's props: label, value, change and the error at its zod path. */
  const textField = (path: string, label: string, value: string, set: (next: string) => void) => ({
    label,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(e.target.value),
    error: errorOf(path),
  });
  /** One of the deal's own text values. */
  const field = (key: Exclude<keyof DealFormValues, List>, label: string) =>
    textField(key, label, values[key], (next) => onChange({ ...values, [key]: next }));
  const setItem = <L extends List>(list: L, i: number, patch: Partial<Item[L]>) =>
    onChange({
      ...values,
      [list]: values[list].map((item, j) => (j === i ? { ...item, ...patch } : item)),
    });
  /** The text values of the i-th offer or branch, labelled with its number (from 1). */
  const itemFields =
    <L extends List>(list: L, i: number, item: Item[L]) =>
    (key: TextKey<Item[L]> & string, label: ItemLabel) =>
      textField(`${list}.${i}.${key}`, t(label, { n: String(i + 1) }), String(item[key]), (next) =>
        setItem(list, i, { [key]: next } as Partial<Item[L]>),
      );
  const addItem = <L extends List>(list: L, blank: Item[L]) =>
    onChange({ ...values, [list]: [...values[list], blank] });
  const removeItem = (list: List, i: number) =>
    onChange({ ...values, [list]: values[list].filter((_, j) => j !== i) });

  // What admins type is the catalogue's own text, mostly English: those inputs follow the text's
  // direction (dir="auto"); ids, addresses of images and coordinates always read left to right.
  return (
    <form
      ref={formRef}
      className="admin-form"
      noValidate
      aria-label={isNew ? t('form.newDeal') : t('form.editDeal', { title: values.title })}
      onSubmit={(e) => {
        e.preventDefault();
        awaitingErrors.current = true;
        onSubmit();
      }}
    >
      <fieldset className="admin-form__group">
        <legend>{t('form.where')}</legend>
        <div className="admin-form__row">
          <SelectField
            label={t('form.bank')}
            value={values.bankId}
            disabled={!isNew}
            error={errorOf('bankId')}
            options={[
              { value: '', label: t('form.chooseBank') },
              ...banks.map((b) => ({ value: b.id, label: b.bankName })),
            ]}
            // Offers name cards of one bank: a new bank clears the picked cards.
            onValue={(bankId) =>
              onChange({
                ...values,
                bankId,
                offers: values.offers.map((o) => ({ ...o, cardNames: [] })),
              })
            }
          />
          <SelectField
            label={t('form.city')}
            value={values.cityId}
            disabled={!isNew}
            error={errorOf('cityId')}
            options={cities.map((c) => ({ value: c, label: names.city(c) }))}
            onValue={(cityId) => onChange({ ...values, cityId })}
          />
          <SelectField
            label={t('form.category')}
            value={values.categoryId}
            error={errorOf('categoryId')}
            options={CATEGORIES.map((c) => ({ value: c, label: names.category(c) }))}
            onValue={(categoryId) => onChange({ ...values, categoryId })}
          />
        </div>
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>{t('form.deal')}</legend>
        <TextField {...field('title', t('form.title'))} dir="auto" />
        <TextField
          {...field('dealId', t('form.dealId'))}
          dir="ltr"
          disabled={!isNew}
          hint={
            isNew
              ? t('form.dealIdHint', { id: suggestDealId(values) || t('form.dealIdFromTitle') })
              : t('form.idsFixed')
          }
        />
        <TextField
          {...field('discount', t('form.discount'))}
          dir="auto"
          placeholder={t('form.discountPlaceholder')}
        />
        <TextAreaField {...field('description', t('form.description'))} dir="auto" rows={2} />
        <div className="admin-form__row">
          <TextField {...field('validFrom', t('form.validFrom'))} type="date" />
          <TextField {...field('validTill', t('form.validTill'))} type="date" />
          <TextField
            {...field('validDays', t('form.validDays'))}
            dir="auto"
            hint={t('form.validDaysHint')}
          />
        </div>
        <div className="admin-form__row">
          <TextField {...field('maxDiscountPkr', t('form.maxDiscount'))} inputMode="numeric" />
          <TextField {...field('minBillPkr', t('form.minBill'))} inputMode="numeric" />
        </div>
        <TextField
          {...field('imageUrl', t('form.imageUrl'))}
          dir="ltr"
          hint={t('form.imageHint')}
        />
        <TextAreaField {...field('termsAndConditions', t('form.terms'))} dir="auto" rows={3} />
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>{t('form.offers')}</legend>
        {errors['offers'] ? (
          <p className="field__error" tabIndex={-1} data-error-target>
            {errorOf('offers')}
          </p>
        ) : null}
        {values.offers.map((offer, i) => {
          const offerField = itemFields('offers', i, offer);
          return (
            <div className="admin-form__item" key={i}>
              <div className="admin-form__row">
                <TextField {...offerField('title', 'form.offerTitle')} dir="auto" />
                <TextField {...offerField('validTill', 'form.offerValidTill')} type="date" />
              </div>
              <fieldset
                className={`admin-form__cards${errors[`offers.${i}.cardNames`] ? ' field--invalid' : ''}`}
                aria-describedby={
                  errors[`offers.${i}.cardNames`] ? `offer-${i}-cards-error` : undefined
                }
              >
                <legend>{t('form.offerCards', { n: String(i + 1) })}</legend>
                {!bank ? (
                  <p className="admin-form__hint">{t('form.chooseBankFirst')}</p>
                ) : bank.cards.length === 0 ? (
                  <p className="admin-form__hint">{t('form.noCards')}</p>
                ) : (
                  bank.cards.map((card) => (
                    <label key={card.id} className="admin-form__check">
                      <input
                        type="checkbox"
                        checked={offer.cardNames.includes(card.cardName)}
                        onChange={(e) =>
                          setItem('offers', i, {
                            cardNames: e.target.checked
                              ? [...offer.cardNames, card.cardName]
                              : offer.cardNames.filter((n) => n !== card.cardName),
                          })
                        }
                      />
                      {card.cardName}
                    </label>
                  ))
                )}
                {errors[`offers.${i}.cardNames`] ? (
                  <p
                    className="field__error"
                    id={`offer-${i}-cards-error`}
                    tabIndex={-1}
                    data-error-target
                  >
                    {errorOf(`offers.${i}.cardNames`)}
                  </p>
                ) : null}
              </fieldset>
              {values.offers.length > 1 ? (
                <Button variant="ghost" size="sm" onClick={() => removeItem('offers', i)}>
                  {t('form.removeOffer', { n: String(i + 1) })}
                </Button>
              ) : null}
            </div>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => addItem('offers', { title: '', validTill: '', cardNames: [] })}
        >
          {t('form.addOffer')}
        </Button>
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>{t('form.branches')}</legend>
        {values.branches.length === 0 ? (
          <p className="admin-form__hint">{t('form.noBranches')}</p>
        ) : null}
        {values.branches.map((branch, i) => {
          const branchField = itemFields('branches', i, branch);
          return (
            <div className="admin-form__item" key={i}>
              <div className="admin-form__row">
                <TextField {...branchField('name', 'form.branchName')} dir="auto" />
                <TextField {...branchField('address', 'form.branchAddress')} dir="auto" />
                <TextField
                  {...branchField('coordinates', 'form.branchCoordinates')}
                  dir="ltr"
                  placeholder="31.5204, 74.3587"
                  hint={t('form.coordinatesHint')}
                />
              </div>
              <Button variant="ghost" size="sm" onClick={() => removeItem('branches', i)}>
                {t('form.removeBranch', { n: String(i + 1) })}
              </Button>
            </div>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => addItem('branches', { name: '', address: '', coordinates: '' })}
        >
          {t('form.addBranch')}
        </Button>
      </fieldset>

      {errors['form'] ? (
        <p
          className="form-message form-message--error"
          role="alert"
          tabIndex={-1}
          data-error-target
        >
          {errorOf('form')}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <Button type="submit" loading={saving}>
          {isNew ? t('form.create') : t('form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
