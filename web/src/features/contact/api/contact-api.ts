/** DESIGN divergence 5: contact messages are stored (create-only ContactMessages), not only logged. */
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { api } from '@/app/api';
import { getFirebase } from '@/lib/firebase';
import { toApiError } from '@/lib/rtk/api-error';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<null, ContactMessage>({
      async queryFn({ name, email, message }) {
        try {
          await addDoc(collection(getFirebase().db, 'ContactMessages'), {
            name: name.trim(),
            email: email.trim(),
            message: message.trim(),
            createdAt: serverTimestamp(),
          });
          return { data: null };
        } catch (error) {
          console.error('Contact message not stored', error);
          return { error: toApiError(error) };
        }
      },
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
