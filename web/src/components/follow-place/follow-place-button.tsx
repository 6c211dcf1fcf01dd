import { useTranslation } from '@/lib/i18n/react';
import { useIsFollowingPlaceQuery, useSetFollowingPlaceMutation } from '@/lib/follows/follows-api';
import { useToast } from '@/lib/toast';
import { BellIcon } from '@/components/bell-icon';
import './follow-place.css';

export interface FollowPlaceButtonProps {
  /** The signed-in, verified member's uid; null for guests (who are asked to log in). */
  uid: string | null;
  /** The Places document id (`${cityId}_${placeKey}`). */
  placeId: string;
  cityId: string;
  /** The place's name, for the label and the follow record. */
  name: string;
}

/**
 * Follow a place (a bell): members hear when it gets a new or better deal. Guests are told to log
 * in. A toggle button (aria-pressed) whose state comes live from the member's follow document.
 */
export function FollowPlaceButton({ uid: member, placeId, cityId, name }: FollowPlaceButtonProps) {
  const { t } = useTranslation('common');
  const uid = member ?? '';
  const following = useIsFollowingPlaceQuery({ uid, placeId }, { skip: uid === '' });
  const [setFollowing, saving] = useSetFollowingPlaceMutation();
  const toast = useToast();
  const on = following.data === true;
  return (
    <button
      type="button"
      className={`follow-place${on ? ' follow-place--on' : ''}`}
      aria-pressed={uid === '' ? undefined : on}
      disabled={saving.isLoading || (uid !== '' && following.isLoading)}
      onClick={() => {
        if (uid === '') {
          toast(t('followPlace.logIn'), 'info');
          return;
        }
        void setFollowing({ uid, placeId, cityId, name, follow: !on }).then((r) => {
          if ('error' in r) toast(t('followPlace.failed'), 'error');
          else
            toast(
              on ? t('followPlace.unfollowed', { name }) : t('followPlace.followed', { name }),
              'success',
            );
        });
      }}
    >
      <BellIcon size={18} />
      <span>{on ? t('followPlace.following', { name }) : t('followPlace.follow', { name })}</span>
    </button>
  );
}
