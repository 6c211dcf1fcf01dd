import {
  type Bank,
  CATEGORIES,
  type DealFormErrors,
  type DealFormValues,
  suggestDealId,
} from '@deals/shared';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextAreaField, TextField } from '@/components/text-field';
import { useNames } from '@/lib/i18n/names';
import { useFormError } from '../utils/use-form-error';

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

/** A labelled select with an inline error, like TextField. */
function SelectField({
  label,
  value,
  options,
  error,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
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
  const set =
    (key: keyof DealFormValues) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...values, [key]: e.target.value });
  const setOffer = (i: number, patch: Partial<DealFormValues['offers'][number]>) =>
    onChange({
      ...values,
      offers: values.offers.map((o, j) => (j === i ? { ...o, ...patch } : o)),
    });
  const setBranch = (i: number, patch: Partial<DealFormValues['branches'][number]>) =>
    onChange({
      ...values,
      branches: values.branches.map((b, j) => (j === i ? { ...b, ...patch } : b)),
    });

  // What admins type is the catalogue's own text, mostly English: those inputs follow the text's
  // direction (dir="auto"); ids, addresses of images and coordinates always read left to right.
  return (
    <form
      className="admin-form"
      noValidate
      aria-label={isNew ? t('form.newDeal') : t('form.editDeal', { title: values.title })}
      onSubmit={(e) => {
        e.preventDefault();
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
            onChange={(bankId) =>
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
            onChange={(cityId) => onChange({ ...values, cityId })}
          />
          <SelectField
            label={t('form.category')}
            value={values.categoryId}
            error={errorOf('categoryId')}
            options={CATEGORIES.map((c) => ({ value: c, label: names.category(c) }))}
            onChange={(categoryId) => onChange({ ...values, categoryId })}
          />
        </div>
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>{t('form.deal')}</legend>
        <TextField
          label={t('form.title')}
          value={values.title}
          onChange={set('title')}
          dir="auto"
          error={errorOf('title')}
        />
        <TextField
          label={t('form.dealId')}
          value={values.dealId}
          onChange={set('dealId')}
          dir="ltr"
          disabled={!isNew}
          error={errorOf('dealId')}
          hint={
            isNew
              ? t('form.dealIdHint', { id: suggestDealId(values) || t('form.dealIdFromTitle') })
              : t('form.idsFixed')
          }
        />
        <TextField
          label={t('form.discount')}
          value={values.discount}
          onChange={set('discount')}
          dir="auto"
          error={errorOf('discount')}
          placeholder={t('form.discountPlaceholder')}
        />
        <TextAreaField
          label={t('form.description')}
          value={values.description}
          onChange={set('description')}
          dir="auto"
          error={errorOf('description')}
          rows={2}
        />
        <div className="admin-form__row">
          <TextField
            label={t('form.validFrom')}
            type="date"
            value={values.validFrom}
            onChange={set('validFrom')}
            error={errorOf('validFrom')}
          />
          <TextField
            label={t('form.validTill')}
            type="date"
            value={values.validTill}
            onChange={set('validTill')}
            error={errorOf('validTill')}
          />
          <TextField
            label={t('form.validDays')}
            value={values.validDays}
            onChange={set('validDays')}
            dir="auto"
            error={errorOf('validDays')}
            placeholder={t('form.validDaysPlaceholder')}
          />
        </div>
        <div className="admin-form__row">
          <TextField
            label={t('form.maxDiscount')}
            inputMode="numeric"
            value={values.maxDiscountPkr}
            onChange={set('maxDiscountPkr')}
            error={errorOf('maxDiscountPkr')}
          />
          <TextField
            label={t('form.minBill')}
            inputMode="numeric"
            value={values.minBillPkr}
            onChange={set('minBillPkr')}
            error={errorOf('minBillPkr')}
          />
        </div>
        <TextField
          label={t('form.imageUrl')}
          value={values.imageUrl}
          onChange={set('imageUrl')}
          dir="ltr"
          error={errorOf('imageUrl')}
          placeholder={t('form.imagePlaceholder')}
        />
        <TextAreaField
          label={t('form.terms')}
          value={values.termsAndConditions}
          onChange={set('termsAndConditions')}
          dir="auto"
          error={errorOf('termsAndConditions')}
          rows={3}
        />
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>{t('form.offers')}</legend>
        {errors['offers'] ? <p className="field__error">{errorOf('offers')}</p> : null}
        {values.offers.map((offer, i) => (
          <div className="admin-form__item" key={i}>
            <div className="admin-form__row">
              <TextField
                label={t('form.offerTitle', { n: String(i + 1) })}
                value={offer.title}
                onChange={(e) => setOffer(i, { title: e.target.value })}
                dir="auto"
                error={errorOf(`offers.${i}.title`)}
              />
              <TextField
                label={t('form.offerValidTill', { n: String(i + 1) })}
                type="date"
                value={offer.validTill}
                onChange={(e) => setOffer(i, { validTill: e.target.value })}
                error={errorOf(`offers.${i}.validTill`)}
              />
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
                        setOffer(i, {
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
                <p className="field__error" id={`offer-${i}-cards-error`}>
                  {errorOf(`offers.${i}.cardNames`)}
                </p>
              ) : null}
            </fieldset>
            {values.offers.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  onChange({ ...values, offers: values.offers.filter((_, j) => j !== i) })
                }
              >
                {t('form.removeOffer', { n: String(i + 1) })}
              </Button>
            ) : null}
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange({
              ...values,
              offers: [...values.offers, { title: '', validTill: '', cardNames: [] }],
            })
          }
        >
          {t('form.addOffer')}
        </Button>
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>{t('form.branches')}</legend>
        {values.branches.length === 0 ? (
          <p className="admin-form__hint">{t('form.noBranches')}</p>
        ) : null}
        {values.branches.map((branch, i) => (
          <div className="admin-form__item" key={i}>
            <div className="admin-form__row">
              <TextField
                label={t('form.branchName', { n: String(i + 1) })}
                value={branch.name}
                onChange={(e) => setBranch(i, { name: e.target.value })}
                dir="auto"
                error={errorOf(`branches.${i}.name`)}
              />
              <TextField
                label={t('form.branchAddress', { n: String(i + 1) })}
                value={branch.address}
                onChange={(e) => setBranch(i, { address: e.target.value })}
                dir="auto"
                error={errorOf(`branches.${i}.address`)}
              />
              <TextField
                label={t('form.branchCoordinates', { n: String(i + 1) })}
                value={branch.coordinates}
                onChange={(e) => setBranch(i, { coordinates: e.target.value })}
                dir="ltr"
                error={errorOf(`branches.${i}.coordinates`)}
                placeholder="31.5204, 74.3587"
                hint={t('form.coordinatesHint')}
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                onChange({ ...values, branches: values.branches.filter((_, j) => j !== i) })
              }
            >
              {t('form.removeBranch', { n: String(i + 1) })}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange({
              ...values,
              branches: [...values.branches, { name: '', address: '', coordinates: '' }],
            })
          }
        >
          {t('form.addBranch')}
        </Button>
      </fieldset>

      {errors['form'] ? (
        <p className="form-message form-message--error" role="alert">
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
