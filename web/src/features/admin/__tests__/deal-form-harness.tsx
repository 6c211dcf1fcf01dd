import {
  type Bank,
  type DealFormErrors,
  type DealFormValues,
  asBankId,
  dealFormToRecord,
  emptyDealForm,
} from '@deals/shared';
import { useState } from 'react';
import { DealForm } from '../components/deal-form';

/** A bank with two cards, for the offers' card pickers. */
export const HBL: Bank = {
  id: asBankId('Hbl'),
  bankName: 'HBL',
  bankImage: '',
  cardImage: '',
  ratings: 4,
  cards: [
    { id: 'gold', cardName: 'HBL Gold Credit Card', cardImage: '/gold.svg' },
    { id: 'classic', cardName: 'HBL Classic Debit Card', cardImage: '/classic.svg' },
  ],
};

/**
 * A new deal's form with the page's submit logic: check with shared/'s schema, show its errors as
 * it says them, hand over the record when there are none.
 */
export function FormHarness({ onRecord }: { onRecord?: (data: unknown) => void }) {
  const [values, setValues] = useState<DealFormValues>(emptyDealForm('Hbl', 'Lahore'));
  const [errors, setErrors] = useState<DealFormErrors>({});
  return (
    <DealForm
      values={values}
      errors={errors}
      banks={[HBL]}
      cities={['Lahore', 'Karachi']}
      isNew
      saving={false}
      onChange={setValues}
      onCancel={() => undefined}
      onSubmit={() => {
        const result = dealFormToRecord(values, HBL.cards);
        if (result.ok) {
          setErrors({});
          onRecord?.(result.record);
        } else setErrors(result.errors);
      }}
    />
  );
}
