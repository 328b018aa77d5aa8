import {
  apiServiceRef,
  BIO_MAX_LENGTH,
  type SubscriberPropertyField,
  type SubscriberPropertyResponse,
  type SubscriberResponse,
  type User,
} from '@stride/shared';
import { Field, Spinner, useService } from '@stride/shared/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../accountArea/LoadError';
import { definition } from '../definition';
import { accountQueries } from '../members/memberQueries';
import { AccountForm } from './AccountForm';
import { fieldError, saveErrorOf } from './formErrors';
import { useSaveState } from './useSaveState';

function ProfileFields({
  user,
  bio: savedBio,
  properties,
}: {
  user: User;
  bio: string | null;
  properties: SubscriberPropertyField[];
}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const queryClient = useQueryClient();
  const [bio, setBio] = useState(savedBio ?? '');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(properties.map((property) => [property.slug, property.value ?? ''])),
  );
  const { error, fail, save, status } = useSaveState();
  const submit = () => {
    if (bio.length > BIO_MAX_LENGTH) return fail({ field: 'bio', message: t('bioTooLong', { max: BIO_MAX_LENGTH }) });
    void save(
      async () => {
        const subscriber = await api.put<SubscriberResponse>('/subscribers', { bio: bio.trim() || null });
        queryClient.setQueryData(accountQueries.subscriber(api, user.id).queryKey, subscriber);
        // Only what changed is sent: one call per property, as the API keeps them.
        for (const property of properties) {
          const value = values[property.slug] ?? '';
          if (value === (property.value ?? '')) continue;
          try {
            await api.put<SubscriberPropertyResponse>(`/subscriber/properties/${encodeURIComponent(property.slug)}`, {
              value,
            });
          } catch (caught) {
            throw { slug: property.slug, caught };
          }
        }
        await queryClient.invalidateQueries({ queryKey: accountQueries.properties(api, user.id).queryKey });
        return { key: 'changesSaved' };
      },
      (caught) => {
        const failed = caught as { slug?: string; caught?: unknown };
        return failed.slug
          ? { field: `property:${failed.slug}`, message: saveErrorOf(failed.caught, t('saveFailed')).message }
          : saveErrorOf(caught, t('saveFailed'));
      },
    );
  };
  return (
    <AccountForm title={t('publicProfile')} onSubmit={submit} saveLabel={t('save')} {...status}>
      <div className="stride-field">
        <label htmlFor="account-bio">{t('bio')}</label>
        <textarea
          id="account-bio"
          dir="auto"
          rows={4}
          value={bio}
          maxLength={BIO_MAX_LENGTH}
          aria-invalid={fieldError(error, 'bio') ? true : undefined}
          onChange={(event) => setBio(event.target.value)}
        />
        {fieldError(error, 'bio') ? (
          <span className="stride-field__error" role="alert">
            {fieldError(error, 'bio')}
          </span>
        ) : null}
      </div>
      {properties.map((property) => (
        <Field
          key={property.slug}
          label={property.is_public ? property.name : t('privateProperty', { name: property.name })}
          value={values[property.slug] ?? ''}
          dir="auto"
          onChange={(event) => setValues((previous) => ({ ...previous, [property.slug]: event.target.value }))}
          error={fieldError(error, `property:${property.slug}`)}
        />
      ))}
    </AccountForm>
  );
}

/** Bio and the owner's subscriber properties: public ones show on the member's profile and in the directory. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(definition.i18nNamespace);
  const api = useService(apiServiceRef);
  const subscriber = useQuery(accountQueries.subscriber(api, user.id));
  const properties = useQuery(accountQueries.properties(api, user.id));
  if (subscriber.data && properties.data)
    return (
      <ProfileFields
        user={user}
        bio={subscriber.data.subscriber.bio}
        properties={properties.data.subscriber_properties}
      />
    );
  if (subscriber.isError || properties.isError)
    return (
      <LoadError
        messageKey="profileFailed"
        onRetry={() => {
          void subscriber.refetch();
          void properties.refetch();
        }}
      />
    );
  return <Spinner label={t('loading')} />;
}
