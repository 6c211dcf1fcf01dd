/** Users/{uid}.Language: the interface language, so the member's next device starts in it. */
import { userEntity } from '@deals/shared';
import { loadFirebase } from '@/lib/firebase';
import { api } from '@/lib/rtk/api';
import { queryResult } from '@/lib/rtk/api-error';

export const userLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    setUserLanguage: build.mutation<null, { uid: string; language: 'en' | 'ur' }>({
      queryFn: ({ uid, language }) =>
        queryResult(async () => {
          const [{ doc, updateDoc }, { db }] = await Promise.all([
            import('firebase/firestore'),
            loadFirebase(),
          ]);
          await updateDoc(doc(db, userEntity.docPath({ uid })), { Language: language });
          return null;
        }),
    }),
  }),
});

export const { useSetUserLanguageMutation } = userLanguageApi;
