/** Users/{uid}.Language: the interface language, so the member's next device starts in it. */
import { doc, updateDoc } from 'firebase/firestore';
import { getFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { queryResult } from '@/lib/rtk/api-error';

export const userLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    setUserLanguage: build.mutation<null, { uid: string; language: 'en' | 'ur' }>({
      queryFn: ({ uid, language }) =>
        queryResult(async () => {
          await updateDoc(doc(getFirebase().db, 'Users', uid), { Language: language });
          return null;
        }),
    }),
  }),
});

export const { useSetUserLanguageMutation } = userLanguageApi;
