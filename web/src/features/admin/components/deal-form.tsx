import {
  type Bank,
  CATEGORIES,
  type DealFormErrors,
  type DealFormValues,
  suggestDealId,
} from '@deals/shared';
import { type ChangeEvent, useId } from 'react';
import { Button } from '@/components/button';
import { TextAreaField, TextField } from '@/components/text-field';

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

  return (
    <form
      className="admin-form"
      noValidate
      aria-label={isNew ? 'New deal' : `Edit ${values.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="admin-form__group">
        <legend>Where</legend>
        <div className="admin-form__row">
          <SelectField
            label="Bank"
            value={values.bankId}
            disabled={!isNew}
            error={errors['bankId']}
            options={[
              { value: '', label: 'Choose a bank' },
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
            label="City"
            value={values.cityId}
            disabled={!isNew}
            error={errors['cityId']}
            options={cities.map((c) => ({ value: c, label: c }))}
            onChange={(cityId) => onChange({ ...values, cityId })}
          />
          <SelectField
            label="Category"
            value={values.categoryId}
            error={errors['categoryId']}
            options={CATEGORIES.map((c) => ({ value: c, label: c }))}
            onChange={(categoryId) => onChange({ ...values, categoryId })}
          />
        </div>
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>Deal</legend>
        <TextField
          label="Title"
          value={values.title}
          onChange={set('title')}
          error={errors['title']}
        />
        <TextField
          label="Deal id"
          value={values.dealId}
          onChange={set('dealId')}
          disabled={!isNew}
          error={errors['dealId']}
          hint={
            isNew
              ? `Leave empty for ${suggestDealId(values) || 'an id made from the title'}`
              : 'Ids cannot change'
          }
        />
        <TextField
          label="Discount"
          value={values.discount}
          onChange={set('discount')}
          error={errors['discount']}
          placeholder="20% off on dine-in"
        />
        <TextAreaField
          label="Description"
          value={values.description}
          onChange={set('description')}
          error={errors['description']}
          rows={2}
        />
        <div className="admin-form__row">
          <TextField
            label="Valid from"
            type="date"
            value={values.validFrom}
            onChange={set('validFrom')}
            error={errors['validFrom']}
          />
          <TextField
            label="Valid till"
            type="date"
            value={values.validTill}
            onChange={set('validTill')}
            error={errors['validTill']}
          />
          <TextField
            label="Valid days"
            value={values.validDays}
            onChange={set('validDays')}
            error={errors['validDays']}
            placeholder="Fri, Sat, Sun (empty: every day)"
          />
        </div>
        <div className="admin-form__row">
          <TextField
            label="Maximum discount (PKR)"
            inputMode="numeric"
            value={values.maxDiscountPkr}
            onChange={set('maxDiscountPkr')}
            error={errors['maxDiscountPkr']}
          />
          <TextField
            label="Minimum bill (PKR)"
            inputMode="numeric"
            value={values.minBillPkr}
            onChange={set('minBillPkr')}
            error={errors['minBillPkr']}
          />
        </div>
        <TextField
          label="Image address"
          value={values.imageUrl}
          onChange={set('imageUrl')}
          error={errors['imageUrl']}
          placeholder="/demo/brands/kfc.svg or https://…"
        />
        <TextAreaField
          label="Terms and conditions"
          value={values.termsAndConditions}
          onChange={set('termsAndConditions')}
          error={errors['termsAndConditions']}
          rows={3}
        />
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>Offers</legend>
        {errors['offers'] ? <p className="field__error">{errors['offers']}</p> : null}
        {values.offers.map((offer, i) => (
          <div className="admin-form__item" key={i}>
            <div className="admin-form__row">
              <TextField
                label={`Offer ${i + 1} title`}
                value={offer.title}
                onChange={(e) => setOffer(i, { title: e.target.value })}
                error={errors[`offers.${i}.title`]}
              />
              <TextField
                label={`Offer ${i + 1} valid till`}
                type="date"
                value={offer.validTill}
                onChange={(e) => setOffer(i, { validTill: e.target.value })}
                error={errors[`offers.${i}.validTill`]}
              />
            </div>
            <fieldset
              className={`admin-form__cards${errors[`offers.${i}.cardNames`] ? ' field--invalid' : ''}`}
              aria-describedby={
                errors[`offers.${i}.cardNames`] ? `offer-${i}-cards-error` : undefined
              }
            >
              <legend>Cards for offer {i + 1}</legend>
              {!bank ? (
                <p className="admin-form__hint">Choose a bank to pick its cards.</p>
              ) : bank.cards.length === 0 ? (
                <p className="admin-form__hint">This bank has no cards in its document.</p>
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
                  {errors[`offers.${i}.cardNames`]}
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
                Remove offer {i + 1}
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
          Add offer
        </Button>
      </fieldset>

      <fieldset className="admin-form__group">
        <legend>Branches</legend>
        {values.branches.length === 0 ? (
          <p className="admin-form__hint">No branches yet: the deal applies without a list.</p>
        ) : null}
        {values.branches.map((branch, i) => (
          <div className="admin-form__item" key={i}>
            <div className="admin-form__row">
              <TextField
                label={`Branch ${i + 1} name`}
                value={branch.name}
                onChange={(e) => setBranch(i, { name: e.target.value })}
                error={errors[`branches.${i}.name`]}
              />
              <TextField
                label={`Branch ${i + 1} address`}
                value={branch.address}
                onChange={(e) => setBranch(i, { address: e.target.value })}
                error={errors[`branches.${i}.address`]}
              />
              <TextField
                label={`Branch ${i + 1} coordinates`}
                value={branch.coordinates}
                onChange={(e) => setBranch(i, { coordinates: e.target.value })}
                error={errors[`branches.${i}.coordinates`]}
                placeholder="31.5204, 74.3587"
                hint="Paste “lat, lng” from a map"
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                onChange({ ...values, branches: values.branches.filter((_, j) => j !== i) })
              }
            >
              Remove branch {i + 1}
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
          Add branch
        </Button>
      </fieldset>

      {errors['form'] ? (
        <p className="form-message form-message--error" role="alert">
          {errors['form']}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <Button type="submit" loading={saving}>
          {isNew ? 'Create deal' : 'Save changes'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
