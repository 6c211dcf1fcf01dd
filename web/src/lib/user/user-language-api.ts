/** Users/{uid}.Language: the interface language, so the member's next device starts in it. */
import { api } from '@/lib/rtk/api';
import { queryResult } from '@/lib/rtk/api-error';
import { saveUserLanguage } from './user-doc-writes';

export const userLanguageApi = api.injectEndpoints({
  endpoints: (build) => ({
    setUserLanguage: build.mutation<null, { uid: string; language: 'en' | 'ur' }>({
      queryFn: ({ uid, language }) =>
        queryResult(async () => {
          await saveUserLanguage(uid, language);
          return null;
        }),
    }),
  }),
});

export const { useSetUserLanguageMutation } = userLanguageApi;
