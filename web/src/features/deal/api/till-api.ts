/** The deal page's "did it work at the till?" write; the counts come with the deal document. */
import type { TillAnswer } from '@deals/shared';
import type { DealRouteParams } from '@/config/paths';
import { loadFirebase } from '@/lib/firebase';
import { queryFnsOf } from '@/lib/rtk/api-error';
import { api } from '@/lib/rtk/api';
import { withTimeout } from '@/lib/with-timeout';

const tillSdk = () => Promise.all([import('./till-queries'), loadFirebase()]);
const tillQuery = queryFnsOf(tillSdk);

/** How long an answer may take before the page says it was not saved. */
export const TILL_WRITE_TIMEOUT_MS = 10_000;

export interface AnswerTillArg {
  deal: DealRouteParams;
  uid: string;
  answer: TillAnswer;
}

export const tillApi = api.injectEndpoints({
  endpoints: (build) => ({
    answerTill: build.mutation<null, AnswerTillArg>({
      queryFn: tillQuery(async (till, db, { deal, uid, answer }) => {
        await withTimeout(till.writeTillAnswer(db, deal, uid, answer), TILL_WRITE_TIMEOUT_MS);
        return null;
      }),
    }),
  }),
});

export const { useAnswerTillMutation } = tillApi;
