import { DEFAULT_USER_NAME, initials } from '@deals/shared';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useAppSelector } from '@/app/hooks';
import { selectSessionUser } from '@/lib/session/auth-slice';
import { Button, ButtonLink } from '@/components/button';
import { EmailAddress } from '@/components/email-address';
import { LanguagePicker } from '../components/language-picker';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetUserDocQuery } from '@/lib/user/user-doc-api';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { FavouritesList } from '../components/favourites-list';

export default function SettingsRoute() {
  const { t } = useTranslation('settings');
  usePageTitle(t('pageTitle'));
  const user = useAppSelector(selectSessionUser);
  const { data: userDoc } = useGetUserDocQuery(user?.uid ?? skipToken);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const name = user?.displayName?.trim() || userDoc?.Name || DEFAULT_USER_NAME;
  const email = user?.email ?? userDoc?.Email ?? '';
  const usesPassword = user?.providerIds.includes('password') ?? false;

  return (
    <section className="page settings">
      <h1>{t('title')}</h1>
      <div className="settings__grid">
        <section className="card stack" aria-labelledby="profile-title">
          <h2 id="profile-title">{t('profile.title')}</h2>
          <div className="profile">
            <span className="avatar avatar--lg" aria-hidden="true">
              {initials(name)}
            </span>
            <dl className="profile__facts">
              <div>
                <dt>{t('profile.name')}</dt>
                <dd>{name === DEFAULT_USER_NAME ? t('profile.defaultName') : name}</dd>
              </div>
              <div>
                <dt>{t('profile.email')}</dt>
                <dd>
                  <EmailAddress>{email}</EmailAddress>
                </dd>
              </div>
            </dl>
          </div>
          <div className="row">
            <ButtonLink to={paths.contact.getHref()} variant="secondary">
              {t('profile.contact')}
            </ButtonLink>
            <Button variant="danger" onClick={() => setDeleteOpen(true)}>
              {t('profile.deleteAccount')}
            </Button>
          </div>
        </section>

        <section className="card stack">
          <LanguagePicker />
        </section>

        <section className="card stack" aria-labelledby="password-title">
          <h2 id="password-title">{t('changePassword.title')}</h2>
          <ChangePasswordForm isLoggedIn={user !== null} usesPassword={usesPassword} />
        </section>

        <section className="card stack settings__favourites" aria-labelledby="favourites-title">
          <h2 id="favourites-title">{t('favourites.title')}</h2>
          <FavouritesList />
        </section>
      </div>
      <DeleteAccountDialog
        open={deleteOpen}
        usesPassword={usesPassword}
        onClose={() => setDeleteOpen(false)}
      />
    </section>
  );
}
