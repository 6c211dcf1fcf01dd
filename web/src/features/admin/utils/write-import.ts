/**
 * Writes the valid records of a checked import file: banks (with their cards), then the cities
 * the deals are in, then the deals a few at a time (a refused deal is reported on its own and never
 * takes others with it), each through its entity's data module. Every record that is
 * refused becomes a rejection naming it; the rest are still written.
 */
import type { DatasetBank, DatasetDeal, Rejection } from '@deals/shared';
import { saveBank } from '@/lib/banks/banks-api';
import { ensureCities } from '@/lib/cities/cities-api';
import { writeImportedDeal } from '@/lib/deals/deal-editing-api';
import { IMPORT_AT_ONCE } from '@/lib/deals/deal-form-fields';
import { eachAtMost } from '@/lib/each-at-most';
import { i18n } from '@/lib/i18n/i18n';
import { toApiError } from '@/lib/rtk/api-error';

export async function writeImport(
  banks: readonly DatasetBank[],
  deals: readonly DatasetDeal[],
  onProgress: (done: number) => void,
): Promise<{ written: number; rejected: Rejection[] }> {
  const rejected: Rejection[] = [];
  let written = 0;
  // Reasons are said in the interface's language at the time of the import; the places ("line 3",
  // "deals[2]") are the importer's own locators, as shared/ writes them.
  const notWritten = (error: unknown) =>
    i18n.t('admin:import.notWritten', { message: toApiError(error).message });
  const where = (rec: { line?: number | undefined }, kind: string, i: number) =>
    rec.line !== undefined ? `line ${rec.line}` : `${kind}[${i}]`;

  for (const [i, bank] of banks.entries()) {
    try {
      await saveBank(bank);
      written += 1;
    } catch (error) {
      rejected.push({ where: where(bank, 'banks', i), reason: notWritten(error) });
    }
  }

  const cities = new Map(deals.map((d) => [`${d.bankId}/${d.cityId}`, d]));
  await ensureCities([...cities.values()].map(({ bankId, cityId }) => ({ bankId, cityId })));

  await eachAtMost(deals, IMPORT_AT_ONCE, async (deal, i) => {
    const { comments, ...data } = deal.data as Record<string, unknown>;
    try {
      await writeImportedDeal(deal, data);
      written += 1;
      if (Array.isArray(comments) && comments.length > 0)
        rejected.push({
          where: where(deal, 'deals', i),
          reason: i18n.t('admin:import.legacyComments', { comments: String(comments.length) }),
        });
    } catch (error) {
      rejected.push({ where: where(deal, 'deals', i), reason: notWritten(error) });
    }
    onProgress(written);
  });
  return { written, rejected };
}
